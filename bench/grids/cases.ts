/**
 * The grid operations a user makes (issue 10 item 8): filter, sort, search, jump to row 900,000, keyset scroll,
 * group, pivot; each as the request body the grid sends (the scope is added by the bench). And the ways to
 * answer a jump to row 900,000 that the bench compares in SQL.
 */
export interface GridCase {
  name: string;
  path: string;
  body: Record<string, unknown>;
  /** Page on from the cursor a jump to this row answers (keyset scrolling deep in the grid). */
  afterJump?: number;
  /**
   * A new filter: its total is not yet counted (lib/grid/count.ts), so each run starts with no cached count. The
   * others (a sort, a jump, a scroll) change an open grid whose filter was counted when it opened.
   */
  cold?: boolean;
}

const weekendsOver5m = {
  type: 'group',
  join: 'and',
  items: [
    { type: 'weekend', column: 'Transaction_Date' },
    { type: 'compare', column: 'Inflows', op: 'gt', value: 5_000_000 },
  ],
};

const grid = '/analysis/grid/statement';
/** The cases; `jump` is the row the jumps go to (900,000 over the full world, 90 % of a smaller one). */
export const gridCases = (jump: number): GridCase[] => [
  { name: 'open: first page, newest first', path: grid, body: { query: { limit: 100 } }, cold: true },
  { name: 'filter: Weekends and IN-FLOW > 5 million', path: grid, body: { query: { filter: weekendsOver5m, limit: 100 } }, cold: true },
  { name: 'filter: OUT-FLOW band 500,000 - 3 Million (between)', path: grid, body: { query: { filter: { type: 'between', column: 'Outflows', from: 500_000, to: '2999999.99' }, limit: 100 } }, cold: true },
  { name: 'filter: Description contains "okafor"', path: grid, body: { query: { filter: { type: 'compare', column: 'Transaction_Description', op: 'contains', value: 'okafor' }, limit: 100 } }, cold: true },
  { name: 'filter: Account Number in 3 accounts', path: grid, body: { query: { filter: { type: 'in', column: 'Account_Number', values: ['3000007919', '3000015838', '3000023757'] }, limit: 100 } }, cold: true },
  { name: 'sort: IN-FLOW descending', path: grid, body: { query: { sort: [{ column: 'Inflows', desc: true }], limit: 100 } } },
  { name: 'sort: Description ascending', path: grid, body: { query: { sort: [{ column: 'Transaction_Description' }], limit: 100 } } },
  { name: 'search: "okafor"', path: grid, body: { query: { search: 'okafor', limit: 100 } }, cold: true },
  { name: 'jump: row 900,000, newest first', path: grid, body: { query: { at: jump, limit: 100 } } },
  { name: 'jump: row 900,000, IN-FLOW descending', path: grid, body: { query: { at: jump, sort: [{ column: 'Inflows', desc: true }], limit: 100 } } },
  { name: 'scroll: the page after row 900,000 (keyset cursor)', path: grid, body: { query: { limit: 100 } }, afterJump: jump },
  { name: 'group: by Account Number (count, sums)', path: `${grid}/groups`, body: { query: {}, groupBy: 'Account_Number' } },
  { name: 'group: by day, Weekends only', path: `${grid}/groups`, body: { query: { filter: { type: 'weekend', column: 'Transaction_Date' } }, groupBy: 'Transaction_Date' } },
  { name: 'pivot: Account Number × month', path: '/analysis/pivot', body: { rows: 'Account_Number' } },
  { name: 'pivot: Counterparty × month', path: '/analysis/pivot', body: { rows: 'Counterparty' } },
];

/** $1 accounts, $2 from, $3 until; then each way's own parameters. Default order: newest first. */
const SCOPE = `FROM statement_transactions st JOIN accounts a ON a.id = st.account_id
  WHERE st.account_id = ANY($1::uuid[]) AND st.transaction_date >= $2 AND st.transaction_date < $3`;
const COLS = `st.transaction_id, st.transaction_date, st.value_date, a.account_number, st.description, st.inflow::text, st.outflow::text, st.currency`;

export const JUMP_SQL: { name: string; sql: string; params: (rows: number, jump: number) => unknown[] }[] = [
  { name: 'OFFSET 900,000 (newest first)', sql: `SELECT ${COLS} ${SCOPE} ORDER BY st.transaction_date DESC, st.transaction_id DESC LIMIT 100 OFFSET $4`, params: (_rows, jump) => [jump] },
  {
    name: 'from the other end: OFFSET total − 900,100, oldest first, reversed',
    sql: `SELECT ${COLS} ${SCOPE} ORDER BY st.transaction_date ASC, st.transaction_id ASC LIMIT 100 OFFSET $4`,
    params: (rows, jump) => [Math.max(0, rows - jump - 100)],
  },
  {
    name: 'deferred join: OFFSET over the keys only, then the 100 rows',
    sql: `WITH k AS (SELECT st.id ${SCOPE} ORDER BY st.transaction_date DESC, st.transaction_id DESC LIMIT 100 OFFSET $4)
          SELECT ${COLS} FROM k JOIN statement_transactions st ON st.id = k.id JOIN accounts a ON a.id = st.account_id ORDER BY st.transaction_date DESC, st.transaction_id DESC`,
    params: (_rows, jump) => [jump],
  },
  { name: 'OFFSET 900,000 (IN-FLOW descending: a sort of 900,100 rows)', sql: `SELECT ${COLS} ${SCOPE} ORDER BY st.inflow DESC, st.transaction_id DESC LIMIT 100 OFFSET $4`, params: (_rows, jump) => [jump] },
];
