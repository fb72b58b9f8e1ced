/**
 * What each grid (core's GRID_SOURCES) reads, as SQL: its base rows (lib/grid/scope.ts) and, per column id of
 * core's GRID_COLUMNS, the SQL expression and its PostgreSQL type. This map is the allow-list: a column id that
 * is not a key here never reaches SQL (the translator answers 400 'Unknown column: X').
 */
import { GRID_COLUMNS, GRID_ROW_KEY, type GridColumnDef, type GridSource } from '../../core.js';
import { personName } from '../goaml.js';

export type PgType = 'text' | 'numeric' | 'int' | 'timestamptz' | 'date';

export interface SqlColumn {
  /** The grid's column id. */
  id: string;
  /** A SQL expression over the source's FROM; never built from input. */
  sql: string;
  pg: PgType;
  nullable: boolean;
  /** core's column description (label, type, searchable, weekends); the row key has none when it is not shown. */
  def?: GridColumnDef;
  /**
   * The search panel's condition for this column when `lower(sql) LIKE lower(pattern)` would not use an index:
   * `pattern` is the $n of the LIKE pattern.
   */
  searchSql?: (pattern: string) => string;
  /** What text filters (contains, starts, ends) and the search panel match when it is not `sql`. */
  textSql?: string;
  /**
   * What the grid orders and seeks by when it is not `sql`: the Description sorts by byte order (COLLATE "C"),
   * the order of its index (migration 0028) and the same on PostgreSQL and PGlite whatever the database's locale.
   */
  orderSql?: string;
}

const col = (id: string, sql: string, pg: PgType, nullable = true): Omit<SqlColumn, 'def'> => ({ id, sql, pg, nullable });

// The account number lives in accounts (a few rows): searched there, the matching accounts' ids become an index
// condition on the statement (statement_account_time), so the search's OR stays a BitmapOr of indexed arms beside
// the trigram indexes of 0025 (a condition on the joined column would scan every row).
const accountNumberSearch = (pattern: string) =>
  `st.account_id = ANY(ARRAY(SELECT sa.id FROM accounts sa WHERE lower(sa.account_number) LIKE lower(${pattern})))`;

// An imported row's key is '<account uuid>/<bank reference>': text searches match the reference (migration 0030's
// trigram index), so a search never finds a row by characters of its account's uuid.
const statementReference = "substr(st.transaction_id, strpos(st.transaction_id, '/') + 1)";

const statement = [
  { ...col('Transaction_ID', 'st.transaction_id', 'text', false), textSql: statementReference },
  col('Transaction_Date', 'st.transaction_date', 'timestamptz', false),
  col('Transaction_Value_Date', 'st.value_date', 'date'),
  { ...col('Account_Number', 'a.account_number', 'text', false), searchSql: accountNumberSearch },
  { ...col('Transaction_Description', 'st.description', 'text', false), orderSql: 'st.description COLLATE "C"' },
  col('Inflows', 'st.inflow', 'numeric', false),
  col('Outflows', 'st.outflow', 'numeric', false),
  col('Transaction_Currency', 'st.currency::text', 'text', false),
  // Not a grid column: the pivot's Counterparty rows filter on it (its header filter), '' where none was parsed.
  col('Counterparty', "coalesce(nullif(btrim(st.counterparty_name), ''), '')", 'text', false),
];

const goaml = [
  // goAML has no Transaction_ID: the report, its transaction number and the side make one (a move between two
  // accounts of the set is two rows, as on two bank statements).
  col('Transaction_ID', "rep.report_code || ':' || m.transaction_number || ':' || m.direction", 'text', false),
  col('Transaction_Date', 'm.date_transaction', 'timestamptz', false),
  col('PrimaryPerson', `coalesce(${personName('mp')}, me.name, ma.account_name)`, 'text'),
  col('TransactionDescription', 'm.description', 'text'),
  col('SourceAccountNo', 'fa.account', 'text'),
  col('SourceAccountName', `coalesce(fa.account_name, fe.name, ${personName('fp')})`, 'text'),
  col('SourceBankName', 'fa.institution_name', 'text'),
  col('DestinationAccountNo', 'ta.account', 'text'),
  col('DestinationAccountName', `coalesce(ta.account_name, te.name, ${personName('tp')})`, 'text'),
  col('DestinationBankName', 'ta.institution_name', 'text'),
  col('Direction', 'm.direction', 'text', false),
  col('LocalAmount', 'm.amount_local', 'numeric'),
  col('ForeignAmount', 'm.amount_foreign', 'numeric'),
];

const calls = [
  col('Record_ID', 'cr.record_id', 'text', false),
  col('terminating_number', 'cr.terminating_number', 'text'),
  col('originating_number', 'cr.originating_number', 'text'),
  col('call_type', 'cr.call_type', 'text'),
  col('call_duration', 'cr.call_duration', 'int'),
  col('cdr_ts', 'cr.cdr_ts', 'timestamptz', false),
  col('calling_subscriber_name', 'coalesce(cr.calling_subscriber_name, pso.names)', 'text'),
  col('called_subscriber_name', 'coalesce(cr.called_subscriber_name, pst.names)', 'text'),
];

const SQL: Record<GridSource, Omit<SqlColumn, 'def'>[]> = {
  statement,
  transfers: statement,
  cash: statement,
  calledTransacted: statement,
  goaml,
  calls,
};

export interface SourceColumns {
  /** Every column, by id (a Map: ids such as '__proto__' find nothing). */
  byId: ReadonlyMap<string, SqlColumn>;
  /** The columns of core's GRID_COLUMNS, in their order (what a row answers by default). */
  shown: readonly SqlColumn[];
  key: SqlColumn;
}

function build(source: GridSource): SourceColumns {
  const byId = new Map<string, SqlColumn>();
  for (const c of SQL[source]) byId.set(c.id, { ...c, def: GRID_COLUMNS[source].find((d) => d.id === c.id) });
  for (const d of GRID_COLUMNS[source]) if (!byId.has(d.id)) throw new Error(`grid ${source}: no SQL for column ${d.id}`);
  const key = byId.get(GRID_ROW_KEY[source]);
  if (!key || key.nullable) throw new Error(`grid ${source}: the row key must be a non-null column`);
  return { byId, shown: GRID_COLUMNS[source].map((d) => byId.get(d.id)!), key };
}

export const SOURCE_COLUMNS: Readonly<Record<GridSource, SourceColumns>> = {
  statement: build('statement'),
  transfers: build('transfers'),
  cash: build('cash'),
  calledTransacted: build('calledTransacted'),
  goaml: build('goaml'),
  calls: build('calls'),
};
