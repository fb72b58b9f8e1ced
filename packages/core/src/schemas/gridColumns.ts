/**
 * The analysis grids' sources and columns (issue 10 item 4): the allow-list the server maps to SQL and the labels
 * the grids show. No zod here, so a screen that only needs the columns (a grid tab) does not bundle the filter
 * description's schemas (gridQuery.ts re-exports all of this).
 */
// ── Sources and their columns ───────────────────────────────────────────────────────────────────────

/** Grids whose rows live on the server, one per grid of the workspace (analysis-tools §2). */
export const GRID_SOURCES = ['statement', 'transfers', 'cash', 'calledTransacted', 'goaml', 'calls'] as const;
export type GridSource = (typeof GRID_SOURCES)[number];

export type GridColumnType = 'text' | 'money' | 'number' | 'date' | 'datetime';

export interface GridColumnDef {
  /** The row field and the id a query names; the server maps it to SQL through its own allow-list. */
  id: string;
  /** Header text: the spec's to the letter where it gives one. */
  label: string;
  type: GridColumnType;
  /** Taken by the search panel's text search. */
  searchable?: boolean;
  /** Offers the amount bands (FLOW_FILTER_BANDS) as header filters. */
  bands?: boolean;
  /** Offers the custom Weekends filter (a day falling on Saturday or Sunday, WAT). */
  weekends?: boolean;
  /** Hidden until chosen in the column chooser. */
  hidden?: boolean;
}

const statementColumns: readonly GridColumnDef[] = [
  { id: 'Transaction_Date', label: 'Transaction Date', type: 'date', weekends: true },
  { id: 'Transaction_Value_Date', label: 'Value Date', type: 'date', weekends: true },
  { id: 'Account_Number', label: 'Account Number', type: 'text', searchable: true },
  { id: 'Transaction_Description', label: 'Description', type: 'text', searchable: true },
  { id: 'Inflows', label: 'IN-FLOW', type: 'money', bands: true },
  { id: 'Outflows', label: 'OUT-FLOW', type: 'money', bands: true },
  { id: 'Transaction_Currency', label: 'Currency', type: 'text', hidden: true },
  { id: 'Transaction_ID', label: 'Transaction ID', type: 'text', hidden: true, searchable: true },
];

/** Every source's columns, in their default order. */
export const GRID_COLUMNS: Readonly<Record<GridSource, readonly GridColumnDef[]>> = {
  statement: statementColumns,
  transfers: statementColumns,
  cash: statementColumns,
  calledTransacted: statementColumns,
  goaml: [
    { id: 'Transaction_Date', label: 'Transaction Date', type: 'date', weekends: true },
    { id: 'PrimaryPerson', label: 'Primary Person', type: 'text', searchable: true },
    { id: 'TransactionDescription', label: 'Transaction Description', type: 'text', searchable: true },
    { id: 'SourceAccountNo', label: 'Source Account', type: 'text', searchable: true },
    { id: 'SourceAccountName', label: 'Account Name', type: 'text', searchable: true },
    { id: 'SourceBankName', label: 'Bank Name', type: 'text' },
    { id: 'DestinationAccountNo', label: 'Destination Account', type: 'text', searchable: true },
    { id: 'DestinationAccountName', label: 'Account Name', type: 'text', searchable: true },
    { id: 'DestinationBankName', label: 'Bank Name', type: 'text' },
    { id: 'Direction', label: 'Direction', type: 'text' },
    { id: 'LocalAmount', label: 'Local Amount', type: 'money', bands: true },
    { id: 'ForeignAmount', label: 'Foreign Amount', type: 'money' },
  ],
  calls: [
    { id: 'terminating_number', label: 'terminating_number', type: 'text', searchable: true },
    { id: 'originating_number', label: 'originating_number', type: 'text', searchable: true },
    { id: 'call_type', label: 'call_type', type: 'text' },
    { id: 'call_duration', label: 'call_duration', type: 'number' },
    { id: 'cdr_ts', label: 'cdr_ts', type: 'datetime', weekends: true },
    { id: 'calling_subscriber_name', label: 'calling_subscriber_name', type: 'text', searchable: true },
    { id: 'called_subscriber_name', label: 'called_subscriber_name', type: 'text', searchable: true },
  ],
};

/** The row key of each source (statement grids: Transaction_ID, analysis-tools §2). */
export const GRID_ROW_KEY: Readonly<Record<GridSource, string>> = {
  statement: 'Transaction_ID',
  transfers: 'Transaction_ID',
  cash: 'Transaction_ID',
  calledTransacted: 'Transaction_ID',
  goaml: 'Transaction_ID',
  calls: 'Record_ID',
};

/** Export file names (analysis-tools §9). */
export const GRID_EXPORT_FILE: Readonly<Record<GridSource, string>> = {
  statement: 'DataGrid.xlsx',
  transfers: 'DataGrid.xlsx',
  cash: 'CashBasedTransactions.xlsx',
  calledTransacted: 'StatementCDRNames.xlsx',
  goaml: 'DataGrid.xlsx',
  calls: 'DataGrid.xlsx',
};

// ── Call pivot (its request schema: gridQuery.ts) ───────────────────────────────────────────────────

/** The call pivot's row fields: columns of the call grid (GRID_COLUMNS.calls). */
export const CALL_PIVOT_ROW_FIELDS = ['terminating_number', 'originating_number', 'call_type', 'calling_subscriber_name', 'called_subscriber_name'] as const;
export type CallPivotRowField = (typeof CALL_PIVOT_ROW_FIELDS)[number];

/** Most row values `top` may keep (the dashboard asks for its top 10). */
export const MAX_CALL_PIVOT_TOP = 100;

/** One call pivot cell: a row value ('' for none), a month (YYYY-MM), the calls and their seconds. */
export interface CallPivotCell {
  row: string;
  month: string;
  count: number;
  duration: number;
}
