/**
 * The goAML analysis reads (analysis-tools §7: getGoamlStatement, accountDescrip, transactions,
 * transactions/summary, twoparty) over the goaml_* tables of 0004_analysis.sql. Amounts leave SQL as exact
 * decimal text (numeric::text), never through a JS float.
 *
 * A subject set's goAML accounts are found three ways: the account numbers of its accounts (subject_accounts →
 * accounts.account_number; by number only, since goAML institution codes come as CBN or NIBSS codes), and its
 * BVNs/NINs (accounts.bvn and the 11-digit numbers of the subjects' id_types) matched to an account's
 * client_number or to the ssn of its primary person.
 */
import type { Db } from '../db/types.js';
import { periodBounds, type PeriodBounds as Period } from './analysis/period.js';

export type { Period };

/** start and end as core's analysisQuerySchema accepts them, under the one period rule of the analysis calls. */
export const periodOf = (start?: string, end?: string): Period => periodBounds({ start, end });

export const periodParams = (p: Period) => [p.from?.toISOString() ?? null, p.until?.toISOString() ?? null];

/** goaml_accounts ids of the subject set ($1: subject uuids). */
export const SUBJECT_GOAML_ACCOUNTS = `
  sacc AS (
    SELECT a.account_number, a.bvn FROM subject_accounts sa JOIN accounts a ON a.id = sa.account_id WHERE sa.subject_id = ANY($1::uuid[])
  ),
  idnums AS (
    SELECT bvn AS n FROM sacc WHERE bvn IS NOT NULL
    UNION
    SELECT t ->> 'idnumber' FROM subjects s
      CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(s.data -> 'id_types') = 'array' THEN s.data -> 'id_types' ELSE '[]'::jsonb END) t
     WHERE s.id = ANY($1::uuid[]) AND t ->> 'idnumber' ~ '^[0-9]{11}$'
  ),
  ga AS (
    SELECT g.id FROM goaml_accounts g WHERE g.account IN (SELECT account_number FROM sacc)
    UNION SELECT g.id FROM goaml_accounts g WHERE g.client_number IN (SELECT n FROM idnums)
    UNION SELECT g.id FROM goaml_persons p JOIN goaml_accounts g ON g.primary_person_id = p.id WHERE p.ssn IN (SELECT n FROM idnums)
  )`;

export const personName = (p: string) => `nullif(concat_ws(' ', ${p}.first_name, ${p}.middle_name, ${p}.last_name), '')`;

/** A party of a transaction, LEFT JOINed by its three ids: goAML account `${x}a`, person `${x}p`, entity `${x}e`. */
const partyJoins = (x: string, account: string, person: string, entity: string) => `
       LEFT JOIN goaml_accounts ${x}a ON ${x}a.id = ${account}
       LEFT JOIN goaml_persons ${x}p ON ${x}p.id = ${person}
       LEFT JOIN goaml_entities ${x}e ON ${x}e.id = ${entity}`;
/** A transaction's source (f: fa, fp, fe) or destination (t: ta, tp, te), `t` the goaml_transactions row. */
const sideJoins = (t: string, side: 'from' | 'to') =>
  partyJoins(side[0]!, `${t}.${side}_account_id`, `${t}.${side}_person_id`, `${t}.${side}_entity_id`);
/** The holder of goAML account `a`: its primary person `${x}p` and its entity `${x}e` (x is `a` unless said). */
const holderJoins = (a: string, x = a) => `
       LEFT JOIN goaml_persons ${x}p ON ${x}p.id = ${a}.primary_person_id
       LEFT JOIN goaml_entities ${x}e ON ${x}e.id = ${a}.entity_id`;

interface StatementRow {
  date_transaction: Date;
  direction: 'IN' | 'OUT';
  description: string | null;
  amount_local: string;
  amount_foreign: string | null;
  transaction_number: string;
  report_code: string;
  primary_person: string | null;
  src_no: string | null;
  src_name: string | null;
  src_bank: string | null;
  src_id: string | null;
  dst_no: string | null;
  dst_name: string | null;
  dst_bank: string | null;
  dst_id: string | null;
}

/**
 * getGoamlStatement's rows: the CTEs (no leading WITH; $1 subject uuids, $2 from, $3 until as periodParams) and
 * the FROM (`moves m` joined to the report and the accounts, persons and entities on both sides). Shared by
 * goamlStatement and the goAML grid (lib/grid).
 */
export const GOAML_STATEMENT_WITH = `${SUBJECT_GOAML_ACCOUNTS},
     moves AS (
       SELECT t.*, 'OUT' AS direction, t.from_account_id AS mine FROM goaml_transactions t
        WHERE t.from_account_id IN (SELECT id FROM ga) AND t.date_transaction >= coalesce($2::timestamptz, '-infinity') AND t.date_transaction < coalesce($3::timestamptz, 'infinity')
       UNION ALL
       SELECT t.*, 'IN', t.to_account_id FROM goaml_transactions t
        WHERE t.to_account_id IN (SELECT id FROM ga) AND t.date_transaction >= coalesce($2::timestamptz, '-infinity') AND t.date_transaction < coalesce($3::timestamptz, 'infinity')
     )`;
export const GOAML_STATEMENT_FROM = `moves m
       JOIN goaml_reports rep ON rep.id = m.report_id
       JOIN goaml_accounts ma ON ma.id = m.mine${holderJoins('ma', 'm')}${sideJoins('m', 'from')}${sideJoins('m', 'to')}`;

/**
 * getGoamlStatement: every goAML transaction into or out of the subject set's accounts in the period, oldest
 * first. Direction is relative to the subject's account: OUT when it is the source, IN when the destination
 * (money between two accounts of the set is one OUT row and one IN row, as on two bank statements).
 */
export async function goamlStatement(db: Db, subjectIds: readonly string[], period: Period) {
  const r = await db.query<StatementRow>(
    `WITH ${GOAML_STATEMENT_WITH}
     SELECT m.date_transaction, m.direction, m.description, m.amount_local::text AS amount_local, m.amount_foreign::text AS amount_foreign,
            m.transaction_number, rep.report_code,
            coalesce(${personName('mp')}, me.name, ma.account_name) AS primary_person,
            fa.account AS src_no, coalesce(fa.account_name, fe.name, ${personName('fp')}) AS src_name, fa.institution_name AS src_bank, fa.id::text AS src_id,
            ta.account AS dst_no, coalesce(ta.account_name, te.name, ${personName('tp')}) AS dst_name, ta.institution_name AS dst_bank, ta.id::text AS dst_id
       FROM ${GOAML_STATEMENT_FROM}
      ORDER BY m.date_transaction, m.id, m.direction DESC`,
    [subjectIds, ...periodParams(period)],
  );
  return r.rows.map((x) => ({
    Transaction_Date: new Date(x.date_transaction).toISOString(),
    PrimaryPerson: x.primary_person,
    TransactionDescription: x.description,
    SourceAccountNo: x.src_no,
    SourceAccountName: x.src_name,
    SourceBankName: x.src_bank,
    DestinationAccountNo: x.dst_no,
    DestinationAccountName: x.dst_name,
    DestinationBankName: x.dst_bank,
    Direction: x.direction,
    LocalAmount: x.amount_local,
    ForeignAmount: x.amount_foreign,
    // Beyond the spec's columns: the goAML keys a screen needs to open the report or select the accounts.
    TransactionNumber: x.transaction_number,
    ReportCode: x.report_code,
    SourceAccountId: x.src_id,
    DestinationAccountId: x.dst_id,
  }));
}

/** accountDescrip's "top 30 contacts that have an account on goaml". */
export const GOAML_TOP_CONTACTS = 30;

interface ContactRow {
  subject: string;
  suspectid: string;
  called_number: string;
  calls: number;
  account_id: string;
  account: string;
  client_number: string | null;
  institution_name: string | null;
  account_name: string | null;
}

/**
 * accountDescrip (Goaml-Accounts): the numbers the subjects' phones called in the period (call_records by
 * originating_number in subject_phones), those that have an account on goAML (a goAML person with that phone,
 * or the number's subscriber whose NIN is a goAML person's ssn or an account's client_number), the 30 called
 * most, with each subject that called them and each of their accounts.
 */
export async function goamlContactAccounts(db: Db, subjectIds: readonly string[], period: Period) {
  const r = await db.query<ContactRow>(
    `WITH phones AS (SELECT DISTINCT subject_id, phone FROM subject_phones WHERE subject_id = ANY($1::uuid[])),
     calls AS (
       SELECT ph.subject_id, c.terminating_number AS num FROM call_records c JOIN phones ph ON ph.phone = c.originating_number
        WHERE c.terminating_number IS NOT NULL AND c.cdr_ts >= coalesce($2::timestamptz, '-infinity') AND c.cdr_ts < coalesce($3::timestamptz, 'infinity')
     ),
     called AS (SELECT num, count(*)::int AS calls FROM calls GROUP BY num),
     acc AS (
       SELECT cl.num, g.id FROM called cl JOIN goaml_persons p ON p.phones @> ARRAY[cl.num]
         JOIN goaml_accounts g ON g.primary_person_id = p.id OR (p.ssn IS NOT NULL AND g.client_number = p.ssn)
       UNION
       SELECT cl.num, g.id FROM called cl JOIN phone_subscribers s ON s.phone_number = cl.num JOIN goaml_accounts g ON g.client_number = s.nin
       UNION
       SELECT cl.num, g.id FROM called cl JOIN phone_subscribers s ON s.phone_number = cl.num
         JOIN goaml_persons p ON p.ssn = s.nin JOIN goaml_accounts g ON g.primary_person_id = p.id
     ),
     top AS (
       SELECT cl.num, cl.calls FROM called cl WHERE EXISTS (SELECT 1 FROM acc WHERE acc.num = cl.num)
        ORDER BY cl.calls DESC, cl.num LIMIT ${GOAML_TOP_CONTACTS}
     ),
     who AS (SELECT DISTINCT subject_id, num FROM calls WHERE num IN (SELECT num FROM top))
     SELECT coalesce(nullif(trim(concat_ws(' ', s.surname, s.othernames)), ''), s.suspectid) AS subject, s.suspectid,
            top.num AS called_number, top.calls, g.id::text AS account_id, g.account, g.client_number, g.institution_name, g.account_name
       FROM top JOIN acc ON acc.num = top.num JOIN goaml_accounts g ON g.id = acc.id
       JOIN who ON who.num = top.num JOIN subjects s ON s.id = who.subject_id
      ORDER BY top.calls DESC, top.num, s.suspectid, g.account`,
    [subjectIds, ...periodParams(period)],
  );
  return r.rows.map((x) => ({
    Subject: x.subject,
    Called_Number: x.called_number,
    Account_Number: x.account,
    BVN: x.client_number,
    Bank_Name: x.institution_name,
    Account_Name: x.account_name,
    Suspect: x.suspectid,
    Calls: x.calls,
    Account_Id: x.account_id,
  }));
}

interface TransactionRow {
  id: string;
  transaction_number: string;
  report_code: string;
  description: string | null;
  amount_local: string;
  amount_foreign: string | null;
  date_transaction: Date;
  src_account: string | null;
  src_prm: string | null;
  src_party: string | null;
  src_entity: string | null;
  dst_account: string | null;
  dst_prm: string | null;
  dst_party: string | null;
  dst_entity: string | null;
}

const TRANSACTION_SELECT = `
  SELECT t.id::text, t.transaction_number, rep.report_code, t.description, t.amount_local::text AS amount_local, t.amount_foreign::text AS amount_foreign,
         t.date_transaction,
         fa.account AS src_account, coalesce(${personName('fap')}, fa.account_name) AS src_prm, ${personName('fp')} AS src_party, coalesce(fe.name, fae.name) AS src_entity,
         ta.account AS dst_account, coalesce(${personName('tap')}, ta.account_name) AS dst_prm, ${personName('tp')} AS dst_party, coalesce(te.name, tae.name) AS dst_entity
    FROM goaml_transactions t
    JOIN goaml_reports rep ON rep.id = t.report_id${sideJoins('t', 'from')}${holderJoins('fa')}${sideJoins('t', 'to')}${holderJoins('ta')}`;

/** TransactionRecord (analysis-tools §3 Transaction: ttr_*; the date as unix seconds). */
function transactionRecord(x: TransactionRow) {
  const type = x.report_code === 'CTR' || x.report_code === 'STR' ? { report_type: x.report_code } : {};
  return {
    ttr_transaction_number: x.transaction_number,
    ...type,
    ttr_source_acc_prm_name: x.src_prm,
    ttr_source_party_name: x.src_party,
    ttr_source_entity_name: x.src_entity,
    ttr_amount_local: x.amount_local,
    ttr_amount_foreign: x.amount_foreign,
    ttr_dest_acc_prm_name: x.dst_prm,
    ttr_dest_party_name: x.dst_party,
    ttr_dest_entity_name: x.dst_entity,
    ttr_date_transaction: Math.floor(new Date(x.date_transaction).getTime() / 1000),
    // Beyond the spec's fields: the two account numbers, the report's own code and the description.
    ttr_source_account: x.src_account,
    ttr_dest_account: x.dst_account,
    ttr_report_code: x.report_code,
    ttr_description: x.description,
    ttr_id: x.id,
  };
}

/** POST /transactions: every transaction into or out of the chosen goAML accounts, oldest first. */
export async function transactionsOfAccounts(db: Db, accountIds: readonly string[]) {
  const r = await db.query<TransactionRow>(
    `${TRANSACTION_SELECT}
      WHERE t.from_account_id = ANY($1::bigint[]) OR t.to_account_id = ANY($1::bigint[])
      ORDER BY t.date_transaction, t.id`,
    [accountIds],
  );
  return r.rows.map(transactionRecord);
}

/** GET /transactions/twoparty: the transactions between two account numbers, both ways, oldest first. */
export async function twoPartyTransactions(db: Db, from: string, to: string) {
  const r = await db.query<TransactionRow>(
    `${TRANSACTION_SELECT}
      WHERE (fa.account = $1 AND ta.account = $2) OR (fa.account = $2 AND ta.account = $1)
      ORDER BY t.date_transaction, t.id`,
    [from, to],
  );
  return r.rows.map(transactionRecord);
}

interface SummaryRow {
  direction: 'IN' | 'OUT';
  account: string | null;
  account_name: string | null;
  institution_name: string | null;
  total: string;
  count: number;
  average: string;
  start: Date;
}

/**
 * POST /transactions/summary: the chosen accounts' money per direction and counter-party (the other side's
 * account, or its person or entity when no account): total, count, average (rounded to the kobo) and the
 * first date; biggest totals first.
 */
export async function transactionSummary(db: Db, accountIds: readonly string[]) {
  const r = await db.query<SummaryRow>(
    `WITH moves AS (
       SELECT 'OUT' AS direction, t.to_account_id AS acc, t.to_person_id AS per, t.to_entity_id AS ent, t.amount_local, t.date_transaction
         FROM goaml_transactions t WHERE t.from_account_id = ANY($1::bigint[])
       UNION ALL
       SELECT 'IN', t.from_account_id, t.from_person_id, t.from_entity_id, t.amount_local, t.date_transaction
         FROM goaml_transactions t WHERE t.to_account_id = ANY($1::bigint[])
     ),
     sums AS (
       SELECT direction, acc, per, ent, sum(amount_local) AS total, count(*)::int AS count, min(date_transaction) AS start
         FROM moves GROUP BY direction, acc, per, ent
     )
     SELECT s.direction, a.account, coalesce(a.account_name, ${personName('p')}, e.name) AS account_name, a.institution_name,
            s.total::text AS total, s.count, round(s.total / s.count, 2)::text AS average, s.start
       FROM sums s${partyJoins('', 's.acc', 's.per', 's.ent')}
      ORDER BY s.direction, s.total DESC, a.account`,
    [accountIds],
  );
  return r.rows.map((x) => ({
    api_direction: x.direction,
    tac_account_name: x.account_name,
    tac_account: x.account,
    tac_institution_name: x.institution_name,
    api_total: x.total,
    api_count: x.count,
    api_average: x.average,
    api_start: new Date(x.start).toISOString(),
  }));
}
