/**
 * The analysis calls the benchmark times (issue 9, item 7), each as the route it is on the server (analysis-tools
 * §7, api/PATHS.md) and as the SQL that answers it: the SQL is timed where the route is not on the server yet,
 * and runs unchanged (bar the dialect's set membership) in DuckDB as the data engineer's reference.
 *
 * Placeholders: {IN_ACC} / {IN_PH} the subject set's accounts / phone numbers; :start, :end the period;
 * :a, :b the two numbers of a timeline. compileCase() turns them into $n parameters.
 */
export type Dialect = 'pg' | 'duck';

export interface RouteContext {
  /** The set's readable subject ids, the first one (the busiest), the Suspect+period query string. */
  suspects: string[];
  first: string;
  query: string;
  /** goAML account ids of the set's accounts. */
  goamlAccounts: string[];
}

export interface AnalysisCase {
  name: string;
  /** The route and its query (the Suspect set and period are appended), when it answers this call. */
  route?: string;
  /** A route called otherwise (its own parameters, or a POST body). */
  request?: (r: RouteContext) => { path: string; body?: unknown };
  /** '' for a route-only case (no SQL or DuckDB counterpart written: the route is timed when it is there). */
  sql: string;
}

const PERIOD = 'transaction_date >= :start AND transaction_date < :end';
const CALL_PERIOD = 'cdr_ts >= :start AND cdr_ts < :end';
/** The set's calls in the period, each once (both numbers of a call may be the set's). */
const SET_CALLS = `(SELECT * FROM call_records WHERE originating_number {IN_PH} AND ${CALL_PERIOD}
   UNION ALL
   SELECT * FROM call_records WHERE terminating_number {IN_PH} AND NOT (originating_number {IN_PH}) AND ${CALL_PERIOD})`;

export const CASES: AnalysisCase[] = [
  {
    name: 'statement: first 100 rows in time order (getStatement)',
    route: '/api/analysis/statement',
    sql: `SELECT transaction_id, account_id, transaction_date, description, inflow, outflow, balance, channel
            FROM statement_transactions WHERE account_id {IN_ACC} AND ${PERIOD} ORDER BY transaction_date, id LIMIT 100`,
  },
  {
    name: 'statement: totals per account (getBasicStatement)',
    route: '/api/analysis/basic',
    sql: `SELECT account_id, count(*) AS n, sum(inflow) AS inflow, sum(outflow) AS outflow, min(transaction_date) AS first, max(transaction_date) AS last
            FROM statement_transactions WHERE account_id {IN_ACC} AND ${PERIOD} GROUP BY account_id`,
  },
  {
    name: 'transfers by counterparty, top 50 (getTransferTransactions)',
    route: '/api/analysis/transfers',
    sql: `SELECT counterparty_name, counterparty_account, counterparty_bank, count(*) AS n, sum(inflow) AS inflow, sum(outflow) AS outflow
            FROM statement_transactions WHERE account_id {IN_ACC} AND ${PERIOD} AND channel = 'transfer'
           GROUP BY counterparty_name, counterparty_account, counterparty_bank ORDER BY sum(inflow) + sum(outflow) DESC LIMIT 50`,
  },
  {
    name: 'cash, ATM and POS by month (getCashbasedTransactions)',
    route: '/api/analysis/cash',
    sql: `SELECT date_trunc('month', transaction_date) AS month, channel, count(*) AS n, sum(inflow) AS inflow, sum(outflow) AS outflow
            FROM statement_transactions WHERE account_id {IN_ACC} AND ${PERIOD} AND channel IN ('cash', 'atm', 'pos')
           GROUP BY 1, 2 ORDER BY 1, 2`,
  },
  {
    name: 'timeline: amount bands by month (getTimelineStatement)',
    route: '/api/analysis/timeline',
    sql: `SELECT date_trunc('month', transaction_date) AS month,
                 CASE WHEN inflow + outflow < 10000 THEN 1 WHEN inflow + outflow < 100000 THEN 2 WHEN inflow + outflow < 1000000 THEN 3
                      WHEN inflow + outflow < 5000000 THEN 4 ELSE 5 END AS band, count(*) AS n, sum(inflow) AS inflow, sum(outflow) AS outflow
            FROM statement_transactions WHERE account_id {IN_ACC} AND ${PERIOD} GROUP BY 1, 2 ORDER BY 1, 2`,
  },
  {
    name: 'names and places of the narrations (getNER)',
    route: '/api/analysis/ner',
    sql: `SELECT d.kind, d.normalised, min(d.latitude) AS latitude, min(d.longitude) AS longitude, count(*) AS n
            FROM description_entities d JOIN statement_transactions st ON st.id = d.transaction_pk
           WHERE st.account_id {IN_ACC} AND st.${PERIOD.replace(' AND ', ' AND st.')}
           GROUP BY d.kind, d.normalised ORDER BY n DESC LIMIT 200`,
  },
  {
    name: 'link graph: money between the set and accounts we hold (statement/call link graph, money side)',
    route: '/api/analysis/linkgraph',
    sql: `SELECT st.account_id, a.id AS other, count(*) AS n, sum(st.inflow) AS inflow, sum(st.outflow) AS outflow
            FROM statement_transactions st JOIN accounts a ON a.account_number = st.counterparty_account AND a.bank_code = st.counterparty_bank
           WHERE st.account_id {IN_ACC} AND st.${PERIOD.replace(' AND ', ' AND st.')} AND st.channel = 'transfer'
           GROUP BY st.account_id, a.id`,
  },
  {
    name: 'goAML transactions on the set\'s accounts (getGoamlStatement)',
    route: '/api/analysis/goaml',
    sql: `SELECT g.transaction_number, g.date_transaction, g.amount_local, g.from_account_id, g.to_account_id
            FROM goaml_transactions g JOIN goaml_accounts ga ON ga.id = g.from_account_id OR ga.id = g.to_account_id
            JOIN accounts a ON a.account_number = ga.account AND a.bank_code = ga.institution_code
           WHERE a.id {IN_ACC} AND g.date_transaction >= :start AND g.date_transaction < :end ORDER BY g.date_transaction`,
  },
  {
    name: 'call list: first 100 calls of the set\'s numbers in time order (cdr/range)',
    route: '/api/cdr/range',
    sql: `SELECT record_id, originating_number, terminating_number, cdr_ts, call_duration, call_type, originating_sitename
            FROM ${SET_CALLS} c ORDER BY cdr_ts, id LIMIT 100`,
  },
  {
    name: 'call list: count of the set\'s calls (cdr/range total)',
    sql: `SELECT count(*) AS n FROM ${SET_CALLS} c`,
  },
  {
    name: 'call analysis: top 50 other numbers by calls and duration (analysis/calls)',
    route: '/api/analysis/calls',
    sql: `SELECT other, count(*) AS n, sum(call_duration) AS seconds, min(cdr_ts) AS first, max(cdr_ts) AS last FROM (
            SELECT terminating_number AS other, call_duration, cdr_ts FROM call_records WHERE originating_number {IN_PH} AND ${CALL_PERIOD}
            UNION ALL
            SELECT originating_number AS other, call_duration, cdr_ts FROM call_records WHERE terminating_number {IN_PH} AND ${CALL_PERIOD}) x
           GROUP BY other ORDER BY n DESC LIMIT 50`,
  },
  {
    name: 'cell sites of the set\'s calls (call analysis map)',
    sql: `SELECT originating_sitename, min(originating_latitude) AS lat, min(originating_longitude) AS lng, count(*) AS n
            FROM call_records WHERE originating_number {IN_PH} AND ${CALL_PERIOD} GROUP BY originating_sitename ORDER BY n DESC`,
  },
  {
    name: 'timeline between two numbers (cdr/timeline)',
    route: '/api/cdr/timeline',
    sql: `SELECT record_id, originating_number, terminating_number, cdr_ts, call_duration, call_type FROM call_records
           WHERE ((originating_number = :a AND terminating_number = :b) OR (originating_number = :b AND terminating_number = :a)) AND ${CALL_PERIOD}
           ORDER BY cdr_ts`,
  },
  {
    name: 'names on calls that also appear on the statements (getCDRNamesOnTransaction)',
    route: '/api/analysis/cdrnames',
    sql: `SELECT DISTINCT upper(c.name) AS name FROM (
            SELECT called_subscriber_name AS name FROM call_records WHERE originating_number {IN_PH} AND ${CALL_PERIOD}
            UNION
            SELECT calling_subscriber_name FROM call_records WHERE terminating_number {IN_PH} AND ${CALL_PERIOD}) c
           WHERE upper(c.name) IN (SELECT counterparty_name FROM statement_transactions WHERE account_id {IN_ACC} AND ${PERIOD})`,
  },
  // Routes with no SQL counterpart here: timed through the server when they are on it.
  { name: 'accounts from the set\'s phones (getAccountsFromPhones)', sql: '', request: (r) => ({ path: `/api/analysis/accountsfromphones?${r.query}` }) },
  { name: 'goAML accounts of the set (accountDescrip)', sql: '', request: (r) => ({ path: `/api/analysis/goamlaccounts?${r.query}` }) },
  { name: 'co-location: meetings and shared contacts, defaults 30 min / 500 m (cdr/colocation)', sql: '', request: (r) => ({ path: `/api/cdr/colocation?${r.query}` }) },
  { name: 'co-location: the widest, 1440 min / 50 km (cdr/colocation)', sql: '', request: (r) => ({ path: `/api/cdr/colocation?${r.query}&window=1440&distance=50000` }) },
  { name: 'Top Up Record tab (analysis/topups)', sql: '', request: (r) => ({ path: `/api/analysis/topups?${r.query}` }) },
  { name: 'goAML transactions of the set\'s goAML accounts (POST transactions)', sql: '', request: (r) => ({ path: '/api/transactions', body: { accounts: r.goamlAccounts } }) },
  { name: 'goAML transaction summary (POST transactions/summary)', sql: '', request: (r) => ({ path: '/api/transactions/summary', body: { accounts: r.goamlAccounts } }) },
  { name: 'company match of the busiest subject (companymatch)', sql: '', request: (r) => ({ path: `/api/companymatch?suspect_id=${r.first}` }) },
  { name: 'accounts of the busiest subject (accounts)', sql: '', request: (r) => ({ path: `/api/accounts?id=${r.first}` }) },
  { name: 'vehicles of the busiest subject (vehicles)', sql: '', request: (r) => ({ path: `/api/vehicles?id=${r.first}` }) },
  { name: 'tax records of the busiest subject (taxdetails)', sql: '', request: (r) => ({ path: `/api/taxdetails?suspect_id=${r.first}` }) },
  { name: 'NIN records of the busiest subject (nin)', sql: '', request: (r) => ({ path: `/api/nin?suspect_id=${r.first}` }) },
  { name: 'CRIMS matches of the busiest subject (crimsmatch)', sql: '', request: (r) => ({ path: `/api/crimsmatch?suspect_id=${r.first}` }) },
];

export interface CompiledCase {
  sql: string;
  params: unknown[];
}

export interface CaseInput {
  start: string;
  end: string;
  accounts: string[];
  phones: string[];
  a: string;
  b: string;
}

/** The case's SQL for a dialect with its parameters in order. DuckDB reads the set from temp tables. */
export function compileCase(c: AnalysisCase, d: Dialect, input: CaseInput): CompiledCase {
  const params: unknown[] = [];
  const slot = new Map<string, number>();
  const param = (key: string, value: unknown, cast: string) => {
    if (!slot.has(key)) {
      params.push(value);
      slot.set(key, params.length);
    }
    return `$${slot.get(key)}${cast}`;
  };
  const ts = d === 'pg' ? '::timestamptz' : '::timestamptz';
  let sql = c.sql
    .replace(/:start\b/g, () => param('start', input.start, ts))
    .replace(/:end\b/g, () => param('end', input.end, ts))
    .replace(/:a\b/g, () => param('a', input.a, d === 'pg' ? '::text' : ''))
    .replace(/:b\b/g, () => param('b', input.b, d === 'pg' ? '::text' : ''));
  if (d === 'pg') {
    sql = sql.replace(/\{IN_ACC\}/g, () => `= ANY(${param('acc', input.accounts, '::uuid[]')})`).replace(/\{IN_PH\}/g, () => `= ANY(${param('ph', input.phones, '::text[]')})`);
  } else {
    sql = sql.replace(/\{IN_ACC\}/g, 'IN (SELECT id FROM set_accounts)').replace(/\{IN_PH\}/g, 'IN (SELECT phone FROM set_phones)');
  }
  return { sql, params };
}
