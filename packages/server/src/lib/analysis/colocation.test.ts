/**
 * GET /api/cdr/colocation over the analysis fixture plus a few calls at known cell sites (below): the meetings
 * a window and a distance find, the shared contacts, hostile queries refused with 4xx, central unit only,
 * audited; and the one read walks the call-record indexes. Expectations are computed from the plain data here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOCATION_LIMITS, type ColocationResult } from '../../core.js';
import type { Queryable } from '../../db/types.js';
import { FX_CALLS, FX_OTHER_NUMBERS, FX_SUBJECTS, FX_SUBSCRIBERS } from '../../testing/analysisFixture.js';
import { openAnalysisWorld, type AnalysisWorld, type Params } from '../../testing/analysisWorld.js';
import { colocation } from './colocation.js';
import { resolveSubjects } from './subjects.js';

const w = {} as AnalysisWorld;
const [A, B, C] = FX_SUBJECTS as [(typeof FX_SUBJECTS)[0], (typeof FX_SUBJECTS)[0], (typeof FX_SUBJECTS)[0]];

interface SiteCall {
  record_id: string;
  o: string;
  t: string;
  ts: string;
  site_o: string | null;
  lat_o: number | null;
  lng_o: number | null;
  site_t: string | null;
  lat_t: number | null;
  lng_t: number | null;
  /** The caller's name as the operator's record wrote it. */
  name_o?: string;
}
const X = { site: 'IKEJA_01', lat: 6.6, lng: 3.35 };
/** About 300 m north of X. */
const Y = { site: 'IKEJA_02', lat: 6.6027, lng: 3.35 };
const K = { site: 'KANO_MUNICIPAL_01', lat: 12.0, lng: 8.52 };
const FAR = { site: 'ABUJA_01', lat: 9.07, lng: 7.4 };
const out = (id: string, from: string, to: string, ts: string, at: typeof X): SiteCall => ({
  record_id: id, o: from, t: to, ts, site_o: at.site, lat_o: at.lat, lng_o: at.lng, site_t: FAR.site, lat_t: FAR.lat, lng_t: FAR.lng,
});
const inc = (id: string, from: string, to: string, ts: string, at: typeof X): SiteCall => ({
  record_id: id, o: from, t: to, ts, site_o: FAR.site, lat_o: FAR.lat, lng_o: FAR.lng, site_t: at.site, lat_t: at.lat, lng_t: at.lng,
});
const SITE_CALLS: SiteCall[] = [
  out('CO-1', A.phone, '2348099000001', '2024-03-01T10:00:00.000Z', X), // A at X
  // B at X, 20 minutes later (received the call, from a subscriber whose name the operator's record writes its own way)
  { ...inc('CO-2', FX_OTHER_NUMBERS[7]!, B.phone, '2024-03-01T10:20:00.000Z', X), name_o: 'MUSA DANJUMA' },
  out('CO-3', C.phone, '2348099000003', '2024-03-01T10:10:00.000Z', Y), // C about 300 m away, between them
  out('CO-4', A.phone, '2348099000004', '2024-03-02T12:00:00.000Z', K), // A and B at one site three hours apart
  out('CO-5', B.phone, '2348099000005', '2024-03-02T15:00:00.000Z', K),
  // A call between A and B with no site at all: never a sighting.
  { record_id: 'CO-6', o: A.phone, t: B.phone, ts: '2024-03-01T10:05:00.000Z', site_o: null, lat_o: null, lng_o: null, site_t: null, lat_t: null, lng_t: null },
];

async function insertSiteCalls(db: Queryable): Promise<void> {
  for (const c of SITE_CALLS) {
    await db.query(
      `INSERT INTO call_records (record_id, originating_number, terminating_number, cdr_ts, call_duration, call_type, originating_sitename,
         originating_latitude, originating_longitude, terminating_sitename, terminating_latitude, terminating_longitude, calling_subscriber_name)
       VALUES ($1, $2, $3, $4, 60, 'Voice Originating', $5, $6, $7, $8, $9, $10, $11)`,
      [c.record_id, c.o, c.t, c.ts, c.site_o, c.lat_o, c.lng_o, c.site_t, c.lat_t, c.lng_t, c.name_o ?? null],
    );
  }
}

beforeAll(async () => {
  Object.assign(w, await openAnalysisWorld());
  await insertSiteCalls(w.db);
});
afterAll(async () => expect(await w.close()).toBe(''));

const ALL = [A.id, B.id, C.id];
async function ok(params: Params): Promise<ColocationResult> {
  const r = await w.call('/cdr/colocation', params);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as unknown as ColocationResult;
}
const pairOf = (m: ColocationResult['meetings'][number]) => m.subjects.map((s) => s.id).sort().join('+');
const pair = (...ids: string[]) => [...ids].sort().join('+');
const records = (m: { evidence: { Record_ID: string }[] }) => m.evidence.map((e) => e.Record_ID);

describe('meetings: the same cell site, or within a distance, within a time window', () => {
  it('defaults (30 minutes, 500 m): A and B at one site 20 minutes apart, C 300 m away in between; not three hours apart', async () => {
    const r = await ok({ Suspect: ALL });
    expect(r).toMatchObject({ window: COLOCATION_LIMITS.window.default, distance: COLOCATION_LIMITS.distance.default });
    expect(r.meetings.map(pairOf).sort()).toEqual([pair(A.id, B.id), pair(A.id, C.id), pair(B.id, C.id)].sort());
    const ab = r.meetings.find((m) => pairOf(m) === pair(A.id, B.id))!;
    expect(ab).toMatchObject({ sites: [X.site], distance: 0, first: '2024-03-01T10:00:00.000Z', last: '2024-03-01T10:20:00.000Z', evidenceCount: 2 });
    expect(records(ab)).toEqual(['CO-1', 'CO-2']);
    expect(ab.subjects.find((s) => s.id === A.id)).toEqual({ id: A.id, name: 'Adamu Bello', phone: A.phone });
    const ac = r.meetings.find((m) => pairOf(m) === pair(A.id, C.id))!;
    expect(ac.sites.sort()).toEqual([X.site, Y.site]);
    expect(ac.distance).toBeGreaterThan(280);
    expect(ac.distance).toBeLessThan(320);
    expect(records(ac)).toEqual(['CO-1', 'CO-3']);
    // The evidence row carries what the panel shows.
    expect(ab.evidence[1]).toMatchObject({ originating_number: FX_OTHER_NUMBERS[7], terminating_number: B.phone, terminating_sitename: X.site, cdr_ts: '2024-03-01T10:20:00.000Z' });
  });

  it("names the evidence rows' subscribers: the record's own name, else the number's subscriber, else none", async () => {
    const ab = (await ok({ Suspect: ALL })).meetings.find((m) => pairOf(m) === pair(A.id, B.id))!;
    const subscriber = (phone: string) => FX_SUBSCRIBERS.find((x) => x.phone_number === phone)!.names;
    expect(ab.evidence.map((e) => [e.Record_ID, e.calling_subscriber_name, e.called_subscriber_name])).toEqual([
      ['CO-1', subscriber(A.phone), null],
      ['CO-2', 'MUSA DANJUMA', subscriber(B.phone)],
    ]);
  });

  it('distance 0 keeps only the same site; a 15-minute window loses A and B; three hours finds Kano', async () => {
    expect((await ok({ Suspect: ALL, distance: '0' })).meetings.map(pairOf)).toEqual([pair(A.id, B.id)]);
    expect((await ok({ Suspect: ALL, distance: '0', window: '15' })).meetings).toEqual([]);
    const long = await ok({ Suspect: ALL, distance: '0', window: '180' });
    expect(long.meetings.map((m) => [pairOf(m), m.sites[0], records(m)])).toEqual([
      [pair(A.id, B.id), X.site, ['CO-1', 'CO-2']],
      [pair(A.id, B.id), K.site, ['CO-4', 'CO-5']],
    ]);
  });

  it('keeps to the period (both ends included) and to the subjects asked', async () => {
    const day2 = await ok({ Suspect: ALL, window: '180', start: '2024-03-02T12:00:00.000Z', end: '2024-03-02T15:00:00.000Z' });
    expect(day2.meetings.map((m) => m.sites)).toEqual([[K.site]]);
    expect((await ok({ Suspect: [A.id, C.suspectid] })).meetings.map(pairOf)).toEqual([pair(A.id, C.id)]);
  });

  it('one subject has no one to meet or share with', async () => {
    expect(await ok({ Suspect: A.id })).toMatchObject({ meetings: [], contacts: [], truncated: { meetings: false, contacts: false } });
  });
});

describe('shared contacts: numbers two or more subjects called or were called by', () => {
  it("finds them with each subject's count and the calls behind them, oldest first; the subjects' own phones are not contacts", async () => {
    const mine = new Map<string, string>(FX_SUBJECTS.map((s) => [s.phone, s.id]));
    const calls = [...FX_CALLS.map((c) => ({ id: c.record_id, o: c.originating_number, t: c.terminating_number, ts: c.cdr_ts })),
      ...SITE_CALLS.map((c) => ({ id: c.record_id, o: c.o, t: c.t, ts: c.ts }))];
    const byContact = new Map<string, { subjects: Map<string, number>; ids: { id: string; ts: string }[] }>();
    for (const c of calls) {
      for (const [me, other] of [[c.o, c.t], [c.t, c.o]] as const) {
        const s = mine.get(me);
        if (!s || mine.has(other)) continue;
        const e = byContact.get(other) ?? { subjects: new Map<string, number>(), ids: [] as { id: string; ts: string }[] };
        e.subjects.set(s, (e.subjects.get(s) ?? 0) + 1);
        e.ids.push({ id: c.id, ts: c.ts });
        byContact.set(other, e);
      }
    }
    const shared = [...byContact].filter(([, e]) => e.subjects.size >= 2);
    expect(shared.length).toBeGreaterThan(0);
    const r = await ok({ Suspect: ALL });
    expect(r.contacts.map((c) => c.number).sort()).toEqual(shared.map(([n]) => n).sort());
    for (const c of r.contacts) {
      const e = byContact.get(c.number)!;
      expect(c.calls).toBe(e.ids.length);
      expect(Object.fromEntries(c.subjects.map((s) => [s.id, s.calls]))).toEqual(Object.fromEntries(e.subjects));
      expect(records(c)).toEqual([...e.ids].sort((a, b) => a.ts.localeCompare(b.ts)).map((x) => x.id));
    }
    expect(r.contacts.find((c) => c.number === '2348090000003')?.name).toBe('Ibrahim Sani');
  });
});

describe('hostile queries: a clear 4xx naming the parameter, never a 500', () => {
  it.each([
    ['window', '0'], ['window', '-5'], ['window', '1441'], ['window', 'abc'], ['window', '1e3'], ['window', '30.5'], ['window', '9'.repeat(40)],
    ['distance', '-1'], ['distance', '50001'], ['distance', '99999999999'], ['distance', '0x10'], ['distance', "1; DROP TABLE call_records"],
    ['start', 'yesterday'],
  ])('%s=%s is a 400 naming it', async (name, value) => {
    const r = await w.call('/cdr/colocation', { Suspect: ALL, [name]: value });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.errors as object)).toEqual([name]);
  });

  it('no subjects, too many, a reversed period: 400; unknown or hostile subjects: 404 naming them', async () => {
    expect((await w.call('/cdr/colocation', {})).status).toBe(400);
    expect((await w.call('/cdr/colocation', { Suspect: Array.from({ length: 51 }, (_, i) => `S${i}`) })).status).toBe(400);
    const reversed = await w.call('/cdr/colocation', { Suspect: ALL, start: '2024-03-02', end: '2024-03-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toHaveProperty('end');
    for (const bad of ['00000000-0000-4000-a000-000000009999', "x' OR '1'='1", '<script>alert(1)</script>']) {
      const r = await w.call('/cdr/colocation', { Suspect: [A.id, bad] });
      expect(r.status).toBe(404);
      expect(r.body.error).toBe(`Subject not found: ${bad}`);
    }
  });

  it('the largest window and distance are answered, bounded', async () => {
    const r = await ok({ Suspect: ALL, window: '1440', distance: '50000' });
    expect(r.meetings.length).toBeLessThanOrEqual(COLOCATION_LIMITS.findings);
    expect(r.meetings.map(pairOf)).toContain(pair(A.id, B.id));
    for (const m of [...r.meetings, ...r.contacts]) expect(m.evidence.length).toBeLessThanOrEqual(COLOCATION_LIMITS.evidence);
  });
});

describe('access', () => {
  it("is the central unit's only, and audits the subjects and numbers read", async () => {
    const refused = await w.call('/cdr/colocation', { Suspect: ALL }, w.partner);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Permission Denied');
    await ok({ Suspect: [B.id, C.id] });
    const a = await w.db.query(`SELECT actor, target, detail FROM audit_log WHERE action = 'analysis.read' ORDER BY id DESC LIMIT 1`);
    expect(a.rows[0]).toMatchObject({ actor: 'analyst@fiu', target: 'cdr/colocation', detail: { subjects: [B.id, C.id], numbers: [B.phone, C.phone] } });
  });
});

describe('EXPLAIN', () => {
  it('reads the calls once, walking call_records_originating and _terminating per phone', async () => {
    const found: string[] = [];
    const rollback = new Error('rollback');
    await w.db
      .transaction(async (tx) => {
        await tx.query('SET LOCAL enable_seqscan = off');
        const subjects = await resolveSubjects(tx, ALL);
        const explaining: Queryable = {
          exec: (sql) => tx.exec(sql),
          async query<T>(sql: string, params?: unknown[]) {
            const r = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
            found.push(r.rows.map((x) => x['QUERY PLAN']).join('\n'));
            return { rows: [] as T[], rowCount: 0 };
          },
        };
        await colocation(explaining, { subjects, period: {}, window: 30, distance: 500 });
        throw rollback;
      })
      .catch((e: unknown) => {
        if (e !== rollback) throw e;
      });
    // One read for both findings (the pairing and the shared contacts are worked in memory: colocationFind.ts).
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/call_records_originating/);
    expect(found[0]).toMatch(/call_records_terminating/);
    expect(found[0]).not.toMatch(/Seq Scan on call_records/);
  });
});
