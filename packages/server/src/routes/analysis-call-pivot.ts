import { Hono } from 'hono';
import { callPivotRequestSchema, GRID_COLUMNS } from '../core.js';
import { auditAnalysisRead, centralOnly } from '../lib/analysis-access.js';
import { readBody } from '../lib/body.js';
import { routeBodyLimit } from '../lib/body-limit.js';
import { callPivotCells, callPivotSheet } from '../lib/grid/callPivot.js';
import { gridScope } from '../lib/grid/scope.js';
import { xlsxStream } from '../lib/grid/xlsx.js';
import type { AppEnv, Deps } from '../types.js';
import { GRID_BODY_LIMIT } from './analysis-grid.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The call pivot (issue 10 item 3: Call Details → Pivot Table, and the call Dash board's top-10 charts; paths in
 * core's api/PATHS.md), central unit only, every read audited with the subjects and the numbers read:
 *   POST /analysis/pivot/calls         {scope, direction?, rows, filter?, top?} → {cells: [{row, month, count, duration}], truncated}
 *   POST /analysis/pivot/calls/export  … → PivotTable.xlsx
 */
export function analysisCallPivotRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guard = centralOnly(d);
  const limit = routeBodyLimit(GRID_BODY_LIMIT);

  app.post('/analysis/pivot/calls', guard, limit, async (c) => {
    const req = await readBody(c, callPivotRequestSchema);
    const s = await gridScope(d.db, 'calls', { ...req.scope, direction: req.direction });
    await auditAnalysisRead(d, c, { call: 'pivot/calls', subjects: s.subjects, numbers: s.numbers });
    return c.json(await callPivotCells(d.db, s.base, req.rows, req.filter, req.top));
  });

  app.post('/analysis/pivot/calls/export', guard, limit, async (c) => {
    const req = await readBody(c, callPivotRequestSchema);
    const s = await gridScope(d.db, 'calls', { ...req.scope, direction: req.direction });
    await auditAnalysisRead(d, c, { call: 'pivot/calls/export', subjects: s.subjects, numbers: s.numbers });
    const { cells } = await callPivotCells(d.db, s.base, req.rows, req.filter, req.top);
    const label = GRID_COLUMNS.calls.find((col) => col.id === req.rows)?.label ?? req.rows;
    const sheet = callPivotSheet(label, cells);
    const body = xlsxStream(sheet.columns, (async function* () { yield sheet.rows; })(), 'Pivot');
    return new Response(body, { headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': 'attachment; filename="PivotTable.xlsx"', 'Cache-Control': 'no-store' } });
  });

  return app;
}
