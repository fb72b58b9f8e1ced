/**
 * Statement queries of the analysis workspace (analysis-tools §7 "Statement and transaction analysis").
 * Every query starts from account ids (the subject set's accounts, resolved first), so it walks
 * statement_account_time (account_id, transaction_date, id) of 0004: one index range per account and period.
 * Money leaves as numeric text ('150000000.50'), never a JS number.
 *
 * EXPLAIN (lib/analysis/explain.test.ts): `account_id = ANY(...) AND transaction_date` is one Index Cond on
 * statement_account_time; the rows of several accounts come out per account, so the time order is a sort of the
 * set's rows in the period, a top-N heapsort under the LIMIT (no index gives one order across accounts).
 * The joined `accounts a` is held to the same ids (`a.id = ANY(...)`, which the planner does not infer from the join):
 * without it the plan hashed every account (36,000 at the 1M world) to name the set's dozen.
 */
import type { Queryable } from '../../db/types.js';
import { periodSql, type Period } from './period.js';

/** Most rows one statement answer carries: past it the answer says `truncated` (narrow the period). */
export const MAX_STATEMENT_ROWS = 50_000;

export interface StatementFilter {
  /** Only these channels (the description parser's: transfer, cash, atm, pos, ...). */
  channels?: readonly string[];
  /** Amount band: greatest(inflow, outflow) in [min, max) naira; max null = no upper bound. */
  band?: { min: number; max: number | null };
}

/** The StatementRecord columns (analysis-tools §3) of `statement_transactions st` joined to `accounts a`. */
export const STATEMENT_COLUMNS = `st.transaction_id AS "Transaction_ID", st.transaction_date AS "Transaction_Date",
  to_char(st.value_date, 'YYYY-MM-DD') AS "Transaction_Value_Date", a.account_number AS "Account_Number",
  st.description AS "Transaction_Description", st.inflow::text AS "Inflows", st.outflow::text AS "Outflows",
  st.currency AS "Transaction_Currency"`;

export interface StatementPage {
  results: Record<string, unknown>[];
  truncated: boolean;
}

/** The accounts' rows in the period, oldest first (then by id), filtered by channel or amount band. */
export async function statementRows(db: Queryable, accountIds: readonly string[], period: Period, filter: StatementFilter = {}): Promise<StatementPage> {
  if (!accountIds.length) return { results: [], truncated: false };
  const params: unknown[] = [];
  const where = statementScope(accountIds, period, filter, params);
  params.push(MAX_STATEMENT_ROWS + 1);
  const r = await db.query(
    `SELECT ${STATEMENT_COLUMNS}
       FROM statement_transactions st JOIN accounts a ON a.id = st.account_id
      WHERE ${where.join(' AND ')}
      ORDER BY st.transaction_date, st.id
      LIMIT $${params.length}`,
    params,
  );
  return { results: r.rows.slice(0, MAX_STATEMENT_ROWS), truncated: r.rows.length > MAX_STATEMENT_ROWS };
}

/**
 * The WHERE conditions (joined by AND) of the accounts' rows of `statement_transactions st` (joined to their
 * `accounts a`) in the period, filtered by channel or amount band, pushing their values onto `params`. The
 * statement calls and the grids (lib/grid) scope with this one rule.
 */
export function statementScope(accountIds: readonly string[], period: Period, filter: StatementFilter, params: unknown[]): string[] {
  params.push(accountIds);
  const where = [`st.account_id = ANY($${params.length}::uuid[])`, `a.id = ANY($${params.length}::uuid[])`, periodSql('st.transaction_date', period, params)];
  if (filter.channels) {
    params.push(filter.channels);
    where.push(`st.channel = ANY($${params.length}::text[])`);
  }
  if (filter.band) {
    params.push(filter.band.min);
    where.push(`greatest(st.inflow, st.outflow) >= $${params.length}`);
    if (filter.band.max !== null) {
      params.push(filter.band.max);
      where.push(`greatest(st.inflow, st.outflow) < $${params.length}`);
    }
  }
  return where;
}

/** A name compared word by word, in any order and case ('OKAFOR John' = 'john okafor'): fiu_name_key of 0010. */
const nameKey = (expr: string) => `fiu_name_key(${expr})`;

/**
 * Called & Transacted (getCDRNamesOnTransaction): the accounts' rows in the period whose counterparty is the
 * subscriber of a number the subjects' phones called (at any time). Names match word by word in any order.
 * The calls walk call_records_originating (originating_number, cdr_ts, id).
 */
export async function calledAndTransacted(db: Queryable, accountIds: readonly string[], phones: readonly string[], period: Period): Promise<StatementPage> {
  if (!accountIds.length || !phones.length) return { results: [], truncated: false };
  const params: unknown[] = [];
  const scope = calledAndTransactedScope(accountIds, phones, period, params);
  params.push(MAX_STATEMENT_ROWS + 1);
  const r = await db.query(
    `WITH ${scope.with}
     SELECT ${STATEMENT_COLUMNS}, st.counterparty_name AS "Counterparty_Name"
       FROM statement_transactions st JOIN accounts a ON a.id = st.account_id
      WHERE ${scope.where}
      ORDER BY st.transaction_date, st.id
      LIMIT $${params.length}`,
    params,
  );
  return { results: r.rows.slice(0, MAX_STATEMENT_ROWS), truncated: r.rows.length > MAX_STATEMENT_ROWS };
}

/**
 * Called & Transacted's scope over `statement_transactions st`: the CTEs (`called`, `names`; no leading WITH) and
 * the WHERE, pushing their values onto `params`. Shared by calledAndTransacted and the grids (lib/grid).
 */
export function calledAndTransactedScope(accountIds: readonly string[], phones: readonly string[], period: Period, params: unknown[]): { with: string; where: string } {
  params.push(accountIds);
  const accounts = `$${params.length}`;
  params.push(phones);
  const numbers = `$${params.length}`;
  const inPeriod = periodSql('st.transaction_date', period, params);
  return {
    with: `called AS (SELECT DISTINCT terminating_number AS phone FROM call_records WHERE originating_number = ANY(${numbers}::text[])),
          names AS (
            SELECT ${nameKey('ps.names')} AS k FROM phone_subscribers ps JOIN called ON called.phone = ps.phone_number WHERE ps.names IS NOT NULL
            UNION
            SELECT ${nameKey("concat_ws(' ', ps.first_name, ps.middle_name, ps.last_name)")} FROM phone_subscribers ps JOIN called ON called.phone = ps.phone_number
          )`,
    where: `st.account_id = ANY(${accounts}::uuid[]) AND a.id = ANY(${accounts}::uuid[]) AND ${inPeriod} AND st.counterparty_name IS NOT NULL
        AND ${nameKey('st.counterparty_name')} IN (SELECT k FROM names WHERE k IS NOT NULL)`,
  };
}

/**
 * getAccountsFromPhones: the accounts of the people the subjects' phones were in contact with (either way):
 * the accounts of other subjects who own those numbers, and the accounts whose holder's name is the number's
 * subscriber name (word by word). The subjects' own accounts are left out. Contacts count at any time; the
 * Statement is those accounts' rows in the period.
 * The name match is a probe of accounts_holder_name_key (0010) per contact; the subscriber's name is read per
 * answer row by its key (phone_number); the joins to subject_phones and accounts are held to the ids found
 * (`= ANY(ARRAY(...))`, an index probe), so the plan never reads all accounts, subscribers or subject phones.
 */
export async function accountsOfContacts(
  db: Queryable,
  subjectIds: readonly string[],
  phones: readonly string[],
): Promise<{ id: string; Phone_Number: string; Subscriber_Name: string | null; Account_Number: string; Bank_Name: string | null; Account_Name: string | null; BVN: string | null }[]> {
  if (!phones.length) return [];
  const r = await db.query<{ id: string; Phone_Number: string; Subscriber_Name: string | null; Account_Number: string; Bank_Name: string | null; Account_Name: string | null; BVN: string | null }>(
    `WITH contacts AS (
            SELECT terminating_number AS phone FROM call_records WHERE originating_number = ANY($2::text[])
            UNION SELECT originating_number FROM call_records WHERE terminating_number = ANY($2::text[])
          ),
          others AS (SELECT phone FROM contacts WHERE phone IS NOT NULL AND NOT phone = ANY($2::text[])),
          found AS (
            SELECT o.phone, sa.account_id FROM others o
              JOIN subject_phones sp ON sp.phone = o.phone AND sp.phone = ANY(ARRAY(SELECT phone FROM others))
              JOIN subject_accounts sa ON sa.subject_id = sp.subject_id
            UNION
            SELECT o.phone, a.id FROM others o
              JOIN phone_subscribers ps ON ps.phone_number = o.phone
              JOIN accounts a ON ${nameKey('a.holder_name')} = ${nameKey("coalesce(ps.names, concat_ws(' ', ps.first_name, ps.middle_name, ps.last_name))")}
          )
     SELECT DISTINCT a.id::text AS id, f.phone AS "Phone_Number",
            (SELECT ps.names FROM phone_subscribers ps WHERE ps.phone_number = f.phone) AS "Subscriber_Name",
            a.account_number AS "Account_Number", a.bank_name AS "Bank_Name", a.holder_name AS "Account_Name", a.bvn AS "BVN"
       FROM found f JOIN accounts a ON a.id = f.account_id AND a.id = ANY(ARRAY(SELECT account_id FROM found))
      WHERE NOT EXISTS (SELECT 1 FROM subject_accounts mine WHERE mine.account_id = a.id AND mine.subject_id = ANY($1::uuid[]))
      ORDER BY "Phone_Number", "Account_Number"
      LIMIT 1000`,
    [subjectIds, phones],
  );
  return r.rows;
}
