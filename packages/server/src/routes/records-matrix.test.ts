/**
 * SECURITY.md promise 5: the object-level test matrix of issue 3. Every endpoint of subjects and companies is
 * called about one record of the eca organisation by each kind of caller, and the answer must be exactly the
 * one docs/scoping.md promises.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../core.js';
import { makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';
import { addUser, companyBody, create, dataUrl, deactivate, get, JPEG, PNG, post, put, subjectBody, type Rec } from '../testing/records.js';

type Who = 'anonymous' | 'same' | 'other' | 'central' | 'deactivated' | 'viewAll' | 'missionentry' | 'editAll';
const WHO: Who[] = ['anonymous', 'same', 'other', 'central', 'deactivated', 'viewAll', 'missionentry', 'editAll'];

let db: TestDb;
let t: TestApp;
const users = {} as Record<Who, Signed | null>;
let S: Rec, K: Rec;
/** eca's photo: the name the server gave it. */
let PHOTO = '';

beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  // Partner users of the ssa organisation with the "view all" permissions, read-only and with can.edit.subjects.
  await addUser(db, { username: 'viewall', domain: 'ssa', role: 'data_entry', permissions: [PERMISSIONS.viewAllSubjects, PERMISSIONS.viewAllCompanies] });
  await addUser(db, { username: 'editall', domain: 'ssa', role: 'data_entry', permissions: [PERMISSIONS.viewAllSubjects, PERMISSIONS.viewAllCompanies, PERMISSIONS.editSubjects] });
  await addUser(db, { username: 'gone', domain: 'eca', role: 'data_entry' });
  users.anonymous = null;
  users.same = await signIn(t, 'entry', 'eca');
  users.other = await signIn(t, 'cbnadmin', 'cbn');
  users.central = await signIn(t, 'analyst', 'fiu');
  users.deactivated = await signIn(t, 'gone', 'eca');
  users.viewAll = await signIn(t, 'viewall', 'ssa');
  users.missionentry = await signIn(t, 'missionentry', 'mission');
  users.editAll = await signIn(t, 'editall', 'ssa');
  const up = await put(t, users.same, '/api/upload/matrix-eca-photo.png', { image: dataUrl(PNG) });
  expect(up.status).toBe(200);
  PHOTO = ((await up.json()) as { filename: string }).filename;
  S = await create(t, users.same!, 'suspects', subjectBody({ photograph: PHOTO }));
  K = await create(t, users.same!, 'companies', companyBody());
  // Deactivated after signing in: the live session must stop working at once.
  await deactivate(db, 'gone', 'eca');
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

/** 'in'/'out': a list that must / must not contain the record; a number: the status. */
type Expect = number | 'in' | 'out';
interface Row {
  call: string;
  run: (who: Signed | null) => Promise<Response>;
  /** For lists: the record id to look for. */
  find?: () => string;
  expect: Record<Who, Expect>;
}

const A = 401;
const rows: Row[] = [
  {
    call: 'GET /api/suspects',
    run: (w) => get(t, w, '/api/suspects?limit=100'),
    find: () => S.id,
    expect: { anonymous: A, same: 'in', other: 'out', central: 'in', deactivated: A, viewAll: 'in', missionentry: 'in', editAll: 'in' },
  },
  {
    call: 'GET /api/suspects?search=<its suspectid>',
    run: (w) => get(t, w, `/api/suspects?search=${S.suspectid}`),
    find: () => S.id,
    expect: { anonymous: A, same: 'in', other: 'out', central: 'in', deactivated: A, viewAll: 'in', missionentry: 'in', editAll: 'in' },
  },
  {
    call: 'GET /api/suspects/{id}',
    run: (w) => get(t, w, `/api/suspects/${S.id}`),
    expect: { anonymous: A, same: 200, other: 404, central: 200, deactivated: A, viewAll: 200, missionentry: 200, editAll: 200 },
  },
  {
    call: 'GET /api/suspects/{suspectid}',
    run: (w) => get(t, w, `/api/suspects/${S.suspectid}`),
    expect: { anonymous: A, same: 200, other: 404, central: 200, deactivated: A, viewAll: 200, missionentry: 200, editAll: 200 },
  },
  {
    call: 'PUT /api/suspects/{id}',
    run: (w) => put(t, w, `/api/suspects/${S.id}`, { ...S, remark: `saved by ${w?.domain}` }),
    expect: { anonymous: A, same: 200, other: 404, central: 200, deactivated: A, viewAll: 403, missionentry: 403, editAll: 200 },
  },
  {
    call: 'POST /api/suspects',
    run: (w) => post(t, w, '/api/suspects', subjectBody()),
    expect: { anonymous: A, same: 201, other: 201, central: 201, deactivated: A, viewAll: 201, missionentry: 201, editAll: 201 },
  },
  {
    call: 'GET /media/{photograph}',
    run: (w) => get(t, w, `/media/${PHOTO}`),
    expect: { anonymous: A, same: 200, other: 404, central: 200, deactivated: A, viewAll: 200, missionentry: 200, editAll: 200 },
  },
  {
    call: 'PUT /api/upload/{photograph} (a name eca holds: never replaced, eca included)',
    run: (w) => put(t, w, `/api/upload/${PHOTO}`, { image: dataUrl(PNG) }),
    expect: { anonymous: A, same: 409, other: 409, central: 409, deactivated: A, viewAll: 409, missionentry: 409, editAll: 409 },
  },
  {
    call: 'POST /api/userstate',
    run: (w) => post(t, w, '/api/userstate', { suspectid: S.suspectid }),
    expect: { anonymous: A, same: 200, other: 404, central: 200, deactivated: A, viewAll: 200, missionentry: 200, editAll: 200 },
  },
  {
    call: 'GET /api/userstate',
    run: (w) => get(t, w, `/api/userstate?suspectid=${S.suspectid}`),
    expect: { anonymous: A, same: 200, other: 404, central: 200, deactivated: A, viewAll: 200, missionentry: 200, editAll: 200 },
  },
  {
    call: 'POST /api/audit (suspect)',
    run: (w) => post(t, w, '/api/audit', { resource: S.id, action: 'view', resourceType: 'suspect' }),
    expect: { anonymous: A, same: 201, other: 404, central: 201, deactivated: A, viewAll: 201, missionentry: 201, editAll: 201 },
  },
  {
    call: 'GET /api/approveall',
    run: (w) => get(t, w, '/api/approveall'),
    // Only admin (or the central unit) at an organisation with approval enabled; entry is data entry.
    expect: { anonymous: A, same: 403, other: 403, central: 403, deactivated: A, viewAll: 403, missionentry: 403, editAll: 403 },
  },
  {
    call: 'GET /api/companies',
    run: (w) => get(t, w, '/api/companies?limit=100'),
    find: () => K.id,
    expect: { anonymous: A, same: 'in', other: 'out', central: 'in', deactivated: A, viewAll: 'in', missionentry: 'out', editAll: 'in' },
  },
  {
    call: 'GET /api/companies?search=<its name>',
    run: (w) => get(t, w, `/api/companies?search=${encodeURIComponent(String(K.name))}`),
    find: () => K.id,
    expect: { anonymous: A, same: 'in', other: 'out', central: 'in', deactivated: A, viewAll: 'in', missionentry: 'out', editAll: 'in' },
  },
  {
    call: 'GET /api/companies/{id}',
    run: (w) => get(t, w, `/api/companies/${K.id}`),
    expect: { anonymous: A, same: 200, other: 404, central: 200, deactivated: A, viewAll: 200, missionentry: 404, editAll: 200 },
  },
  {
    call: 'PUT /api/companies/{id}',
    run: (w) => put(t, w, `/api/companies/${K.id}`, { ...K, remark: `saved by ${w?.domain}` }),
    expect: { anonymous: A, same: 200, other: 404, central: 200, deactivated: A, viewAll: 403, missionentry: 404, editAll: 200 },
  },
  {
    call: 'POST /api/companies',
    run: (w) => post(t, w, '/api/companies', companyBody()),
    expect: { anonymous: A, same: 201, other: 201, central: 201, deactivated: A, viewAll: 201, missionentry: 201, editAll: 201 },
  },
  {
    call: 'POST /api/audit (company)',
    run: (w) => post(t, w, '/api/audit', { resource: K.id, action: 'view', resourceType: 'company' }),
    expect: { anonymous: A, same: 201, other: 404, central: 201, deactivated: A, viewAll: 201, missionentry: 404, editAll: 201 },
  },
  {
    call: 'GET /api/companies/approveall',
    run: (w) => get(t, w, '/api/companies/approveall'),
    expect: { anonymous: A, same: 403, other: 403, central: 403, deactivated: A, viewAll: 403, missionentry: 403, editAll: 403 },
  },
];

describe('object-level matrix (SECURITY promise 5)', () => {
  for (const row of rows) {
    it(row.call, async () => {
      const got: Record<string, Expect> = {};
      for (const who of WHO) {
        const res = await row.run(users[who]);
        if (row.find && res.status === 200) {
          const body = (await res.json()) as { results: { id: string }[]; count: number };
          got[who] = body.results.some((r) => r.id === row.find!()) ? 'in' : 'out';
        } else {
          got[who] = res.status;
          const text = await res.text();
          if (res.status >= 400) expect(JSON.parse(text), `${row.call} as ${who}`).toEqual(expect.objectContaining({ error: expect.any(String) }));
        }
      }
      expect(got).toEqual(row.expect);
    });
  }

  it('a 404 for another organisation\'s record is the very answer for a record that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [path, kind] of [[`/api/suspects/${S.id}`, 'suspects'], [`/api/companies/${K.id}`, 'companies']] as const) {
      const theirs = await get(t, users.other, path);
      const none = await get(t, users.other, `/api/${kind}/${missing}`);
      expect(theirs.status).toBe(404);
      expect(await theirs.json()).toEqual(await none.json());
    }
  });

  it('a read-only change answers 403 {error: "You may not change this record"} and changes nothing', async () => {
    const before = await (await get(t, users.same, `/api/suspects/${S.id}`)).json();
    const res = await put(t, users.viewAll, `/api/suspects/${S.id}`, { ...S, surname: 'Tampered' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'You may not change this record' });
    expect(await (await get(t, users.same, `/api/suspects/${S.id}`)).json()).toEqual(before);
  });

  it('approve-all never reaches another organisation: the eca record stays pending whoever calls it elsewhere', async () => {
    const pending = await create(t, users.same!, 'suspects', subjectBody());
    expect(pending.status).toBe('pending');
    await db.query("UPDATE organisations SET approval_status_enabled = true WHERE domain IN ('cbn', 'ssa', 'fiu')");
    try {
      for (const who of ['other', 'central'] as const) expect((await get(t, users[who], '/api/approveall')).status, who).toBe(200);
      expect((await (await get(t, users.same, `/api/suspects/${pending.id}`)).json()).status).toBe('pending');
      const admin = await signIn(t, 'admin', 'eca');
      expect(await (await get(t, admin, '/api/approveall')).json()).toEqual({ approved: expect.any(Number) });
      expect((await (await get(t, users.same, `/api/suspects/${pending.id}`)).json()).status).toBe('approved');
    } finally {
      await db.query("UPDATE organisations SET approval_status_enabled = false WHERE domain IN ('cbn', 'ssa', 'fiu')");
    }
  });

  it('what the other organisation cannot read it cannot reach by suspectid either (userstate, audit)', async () => {
    for (const res of [
      await post(t, users.other, '/api/userstate', { suspectid: S.id }),
      await get(t, users.other, `/api/userstate?suspectid=${S.id}`),
      await post(t, users.other, '/api/audit', { resource: String(S.suspectid), action: 'view', resourceType: 'suspect' }),
    ]) {
      expect(res.status).toBe(404);
    }
  });

  it('refusals and sensitive reads are in the audit log with who, what and the organisation', async () => {
    const rowsLog = await db.query<{ action: string; outcome: string; actor: string; domain: string; target: string }>(
      "SELECT action, outcome, actor, domain, target FROM audit_log WHERE action IN ('authz.refused', 'subject.view', 'company.view', 'subject.update') ORDER BY id",
    );
    expect(rowsLog.rows).toContainEqual(expect.objectContaining({ action: 'authz.refused', outcome: 'refused', actor: 'cbnadmin@cbn', domain: 'cbn' }));
    expect(rowsLog.rows).toContainEqual({ action: 'subject.view', outcome: 'ok', actor: 'entry@eca', domain: 'eca', target: S.id });
    expect(rowsLog.rows).toContainEqual({ action: 'company.view', outcome: 'ok', actor: 'analyst@fiu', domain: 'fiu', target: K.id });
    expect(rowsLog.rows).toContainEqual({ action: 'subject.update', outcome: 'ok', actor: 'editall@ssa', domain: 'ssa', target: S.id });
    expect(rowsLog.rows).toContainEqual(expect.objectContaining({ action: 'authz.refused', actor: 'viewall@ssa', target: S.id }));
  });

  it('the userstate of one user is not another\'s; a new save replaces the old one', async () => {
    const empty = { suspectid: String(S.suspectid), selected_accounts: [], selected_vehicles: [], selected_tax_details: [], selected_companies: [] };
    const mine = { ...empty, selected_vehicles: [{ number_plate: 'LND-123AB', make: 'Toyota' }] };
    expect(await (await post(t, users.same, '/api/userstate', { ...mine, suspectid: S.id })).json()).toEqual(mine);
    expect(await (await get(t, users.same, `/api/userstate?suspectid=${S.suspectid}`)).json()).toEqual(mine);
    expect(await (await get(t, users.central, `/api/userstate?suspectid=${S.suspectid}`)).json()).toEqual(empty);
    expect(await (await post(t, users.same, '/api/userstate', empty)).json()).toEqual(empty);
    expect(await (await get(t, users.same, `/api/userstate?suspectid=${S.id}`)).json()).toEqual(empty);
    expect((await db.query('SELECT 1 FROM user_state WHERE subject_id = $1', [S.id])).rowCount).toBe(5); // one per user who saved
  });

  it('a stored photo is not replaced, even by its owner: it keeps its bytes and type', async () => {
    expect((await put(t, users.same, `/api/upload/${PHOTO}`, { image: dataUrl(JPEG, 'image/jpeg') })).status).toBe(409);
    const res = await get(t, users.central, `/media/${PHOTO}`);
    expect(res.headers.get('content-type')).toBe('image/png');
  });
});
