import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FX_CALLS, FX_OTHER_NUMBERS, FX_SUBJECTS, FX_SUBSCRIBERS, type FixtureCall } from '../testing/analysisFixture.js';
import { openAnalysisWorld, type AnalysisWorld, type Params, type Rec } from '../testing/analysisWorld.js';

const w = {} as AnalysisWorld;
beforeAll(async () => Object.assign(w, await openAnalysisWorld()));
afterAll(async () => expect(await w.close()).toBe(''));

const [A, B, C] = FX_SUBJECTS as [(typeof FX_SUBJECTS)[0], (typeof FX_SUBJECTS)[0], (typeof FX_SUBJECTS)[0]];
const [O1, O2, O3] = FX_OTHER_NUMBERS as [string, string, string];
const call: AnalysisWorld['call'] = (path, params, who) => w.call(path, params, who);
async function ok(path: string, params: Params) {
  const r = await call(path, params);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}
const rid = (rows: readonly Rec[]) => rows.map((r) => r.Record_ID);
const newestFirst = (rows: readonly FixtureCall[]) => [...rows].sort((a, b) => b.cdr_ts.localeCompare(a.cdr_ts)).map((c) => c.record_id);
const nameOf = (phone: string) => FX_SUBSCRIBERS.find((s) => s.phone_number === phone)?.names ?? null;

describe('GET /api/cdr', () => {
  it('one side’s numbers (typed any way), newest first, paged with the count; names from the subscribers', async () => {
    const mine = FX_CALLS.filter((c) => c.originating_number === A.phone);
    const body = await ok('/cdr', { originating_number: '0803 000 0001', limit: '5', offset: '2' });
    expect(body.count).toBe(mine.length);
    expect(rid(body.results as Rec[])).toEqual(newestFirst(mine).slice(2, 7));
    const first = (body.results as Rec[])[0]!;
    const src = mine.find((c) => c.record_id === first.Record_ID)!;
    expect(first).toMatchObject({
      originating_number: A.phone,
      terminating_number: src.terminating_number,
      call_type: src.call_type,
      call_duration: src.call_duration,
      cdr_ts: src.cdr_ts,
      calling_subscriber_name: 'Adamu Bello',
      called_subscriber_name: nameOf(src.terminating_number),
    });
  });

  it('sorts only by the allow-list, ties by id; searches the other side and the names', async () => {
    const mine = FX_CALLS.filter((c) => c.terminating_number === A.phone);
    const body = await ok('/cdr', { terminating_number: A.phone, sort: 'call_duration', limit: '100' });
    expect((body.results as Rec[]).map((r) => r.call_duration)).toEqual(mine.map((c) => c.call_duration).sort((a, b) => a - b));
    const found = await ok('/cdr', { terminating_number: A.phone, search: 'okafor' });
    expect(rid(found.results as Rec[])).toEqual(newestFirst(mine.filter((c) => c.originating_number === O1)));
    const bad = await call('/cdr', { terminating_number: A.phone, sort: 'id; DROP TABLE call_records' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('sort');
  });

  it('default=true answers a plain array of every match', async () => {
    const body = await ok('/cdr', { originating_number: [A.phone, B.phone], default: 'true' });
    expect(Array.isArray(body)).toBe(true);
    expect(rid(body as Rec[]).sort()).toEqual(FX_CALLS.filter((c) => c.originating_number === A.phone || c.originating_number === B.phone).map((c) => c.record_id).sort());
  });

  it('refuses no number, both sides, a bad number and a bad limit with 400 naming them', async () => {
    expect((await call('/cdr', {})).status).toBe(400);
    expect((await call('/cdr', { originating_number: A.phone, terminating_number: B.phone })).status).toBe(400);
    const r = await call('/cdr', { originating_number: 'abc', limit: '1e3' });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.errors as Rec).sort()).toEqual(['limit', 'originating_number.0']);
  });

  it('is central-unit only, and audits the numbers read', async () => {
    expect((await call('/cdr', { originating_number: A.phone }, w.partner)).status).toBe(403);
    await ok('/cdr', { originating_number: B.phone });
    const a = await w.db.query(`SELECT actor, target, detail FROM audit_log WHERE action = 'analysis.read' ORDER BY id DESC LIMIT 1`);
    expect(a.rows[0]).toMatchObject({ actor: 'analyst@fiu', target: 'cdr', detail: { numbers: [B.phone] } });
  });
});

describe('GET /api/cdr/range', () => {
  it("the subject set's phones, either side by default, one side with a direction, the medium with Voice/SMS", async () => {
    const either = FX_CALLS.filter((c) => [A.phone, C.phone].includes(c.originating_number) || [A.phone, C.phone].includes(c.terminating_number));
    const all = await ok('/cdr/range', { Suspect: [A.id, C.suspectid], limit: '1000' });
    expect(all.count).toBe(either.length);
    expect(rid(all.results as Rec[])).toEqual(newestFirst(either));
    const made = await ok('/cdr/range', { Suspect: A.id, direction: 'Originating', limit: '1000' });
    expect(rid(made.results as Rec[])).toEqual(newestFirst(FX_CALLS.filter((c) => c.originating_number === A.phone)));
    const sms = await ok('/cdr/range', { Suspect: A.id, direction: 'SMS Originating', limit: '1000' });
    const expected = FX_CALLS.filter((c) => c.originating_number === A.phone && c.call_type === 'SMS Originating');
    expect(expected.length).toBeGreaterThan(0);
    expect(rid(sms.results as Rec[])).toEqual(newestFirst(expected));
  });

  it('includes both ends of the period', async () => {
    const mine = FX_CALLS.filter((c) => c.originating_number === B.phone || c.terminating_number === B.phone);
    const start = mine[1]!.cdr_ts;
    const end = mine[mine.length - 2]!.cdr_ts;
    const body = await ok('/cdr/range', { Suspect: B.id, start, end });
    expect(rid(body.results as Rec[])).toEqual(newestFirst(mine.filter((c) => c.cdr_ts >= start && c.cdr_ts <= end)));
    expect(body.count).toBe(mine.length - 2);
  });

  it('refuses an empty set and a bad direction; 404 for an unknown subject', async () => {
    expect((await call('/cdr/range', {})).status).toBe(400);
    expect(await call('/cdr/range', { Suspect: A.id, direction: 'up' })).toMatchObject({ status: 400, body: { errors: { direction: ['Not a call direction'] } } });
    expect((await call('/cdr/range', { Suspect: 'nobody' })).status).toBe(404);
  });
});

describe('GET /api/cdr/timeline', () => {
  it('calls between two numbers, oldest first, either way round unless a direction is given', async () => {
    const between = FX_CALLS.filter((c) => (c.originating_number === A.phone && c.terminating_number === O1) || (c.originating_number === O1 && c.terminating_number === A.phone));
    const body = await ok('/cdr/timeline', { originating_number: A.phone, terminating_number: O1 });
    expect(body.results).toEqual(between.map((c) => ({ cdr_ts: c.cdr_ts, call_duration: c.call_duration, Record_ID: c.record_id, call_type: c.call_type, originating_number: c.originating_number, terminating_number: c.terminating_number })));
    const oneWay = await ok('/cdr/timeline', { originating_number: A.phone, terminating_number: O1, direction: 'originating' });
    expect(rid(oneWay.results as Rec[])).toEqual(between.filter((c) => c.originating_number === A.phone).map((c) => c.record_id));
    expect((await call('/cdr/timeline', { originating_number: A.phone })).status).toBe(400);
  });
});

describe('GET /api/analysis/calls', () => {
  it('per subject: totals, top and least 5 each way, other known subjects and shared contacts (exact)', async () => {
    const body = await ok('/analysis/calls', { Suspect: [A.id, B.id] });
    const items = body.results as Rec[];
    expect(items.map((i) => i.id)).toEqual([A.id, B.id]);
    const group = (rows: readonly FixtureCall[], key: (c: FixtureCall) => string) => {
      const m = new Map<string, { n: number; d: number }>();
      for (const c of rows) {
        const e = m.get(key(c)) ?? { n: 0, d: 0 };
        m.set(key(c), { n: e.n + 1, d: e.d + c.call_duration });
      }
      return [...m.entries()].map(([phone, e]) => ({ phone, n: e.n, d: e.d }));
    };
    const entry = (g: { phone: string; n: number; d: number }, name = nameOf(g.phone)) => ({ phone: g.phone, name, count5: g.n, sum5: g.d });
    const top = (gs: { phone: string; n: number; d: number }[], desc: boolean) =>
      [...gs].sort((a, b) => (desc ? b.n - a.n || b.d - a.d : a.n - b.n || a.d - b.d) || a.phone.localeCompare(b.phone)).slice(0, 5).map((g) => entry(g));
    for (const s of [A, B]) {
      const out = FX_CALLS.filter((c) => c.originating_number === s.phone);
      const inc = FX_CALLS.filter((c) => c.terminating_number === s.phone);
      const item = items.find((i) => i.id === s.id)!;
      expect(item).toMatchObject({
        Subject_Name: `${s.othernames} ${s.surname}`,
        Description: s.description,
        image: s.photograph,
        CountOriginate: out.length,
        CountTerminate: inc.length,
        Total_Originating: [{ originating_number: s.phone, countOriginating: out.length }],
        Total_Terminating: [{ terminating_number: s.phone, countTerminating: inc.length }],
      });
      const a = item.analysis as Rec;
      expect(a.Top_5_Originating).toEqual(top(group(out, (c) => c.terminating_number), true));
      expect(a.Top_5Least_Originating).toEqual(top(group(out, (c) => c.terminating_number), false));
      expect(a.Top_5_terminating).toEqual(top(group(inc, (c) => c.originating_number), true));
      expect(a.Top_5_Least_Terminating).toEqual(top(group(inc, (c) => c.originating_number), false));
    }
    // A's contacts that are other subjects' phones: B (6 made) and C (3 received), either way summed.
    const a = items[0]!.analysis as Rec;
    const both = (other: string) => group(FX_CALLS.filter((c) => (c.originating_number === A.phone && c.terminating_number === other) || (c.originating_number === other && c.terminating_number === A.phone)), () => other)[0]!;
    expect(a.Other_Subject).toEqual([entry(both(B.phone), 'Chioma Eze'), entry(both(C.phone), 'Musa Danjuma')].sort((x, y) => y.count5 - x.count5));
    // Contacts shared by A and B (the set's two subjects): none but each other... A's contact B is not B's own contact.
    expect((a.otherConnection as Rec[]).map((e) => e.phone)).toEqual([C.phone]);
  });

  it('counts only the period, both ends included', async () => {
    const out = FX_CALLS.filter((c) => c.originating_number === A.phone);
    const start = out[3]!.cdr_ts;
    const end = out[8]!.cdr_ts;
    const body = await ok('/analysis/calls', { Suspect: A.id, start, end });
    expect((body.results as Rec[])[0]!.CountOriginate).toBe(6);
  });
});

describe('pickers and the graph', () => {
  it('kycsuspect: subscribers by name or typed number, 5 by default', async () => {
    const body = await ok('/kycsuspect', { search: 'okafor', limit: '5', pager: 'default' });
    expect(body.results).toEqual([{ Subscriber_ID: O1, First_Name: 'John', Middle_Name: null, Last_Name: 'Okafor', Alias: 'John Okafor', Phone_Number: O1 }]);
    const byNumber = await ok('/kycsuspect', { search: '0809 000 0002' });
    expect((byNumber.results as Rec[]).map((r) => r.Phone_Number)).toEqual([O2]);
    const all = await ok('/kycsuspect', {});
    expect((all.results as Rec[]).length).toBe(5);
    expect((await call('/kycsuspect', { search: 'x' }, w.partner)).status).toBe(403);
  });

  it('suspectlookup: by ids, or by search (5 results)', async () => {
    const byId = await ok('/suspectlookup', { Suspects: [C.id, A.suspectid] });
    expect(byId.results).toEqual(
      [A, C].map((s) => ({ id: s.id, suspectid: s.suspectid, othernames: s.othernames, surname: s.surname })),
    );
    const found = await ok('/suspectlookup', { search: 'chiom', limit: '5', pager: 'default' });
    expect(found.results).toEqual([{ id: B.id, suspectid: B.suspectid, othernames: 'Chioma', surname: 'Eze' }]);
    expect((await call('/suspectlookup', {})).status).toBe(400);
  });

  it("graph: a phone's owners and contacts; a subject's accounts and phones; a bad label is a 400", async () => {
    const phone = await ok('/graph', { label: 'Phone', id: `Phone:${A.phone}` });
    const nodes = (phone.nodes as { data: Rec }[]).map((n) => n.data);
    const edges = (phone.edges as { data: Rec }[]).map((e) => e.data);
    expect(nodes.find((n) => n.id === `Suspect:${A.id}`)).toMatchObject({ type: 'Suspect', label: 'Adamu Bello' });
    expect(edges.find((e) => e.type === 'CALLED' && e.source === `Phone:${A.phone}` && e.target === `Phone:${O1}`)).toMatchObject({ api_count: 9 });
    expect(edges.find((e) => e.type === 'CALLED' && e.source === `Phone:${O3}` && e.target === `Phone:${A.phone}`)).toBeUndefined();
    const subject = await ok('/graph', { label: 'Suspect', id: A.suspectid });
    expect((subject.nodes as { data: Rec }[]).map((n) => n.data.id).sort()).toEqual(
      [`Suspect:${A.id}`, 'Account:0123456789', 'Account:1111111111', `Phone:${A.phone}`].sort(),
    );
    expect((await call('/graph', { label: 'Planet', id: 'x' })).status).toBe(400);
    expect((await call('/graph', { label: 'Suspect', id: 'nobody' })).status).toBe(404);
    const byId = await ok('/graph', { label: 'Suspect', id: `Suspect:${A.id}` });
    expect(byId.nodes).toEqual(subject.nodes);
    // An id only in its canonical (lower-case) form, as before ids were compared as uuids.
    expect((await call('/graph', { label: 'Suspect', id: A.id.toUpperCase() })).status).toBe(404);
  });

  it('graph, registry side: a phone reaches the vehicle, NIN, director, company and tax records naming it; each answers its links', async () => {
    const { FX_REGISTRY: R } = await import('../testing/analysisFixture.js');
    const data = (body: Rec) => ({
      nodes: (body.nodes as { data: Rec }[]).map((n) => n.data),
      edges: (body.edges as { data: Rec }[]).map((e) => `${e.data.source} ${e.data.type} ${e.data.target}`),
    });
    const phone = data(await ok('/graph', { label: 'Phone', id: A.phone }));
    expect(phone.edges).toEqual(expect.arrayContaining([
      `Phone:${A.phone} OWNS Vehicle:${R.vehicle.number_plate}`,
      `Phone:${A.phone} IDENTITY NINIdentity:${R.nin.nin}`,
      `Director:${R.director.id} OWNS Phone:${A.phone}`,
      `Company:${R.company.id} OWNS Phone:${A.phone}`,
      `Phone:${A.phone} IDENTITY TaxIdentity:${R.tax.tin}`,
    ]));
    const vehicle = data(await ok('/graph', { label: 'Vehicle', id: R.vehicle.number_plate }));
    expect(vehicle.edges.sort()).toEqual([`Phone:${A.phone} OWNS Vehicle:${R.vehicle.number_plate}`, `Vehicle:${R.vehicle.number_plate} IDENTITY NINIdentity:${R.nin.nin}`].sort());
    const company = data(await ok('/graph', { label: 'Company', id: R.company.rc_number }));
    expect(company.edges.sort()).toEqual([
      `Director:${R.director.id} OWNS Company:${R.company.id}`,
      `Company:${R.company.id} IDENTITY TaxIdentity:${R.tax.tin}`,
      `Company:${R.company.id} OWNS Phone:${A.phone}`,
    ].sort());
    const nin = data(await ok('/graph', { label: 'NINIdentity', id: `NINIdentity:${R.nin.nin}` }));
    expect(nin.edges).toEqual(expect.arrayContaining([`Vehicle:${R.vehicle.number_plate} IDENTITY NINIdentity:${R.nin.nin}`, `Director:${R.director.id} IDENTITY NINIdentity:${R.nin.nin}`]));
    const director = data(await ok('/graph', { label: 'Director', id: R.director.id }));
    expect(director.edges).toContain(`Director:${R.director.id} OWNS Company:${R.company.id}`);
    expect(data(await ok('/graph', { label: 'Company', id: `Company:${R.company.id}` })).edges.sort()).toEqual(company.edges);
    expect((await call('/graph', { label: 'Director', id: 'not-an-id' })).status).toBe(404);
    const tax = data(await ok('/graph', { label: 'TaxIdentity', id: R.tax.tin }));
    expect(tax.edges).toContain(`Company:${R.company.id} IDENTITY TaxIdentity:${R.tax.tin}`);
    expect((await call('/graph', { label: 'Vehicle', id: 'NOPLATE' })).status).toBe(404);
    const a = await w.db.query(`SELECT detail FROM audit_log WHERE action = 'analysis.read' AND target = 'graph' ORDER BY id DESC LIMIT 1`);
    expect(a.rows[0]).toMatchObject({ detail: { numbers: [A.phone] } });
  });
});
