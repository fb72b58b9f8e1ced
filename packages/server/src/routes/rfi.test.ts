import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableUuid } from '../db/seed.js';
import { makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';
import { addUser, get, post, put } from '../testing/records.js';
import { MAY_NOT_CHANGE_RFI, MAY_NOT_VIEW_RFI, RFI_NOT_FOUND, SUBMISSION_DISABLED } from './rfi.js';

let db: TestDb;
let t: TestApp;
let analyst: Signed, viewer: Signed, admin: Signed, ceo: Signed, entry: Signed, cbnadmin: Signed, ssaadmin: Signed;
// The demo seed's requests: two of eca, one of ssa (db/seed-cases.ts).
const eca0 = stableUuid('fiu-demo-rfi:0');
const ssa2 = stableUuid('fiu-demo-rfi:2');

beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  await addUser(db, { username: 'ssaadmin', domain: 'ssa', role: 'admin' });
  [analyst, viewer, admin, ceo, entry, cbnadmin, ssaadmin] = await Promise.all([
    signIn(t, 'analyst', 'fiu'),
    signIn(t, 'viewer', 'fiu'),
    signIn(t, 'admin', 'eca'),
    signIn(t, 'ceo', 'eca'),
    signIn(t, 'entry', 'eca'),
    signIn(t, 'cbnadmin', 'cbn'),
    signIn(t, 'ssaadmin', 'ssa'),
  ]);
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

type Page = { results: { id: string; reference_number: string; domain: string; domain_name: string }[]; count: number };
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const refs = async (who: Signed, query = '') => (await json<Page>(await get(t, who, `/api/rfi${query}`))).results.map((r) => r.reference_number);

describe('GET /api/rfi', () => {
  it('gives the central unit with can.view.all.rfis every organisation, admin-like users their own', async () => {
    expect(await refs(analyst)).toEqual(['ECA/RFI/2025/014', 'ECA/RFI/2025/021', 'SSA/RFI/2025/003']);
    expect(await refs(admin)).toEqual(['ECA/RFI/2025/014', 'ECA/RFI/2025/021']);
    expect(await refs(ceo)).toEqual(['ECA/RFI/2025/014', 'ECA/RFI/2025/021']);
    expect(await refs(ssaadmin)).toEqual(['SSA/RFI/2025/003']);
    const page = await json<Page>(await get(t, admin, '/api/rfi?search=balogun&limit=1'));
    expect(page).toMatchObject({ count: 1, results: [{ reference_number: 'ECA/RFI/2025/021', domain_name: 'Economic Crimes Agency' }] });
    expect((await json<Page>(await get(t, analyst, '/api/rfi?limit=1&offset=1'))).results).toHaveLength(1);
  });

  it('refuses the central unit without the permission, data entry, and organisations without request access', async () => {
    for (const who of [viewer, entry, cbnadmin]) expect(await json(await get(t, who, '/api/rfi'))).toEqual({ error: MAY_NOT_VIEW_RFI });
    expect((await get(t, null, '/api/rfi')).status).toBe(401);
  });

  it('answers bad paging and search with a 400', async () => {
    expect((await get(t, admin, '/api/rfi?limit=1e3')).status).toBe(400);
    expect((await get(t, admin, '/api/rfi?offset=-1')).status).toBe(400);
    expect((await get(t, admin, `/api/rfi?search=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await get(t, admin, '/api/rfi?search=%25%27%20OR%201%3D1')).status).toBe(200);
  });
});

describe('POST and PUT /api/rfi', () => {
  it('refuses new submissions with a clear 403', async () => {
    expect(await json(await post(t, analyst, '/api/rfi', { reference_number: 'X' }))).toEqual({ error: SUBMISSION_DISABLED });
    expect((await post(t, admin, '/api/rfi', {})).status).toBe(403);
  });

  it('lets the organisation change its own request; another organisation’s is a 404', async () => {
    const [row] = (await json<Page & { results: Record<string, unknown>[] }>(await get(t, admin, '/api/rfi?search=014'))).results;
    const { id: _i, created: _c, modified: _m, domain_name: _dn, created_by_name: _cn, ...body } = row as Record<string, unknown>;
    const res = await put(t, entry, `/api/rfi/${eca0}`, { ...body, information_needed: 'Statements 2024-2025', domain: 'ssa' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await json(res)).toMatchObject({ id: eca0, domain: 'eca', information_needed: 'Statements 2024-2025' });
    expect(await json(await put(t, admin, `/api/rfi/${ssa2}`, body))).toEqual({ error: RFI_NOT_FOUND });
    expect((await put(t, analyst, `/api/rfi/${ssa2}`, { ...body, reference_number: 'SSA/RFI/2025/003' })).status).toBe(200);
    expect(await json(await put(t, viewer, `/api/rfi/${eca0}`, body))).toEqual({ error: MAY_NOT_CHANGE_RFI });
    expect((await put(t, admin, `/api/rfi/${eca0}`, { ...body, requestor_official_email: 'nope' })).status).toBe(400);
    expect((await put(t, admin, `/api/rfi/${eca0}`, { ...body, smuggled: true })).status).toBe(400);
    expect((await put(t, admin, '/api/rfi/1%27--', body)).status).toBe(404);
  });
});

describe('feedback on a request (POST /api/feedback with rfi)', () => {
  it('saves feedback on a readable request and refuses an unknown or foreign one', async () => {
    const res = await post(t, admin, '/api/feedback', { rfi: eca0, subject_name: 'Adewale Ogunbiyi', other_comments: 'Useful' });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ rfi: eca0, domain: 'eca', other_comments: 'Useful' });
    expect((await db.query('SELECT rfi FROM feedback WHERE rfi = $1', [eca0])).rows).toHaveLength(1);
    expect(await json(await post(t, admin, '/api/feedback', { rfi: ssa2, other_comments: 'x' }))).toMatchObject({ errors: { rfi: ['Unknown request'] } });
    expect((await post(t, admin, '/api/feedback', { rfi: '00000000-0000-4000-8000-000000000000' })).status).toBe(400);
    expect((await post(t, admin, '/api/feedback', { rfi: "1' OR 1=1" })).status).toBe(400);
  });

  it('keeps the foreign key: a request with feedback cannot vanish', async () => {
    await expect(db.query('DELETE FROM rfi WHERE id = $1', [eca0])).rejects.toThrow(/foreign key/);
  });
});
