import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FX_ACCOUNTS,
  FX_SUBJECTS,
  FX_TRANSACTIONS,
  kobo,
  naira,
  type FixtureTransaction,
} from '../testing/analysisFixture.js';
import { openAnalysisWorld, type AnalysisWorld, type Rec } from '../testing/analysisWorld.js';

const w = {} as AnalysisWorld;
beforeAll(async () => Object.assign(w, await openAnalysisWorld()));
afterAll(async () => expect(await w.close()).toBe(''));

const [A, B, C] = FX_SUBJECTS as [(typeof FX_SUBJECTS)[0], (typeof FX_SUBJECTS)[0], (typeof FX_SUBJECTS)[0]];
const call: AnalysisWorld['call'] = (path, params, who) => w.call(path, params, who);
async function ok(path: string, params: Record<string, string | string[] | undefined>) {
  const r = await call(path, params);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
}

// ---- the independent JS pass over the fixture ----
const ofSubjects = (...ids: string[]) => FX_TRANSACTIONS.filter((x) => ids.includes(x.account.subject ?? ''));
const inPeriod = (rows: readonly FixtureTransaction[], start?: string, endInclusive?: string) =>
  rows.filter((x) => (!start || x.date >= start) && (!endInclusive || x.date <= endInclusive));
const record = (x: FixtureTransaction) => ({
  Transaction_ID: x.transaction_id,
  Transaction_Date: x.date,
  Transaction_Value_Date: x.value_date,
  Account_Number: x.account.number,
  Transaction_Description: x.description,
  Inflows: x.inflow,
  Outflows: x.outflow,
  Transaction_Currency: 'NGN',
});
const ids = (rows: readonly { Transaction_ID?: unknown; transaction_id?: string }[]) => rows.map((r) => r.Transaction_ID ?? r.transaction_id);

describe('GET /api/analysis/statement', () => {
  it("answers the subject's rows, oldest first, as StatementRecords with exact money text", async () => {
    const body = await ok('/analysis/statement', { Suspect: A.id });
    const expected = ofSubjects(A.id).map(record);
    expect(body.results).toEqual(expected);
    expect(body.truncated).toBe(false);
    expect(expected.some((r) => r.Inflows === '150000000.50')).toBe(true);
  });

  it('takes two subjects, by id and by suspectid', async () => {
    const body = await ok('/analysis/statement', { Suspect: [A.id, B.suspectid] });
    expect(ids(body.results as Rec[])).toEqual(ids(ofSubjects(A.id, B.id)));
  });

  it('includes both ends of the period: a row stamped exactly at end is in, one a moment later is out', async () => {
    const rows = ofSubjects(C.id);
    const start = rows[3]!.date;
    const end = rows[10]!.date;
    const body = await ok('/analysis/statement', { Suspect: C.id, start, end });
    expect(ids(body.results as Rec[])).toEqual(ids(inPeriod(rows, start, end)));
    expect(ids(body.results as Rec[])).toContain(rows[10]!.transaction_id);
    expect(ids(body.results as Rec[])).toContain(rows[3]!.transaction_id);
    const before = new Date(Date.parse(end) - 1).toISOString();
    const cut = await ok('/analysis/statement', { Suspect: C.id, start, end: before });
    expect(ids(cut.results as Rec[])).not.toContain(rows[10]!.transaction_id);
  });

  it('reads a date-only end as that whole day in Nigeria (WAT, UTC+01:00)', async () => {
    const rows = ofSubjects(A.id);
    const nigerianDay = (iso: string) => new Date(Date.parse(iso) + 3_600_000).toISOString().slice(0, 10);
    const day = nigerianDay(rows[20]!.date);
    const body = await ok('/analysis/statement', { Suspect: A.id, end: day });
    expect(ids(body.results as Rec[])).toEqual(ids(rows.filter((x) => nigerianDay(x.date) <= day)));
  });

  it('refuses an empty set, a bad date and a reversed period with 400 naming the parameter', async () => {
    const none = await call('/analysis/statement', {});
    expect(none.status).toBe(400);
    expect(none.body.errors).toHaveProperty('Suspect');
    const bad = await call('/analysis/statement', { Suspect: A.id, start: 'yesterday' });
    expect(bad).toMatchObject({ status: 400, body: { errors: { start: ['Not a date and time'] } } });
    const reversed = await call('/analysis/statement', { Suspect: A.id, start: '2024-03-01', end: '2024-02-01' });
    expect(reversed).toMatchObject({ status: 400, body: { errors: { end: ['Start must not be after Stop'] } } });
  });

  it('answers 404 naming an unknown subject', async () => {
    const r = await call('/analysis/statement', { Suspect: [A.id, 'NOPE000000000000'] });
    expect(r).toMatchObject({ status: 404, body: { error: 'Subject not found: NOPE000000000000' } });
  });

  it('refuses a partner organisation with the spec text, and audits the refusal', async () => {
    const r = await call('/analysis/statement', { Suspect: A.id }, w.partner);
    expect(r).toMatchObject({ status: 403, body: { error: 'Permission Denied' } });
    const a = await w.db.query(`SELECT actor FROM audit_log WHERE action = 'authz.refused' AND target = '/api/analysis/statement' ORDER BY id DESC LIMIT 1`);
    expect(a.rows[0]).toEqual({ actor: 'admin@eca' });
  });

  it('writes who read which subjects and accounts with which call', async () => {
    await ok('/analysis/statement', { Suspect: [B.id, C.id] });
    const a = await w.db.query<{ actor: string; target: string; detail: Rec }>(
      `SELECT actor, target, detail FROM audit_log WHERE action = 'analysis.read' ORDER BY id DESC LIMIT 1`,
    );
    expect(a.rows[0]).toMatchObject({ actor: 'analyst@fiu', target: 'getStatement', detail: { subjects: [B.id, C.id], accounts: ['2222222222', '3333333333'] } });
  });
});

describe('the channel views and the timeline band', () => {
  it('transfers: channel transfer only', async () => {
    const body = await ok('/analysis/transfers', { Suspect: [A.id, B.id] });
    expect(ids(body.results as Rec[])).toEqual(ids(ofSubjects(A.id, B.id).filter((x) => x.channel === 'transfer')));
  });

  it('cash: cash deposits and ATM withdrawals', async () => {
    const body = await ok('/analysis/cash', { Suspect: A.id });
    const expected = ofSubjects(A.id).filter((x) => x.channel === 'cash' || x.channel === 'atm');
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(body.results as Rec[])).toEqual(ids(expected));
  });

  it.each([
    ['0-100000', 0, 100_000],
    ['5000000-10000000', 5_000_000, 10_000_000],
    ['100000000-', 100_000_000, null],
  ] as const)('timeline band %s: the larger of inflow and outflow in [min, max)', async (range, min, max) => {
    const body = await ok('/analysis/timeline', { Suspect: [A.id, B.id, C.id], range });
    const amount = (x: FixtureTransaction) => Math.max(kobo(x.inflow), kobo(x.outflow));
    const expected = ofSubjects(A.id, B.id, C.id).filter((x) => amount(x) >= min * 100 && (max === null || amount(x) < max * 100));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(body.results as Rec[])).toEqual(ids(expected));
  });

  it('timeline refuses a band that is not one of AMOUNT_BANDS', async () => {
    const r = await call('/analysis/timeline', { Suspect: A.id, range: '1-2' });
    expect(r).toMatchObject({ status: 400, body: { errors: { range: ['Not one of the amount bands'] } } });
  });
});

describe('Called & Transacted, accounts from phones', () => {
  it("cdrnames: rows whose counterparty is the subscriber of a number the subject called (names in any order)", async () => {
    const body = await ok('/analysis/cdrnames', { Suspect: A.id });
    // A called John Okafor's number and Chioma Eze's (subject B's phone); A's rows with those counterparties:
    const expected = ofSubjects(A.id).filter((x) => x.counterparty_name === 'JOHN OKAFOR' || x.counterparty_name === 'CHIOMA EZE');
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(body.results as Rec[])).toEqual(ids(expected));
    // C never called Chioma Eze: C's transfers with her are not "called and transacted".
    const c = await ok('/analysis/cdrnames', { Suspect: C.id });
    expect((c.results as Rec[]).map((r) => r.Counterparty_Name)).toEqual(
      ofSubjects(C.id).filter((x) => x.counterparty_name === 'ADAMU BELLO').map(() => 'ADAMU BELLO'),
    );
  });

  it("accountsfromphones: the contacts' accounts (other subjects', and by subscriber name), with their statement", async () => {
    const body = await ok('/analysis/accountsfromphones', { Suspect: A.id });
    const accounts = body.Accounts as Rec[];
    expect(accounts.map((a) => `${a.Phone_Number} ${a.Account_Number}`).sort()).toEqual(
      [`${B.phone} 2222222222`, `${C.phone} 3333333333`, '2348090000001 4444444444'].sort(),
    );
    expect(accounts.find((a) => a.Account_Number === '4444444444')).toMatchObject({ Account_Name: 'JOHN OKAFOR', Subscriber_Name: 'John Okafor', Bank_Name: 'UBA' });
    expect(ids(body.Statement as Rec[])).toEqual(ids(ofSubjects(B.id, C.id)));
    const all = await ok('/analysis/accountsfromphones', { Suspect: [A.id, B.id, C.id] });
    expect((all.Accounts as Rec[]).map((a) => a.Account_Number)).toEqual(['4444444444']);
  });
});

describe('GET /api/analysis/basic', () => {
  it('per subject: counts, balance, a summary per channel, top and bottom 10 counterparties (exact)', async () => {
    const start = '2024-01-15T00:00:00.000Z';
    const end = '2024-03-15';
    const body = await ok('/analysis/basic', { Suspect: [A.id, C.id], start, end });
    const groups = body.results as { id: string; items: Rec[] }[];
    expect(groups.map((g) => g.id)).toEqual([A.id, C.id]);
    for (const s of [A, C]) {
      const rows = ofSubjects(s.id).filter((x) => x.date >= start && x.date < '2024-03-16');
      const item = groups.find((g) => g.id === s.id)!.items[0]!;
      const inflow = rows.reduce((k, x) => k + kobo(x.inflow), 0);
      const outflow = rows.reduce((k, x) => k + kobo(x.outflow), 0);
      const channels = [...new Set(rows.map((x) => x.channel))].sort();
      const flows = (side: 'inflow' | 'outflow') => {
        const m = new Map<string, { k: number; n: number }>();
        for (const x of rows.filter((r) => kobo(r[side]) > 0)) {
          const name = x.counterparty_name ?? x.channel.toUpperCase();
          const e = m.get(name) ?? { k: 0, n: 0 };
          m.set(name, { k: e.k + kobo(x[side]), n: e.n + 1 });
        }
        return [...m.entries()].map(([Name, e]) => ({ Name, k: e.k, Count: e.n }));
      };
      const top = (side: 'inflow' | 'outflow', desc: boolean) =>
        flows(side)
          .sort((a, b) => (desc ? b.k - a.k : a.k - b.k) || a.Name.localeCompare(b.Name))
          .slice(0, 10)
          .map((f) => ({ Name: f.Name, [side === 'inflow' ? 'Inflows' : 'Outflows']: naira(f.k), Count: f.Count }));
      expect(item).toEqual({
        id: s.id,
        suspectid: s.suspectid,
        Subject_Name: `${s.othernames} ${s.surname}`,
        Description: s.description,
        image: s.photograph,
        Count_Inflow: rows.filter((x) => kobo(x.inflow) > 0).length,
        Count_OutFlow: rows.filter((x) => kobo(x.outflow) > 0).length,
        Balance: naira(inflow - outflow),
        analysis: channels.map((ch) => {
          const of = rows.filter((x) => x.channel === ch);
          return { Channel: ch, Count: of.length, Total: naira(of.reduce((k, x) => k + kobo(x.inflow) + kobo(x.outflow), 0)) };
        }),
        top_10_inflows: top('inflow', true),
        top_10_less_inflows: top('inflow', false),
        top_10_Outflows: top('outflow', true),
        top_10_less_Outflows: top('outflow', false),
      });
    }
  });
});

describe('GET /api/analysis/ner', () => {
  it('places with coordinates, the route in time order, persons and organisations with counts', async () => {
    const start = '2024-02-01T00:00:00.000Z';
    const body = await ok('/analysis/ner', { Suspect: B.id, start });
    const rows = ofSubjects(B.id).filter((x) => x.date >= start);
    const entities = rows.flatMap((x) => x.entities.map((e) => ({ ...e, at: x.date })));
    const countOf = (kind: string) => {
      const m = new Map<string, number>();
      for (const e of entities.filter((e) => e.kind === kind)) m.set(e.text, (m.get(e.text) ?? 0) + 1);
      return [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    };
    expect(body.PERSON).toEqual(countOf('PERSON').map(([n, c]) => ({ ID: n, Name: n, Count: c })));
    expect(body.ORG).toEqual(countOf('ORG').map(([n, c]) => ({ ID: n, Name: n, Count: c })));
    expect((body.LOC as Rec[]).map((l) => [l.Name, l.Count, l.latitude])).toEqual(
      countOf('LOC').map(([n, c]) => [n, c, entities.find((e) => e.text === n)!.lat]),
    );
    const route: string[] = [];
    for (const e of entities.filter((e) => e.kind === 'LOC')) if (route[route.length - 1] !== e.text) route.push(e.text);
    expect((body.LOCLOC as Rec[]).map((l) => l.Name)).toEqual(route);
  });
});

describe('GET /api/analysis/linkgraph', () => {
  it('Elements: the subjects, their accounts and phones, calls and transactions, forensics and CRIMS, bounded', async () => {
    const body = await ok('/analysis/linkgraph', { Suspect: [A.id] });
    const { nodes, edges } = body as unknown as { nodes: { data: Rec }[]; edges: { data: Rec }[] };
    const node = (id: string) => nodes.find((n) => n.data.id === id)?.data;
    expect(node(`suspect:${A.id}`)).toMatchObject({ type: 'Suspect', label: 'Adamu Bello' });
    expect(node('account:0123456789')).toMatchObject({ type: 'Account' });
    expect(node(`phone:${A.phone}`)).toMatchObject({ type: 'Phone' });
    const edge = (type: string, source: string, target: string) => edges.find((e) => e.data.type === type && e.data.source === source && e.data.target === target)?.data;
    expect(edge('owns_account', `suspect:${A.id}`, 'account:1111111111')).toBeDefined();
    expect(edge('owns_phone', `suspect:${A.id}`, `phone:${A.phone}`)).toBeDefined();
    expect(edge('calls', `phone:${A.phone}`, 'phone:2348090000001')).toMatchObject({ api_count: 9 });
    expect(edge('calls', 'phone:2348090000001', `phone:${A.phone}`)).toMatchObject({ api_count: 5 });
    const okafor = ofSubjects(A.id).filter((x) => x.counterparty_account === '4444444444');
    expect(edge('transaction', 'account:0123456789', 'account:4444444444')?.api_count ?? 0).toBe(okafor.filter((x) => x.account.number === '0123456789').length);
    expect(nodes.find((n) => n.data.type === 'Cellebrite')?.data.label).toBe('John Okafor');
    expect(nodes.find((n) => n.data.type === 'CRIMS')?.data.label).toBe('Grace Adebayo');
    for (const e of edges) expect(['owns_phone', 'owns_account', 'calls', 'transaction']).toContain(e.data.type);
    for (const n of nodes) expect(['Suspect', 'Account', 'Phone', 'Cellebrite', 'CRIMS', 'GOAML', 'Statement']).toContain(n.data.type);
    expect(nodes.length).toBeLessThanOrEqual(500);
    expect(FX_ACCOUNTS.length).toBe(5);
  });
});

describe('every analysis call', () => {
  const calls: [string, string, Record<string, string>][] = [
    ['/analysis/statement', 'getStatement', {}],
    ['/analysis/transfers', 'getTransferTransactions', {}],
    ['/analysis/cash', 'getCashbasedTransactions', {}],
    ['/analysis/cdrnames', 'getCDRNamesOnTransaction', {}],
    ['/analysis/timeline', 'getTimelineStatement', { range: '0-100000' }],
    ['/analysis/basic', 'getBasicStatement', {}],
    ['/analysis/accountsfromphones', 'getAccountsFromPhones', {}],
    ['/analysis/ner', 'getNER', {}],
    ['/analysis/linkgraph', 'linkGraph', {}],
    ['/analysis/calls', 'callAnalysis', {}],
    ['/cdr/range', 'cdr/range', {}],
  ];

  it.each(calls)('%s: empty set 400, partner 403, a read audited as %s with the subjects', async (path, name, extra) => {
    const none = await call(path, extra);
    expect(none.status).toBe(400);
    expect(none.body.errors).toHaveProperty('Suspect');
    expect((await call(path, { Suspect: A.id, ...extra }, w.partner)).status).toBe(403);
    await ok(path, { Suspect: [A.id, C.id], ...extra });
    const a = await w.db.query<{ actor: string; target: string; detail: { subjects: string[] } }>(
      `SELECT actor, target, detail FROM audit_log WHERE action = 'analysis.read' ORDER BY id DESC LIMIT 1`,
    );
    expect(a.rows[0]).toMatchObject({ actor: 'analyst@fiu', target: name, detail: { subjects: [A.id, C.id] } });
  });

  it.each(calls.slice(0, 5))('%s: the period cuts the unbounded answer, both ends included', async (path, _name, extra) => {
    const all = (await ok(path, { Suspect: [A.id, B.id], ...extra })).results as Rec[];
    expect(all.length).toBeGreaterThan(2);
    const dates = all.map((r) => new Date(r.Transaction_Date as string).toISOString());
    const start = dates[1]!;
    const end = dates[dates.length - 2]!;
    const cut = (await ok(path, { Suspect: [A.id, B.id], start, end, ...extra })).results as Rec[];
    expect(ids(cut)).toEqual(ids(all.filter((_, i) => dates[i]! >= start && dates[i]! <= end)));
    expect(ids(cut)).toContain(all[dates.length - 2]!.Transaction_ID);
  });
});

describe('GET /api/analysis/topups', () => {
  it("the subject's number in others' records, its top-ups, seized phones' contacts and most-wanted contacts", async () => {
    const { FX_CALLS, FX_TOPUPS, FX_MOST_WANTED } = await import('../testing/analysisFixture.js');
    const body = await ok('/analysis/topups', { Suspect: A.id, end: '2024-01-05T10:00:00.000Z' });
    const mine = FX_CALLS.filter((c) => (c.originating_number === A.phone || c.terminating_number === A.phone) && c.cdr_ts <= '2024-01-05T10:00:00.000Z');
    expect((body.Records as Rec[]).map((r) => r.Record_ID)).toEqual([...mine].reverse().map((c) => c.record_id));
    expect(body.Topups).toEqual([
      { Phone_Number: FX_TOPUPS[0]!.to_number, originating_number: A.phone, terminating_number: FX_TOPUPS[0]!.to_number, Amount: '1000.00', Date: FX_TOPUPS[0]!.ts },
    ]);
    expect(body.Forensics).toEqual([{ Subject: 'CR-0001', Suspect_Name: 'John Okafor', Contact_Names: 'Adamu B', MobileNo: A.phone, Source: 'Cellebrite' }]);
    expect(body.MostWanted).toEqual([{ Suspect_Name: 'Ibrahim Sani', MobileNo: FX_MOST_WANTED[0]!.phones[0], Offence: 'Kidnapping', Agency: null, Source: 'Police' }]);
  });

  it("leaves out the records of the subject's own imports", async () => {
    const importId = '00000000-0000-4000-b000-000000000001';
    await w.db.query(
      `INSERT INTO imports (id, kind, status, subject_id, created_by, domain, created) VALUES ($1, 'cdr', 'done', $2, $2, 'fiu', now())`,
      [importId, C.id],
    );
    await w.db.query(`UPDATE call_records SET import_id = $1 WHERE originating_number = $2`, [importId, C.phone]);
    const body = await ok('/analysis/topups', { Suspect: C.id });
    const others = (body.Records as Rec[]).map((r) => r.originating_number);
    expect(others).not.toContain(C.phone);
    expect(others.length).toBeGreaterThan(0);
    const asA = await ok('/analysis/topups', { Suspect: A.id });
    expect((asA.Records as Rec[]).filter((r) => r.originating_number === C.phone).every((r) => r.Subject === 'Musa Danjuma')).toBe(true);
    await w.db.query(`UPDATE call_records SET import_id = NULL WHERE import_id = $1`, [importId]);
  });
});
