/**
 * The data engineer's reference: the same rows in DuckDB (in memory), the same aggregates. The rows leave the
 * database as CSV (keyset pages of plain SELECTs: no postgres scanner, which would need a download) and DuckDB
 * reads them with read_csv and explicit types. Both steps are timed.
 */
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import type { Db } from '../../packages/server/src/db/types.js';

interface TableSpec {
  name: string;
  key: string;
  /** column → DuckDB type (the SELECT casts each to text). */
  columns: [string, string][];
}

export const DUCK_TABLES: TableSpec[] = [
  { name: 'accounts', key: 'id', columns: [['id', 'VARCHAR'], ['account_number', 'VARCHAR'], ['bank_code', 'VARCHAR'], ['holder_name', 'VARCHAR']] },
  { name: 'statement_transactions', key: 'id', columns: [['id', 'BIGINT'], ['transaction_id', 'VARCHAR'], ['account_id', 'VARCHAR'], ['transaction_date', 'TIMESTAMPTZ'],
    ['description', 'VARCHAR'], ['inflow', 'DECIMAL(20,2)'], ['outflow', 'DECIMAL(20,2)'], ['balance', 'DECIMAL(20,2)'], ['channel', 'VARCHAR'],
    ['counterparty_name', 'VARCHAR'], ['counterparty_account', 'VARCHAR'], ['counterparty_bank', 'VARCHAR']] },
  { name: 'description_entities', key: 'transaction_pk, kind, normalised', columns: [['transaction_pk', 'BIGINT'], ['kind', 'VARCHAR'], ['normalised', 'VARCHAR'],
    ['latitude', 'DOUBLE'], ['longitude', 'DOUBLE']] },
  { name: 'call_records', key: 'id', columns: [['id', 'BIGINT'], ['record_id', 'VARCHAR'], ['originating_number', 'VARCHAR'], ['terminating_number', 'VARCHAR'],
    ['cdr_ts', 'TIMESTAMPTZ'], ['call_duration', 'INTEGER'], ['call_type', 'VARCHAR'], ['originating_sitename', 'VARCHAR'], ['originating_latitude', 'DOUBLE'],
    ['originating_longitude', 'DOUBLE'], ['calling_subscriber_name', 'VARCHAR'], ['called_subscriber_name', 'VARCHAR']] },
  { name: 'goaml_accounts', key: 'id', columns: [['id', 'BIGINT'], ['account', 'VARCHAR'], ['institution_code', 'VARCHAR']] },
  { name: 'goaml_transactions', key: 'id', columns: [['id', 'BIGINT'], ['transaction_number', 'VARCHAR'], ['date_transaction', 'TIMESTAMPTZ'], ['amount_local', 'DECIMAL(20,2)'],
    ['from_account_id', 'BIGINT'], ['to_account_id', 'BIGINT']] },
];

const csvField = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  const s = v instanceof Date ? v.toISOString() : String(v);
  return /[",\n\r]/.test(s) || s === '' ? `"${s.replace(/"/g, '""')}"` : s;
};

/** Writes each table to dir/<table>.csv in pages of `page` rows; returns rows per table. */
export async function exportCsv(db: Db, dir: string, page = 50_000): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of DUCK_TABLES) {
    const out = createWriteStream(join(dir, `${t.name}.csv`));
    const write = (s: string) => new Promise<void>((resolve) => (out.write(s) ? resolve() : out.once('drain', () => resolve())));
    await write(`${t.columns.map(([c]) => c).join(',')}\n`);
    const cols = t.columns.map(([c, type]) => (type === 'TIMESTAMPTZ' ? `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS ${c}` : `${c}::text AS ${c}`)).join(', ');
    let n = 0;
    // Keyset pages over the primary key (composite for description_entities).
    const keyCols = t.key.split(',').map((k) => k.trim());
    let last: string[] | null = null;
    for (;;) {
      const where = last ? `WHERE (${keyCols.join(', ')}) > (${keyCols.map((_, i) => `$${i + 1}`).join(', ')})` : '';
      // ORDER BY the raw key columns (k0, k1, ...): the text copies of the same names would sort as text.
      const r: { rows: Record<string, unknown>[] } = await db.query(`SELECT ${cols}, ${keyCols.map((k, i) => `${k} AS k${i}`).join(', ')} FROM ${t.name} ${where} ORDER BY ${keyCols.map((_, i) => `k${i}`).join(', ')} LIMIT ${page}`, last ?? []);
      if (r.rows.length === 0) break;
      let chunk = '';
      for (const row of r.rows) chunk += `${t.columns.map(([c]) => csvField(row[c])).join(',')}\n`;
      await write(chunk);
      n += r.rows.length;
      const tail = r.rows[r.rows.length - 1]!;
      last = keyCols.map((_, i) => String(tail[`k${i}`]));
      if (r.rows.length < page) break;
    }
    await new Promise<void>((resolve) => out.end(() => resolve()));
    counts[t.name] = n;
  }
  return counts;
}

export async function openDuck(dir: string): Promise<{ con: DuckDBConnection; close: () => void }> {
  const inst = await DuckDBInstance.create(':memory:', { threads: '2' });
  const con = await inst.connect();
  await con.run("SET TimeZone = 'UTC'");
  for (const t of DUCK_TABLES) {
    const columns = `{${t.columns.map(([c, type]) => `'${c}': '${type}'`).join(', ')}}`;
    await con.run(`CREATE TABLE ${t.name} AS SELECT * FROM read_csv('${join(dir, `${t.name}.csv`).replace(/'/g, "''")}', header = true, columns = ${columns})`);
  }
  return { con, close: () => { con.closeSync(); inst.closeSync(); } };
}

/** The subject set as temp tables (the cases' {IN_ACC} / {IN_PH} in DuckDB). */
export async function setSubjectSet(con: DuckDBConnection, accounts: string[], phones: string[]): Promise<void> {
  await con.run('CREATE OR REPLACE TEMP TABLE set_accounts (id VARCHAR)');
  await con.run('CREATE OR REPLACE TEMP TABLE set_phones (phone VARCHAR)');
  for (const a of accounts) await con.run('INSERT INTO set_accounts VALUES ($1)', [a]);
  for (const p of phones) await con.run('INSERT INTO set_phones VALUES ($1)', [p]);
}
