/**
 * The analysis grids' one typed filter description (issue 10 item 4; ARCHITECTURE: "worked where it lives").
 * Every control of a grid — filter row, header filters (the amount bands, Weekends), filter panel, filter
 * builder, search panel, sorting, grouping, the column chooser — becomes a `GridQuery`; the server validates it
 * with this schema and turns it into parameterised SQL over the source's allow-list of columns (GRID_COLUMNS),
 * with keyset paging. Column ids are the row fields the analysis calls already answer (statementRecordSchema,
 * callRecordSchema, goamlStatementRowSchema), so a grid row and a row of the older calls read the same.
 *
 * @fiu/ui/grid declares the same shapes as plain types (ui is domain-free and imports no core); a type test in
 * elements keeps the two identical.
 */
import './zodConfig.js';
import * as z from 'zod/mini';
import { analysisQuerySchema } from './analysisQuery.js';

import { CALL_PIVOT_ROW_FIELDS, MAX_CALL_PIVOT_TOP } from './gridColumns.js';

export * from './gridColumns.js';

// ── The filter description ──────────────────────────────────────────────────────────────────────────

export const GRID_LIMITS = {
  /** Rows in one page (the view plus a prefetch). */
  maxPage: 500,
  defaultPage: 100,
  /** Nodes in one filter tree, and its depth: a builder's work, not a denial of service. */
  maxNodes: 100,
  maxDepth: 5,
  /** Values of one `in` condition (a header filter's ticked values). */
  maxValues: 500,
  maxSorts: 3,
  maxText: 200,
  /** A jump (`at`) goes at most this far: past the biggest statement a unit holds. */
  maxAt: 50_000_000,
} as const;

export const GRID_COMPARE_OPS = ['eq', 'ne', 'lt', 'le', 'gt', 'ge', 'contains', 'notContains', 'startsWith', 'endsWith'] as const;
export type GridCompareOp = (typeof GRID_COMPARE_OPS)[number];

const columnId = z.string().check(z.minLength(1), z.maxLength(64));
/** Values travel as text (dates as YYYY-MM-DD or ISO instants, money as decimal text) or numbers. */
const scalar = z.union([z.string().check(z.maxLength(GRID_LIMITS.maxText)), z.number().check(z.refine(Number.isFinite, 'Not a number'))]);

export type GridScalar = string | number;

export type GridFilterNode =
  /** column op value ('contains' and friends are case-insensitive). */
  | { type: 'compare'; column: string; op: GridCompareOp; value: GridScalar }
  /** from ≤ column ≤ to (either end may be left open). */
  | { type: 'between'; column: string; from?: GridScalar; to?: GridScalar }
  /** column is one of values (a header filter's ticked values); `not` inverts. */
  | { type: 'in'; column: string; values: GridScalar[]; not?: boolean }
  /** column is empty (null or blank text); `not` inverts. */
  | { type: 'blank'; column: string; not?: boolean }
  /** The custom Weekends filter: the column's day (WAT) is a Saturday or a Sunday; `not` inverts. */
  | { type: 'weekend'; column: string; not?: boolean }
  /** all (and) or any (or) of the items; `not` inverts the whole group. */
  | { type: 'group'; join: 'and' | 'or'; not?: boolean; items: GridFilterNode[] };

const notFlag = z.optional(z.boolean());

export const gridFilterNodeSchema: z.ZodMiniType<GridFilterNode> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('compare'), column: columnId, op: z.enum(GRID_COMPARE_OPS), value: scalar }),
  z.strictObject({ type: z.literal('between'), column: columnId, from: z.optional(scalar), to: z.optional(scalar) }),
  z.strictObject({
    type: z.literal('in'),
    column: columnId,
    values: z.array(scalar).check(z.maxLength(GRID_LIMITS.maxValues, `At most ${GRID_LIMITS.maxValues} values`)),
    not: notFlag,
  }),
  z.strictObject({ type: z.literal('blank'), column: columnId, not: notFlag }),
  z.strictObject({ type: z.literal('weekend'), column: columnId, not: notFlag }),
  z.strictObject({
    type: z.literal('group'),
    join: z.enum(['and', 'or']),
    not: notFlag,
    get items() {
      return z.array(gridFilterNodeSchema).check(z.maxLength(GRID_LIMITS.maxNodes));
    },
  }),
]) as z.ZodMiniType<GridFilterNode>;

export interface GridSort {
  column: string;
  desc?: boolean;
}

export interface GridQuery {
  filter?: GridFilterNode;
  /** The search panel: every searchable column contains the text (case-insensitive). */
  search?: string;
  /** Sort keys in order; the row key always breaks ties. Default: the source's first date column, descending. */
  sort?: GridSort[];
  /** Columns to answer (the column chooser); default all. The row key is always answered. */
  columns?: string[];
  limit?: number;
  /** Keyset paging: the `next` of the previous page. */
  after?: string;
  /** A jump to a row position (0-based), e.g. the scrollbar dragged to row 900,000. */
  at?: number;
}

/** One page of rows, the filtered total, the page's first position, and the cursor of the page after it. */
export interface GridPage<Row = Record<string, unknown>> {
  rows: Row[];
  total: number;
  at: number;
  next: string | null;
}

const countNodes = (n: GridFilterNode, depth = 1): { nodes: number; depth: number } => {
  if (n.type !== 'group') return { nodes: 1, depth };
  return n.items.reduce(
    (acc, item) => {
      const c = countNodes(item, depth + 1);
      return { nodes: acc.nodes + c.nodes, depth: Math.max(acc.depth, c.depth) };
    },
    { nodes: 1, depth },
  );
};

export const gridQuerySchema = z
  .strictObject({
    filter: z.optional(gridFilterNodeSchema),
    search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    sort: z.optional(
      z
        .array(z.strictObject({ column: columnId, desc: z.optional(z.boolean()) }))
        .check(z.maxLength(GRID_LIMITS.maxSorts, `Sort by at most ${GRID_LIMITS.maxSorts} columns`)),
    ),
    columns: z.optional(z.array(columnId).check(z.minLength(1), z.maxLength(64))),
    limit: z.optional(z.int().check(z.minimum(1), z.maximum(GRID_LIMITS.maxPage))),
    after: z.optional(z.string().check(z.maxLength(2048))),
    at: z.optional(z.int().check(z.minimum(0), z.maximum(GRID_LIMITS.maxAt))),
  })
  .check(
    z.refine((q) => !(q.after !== undefined && q.at !== undefined), { message: 'Give after or at, not both', path: ['at'] }),
    z.refine(
      (q) => {
        if (!q.filter) return true;
        const c = countNodes(q.filter);
        return c.nodes <= GRID_LIMITS.maxNodes && c.depth <= GRID_LIMITS.maxDepth;
      },
      { message: `A filter has at most ${GRID_LIMITS.maxNodes} conditions, ${GRID_LIMITS.maxDepth} levels deep`, path: ['filter'] },
    ),
  ) as z.ZodMiniType<GridQuery>;

/**
 * POST /analysis/grid/{source} (and /export, /groups): the workspace's subject set and period
 * (analysisQuerySchema: Suspect, start, end), the call direction for the call grids, and the grid's query.
 */
export const gridRequestSchema = z.strictObject({
  scope: analysisQuerySchema,
  direction: z.optional(z.enum(['originating', 'terminating', 'voice originating', 'voice terminating', 'sms originating', 'sms terminating'])),
  query: gridQuerySchema,
});
export type GridRequest = z.infer<typeof gridRequestSchema>;

/** POST /analysis/grid/{source}/groups: the grid grouped by one column (grouping in the grid's header). */
export const gridGroupsRequestSchema = z.strictObject({
  scope: analysisQuerySchema,
  direction: gridRequestSchema.shape.direction,
  query: gridQuerySchema,
  groupBy: columnId,
});
export type GridGroupsRequest = z.infer<typeof gridGroupsRequestSchema>;

/** One group: its value, its row count, and the sums of the source's money columns by column id. */
export interface GridGroup {
  value: GridScalar | null;
  count: number;
  sums: Record<string, string>;
}

// ── Pivot ───────────────────────────────────────────────────────────────────────────────────────────

export const PIVOT_ROW_FIELDS = ['Account_Number', 'Counterparty'] as const;

/** POST /analysis/pivot (and /pivot/export → PivotTable.xlsx): rows by a field, columns by month, sums in SQL. */
export const pivotRequestSchema = z.strictObject({
  scope: analysisQuerySchema,
  rows: z.enum(PIVOT_ROW_FIELDS),
  filter: z.optional(gridFilterNodeSchema),
});
export type PivotRequest = z.infer<typeof pivotRequestSchema>;

/** One pivot cell: a row value, a month (YYYY-MM), and the sums of Inflows and Outflows as exact decimal text. */
export interface PivotCell {
  row: string;
  month: string;
  inflow: string;
  outflow: string;
  count: number;
}

/**
 * POST /analysis/pivot/calls (and /pivot/calls/export → PivotTable.xlsx): the subject set's calls in the period
 * and direction, rows by a field, columns by month, the count of calls and their total duration, in SQL. `top`
 * keeps only the row values with the most calls (ties: the longer total duration, then the value).
 */
export const callPivotRequestSchema = z.strictObject({
  scope: analysisQuerySchema,
  direction: gridRequestSchema.shape.direction,
  rows: z.enum(CALL_PIVOT_ROW_FIELDS),
  filter: z.optional(gridFilterNodeSchema),
  top: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_CALL_PIVOT_TOP))),
});
export type CallPivotRequest = z.infer<typeof callPivotRequestSchema>;
