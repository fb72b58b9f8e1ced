/**
 * The 'statement' import handler: a bank statement's rows, mapped, into statement_transactions of the account
 * the import form named. Money is exact (kobo as BigInt, decimal text to SQL): separate inflow/outflow
 * columns, one signed Amount, or an Amount with a Dr/Cr column; '1,234.50', '(500.00)', '500.00 DR'. The
 * description parser fills channel and counterparty. transaction_id is the bank's reference when mapped (with
 * its occurrence in the file when a reference repeats), else a hash of account, date, amounts, description and
 * that content's occurrence index, so the same file sent again adds nothing. Quality checks reported with it.
 */
import { hash } from 'node:crypto';
import { ImportRefused, type ImportHandler } from '../jobs/types.js';
import { storeRows, withCopyLines, type StoreRow, type StoreTable } from '../jobs/store.js';
import { parseDescription } from '../describe/parse.js';
import { copyDescriptionEntities, entitiesOf } from '../describe/store-entities.js';
import type { Entity } from '../describe/entities.js';
import { openMapped, type MappedRow } from './rows.js';
import { storeBehind } from './store-behind.js';
import { span } from '../jobs/timeline.js';
import { StatementQuality } from './quality.js';
import { koboText, parseDateTime, parseMoney, toTimestamp } from './values.js';

export const STATEMENT_TRANSACTIONS: StoreTable = {
  table: 'statement_transactions',
  key: 'transaction_id',
  identity: 'id',
  columns: [
    { name: 'account_id', type: 'uuid' },
    { name: 'transaction_date', type: 'timestamptz' },
    { name: 'value_date', type: 'date' },
    { name: 'description', type: 'text' },
    { name: 'inflow', type: 'numeric' },
    { name: 'outflow', type: 'numeric' },
    { name: 'currency', type: 'text' },
    { name: 'balance', type: 'numeric' },
    { name: 'channel', type: 'text' },
    { name: 'counterparty_name', type: 'text' },
    { name: 'counterparty_account', type: 'text' },
    { name: 'counterparty_bank', type: 'text' },
  ],
};

const quote = (s: string) => `'${s.length > 40 ? `${s.slice(0, 40)}…` : s}'`;

export interface StatementRow {
  date: string;
  timestamp: string;
  valueDate: string | null;
  description: string;
  inflow: bigint;
  outflow: bigint;
  balance: bigint | null;
  reference: string;
}

/** One row's transaction, or the reason it is refused. */
export function statementRowOf(r: MappedRow): StatementRow | { reason: string } {
  const dateTarget = r.get('Transaction_Date') ? 'Transaction_Date' : 'Transaction_Value_Date';
  const dateRaw = r.get(dateTarget);
  const date = parseDateTime(dateRaw);
  if (!date) return { reason: dateRaw ? `${dateTarget}: not a date (${quote(dateRaw)})` : 'Transaction_Date: empty' };
  const valueRaw = r.get('Transaction_Value_Date');
  const value = valueRaw ? parseDateTime(valueRaw) : null;
  if (valueRaw && !value) return { reason: `Transaction_Value_Date: not a date (${quote(valueRaw)})` };
  let inflow = 0n;
  let outflow = 0n;
  for (const target of ['Inflows', 'Outflows', 'Amount'] as const) {
    const raw = r.get(target);
    const m = parseMoney(raw);
    if (m === 'invalid') return { reason: `${target}: not an amount (${quote(raw)})` };
    if (!m) continue;
    const abs = m.kobo < 0n ? -m.kobo : m.kobo;
    // A negative credit is money out, a negative debit money in ('(500.00)' in a Credit column).
    if (target === 'Inflows') {
      if (m.kobo < 0n) outflow += abs;
      else inflow += abs;
    } else if (target === 'Outflows') {
      if (m.kobo < 0n) inflow += abs;
      else outflow += abs;
    } else {
      const drcr = r.get('Dr_Cr').toUpperCase();
      const debit = drcr ? drcr.startsWith('D') : m.kobo < 0n;
      if (drcr && !/^(D|C|DR|CR|DEBIT|CREDIT)\.?$/.test(drcr)) return { reason: `Dr_Cr: neither debit nor credit (${quote(r.get('Dr_Cr'))})` };
      if (debit) outflow += abs;
      else inflow += abs;
    }
  }
  if (inflow === 0n && outflow === 0n && !r.get('Inflows') && !r.get('Outflows') && !r.get('Amount')) return { reason: 'no amount (inflow, outflow or amount)' };
  const balRaw = r.get('Balance');
  const bal = parseMoney(balRaw);
  if (bal === 'invalid') return { reason: `Balance: not an amount (${quote(balRaw)})` };
  return {
    date: date.date,
    timestamp: toTimestamp(date),
    valueDate: value?.date ?? null,
    description: r.get('Transaction_Description').slice(0, 2000),
    inflow,
    outflow,
    balance: bal?.kobo ?? null,
    reference: r.get('Transaction_ID').slice(0, 200),
  };
}

/** "Period: 01-Jan-2024 to 31-Mar-2024" in the rows above the header. */
export function statedPeriod(preamble: string[][]): { from: string; to: string } | null {
  for (const cells of preamble) {
    const text = cells.filter(Boolean).join(' ');
    const m = /(\d{1,4}[-/. ][A-Za-z0-9]{1,9}[-/. ]\d{2,4})\s*(?:to|-|–|through|and)\s*(\d{1,4}[-/. ][A-Za-z0-9]{1,9}[-/. ]\d{2,4})/i.exec(text.slice(0, 500));
    const from = m && parseDateTime(m[1]!);
    const to = m && parseDateTime(m[2]!);
    if (from && to && from.date <= to.date) return { from: from.date, to: to.date };
  }
  return null;
}

/**
 * A transaction as its stored row: its key (the bank's reference, else a hash of its content and that content's
 * occurrence in the file), the parsed description; each row fed to the quality checks in file order.
 */
export function statementStoreRows(accountId: string, currency: string, quality: StatementQuality): (r: MappedRow, t: StatementRow) => StoreRow {
  const occurrences = new Map<string, number>();
  const occurrence = (key: string) => {
    const n = (occurrences.get(key) ?? 0) + 1;
    occurrences.set(key, n);
    return n;
  };
  return (r, t) => {
    quality.add({ row: r.row, ...t });
    let key: string;
    if (t.reference) {
      const n = occurrence(`ref|${t.reference}`);
      key = `${accountId}/${t.reference}${n > 1 ? `#${n}` : ''}`;
    } else {
      const content = JSON.stringify([accountId, t.timestamp, String(t.inflow), String(t.outflow), t.description]);
      key = hash('sha256', `${content}|${occurrence(content)}`, 'hex').slice(0, 40);
    }
    const p = parseDescription(t.description, { direction: t.inflow > 0n ? 'in' : 'out' });
    const ccy = r.get('Transaction_Currency').toUpperCase();
    return {
      key,
      sheet: r.sheet,
      row: r.row,
      values: [
        accountId,
        t.timestamp,
        t.valueDate,
        t.description,
        koboText(t.inflow),
        koboText(t.outflow),
        /^[A-Z]{3}$/.test(ccy) ? ccy : currency,
        t.balance === null ? null : koboText(t.balance),
        p.channel,
        p.counterparty_name,
        p.counterparty_account,
        p.counterparty_bank,
      ],
    };
  };
}

export const statementHandler: ImportHandler = async (ctx) => {
  const accountId = ctx.job.account_id;
  if (!accountId) throw new ImportRefused('The statement import names no account');
  const account = await ctx.db.query<{ currency: string }>('SELECT currency FROM accounts WHERE id = $1', [accountId]);
  const currency = account.rows[0]?.currency ?? 'NGN';
  const file = await openMapped(ctx, 'statement');
  const quality = new StatementQuality(statedPeriod(file.preamble));
  const statementStoreRow = statementStoreRows(accountId, currency, quality);
  // Each batch's entities are recognised while the batch before it is stored (PostgreSQL works meanwhile), and
  // written with their rows, in the rows' transaction.
  await storeBehind(
    file.batches,
    async (batch) => {
      const rows: StoreRow[] = [];
      let refused = 0;
      for (const r of batch) {
        const t = statementRowOf(r);
        if ('reason' in t) {
          refused++;
          await ctx.refuse({ sheet: r.sheet, row: r.row, reason: t.reason, cells: r.cells });
          continue;
        }
        rows.push(statementStoreRow(r, t));
      }
      const endEntities = span('statement.entities');
      const found = await entitiesOf(ctx.db, ctx.job.id, rows.map((row) => row.values[3] as string));
      endEntities();
      const entities = new Map<StoreRow, Entity[]>(rows.map((row, i) => [row, found[i]!]));
      return { rows: withCopyLines(ctx.job.id, rows), entities, read: batch.length, refused };
    },
    async ({ rows, entities, read, refused }) => {
      const stored = await storeRows(ctx.db, STATEMENT_TRANSACTIONS, ctx.job.id, rows, (tx, copied) =>
        copyDescriptionEntities(tx, copied.map(({ row, id }) => ({ id, entities: entities.get(row) ?? [] }))).then(() => {}),
      );
      const end = span('batch.progress');
      await ctx.progress({ read, stored: stored.stored, duplicate: stored.duplicate, refused });
      end();
    },
  );
  return { quality: quality.findings() };
};
