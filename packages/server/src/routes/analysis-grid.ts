import { Hono } from 'hono';
import { GRID_EXPORT_FILE, gridGroupsRequestSchema, gridRequestSchema, pivotRequestSchema, type GridSource } from '../core.js';
import { auditAnalysisRead, centralOnly } from '../lib/analysis-access.js';
import { readBody } from '../lib/body.js';
import { routeBodyLimit } from '../lib/body-limit.js';
import { pivotCells, pivotSheet, type PivotScope } from '../lib/grid/pivot.js';
import { answeredColumns, assertSource, gridGroups, gridPage, gridRows } from '../lib/grid/query.js';
import { gridScope, type GridReadScope } from '../lib/grid/scope.js';
import { xlsxStream, type XlsxCell, type XlsxColumn, type XlsxKind } from '../lib/grid/xlsx.js';
import type { AppContext, AppEnv, Deps } from '../types.js';

/**
 * A grid request is a filter description, not data: 256 KB holds a header filter's 500 ticked values of the
 * longest text the schema allows (500 × 200 characters) with room for the rest of the tree.
 */
export const GRID_BODY_LIMIT = 256 * 1024;

/**
 * Rows read per keyset step of an export. The route's memory over a million rows is V8 garbage, not rows kept
 * (heapUsed falls back to ~40 MB at each full collection; Buffers stay under 25 MB): each batch's row objects and
 * XML live across awaits, are promoted, and wait for a full collection. 1,000 rows a step instead of 5,000 cut the
 * peak growth from +177 MB to +124 MB RSS (PostgreSQL, bench/grids/export-memory.ts) at no cost in time: each
 * step is an index seek.
 */
const EXPORT_BATCH = 1000;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The analysis grids worked on the server (issue 10 items 4-5; paths in core's api/PATHS.md), central unit only,
 * every read audited with the grid's name, the subjects and the accounts or numbers read:
 *   POST /analysis/grid/{source}         {scope, direction?, query} → {rows, total, at, next}
 *   POST /analysis/grid/{source}/groups  … + groupBy → {groups: [{value, count, sums}]}
 *   POST /analysis/grid/{source}/export  … → the whole filtered set as .xlsx (GRID_EXPORT_FILE), streamed
 *   POST /analysis/pivot                 {scope, rows, filter?} → {cells: [{row, month, inflow, outflow, count}], truncated}
 *   POST /analysis/pivot/export          … → PivotTable.xlsx
 */
export function analysisGridRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guard = centralOnly(d);
  const limit = routeBodyLimit(GRID_BODY_LIMIT);

  const scoped = async (c: AppContext, source: GridSource, call: string, scope: Parameters<typeof gridScope>[2]): Promise<GridReadScope> => {
    const s = await gridScope(d.db, source, scope);
    await auditAnalysisRead(d, c, { call, subjects: s.subjects, accounts: s.accounts, numbers: s.numbers });
    return s;
  };
  const sourceOf = (c: AppContext): GridSource => {
    const source = c.req.param('source') ?? '';
    assertSource(source);
    return source;
  };
  const attachment = (body: ReadableStream<Uint8Array>, fileName: string) =>
    new Response(body, { headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'no-store' } });

  app.post('/analysis/grid/:source', guard, limit, async (c) => {
    const source = sourceOf(c);
    const req = await readBody(c, gridRequestSchema);
    const s = await scoped(c, source, `grid/${source}`, { ...req.scope, direction: req.direction });
    return c.json(await gridPage(d.db, source, s.base, req.query));
  });

  app.post('/analysis/grid/:source/groups', guard, limit, async (c) => {
    const source = sourceOf(c);
    const req = await readBody(c, gridGroupsRequestSchema);
    const s = await scoped(c, source, `grid/${source}/groups`, { ...req.scope, direction: req.direction });
    return c.json({ groups: await gridGroups(d.db, source, s.base, req.query, req.groupBy) });
  });

  app.post('/analysis/grid/:source/export', guard, limit, async (c) => {
    const source = sourceOf(c);
    const req = await readBody(c, gridRequestSchema);
    const s = await scoped(c, source, `grid/${source}/export`, { ...req.scope, direction: req.direction });
    const columns = answeredColumns(source, req.query.columns);
    const sheet: XlsxColumn[] = columns.map((col) => ({ label: col.def?.label ?? col.id.replace(/_/g, ' '), kind: kindOf(col.def?.type, col.pg) }));
    // A zero-row first batch still checks the query before the 200 goes out: a bad filter is a 400, not a broken file.
    const rows = gridRows(d.db, source, s.base, { ...req.query, after: undefined, at: undefined }, EXPORT_BATCH);
    const first = await rows.next();
    async function* cells(): AsyncGenerator<XlsxCell[][]> {
      if (first.done) return;
      yield first.value.map((r) => columns.map((col) => r[col.id] as XlsxCell));
      for await (const batch of rows) yield batch.map((r) => columns.map((col) => r[col.id] as XlsxCell));
    }
    return attachment(xlsxStream(sheet, cells()), GRID_EXPORT_FILE[source]);
  });

  app.post('/analysis/pivot', guard, limit, async (c) => {
    const req = await readBody(c, pivotRequestSchema);
    const s = await scoped(c, 'statement', 'pivot', req.scope);
    return c.json(await pivotCells(d.db, pivotScope(s), req.rows, req.filter));
  });

  app.post('/analysis/pivot/export', guard, limit, async (c) => {
    const req = await readBody(c, pivotRequestSchema);
    const s = await scoped(c, 'statement', 'pivot/export', req.scope);
    const { cells } = await pivotCells(d.db, pivotScope(s), req.rows, req.filter);
    const sheet = pivotSheet(req.rows === 'Account_Number' ? 'Account Number' : 'Counterparty', cells);
    return attachment(xlsxStream(sheet.columns, (async function* () { yield sheet.rows; })(), 'Pivot'), 'PivotTable.xlsx');
  });

  return app;
}

const pivotScope = (s: GridReadScope): PivotScope => ({ base: s.base, accountIds: s.accountIds ?? [], bounds: s.bounds ?? { from: null, until: null } });

function kindOf(type: string | undefined, pg: string): XlsxKind {
  if (pg === 'timestamptz') return 'datetime';
  if (pg === 'date') return 'date';
  if (type === 'money') return 'money';
  if (type === 'number') return 'number';
  return 'text';
}
