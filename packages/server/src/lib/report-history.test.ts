import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportHistoryEntrySchema, validate, type ReportHistoryEntry } from '../core.js';
import { makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';
import { makePdf } from '../testing/pdfs.js';
import { dataUrl, get, post, put } from '../testing/records.js';

let db: TestDb;
let t: TestApp;
let analyst: Signed, viewer: Signed, ecaAdmin: Signed, ecaCeo: Signed, cbn: Signed;
beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  [analyst, viewer, ecaAdmin, ecaCeo, cbn] = await Promise.all([
    signIn(t, 'analyst', 'fiu'),
    signIn(t, 'viewer', 'fiu'),
    signIn(t, 'admin', 'eca'),
    signIn(t, 'ceo', 'eca'),
    signIn(t, 'cbnadmin', 'cbn'),
  ]);
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

type Page = { results: ReportHistoryEntry[]; count: number };
const history = async (who: Signed, id: string, query = ''): Promise<Page> => {
  const res = await get(t, who, `/api/intelligence/${id}/history${query}`);
  expect(res.status).toBe(200);
  const page = (await res.json()) as Page;
  // Exactly the shape core describes: no ip, request id or detail of the audit row leaks.
  for (const e of page.results) expect(validate(reportHistoryEntrySchema, e).ok, JSON.stringify(e)).toBe(true);
  return page;
};
const audit = async (id: string) =>
  (await db.query<{ action: string; actor: string; domain: string; detail: Record<string, unknown> }>('SELECT action, actor, domain, detail FROM audit_log WHERE target = $1 ORDER BY id', [id])).rows;
const step = () => t.clock.advance(60_000);

/** Created, disseminated to eca, opened by eca's admin, downloaded, answered (interim), answer updated; opened by the unit. */
async function storyOfAReport(): Promise<string> {
  const created = await post(t, analyst, '/api/intelligence', {
    domain: 'eca',
    report_title: 'Funds through POS agents',
    internal_reference: `FIU/IR/H/${Date.now()}`,
    attachments: [{ attachment: dataUrl(Buffer.from(await makePdf([{}])), 'application/pdf') }],
  });
  const report = (await created.json()) as Record<string, unknown> & { id: string };
  step();
  expect((await put(t, analyst, `/api/intelligence/${report.id}`, { ...report, disseminated: true })).status).toBe(200);
  step();
  expect((await get(t, ecaAdmin, `/api/intelligence/${report.id}`)).status).toBe(200);
  step();
  expect((await get(t, ecaAdmin, `/api/intelligence/download/${report.id}`)).status).toBe(200);
  step();
  const sent = await post(t, ecaAdmin, '/api/rifeedback', { report: report.id, assessment_intelligence: 4, last_feedback: 'no', predicate_offence: 'Tax Evasion', enrich_intelligence: 'More' });
  expect(sent.status, await sent.clone().text()).toBe(201);
  step();
  const fb = (await sent.json()) as Record<string, unknown> & { id: string };
  expect((await put(t, ecaCeo, `/api/rifeedback/${fb.id}`, { ...fb, enrich_intelligence: 'More accounts' })).status).toBe(200);
  step();
  expect((await get(t, analyst, `/api/intelligence/${report.id}`)).status).toBe(200);
  return report.id;
}

describe('the audit of a report', () => {
  it('logs each view, download and feedback with the report as target', async () => {
    const id = await storyOfAReport();
    const rows = await audit(id);
    expect(rows.map((r) => [r.action, r.actor])).toEqual([
      ['report.create', 'analyst@fiu'],
      ['report.disseminate', 'analyst@fiu'],
      ['report.view', 'admin@eca'],
      ['report.download', 'admin@eca'],
      ['report.feedback', 'admin@eca'],
      ['report.feedback', 'ceo@eca'],
      ['report.view', 'analyst@fiu'],
    ]);
    expect(rows[4]!.detail).toMatchObject({ kind: 'reactive-interim', change: 'create' });
    expect(rows[5]!.detail).toMatchObject({ kind: 'reactive-interim', change: 'update' });
    expect(rows.map((r) => r.domain)).toEqual(['fiu', 'fiu', 'eca', 'eca', 'eca', 'eca', 'fiu']);
  });
});

describe('GET /api/intelligence/{id}/history', () => {
  it('shows the unit every entry, newest first, with who, what, when and the organisation', async () => {
    const id = await storyOfAReport();
    const page = await history(analyst, id);
    expect(page.count).toBe(7);
    expect(page.results.map((e) => e.action)).toEqual(['report.view', 'report.feedback', 'report.feedback', 'report.download', 'report.view', 'report.disseminate', 'report.create']);
    const times = page.results.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(page.results[3]).toMatchObject({ actor: 'admin@eca', domain: 'eca', domain_name: 'Economic Crimes Agency', feedback_kind: null, change: null });
    expect(page.results[3]!.actor_name).toBeTruthy();
    expect(page.results[1]).toMatchObject({ actor: 'ceo@eca', feedback_kind: 'reactive-interim', change: 'update' });
  });

  it("shows a recipient its own organisation's entries only", async () => {
    const id = await storyOfAReport();
    const page = await history(ecaAdmin, id);
    expect(page.count).toBe(4);
    expect(page.results.map((e) => [e.action, e.domain])).toEqual([
      ['report.feedback', 'eca'],
      ['report.feedback', 'eca'],
      ['report.download', 'eca'],
      ['report.view', 'eca'],
    ]);
  });

  it('pages with limit and offset', async () => {
    const id = await storyOfAReport();
    const first = await history(analyst, id, '?limit=2');
    const second = await history(analyst, id, '?limit=2&offset=2');
    expect([first.count, first.results.length, second.results.length]).toEqual([7, 2, 2]);
    expect(second.results[0]!.id).not.toBe(first.results[1]!.id);
    expect((await get(t, analyst, `/api/intelligence/${id}/history?limit=-1`)).status).toBe(400);
  });

  it('is a 404 for another organisation, an undisseminated report or a bad id; 403 without the right to view reports', async () => {
    const id = await storyOfAReport();
    expect((await get(t, cbn, `/api/intelligence/${id}/history`)).status).toBe(404);
    expect((await get(t, viewer, `/api/intelligence/${id}/history`)).status).toBe(403);
    expect((await get(t, null, `/api/intelligence/${id}/history`)).status).toBe(401);
    const draft = (await (await post(t, analyst, '/api/intelligence', {
      domain: 'eca',
      report_title: 'Not yet sent',
      internal_reference: 'FIU/IR/H/DRAFT',
      attachments: [{ attachment: dataUrl(Buffer.from(await makePdf([{}])), 'application/pdf') }],
    })).json()) as { id: string };
    expect((await get(t, ecaAdmin, `/api/intelligence/${draft.id}/history`)).status).toBe(404);
    for (const bad of ['x', '00000000-0000-4000-8000-000000000000', "1'%20OR%201=1"]) {
      expect((await get(t, analyst, `/api/intelligence/${bad}/history`)).status, bad).toBe(404);
    }
  });
});
