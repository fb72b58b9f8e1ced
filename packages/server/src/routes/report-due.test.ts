import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUE_DAYS_MESSAGE, FINAL_BEFORE_INTERIM } from '@fiu/core/schemas/reportDue';
import { PERMISSIONS } from '../core.js';
import { makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';
import { addUser, get, put } from '../testing/records.js';
import { insertReport } from '../testing/reports.js';
import { MAY_NOT_CHANGE_DUE, MAY_NOT_READ_DUE } from './report-due.js';

type Period = { report_type: string; interim_days: number; final_days: number };
type Row = { id: string; report_type: string; interim_due_on: string | null; final_due_on: string | null; overdue: string | null };

let db: TestDb;
let t: TestApp;
let analyst: Signed, reader: Signed, ecaAdmin: Signed, cbn: Signed;
const NOW = new Date('2026-06-30T10:00:00Z');
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  t.clock.set(NOW);
  await addUser(db, { username: 'irreader', domain: 'fiu', role: 'fiu', permissions: [PERMISSIONS.viewIr] });
  analyst = await signIn(t, 'analyst', 'fiu');
  reader = await signIn(t, 'irreader', 'fiu');
  ecaAdmin = await signIn(t, 'admin', 'eca');
  cbn = await signIn(t, 'cbnadmin', 'cbn');
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

const periods = async (who: Signed) => {
  const res = await get(t, who, '/api/intelligence/due-periods');
  expect(res.status).toBe(200);
  return ((await res.json()) as { results: Period[] }).results;
};
const list = async (who: Signed, query = '') => {
  const res = await get(t, who, `/api/intelligence?limit=100${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { results: Row[]; count: number };
};

describe('feedback due periods', () => {
  it('answers the defaults per report type to unit staff who open reports, and refuses partners', async () => {
    const all = await periods(reader);
    expect(all.map((p) => p.report_type)).toEqual(['RFI', 'Disclosure', 'PRO-IR', 'STR-ANALYSIS', 'LEA-F', 'INTERIM-REPORT', 'RE(DOM)-IR', 'RE(INT)-IR']);
    expect(all.find((p) => p.report_type === 'RFI')).toEqual({ report_type: 'RFI', interim_days: 30, final_days: 90 });
    expect(all.find((p) => p.report_type === 'Disclosure')).toEqual({ report_type: 'Disclosure', interim_days: 30, final_days: 180 });
    const refused = await get(t, ecaAdmin, '/api/intelligence/due-periods');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: MAY_NOT_READ_DUE });
    expect((await get(t, null, '/api/intelligence/due-periods')).status).toBe(401);
  });

  it('changes them for unit staff with can.change.ir only, with clear 400s for bad periods', async () => {
    const denied = await put(t, reader, '/api/intelligence/due-periods', { results: [{ report_type: 'RFI', interim_days: 10, final_days: 20 }] });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ error: MAY_NOT_CHANGE_DUE });
    expect((await put(t, ecaAdmin, '/api/intelligence/due-periods', { results: [{ report_type: 'RFI', interim_days: 10, final_days: 20 }] })).status).toBe(403);

    const bad = async (body: unknown) => {
      const res = await put(t, analyst, '/api/intelligence/due-periods', body);
      expect(res.status).toBe(400);
      return ((await res.json()) as { errors: Record<string, string[]> }).errors;
    };
    expect(await bad({ results: [{ report_type: 'RFI', interim_days: 0, final_days: 20 }] })).toEqual({ 'results.0.interim_days': [DUE_DAYS_MESSAGE] });
    expect(await bad({ results: [{ report_type: 'RFI', interim_days: 1.5, final_days: 20 }] })).toHaveProperty(['results.0.interim_days']);
    expect(await bad({ results: [{ report_type: 'RFI', interim_days: 40, final_days: 20 }] })).toEqual({ 'results.0.final_days': [FINAL_BEFORE_INTERIM] });
    expect(await bad({ results: [{ report_type: 'NOPE', interim_days: 1, final_days: 2 }] })).toHaveProperty(['results.0.report_type']);
    expect(Object.keys(await bad({ results: [{ report_type: 'RFI', interim_days: 1, final_days: 2, extra: 1 }] }))).toHaveLength(1);
    expect(await bad({ results: [] })).toHaveProperty(['results']);
    expect(await bad({ results: [{ report_type: 'RFI', interim_days: 1, final_days: 2 }, { report_type: 'RFI', interim_days: 3, final_days: 4 }] })).toEqual({
      'results.1.report_type': ['This report type is given twice'],
    });

    const ok = await put(t, analyst, '/api/intelligence/due-periods', { results: [{ report_type: 'LEA-F', interim_days: 14, final_days: 60 }] });
    expect(ok.status).toBe(200);
    const after = ((await ok.json()) as { results: Period[] }).results;
    expect(after.find((p) => p.report_type === 'LEA-F')).toEqual({ report_type: 'LEA-F', interim_days: 14, final_days: 60 });
    expect(after.find((p) => p.report_type === 'RFI')).toEqual({ report_type: 'RFI', interim_days: 30, final_days: 90 });
    // Back to the default for the list tests below.
    await put(t, analyst, '/api/intelligence/due-periods', { results: [{ report_type: 'LEA-F', interim_days: 30, final_days: 180 }] });
  });
});

describe('due dates and overdue in the list', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    // RFI: interim due after 30 days, final after 90; Disclosure: 30 and 180.
    ids.rfiFresh = await insertReport(db, { domain: 'eca', report_type: 'RFI' }, daysAgo(30)); // due today: not yet overdue
    ids.rfiLate = await insertReport(db, { domain: 'eca', report_type: 'RFI' }, daysAgo(31));
    ids.rfiAnswered = await insertReport(db, { domain: 'eca', report_type: 'RFI', has_interim_feedback: true }, daysAgo(60));
    ids.rfiFinalLate = await insertReport(db, { domain: 'eca', report_type: 'RFI', has_interim_feedback: true }, daysAgo(91));
    ids.rfiClosed = await insertReport(db, { domain: 'eca', report_type: 'RFI', has_interim_feedback: true, has_final_feedback: true }, daysAgo(200));
    ids.sdInterimLate = await insertReport(db, { domain: 'eca', report_type: 'Disclosure', has_interim_feedback: false }, daysAgo(120));
    ids.sdFinalNotYet = await insertReport(db, { domain: 'eca', report_type: 'Disclosure', has_interim_feedback: true }, daysAgo(120));
    ids.sdFinalLate = await insertReport(db, { domain: 'cbn', report_type: 'Disclosure', has_interim_feedback: true }, daysAgo(181));
    ids.notSent = await insertReport(db, { domain: 'eca', report_type: 'RFI', disseminated: false }, daysAgo(400));
  });

  it('carries each report\'s due dates and the overdue feedback, per report type', async () => {
    const rows = new Map((await list(analyst)).results.map((r) => [r.id, r]));
    const of = (k: string) => {
      const r = rows.get(ids[k]!)!;
      return { interim: r.interim_due_on, final: r.final_due_on, overdue: r.overdue };
    };
    expect(of('rfiFresh')).toEqual({ interim: '2026-06-30', final: '2026-08-29', overdue: null });
    expect(of('rfiLate')).toEqual({ interim: '2026-06-29', final: '2026-08-28', overdue: 'interim' });
    expect(of('rfiAnswered').overdue).toBeNull();
    expect(of('rfiFinalLate')).toMatchObject({ final: '2026-06-29', overdue: 'final' });
    expect(of('rfiClosed').overdue).toBeNull();
    // A Disclosure's final is due after 180 days: at 120 days only a missing interim is overdue.
    expect(of('sdInterimLate')).toEqual({ interim: '2026-04-01', final: '2026-08-29', overdue: 'interim' });
    expect(of('sdFinalNotYet').overdue).toBeNull();
    expect(of('sdFinalLate')).toMatchObject({ final: '2026-06-29', overdue: 'final' });
    expect(of('notSent')).toEqual({ interim: null, final: null, overdue: null });
  });

  it('filters overdue reports with overdue=true, counted alike, within the organisation\'s scope', async () => {
    const overdue = await list(analyst, '&overdue=true');
    const late = [ids.rfiLate, ids.rfiFinalLate, ids.sdInterimLate, ids.sdFinalLate];
    expect(overdue.results.map((r) => r.id).sort()).toEqual([...late].sort());
    expect(overdue.count).toBe(4);
    const eca = await list(ecaAdmin, '&overdue=true');
    expect(eca.results.map((r) => r.id).sort()).toEqual([ids.rfiLate, ids.rfiFinalLate, ids.sdInterimLate].sort());
    expect((await list(cbn, '&overdue=true')).results.map((r) => r.id)).toEqual([ids.sdFinalLate]);
    expect((await list(analyst, '&overdue=false')).count).toBe((await list(analyst)).count);
    const bad = await get(t, analyst, '/api/intelligence?overdue=maybe');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { overdue: ['Must be true or false'] } });
  });

  it('follows a changed period at once', async () => {
    await put(t, analyst, '/api/intelligence/due-periods', { results: [{ report_type: 'RFI', interim_days: 40, final_days: 90 }] });
    const rows = new Map((await list(analyst)).results.map((r) => [r.id, r]));
    expect(rows.get(ids.rfiLate!)).toMatchObject({ interim_due_on: '2026-07-09', overdue: null });
    await put(t, analyst, '/api/intelligence/due-periods', { results: [{ report_type: 'RFI', interim_days: 30, final_days: 90 }] });
  });
});
