import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallPoints } from '../core.js';
import { FX_CALLS, FX_OTHER_NUMBERS, FX_SUBJECTS } from '../testing/analysisFixture.js';
import { openAnalysisWorld, type AnalysisWorld } from '../testing/analysisWorld.js';

const w = {} as AnalysisWorld;
const [A, B] = FX_SUBJECTS as [(typeof FX_SUBJECTS)[0], (typeof FX_SUBJECTS)[0]];
/** The month of a call in Nigeria (UTC+1), as the pivot groups it. */
const monthOf = (iso: string) => new Date(new Date(iso).getTime() + 3_600_000).toISOString().slice(0, 7);

beforeAll(async () => {
  Object.assign(w, await openAnalysisWorld());
  await w.db.query(
    `UPDATE call_records SET originating_latitude = 9.05, originating_longitude = 7.49, originating_sitename = 'ABJ-1',
            terminating_latitude = 6.45, terminating_longitude = 3.39, terminating_sitename = 'LOS-1'
      WHERE record_id LIKE 'FX-CDR-%'`,
  );
});
afterAll(async () => expect(await w.close()).toBe(''));

const lastAudit = async () =>
  (await w.db.query<{ target: string; detail: { numbers: string[]; subjects?: string[] } }>(
    `SELECT target, detail FROM audit_log WHERE action = 'analysis.read' ORDER BY id DESC LIMIT 1`,
  )).rows[0]!;

describe('GET /api/cdr/pivot (the call-records page)', () => {
  it("sums the numbers' calls by the other party and month: counts and seconds as the records add up", async () => {
    const r = await w.call('/cdr/pivot', { originating_number: [`0${A.phone.slice(3)}`] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const cells = (r.body as unknown as { cells: { row: string; month: string; count: number; duration: number }[] }).cells;
    const mine = FX_CALLS.filter((c) => c.originating_number === A.phone);
    expect(mine.length).toBeGreaterThan(5);
    const want = new Map<string, { count: number; duration: number }>();
    for (const c of mine) {
      const k = `${c.terminating_number}|${monthOf(c.cdr_ts)}`;
      const v = want.get(k) ?? { count: 0, duration: 0 };
      want.set(k, { count: v.count + 1, duration: v.duration + c.call_duration });
    }
    expect(new Map(cells.map((c) => [`${c.row}|${c.month}`, { count: c.count, duration: c.duration }]))).toEqual(want);
    expect((await lastAudit()).target).toBe('cdr/pivot');
    expect((await lastAudit()).detail.numbers).toEqual([A.phone]);
  });

  it('rows by another field, on the terminating side', async () => {
    const r = await w.call('/cdr/pivot', { terminating_number: [A.phone], rows: 'call_type' });
    expect(r.status).toBe(200);
    const cells = (r.body as unknown as { cells: { row: string; count: number }[] }).cells;
    expect(cells.reduce((s, c) => s + c.count, 0)).toBe(FX_CALLS.filter((c) => c.terminating_number === A.phone).length);
    expect(new Set(cells.map((c) => c.row))).toEqual(new Set(FX_CALLS.filter((c) => c.terminating_number === A.phone).map((c) => c.call_type)));
  });
});

describe('GET /api/cdr/map', () => {
  it("places the numbers' calls at their side's cell", async () => {
    const r = await w.call('/cdr/map', { originating_number: [A.phone, B.phone] });
    expect(r.status).toBe(200);
    const p = r.body as unknown as CallPoints;
    expect(p.count).toBe(FX_CALLS.filter((c) => c.originating_number === A.phone || c.originating_number === B.phone).length);
    expect(new Set(p.rows.map(([lat, lng]) => `${lat},${lng}`))).toEqual(new Set(['9.05,7.49']));
    expect(p.sites).toEqual(['ABJ-1']);
    expect((await lastAudit()).target).toBe('cdr/map');
  });
});

describe('GET /api/cdr/graph', () => {
  it("draws the numbers' owners, their accounts and the numbers' contacts with the spec's node and edge types", async () => {
    const stranger = FX_OTHER_NUMBERS[7]!;
    const r = await w.call('/cdr/graph', { originating_number: [A.phone, stranger] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const g = r.body as unknown as { nodes: { data: { id: string; type: string } }[]; edges: { data: { source: string; target: string; type: string } }[] };
    const ids = g.nodes.map((n) => n.data.id);
    expect(ids).toContain(`suspect:${A.id}`);
    expect(ids).toContain(`phone:${A.phone}`);
    expect(ids).toContain(`phone:${stranger}`);
    expect(g.edges.some((e) => e.data.type === 'owns_phone' && e.data.source === `suspect:${A.id}` && e.data.target === `phone:${A.phone}`)).toBe(true);
    expect(g.edges.some((e) => e.data.type === 'owns_account' && e.data.source === `suspect:${A.id}`)).toBe(true);
    expect(g.edges.some((e) => e.data.type === 'calls' && e.data.source === `phone:${A.phone}`)).toBe(true);
    for (const n of g.nodes) expect(['Suspect', 'Account', 'Phone', 'Cellebrite', 'CRIMS', 'GOAML', 'Statement']).toContain(n.data.type);
    for (const e of g.edges) expect(['owns_phone', 'owns_account', 'calls', 'transaction']).toContain(e.data.type);
    const audit = await lastAudit();
    expect(audit.target).toBe('cdr/graph');
    expect(audit.detail.subjects).toEqual([A.id]);
    expect(audit.detail.numbers.sort()).toEqual([A.phone, stranger].sort());
  });
});

describe('the call-records page calls: central unit only; hostile input is a 4xx naming it', () => {
  it.each(['/cdr/pivot', '/cdr/map', '/cdr/graph'])('%s', async (path) => {
    expect((await w.call(path, { originating_number: [A.phone] }, w.partner)).status).toBe(403);
    const none = await w.call(path, {});
    expect(none.status).toBe(400);
    expect(none.body.errors).toHaveProperty('originating_number');
    const both = await w.call(path, { originating_number: [A.phone], terminating_number: [B.phone] });
    expect(both.status).toBe(400);
    const injected = await w.call(path, { originating_number: ["0803'; DROP TABLE call_records; --"] });
    expect(injected.status).toBe(400);
    expect(Object.keys(injected.body.errors as object).join()).toMatch(/^originating_number/);
    const order = await w.call(path, { originating_number: [A.phone], start: '2025-02-01', end: '2025-01-01' });
    expect(order.status).toBe(400);
    const many = await w.call(path, { originating_number: Array.from({ length: 201 }, (_, i) => `0803${String(i).padStart(7, '0')}`) });
    expect(many.status).toBe(400);
  });

  it('refuses a pivot row field outside the allow-list', async () => {
    const r = await w.call('/cdr/pivot', { originating_number: [A.phone], rows: 'originating_number; DROP TABLE x' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toHaveProperty('rows');
    expect(Number((await w.db.query<{ n: string }>('SELECT count(*) AS n FROM call_records')).rows[0]!.n)).toBe(FX_CALLS.length);
  });
});
