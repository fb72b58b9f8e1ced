/**
 * The list filters the dashboard's links open (issue 12 item 4): each list answers exactly what the dashboard
 * counted, under the list call's own parameter names.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserId } from '../db/seed.js';
import { insertRfi } from '../lib/rfi.js';
import { makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';
import { addUser, companyBody, create, get, post, put, subjectBody } from '../testing/records.js';
import { insertReport } from '../testing/reports.js';

let db: TestDb;
let t: TestApp;
let analyst: Signed, viewer: Signed, admin: Signed;
let handlerId: string;
type Page = { results: Record<string, unknown>[]; count: number };
const page = async (who: Signed, path: string): Promise<Page> => {
  const res = await get(t, who, path);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Page;
};
const refused = async (who: Signed, path: string, field: string) => {
  const res = await get(t, who, path);
  expect(res.status, path).toBe(400);
  expect(((await res.json()) as { errors: Record<string, unknown> }).errors).toHaveProperty(field);
};

beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  // A handler of no demo case.
  handlerId = await addUser(db, { username: 'handler', domain: 'fiu', role: 'fiu' });
  [analyst, viewer, admin] = await Promise.all([signIn(t, 'analyst', 'fiu'), signIn(t, 'handler', 'fiu'), signIn(t, 'admin', 'eca')]);
  for (const [who, crime] of [[admin, 'Kidnapping'], [admin, 'Kidnapping'], [admin, 'Piracy'], [analyst, 'Kidnapping']] as const) {
    await create(t, who, 'suspects', subjectBody({ currentcrimetype: crime }));
  }
  await create(t, admin, 'companies', companyBody({ currentcrimetype: 'Smuggling' }));
  await create(t, admin, 'companies', companyBody({ currentcrimetype: 'Due Diligence' }));
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

describe('subjects and companies: ?currentcrimetype', () => {
  it('lists only the subjects of that offence, with the other filters, and counts them', async () => {
    const all = await page(analyst, '/api/suspects?currentcrimetype=Kidnapping');
    expect(all.count).toBe(3);
    expect(all.results.every((s) => s.currentcrimetype === 'Kidnapping')).toBe(true);
    const eca = await page(analyst, '/api/suspects?currentcrimetype=Kidnapping&domain=eca');
    expect(eca.count).toBe(2);
    expect(eca.results.map((s) => s.domain)).toEqual(['eca', 'eca']);
    // eca has approval enabled: its subjects are pending.
    expect((await page(analyst, '/api/suspects?currentcrimetype=Kidnapping&status=pending')).count).toBe(2);
    // A partner reads its own organisation only, filter or not.
    expect((await page(admin, '/api/suspects?currentcrimetype=Kidnapping')).count).toBe(2);
  });

  it('follows a subject whose offence changes', async () => {
    const s = await create(t, analyst, 'suspects', subjectBody({ currentcrimetype: 'Extortion' }));
    expect((await page(analyst, '/api/suspects?currentcrimetype=Extortion')).count).toBe(1);
    const res = await put(t, analyst, `/api/suspects/${s.id}`, { ...s, currentcrimetype: 'Forgery' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await page(analyst, '/api/suspects?currentcrimetype=Extortion')).count).toBe(0);
    expect((await page(analyst, '/api/suspects?currentcrimetype=Forgery')).count).toBe(1);
  });

  it('uses each kind’s own crime list; anything else is a 400 naming the parameter', async () => {
    expect((await page(analyst, '/api/companies?currentcrimetype=Smuggling')).count).toBe(1);
    expect((await page(analyst, '/api/companies?currentcrimetype=Due%20Diligence')).count).toBe(1);
    await refused(analyst, '/api/companies?currentcrimetype=Banditry', 'currentcrimetype');
    await refused(analyst, '/api/suspects?currentcrimetype=Nonsense', 'currentcrimetype');
    await refused(analyst, "/api/suspects?currentcrimetype=%27%20OR%201%3D1", 'currentcrimetype');
  });
});

describe('requests and reports: ?domain', () => {
  it('lists the requests of one organisation', async () => {
    await insertRfi(db, { id: randomUUID(), domain: 'ssa', created_by: null, now: new Date(), data: { reference_number: 'SSA/1', subject_name: 'A' } });
    const all = await page(analyst, '/api/rfi');
    const ssa = await page(analyst, '/api/rfi?domain=ssa');
    expect(ssa.count).toBe((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM rfi WHERE domain = 'ssa'")).rows[0]!.n);
    expect(ssa.count).toBeGreaterThan(0);
    expect(ssa.results.every((r) => r.domain === 'ssa')).toBe(true);
    expect(ssa.count).toBeLessThan(all.count);
    // A partner filtering on another organisation still reads its own only: nothing.
    expect((await page(admin, '/api/rfi?domain=ssa')).count).toBe(0);
    await refused(analyst, '/api/rfi?domain=..%2Fx', 'domain');
  });

  it('lists the reports for one recipient organisation', async () => {
    await insertReport(db, { domain: 'ssa' });
    await insertReport(db, { domain: 'eca' });
    const ssa = await page(analyst, '/api/intelligence?domain=ssa');
    expect(ssa.count).toBeGreaterThan(0);
    expect(ssa.results.every((r) => r.domain === 'ssa')).toBe(true);
    expect((await page(analyst, '/api/intelligence')).count).toBeGreaterThan(ssa.count);
    await refused(analyst, '/api/intelligence?domain=%20', 'domain');
  });
});

describe('cases: ?assigned=me&status', () => {
  it('lists the cases assigned to the signed-in user with that handler status', async () => {
    const s = await create(t, analyst, 'suspects', subjectBody());
    const viewerId = handlerId;
    const analystId = demoUserId('analyst', 'fiu');
    const made = async (label: string, assignments: { handler: string; status: string }[]) => {
      const res = await post(t, analyst, '/api/cases', { label, suspects: [{ suspect: s.id }], assignments });
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const open = await made('Viewer open', [{ handler: viewerId, status: 'open' }]);
    const archived = await made('Viewer archived', [{ handler: viewerId, status: 'archived' }, { handler: analystId, status: 'open' }]);
    const mine = await page(viewer, '/api/cases?assigned=me');
    expect(mine.results.map((c) => c.id).sort()).toEqual([open, archived].sort());
    const mineOpen = await page(viewer, '/api/cases?assigned=me&status=open');
    expect(mineOpen.results.map((c) => c.id)).toEqual([open]);
    expect(mineOpen.count).toBe(1);
    // The analyst's open assignment on the second case is the analyst's, not the viewer's.
    expect((await page(analyst, '/api/cases?assigned=me&status=open')).results.map((c) => c.id)).toContain(archived);
    await refused(viewer, '/api/cases?assigned=you', 'assigned');
    await refused(viewer, '/api/cases?status=closed', 'status');
  });
});
