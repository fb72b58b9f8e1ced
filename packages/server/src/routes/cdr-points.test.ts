import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPoints } from '../lib/analysis/callPoints.js';
import { FX_CALLS, FX_SUBJECTS, type FixtureCall } from '../testing/analysisFixture.js';
import { openAnalysisWorld, type AnalysisWorld, type Params } from '../testing/analysisWorld.js';
import type { CallPoints } from '../core.js';

const w = {} as AnalysisWorld;
const [A, B, C] = FX_SUBJECTS as [(typeof FX_SUBJECTS)[0], (typeof FX_SUBJECTS)[0], (typeof FX_SUBJECTS)[0]];

/** The fixture's calls carry no cells: each gets both sides' cells from its number k, but every 7th none. */
const kOf = (c: FixtureCall) => Number(c.record_id.slice(-4));
const located = (c: FixtureCall) => kOf(c) % 7 !== 3;
const cell = (c: FixtureCall, side: 'o' | 't') =>
  side === 'o' ? { lat: 9 + kOf(c) / 1000, lng: 7 + kOf(c) / 1000, site: `ABJ-${kOf(c) % 3}` } : { lat: 6 + kOf(c) / 1000, lng: 3 + kOf(c) / 1000, site: `LOS-${kOf(c) % 2}` };

beforeAll(async () => {
  Object.assign(w, await openAnalysisWorld());
  await w.db.query(
    `UPDATE call_records SET
       originating_latitude = 9 + right(record_id, 4)::int / 1000.0, originating_longitude = 7 + right(record_id, 4)::int / 1000.0,
       originating_sitename = 'ABJ-' || (right(record_id, 4)::int % 3),
       terminating_latitude = 6 + right(record_id, 4)::int / 1000.0, terminating_longitude = 3 + right(record_id, 4)::int / 1000.0,
       terminating_sitename = 'LOS-' || (right(record_id, 4)::int % 2)
     WHERE record_id LIKE 'FX-CDR-%' AND right(record_id, 4)::int % 7 <> 3`,
  );
});
afterAll(async () => expect(await w.close()).toBe(''));

async function points(params: Params): Promise<CallPoints> {
  const r = await w.call('/cdr/points', params);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as unknown as CallPoints;
}

/** The answer's rows, their texts looked up, as the fixture would say them. */
const decode = (p: CallPoints) =>
  p.rows.map(([lat, lng, at, mine, other, type, site]) => ({
    lat,
    lng,
    at: new Date(at * 1000).toISOString(),
    mine: p.numbers[mine],
    other: p.numbers[other],
    type: p.types[type],
    site: site < 0 ? null : p.sites[site],
  }));
const oldestFirst = (calls: FixtureCall[]) => [...calls].sort((a, b) => a.cdr_ts.localeCompare(b.cdr_ts));
const round = (v: number) => Math.round(v * 1e5) / 1e5;

describe('GET /api/cdr/points', () => {
  it("Voice Originating: the subject's voice calls made, at the originating cell, oldest first, texts once each", async () => {
    const p = await points({ Suspect: [A.id], direction: 'Voice Originating' });
    const want = oldestFirst(FX_CALLS.filter((c) => c.originating_number === A.phone && c.call_type.startsWith('Voice') && located(c)));
    expect(want.length).toBeGreaterThan(10);
    expect(p.count).toBe(want.length);
    expect(p.truncated).toBe(false);
    expect(decode(p)).toEqual(
      want.map((c) => ({ ...cellOf(c, 'o'), at: c.cdr_ts, mine: A.phone, other: c.terminating_number, type: 'Voice Originating' })),
    );
    expect(new Set(p.numbers).size).toBe(p.numbers.length);
    expect(p.sites.sort()).toEqual(['ABJ-0', 'ABJ-1', 'ABJ-2']);
  });

  it('terminating: the calls received, at the terminating cell; no direction: either side, at the subject’s side', async () => {
    const received = await points({ Suspect: [A.id], direction: 'terminating' });
    const want = oldestFirst(FX_CALLS.filter((c) => c.terminating_number === A.phone && located(c)));
    expect(decode(received)).toEqual(want.map((c) => ({ ...cellOf(c, 't'), at: c.cdr_ts, mine: A.phone, other: c.originating_number, type: c.call_type })));

    const both = await points({ Suspect: [B.suspectid, C.id] });
    const mine = new Set([B.phone, C.phone]);
    const all = oldestFirst(FX_CALLS.filter((c) => (mine.has(c.originating_number) || mine.has(c.terminating_number)) && located(c)));
    expect(decode(both)).toEqual(
      all.map((c) => {
        const made = mine.has(c.originating_number);
        return { ...cellOf(c, made ? 'o' : 't'), at: c.cdr_ts, mine: made ? c.originating_number : c.terminating_number, other: made ? c.terminating_number : c.originating_number, type: c.call_type };
      }),
    );
  });

  it('keeps to the period (both days included)', async () => {
    const all = oldestFirst(FX_CALLS.filter((c) => c.originating_number === A.phone && located(c)));
    const day = (iso: string) => new Date(new Date(iso).getTime() + 3_600_000).toISOString().slice(0, 10); // a Nigerian day
    const [start, end] = [day(all[3]!.cdr_ts), day(all[10]!.cdr_ts)];
    const p = await points({ Suspect: [A.id], direction: 'originating', start, end });
    expect(decode(p).map((r) => r.at)).toEqual(all.filter((c) => day(c.cdr_ts) >= start && day(c.cdr_ts) <= end).map((c) => c.cdr_ts));
    expect(p.count).toBeLessThan(all.length);
  });

  it('is central-unit only, audited, and refuses bad input with 4xx naming it', async () => {
    expect((await w.call('/cdr/points', { Suspect: [A.id] }, w.partner)).status).toBe(403);
    await points({ Suspect: [A.id, B.id], direction: 'sms originating' });
    const a = await w.db.query<{ target: string; detail: { subjects: string[]; numbers: string[] } }>(
      `SELECT target, detail FROM audit_log WHERE action = 'analysis.read' ORDER BY id DESC LIMIT 1`,
    );
    expect(a.rows[0]!.target).toBe('cdr/points');
    expect(a.rows[0]!.detail.subjects).toEqual([A.id, B.id]);
    expect(a.rows[0]!.detail.numbers.sort()).toEqual([A.phone, B.phone].sort());

    const none = await w.call('/cdr/points', {});
    expect(none.status).toBe(400);
    expect(none.body.errors).toHaveProperty('Suspect');
    const dir = await w.call('/cdr/points', { Suspect: [A.id], direction: "voice'; DROP TABLE call_records; --" });
    expect(dir.status).toBe(400);
    expect(dir.body.errors).toHaveProperty('direction');
    const order = await w.call('/cdr/points', { Suspect: [A.id], start: '2025-02-01', end: '2025-01-01' });
    expect(order.status).toBe(400);
    expect((await w.call('/cdr/points', { Suspect: ['FXAA999999999999'] })).status).toBe(404);
    expect(Number((await w.db.query<{ n: string }>('SELECT count(*) AS n FROM call_records')).rows[0]!.n)).toBe(FX_CALLS.length);
  });
});

describe('callPoints (lib)', () => {
  it('stops at the cap, says so, and still counts every located call', async () => {
    const want = FX_CALLS.filter((c) => c.originating_number === A.phone && located(c));
    const p = await callPoints(w.db, { numbers: [A.phone], side: 'originating' }, 5);
    expect(p.rows).toHaveLength(5);
    expect(p.truncated).toBe(true);
    expect(p.count).toBe(want.length);
    expect(await callPoints(w.db, { numbers: [], side: 'originating' })).toEqual({ rows: [], numbers: [], types: [], sites: [], count: 0, truncated: false });
  });
});

function cellOf(c: FixtureCall, side: 'o' | 't') {
  const { lat, lng, site } = cell(c, side);
  return { lat: round(lat), lng: round(lng), site };
}
