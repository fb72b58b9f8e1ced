/**
 * What the server-side data grid asks for and receives. ui is domain-free and imports no core, so these are
 * plain types; they are the same shapes as core's schemas/gridQuery.ts (the wire format the server validates),
 * and a type test in elements (shared/grids/queryTypes.test.ts) fails the build if the two drift.
 */
export type GridColumnType = 'text' | 'money' | 'number' | 'date' | 'datetime';

export interface GridColumn {
  id: string;
  label: string;
  type: GridColumnType;
  searchable?: boolean;
  /** Offers the grid's `bands` as header filters (amount ranges). */
  bands?: boolean;
  /** Offers the custom Weekends filter (Saturday or Sunday). */
  weekends?: boolean;
  hidden?: boolean;
  /** Starting width in px (default by type); e.g. the cash view's wider description. */
  width?: number;
}

/** An amount range offered by a header filter: min ≤ value < max (max null: no upper end). */
export interface GridBand {
  label: string;
  min: number;
  max: number | null;
}

export type GridCompareOp = 'eq' | 'ne' | 'lt' | 'le' | 'gt' | 'ge' | 'contains' | 'notContains' | 'startsWith' | 'endsWith';
export type GridScalar = string | number;

export type GridFilterNode =
  | { type: 'compare'; column: string; op: GridCompareOp; value: GridScalar }
  | { type: 'between'; column: string; from?: GridScalar; to?: GridScalar }
  | { type: 'in'; column: string; values: GridScalar[]; not?: boolean }
  | { type: 'blank'; column: string; not?: boolean }
  | { type: 'weekend'; column: string; not?: boolean }
  | { type: 'group'; join: 'and' | 'or'; not?: boolean; items: GridFilterNode[] };

export interface GridSort {
  column: string;
  desc?: boolean;
}

export interface GridQuery {
  filter?: GridFilterNode;
  search?: string;
  sort?: GridSort[];
  columns?: string[];
  limit?: number;
  after?: string;
  at?: number;
}

export interface GridPage<Row = Record<string, unknown>> {
  rows: Row[];
  total: number;
  at: number;
  next: string | null;
}
