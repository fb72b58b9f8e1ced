import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import naughty from 'big-list-of-naughty-strings';
import { demoUserId } from '../db/seed.js';
import { allKeys, jsonPost, keyFrom, lastMail, makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';
import { GROUPS_MSG } from './groups.js';
import { RESET_REFUSED } from './users-reset.js';
import { USERS_MSG, USER_NOT_FOUND } from './users.js';

// Users, groups and messages (core-records §2.9-§2.11, §4.5, §6.4, §7): every call as anonymous, the central
// unit, a partner organisation (with and without the permissions) and another organisation.

let db: TestDb;
let t: TestApp;
let analyst: Signed, viewer: Signed, ecaAdmin: Signed, ceo: Signed, cbnAdmin: Signed;
const id = demoUserId;
const SECRETS = ['password_hash', 'token', 'token_hash', 'key_hash', 'password'];

beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  [analyst, viewer, ecaAdmin, ceo, cbnAdmin] = [
    await signIn(t, 'analyst', 'fiu'),
    await signIn(t, 'viewer', 'fiu'),
    await signIn(t, 'admin', 'eca'),
    await signIn(t, 'ceo', 'eca'),
    await signIn(t, 'cbnadmin', 'cbn'),
  ];
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

const call = (method: string, path: string, who: Signed | null, body?: unknown) =>
  t.app.request(`/api${path}`, {
    method,
    headers: { ...(who?.headers ?? {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
const json = async (res: Response) => (await res.json()) as Record<string, unknown>;
const uniq = () => Math.random().toString(36).slice(2, 8);
const newUser = (over: Record<string, unknown> = {}) => {
  const name = `user${uniq()}`;
  return { username: name, name: `New ${name}`, email: `${name}@eca.example`, role: 'data_entry', domain: 'eca', phones: ['08031234567'], scope: 'fiu-web', ...over };
};
/** The central unit grants a demo user permissions (the demo partners hold none). */
const grant = async (userId: string, permissions: string[]) => {
  const res = await call('PATCH', `/users/${userId}`, analyst, { permissions });
  expect(res.status, await res.clone().text()).toBe(200);
};

describe('POST /api/users (central unit only)', () => {
  it('the central unit adds a user of any organisation: 201, no secrets, a welcome key in the outbox, a message', async () => {
    const body = newUser({ permissions: ['can.view.all.subjects'] });
    const res = await call('POST', '/users', analyst, body);
    expect(res.status).toBe(201);
    const user = await json(res);
    expect(user).toMatchObject({ username: body.username, domain: 'eca', role: 'data_entry', active: true, phones: ['08031234567'], permissions: ['can.view.all.subjects'] });
    for (const k of SECRETS) expect(allKeys(user).has(k)).toBe(false);
    const mail = await lastMail(db, body.email);
    expect(mail?.subject).toBe('Your new account: set your password');
    // The key sets a password; the user then signs in.
    const key = keyFrom(mail!.text, 'Reset key');
    expect((await t.app.request(`/api/password/validate/${key}`, jsonPost({ password: 'Fresh#2026x' }))).status).toBe(200);
    const start = await t.app.request('/api/login/2factor', jsonPost({ username: body.username, domain: 'eca', password: 'Fresh#2026x', scope: 'fiu-web' }));
    expect(start.status).toBe(200);
    const stored = await db.query<{ scope: string; password_hash: string | null }>('SELECT scope, password_hash FROM users WHERE id = $1', [user._id]);
    expect(stored.rows[0]).toMatchObject({ scope: 'fiu-web' });
    expect(stored.rows[0]!.password_hash).toMatch(/^scrypt\$/);
  });

  it('a partner user may not add users, whatever their permissions', async () => {
    await grant(id('cbnadmin', 'cbn'), ['can.change.users', 'can.activate.user', 'can.reset.password']);
    for (const who of [ceo, cbnAdmin]) {
      const res = await call('POST', '/users', who, newUser({ domain: who.domain }));
      expect(res.status).toBe(403);
      expect(await json(res)).toEqual({ error: USERS_MSG.mayNotAdd });
    }
    expect((await call('POST', '/users', null, newUser())).status).toBe(401);
  });

  it('refuses a duplicate username (any case) with 409, a role outside the choices, unknown organisations, permissions and groups', async () => {
    const dup = await call('POST', '/users', analyst, newUser({ username: 'ENTRY' }));
    expect(dup.status).toBe(409);
    expect(await json(dup)).toMatchObject({ error: USERS_MSG.usernameTaken, errors: { username: [USERS_MSG.usernameTaken] } });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ role: 'superuser' }, 'role', USERS_MSG.roleRefused],
      [{ domain: 'nowhere' }, 'domain', USERS_MSG.unknownOrganisation],
      [{ domain: "eca' OR 1=1 --" }, 'domain', USERS_MSG.unknownOrganisation],
      [{ domain: '' }, 'domain', USERS_MSG.organisationRequired],
      [{ permissions: ['can.rule.the.world'] }, 'permissions', `${USERS_MSG.unknownPermission}: can.rule.the.world`],
      [{ groups: ['not-a-group'] }, 'groups', USERS_MSG.unknownGroup],
      [{ groups: ['00000000-0000-4000-8000-000000000000'] }, 'groups', USERS_MSG.unknownGroup],
    ];
    for (const [over, field, message] of cases) {
      const res = await call('POST', '/users', analyst, newUser(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect((await json(res)).errors).toMatchObject({ [field]: [message] });
    }
  });

  it('validates with core\'s schema: phones digits only, no password, no token, unknown fields refused', async () => {
    const res = await call('POST', '/users', analyst, newUser({ phones: ['+234 803'], password: 'x', token: 't', password_hash: 'h' }));
    expect(res.status).toBe(400);
    expect((await json(res)).errors).toMatchObject({ 'phones.0': ['Phone numbers can only contain digits'], password: ['Unknown field'], token: ['Unknown field'], password_hash: ['Unknown field'] });
    for (const bad of ['{', '[]', 'null', '"x"', '{"username":{"$gt":""}}']) {
      const r = await call('POST', '/users', analyst, bad);
      expect(r.status, bad).toBe(400);
    }
  });

  it('stores hostile text as text (naughty strings in names), never a 500', async () => {
    for (const s of (naughty as string[]).filter((x) => x.trim()).slice(0, 60)) {
      const res = await call('POST', '/users', analyst, newUser({ name: s.slice(0, 150) }));
      expect([201, 400], s).toContain(res.status);
    }
  });
});

describe('GET /api/users never carries secrets', () => {
  it('the central list holds no password hash, token or key hash anywhere', async () => {
    const res = await call('GET', '/users?scope=fiu-web', analyst);
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const k of SECRETS) expect(allKeys(JSON.parse(text)).has(k)).toBe(false);
    expect(text).not.toMatch(/scrypt\$/);
    expect(text).not.toContain(analyst.token);
  });

  it('a hostile domain is answered, not failed', async () => {
    for (const q of ["domain=eca'--", 'domain=%00', 'limit=-1', 'offset=1e3']) {
      const res = await call('GET', `/users?${q}`, analyst);
      expect(res.status, q).toBeLessThan(500);
    }
  });
});

describe('PATCH /api/users/{id}', () => {
  it('the central unit with can.change.users edits any user; the user gets a message', async () => {
    const res = await call('PATCH', `/users/${id('missionentry', 'mission')}`, analyst, { name: 'Grace J.', phones: ['0803'], role: 'admin' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ name: 'Grace J.', phones: ['0803'], role: 'admin' });
    const m = await db.query<{ subject: string; content: string }>('SELECT subject, content FROM messages WHERE user_id = $1 ORDER BY sent DESC LIMIT 1', [id('missionentry', 'mission')]);
    expect(m.rows[0]).toMatchObject({ subject: 'Your account was changed' });
    expect(m.rows[0]!.content).toContain('name, phones, role');
  });

  it('without can.change.users: 403 with the reason', async () => {
    const res = await call('PATCH', `/users/${id('entry', 'eca')}`, viewer, { name: 'X' });
    expect(res.status).toBe(403);
    expect(await json(res)).toEqual({ error: USERS_MSG.mayNotEdit });
  });

  it('a partner editor: own organisation, roles they may give, never permissions; others are 404', async () => {
    await grant(id('admin', 'eca'), ['can.change.users', 'can.activate.user', 'can.reset.password']);
    const entry = id('entry', 'eca');
    const ok = await call('PATCH', `/users/${entry}`, ecaAdmin, { role: 'mobile_entry' });
    expect(ok.status).toBe(200);
    expect((await call('PATCH', `/users/${entry}`, ecaAdmin, { role: 'data_entry' })).status).toBe(200);

    const forex = await call('PATCH', `/users/${entry}`, ecaAdmin, { role: 'forex' });
    expect(forex.status).toBe(400);
    expect((await json(forex)).errors).toEqual({ role: [USERS_MSG.roleRefused] });
    const perms = await call('PATCH', `/users/${entry}`, ecaAdmin, { permissions: ['can.change.users'] });
    expect((await json(perms)).errors).toEqual({ permissions: [USERS_MSG.permissionsRefused] });
    // Their chief executive is not theirs to change (not a role they may give).
    expect((await call('PATCH', `/users/${id('ceo', 'eca')}`, ecaAdmin, { name: 'X' })).status).toBe(403);
    // Another organisation's user does not exist for them.
    const other = await call('PATCH', `/users/${id('forex', 'cbn')}`, ecaAdmin, { name: 'X' });
    expect(other.status).toBe(404);
    expect(await json(other)).toEqual({ error: USER_NOT_FOUND });
    // forex is a role cbn gives (FOREX_ASSIGNING_DOMAINS).
    expect((await call('PATCH', `/users/${id('forex', 'cbn')}`, cbnAdmin, { role: 'data_entry' })).status).toBe(200);
    expect((await call('PATCH', `/users/${id('forex', 'cbn')}`, cbnAdmin, { role: 'forex' })).status).toBe(200);
  });

  it('organisation and active flag are fixed here; unchanged values pass (a form sends back what it got)', async () => {
    const target = id('entry', 'eca');
    const moved = await call('PATCH', `/users/${target}`, analyst, { domain: 'cbn' });
    expect((await json(moved)).errors).toEqual({ domain: [USERS_MSG.organisationFixed] });
    const off = await call('PATCH', `/users/${target}`, analyst, { active: false });
    expect((await json(off)).errors).toEqual({ active: [USERS_MSG.activeFixed] });
    expect((await call('PATCH', `/users/${target}`, analyst, { domain: 'eca', active: true, name: 'Funke A.' })).status).toBe(200);
    const dup = await call('PATCH', `/users/${target}`, analyst, { username: 'Admin' });
    expect(dup.status).toBe(409);
  });

  it('nobody changes their own role or permissions', async () => {
    const res = await call('PATCH', `/users/${id('analyst', 'fiu')}`, analyst, { permissions: [] });
    expect((await json(res)).errors).toEqual({ permissions: [USERS_MSG.notOwnAccess] });
    const role = await call('PATCH', `/users/${id('analyst', 'fiu')}`, analyst, { role: 'admin' });
    expect((await json(role)).errors).toEqual({ role: [USERS_MSG.notOwnAccess] });
  });

  it('malformed ids are 404, hostile bodies 400', async () => {
    for (const bad of ['not-a-uuid', '%27%20OR%201%3D1', '00000000-0000-4000-8000-000000000000']) {
      expect((await call('PATCH', `/users/${bad}`, analyst, { name: 'X' })).status).toBe(404);
    }
    expect((await call('PATCH', `/users/${id('entry', 'eca')}`, analyst, { name: 'X', hash: 'y' })).status).toBe(400);
    expect((await call('PATCH', `/users/${id('entry', 'eca')}`, analyst, { email: 'nope' })).status).toBe(400);
  });
});

describe('POST /api/users/change: one\'s own name and phones', () => {
  it('changes name and phones of the signed-in user only', async () => {
    const res = await call('POST', '/users/change', ceo, { name: 'Ngozi E.', phones: ['0701'] });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ _id: id('ceo', 'eca'), name: 'Ngozi E.', phones: ['0701'], role: 'ceo' });
    const escalate = await call('POST', '/users/change', ceo, { role: 'fiu', permissions: ['can.change.users'], domain: 'fiu' });
    expect(escalate.status).toBe(400);
    const stored = await db.query<{ role: string; permissions: string[] }>('SELECT role, permissions FROM users WHERE id = $1', [id('ceo', 'eca')]);
    expect(stored.rows[0]).toEqual({ role: 'ceo', permissions: [] });
    expect((await call('POST', '/users/change', null, { name: 'X' })).status).toBe(401);
  });
});

describe('GET /api/activate/users', () => {
  it('deactivates (sessions end at once) and activates again; the user is told', async () => {
    const mobile = await call('POST', '/users', analyst, newUser());
    const u = await json(mobile);
    const off = await call('GET', `/activate/users?action=deactivate&id=${u._id}`, analyst);
    expect(off.status).toBe(200);
    expect(await json(off)).toMatchObject({ _id: u._id, active: false });
    const on = await call('GET', `/activate/users?action=activate&id=${u._id}`, analyst);
    expect(await json(on)).toMatchObject({ active: true });
    const m = await db.query<{ subject: string }>('SELECT subject FROM messages WHERE user_id = $1 ORDER BY sent, subject', [u._id]);
    expect(m.rows.map((r) => r.subject)).toEqual(expect.arrayContaining(['Welcome', 'Your account was deactivated', 'Your account was activated']));
  });

  it('a deactivated user is signed out at once', async () => {
    const entry = await signIn(t, 'entry', 'eca');
    expect((await call('GET', '/messages', entry)).status).toBe(200);
    expect((await call('GET', `/activate/users?action=deactivate&id=${id('entry', 'eca')}`, ecaAdmin)).status).toBe(200);
    expect((await call('GET', '/messages', entry)).status).toBe(401);
    expect((await call('GET', `/activate/users?action=activate&id=${id('entry', 'eca')}`, ecaAdmin)).status).toBe(200);
  });

  it('refuses without can.activate.user, one\'s own account, other organisations, bad actions', async () => {
    const target = id('entry', 'eca');
    const noPerm = await call('GET', `/activate/users?action=deactivate&id=${target}`, viewer);
    expect(noPerm.status).toBe(403);
    expect(await json(noPerm)).toEqual({ error: USERS_MSG.mayNotActivate });
    const own = await call('GET', `/activate/users?action=deactivate&id=${id('analyst', 'fiu')}`, analyst);
    expect(await json(own)).toEqual({ error: USERS_MSG.notOwnActivation });
    expect((await call('GET', `/activate/users?action=deactivate&id=${id('forex', 'cbn')}`, ecaAdmin)).status).toBe(404);
    expect((await call('GET', `/activate/users?action=deactivate&id=${id('ceo', 'eca')}`, ecaAdmin)).status).toBe(403);
    for (const q of [`action=toggle&id=${target}`, `id=${target}`, 'action=activate', 'action=activate&id=%27--']) {
      const res = await call('GET', `/activate/users?${q}`, analyst);
      expect([400, 404], q).toContain(res.status);
    }
    const still = await db.query<{ active: boolean }>('SELECT active FROM users WHERE id = $1', [target]);
    expect(still.rows[0]!.active).toBe(true);
  });
});

describe('POST /api/password/reset from the users list', () => {
  it('mails the user a reset key (never sets a password) with can.reset.password', async () => {
    const before = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [id('entry', 'eca')]);
    const res = await call('POST', '/password/reset', ecaAdmin, { _id: id('entry', 'eca') });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ sent: true });
    const mail = await lastMail(db, 'entry@eca.example');
    expect(mail?.subject).toBe('Your password reset key');
    expect(keyFrom(mail!.text, 'Reset key')).toMatch(/^[A-Z0-9]{6,}$/);
    const after = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [id('entry', 'eca')]);
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  it('refuses without the permission, for another organisation, with a bad session or body', async () => {
    const noPerm = await call('POST', '/password/reset', viewer, { _id: id('entry', 'eca') });
    expect(noPerm.status).toBe(403);
    expect(await json(noPerm)).toEqual({ error: RESET_REFUSED });
    expect((await call('POST', '/password/reset', ecaAdmin, { _id: id('forex', 'cbn') })).status).toBe(404);
    const forged = await t.app.request('/api/password/reset', jsonPost({ _id: id('entry', 'eca') }, { Token: 'forged' }));
    expect(forged.status).toBe(401);
    expect((await call('POST', '/password/reset', analyst, { _id: id('entry', 'eca'), password: 'Set#2026xx' })).status).toBe(400);
    // The reset screen's public call is unchanged.
    expect((await t.app.request('/api/password/reset', jsonPost({ email: 'entry@eca.example', domain: 'eca', scope: 'fiu-web' }))).status).toBe(200);
  });
});

describe('groups', () => {
  it('the central unit with can.change.users adds and renames; names are unique', async () => {
    const name = `Leads ${uniq()}`;
    const made = await call('POST', '/groups', analyst, { name });
    expect(made.status).toBe(201);
    const group = await json(made);
    expect(group).toEqual({ _id: expect.any(String), name });
    expect((await call('POST', '/groups', analyst, { name: name.toUpperCase() })).status).toBe(409);
    const renamed = await call('PUT', `/groups/${group._id}`, analyst, { name: `${name} 2` });
    expect(await json(renamed)).toEqual({ _id: group._id, name: `${name} 2` });
    const list = await json(await call('GET', '/groups', analyst));
    expect(list.results).toContainEqual({ _id: group._id, name: `${name} 2` });
    // Assigned to a user, listed on them.
    const user = await call('PATCH', `/users/${id('entry', 'eca')}`, analyst, { groups: [group._id] });
    expect(await json(user)).toMatchObject({ groups: [group._id] });
    const partner = await call('PATCH', `/users/${id('entry', 'eca')}`, ecaAdmin, { groups: [] });
    expect((await json(partner)).errors).toEqual({ groups: [USERS_MSG.groupsRefused] });
  });

  it('refuses others, empty or long names, unknown ids', async () => {
    for (const who of [viewer, ceo, ecaAdmin]) {
      expect((await call('GET', '/groups', who)).status).toBe(403);
      const res = await call('POST', '/groups', who, { name: 'Mine' });
      expect(res.status).toBe(403);
    }
    expect(await json(await call('GET', '/groups', viewer))).toEqual({ error: GROUPS_MSG.mayNotSee });
    expect((await call('GET', '/groups', null)).status).toBe(401);
    expect((await call('POST', '/groups', analyst, { name: ' ' })).status).toBe(400);
    expect((await call('POST', '/groups', analyst, { name: 'x'.repeat(101) })).status).toBe(400);
    expect((await call('POST', '/groups', analyst, { name: 'A', domain: 'eca' })).status).toBe(400);
    expect((await call('PUT', '/groups/not-a-uuid', analyst, { name: 'A' })).status).toBe(404);
    expect((await call('PUT', '/groups/00000000-0000-4000-8000-000000000000', analyst, { name: 'A' })).status).toBe(404);
  });
});

describe('GET /api/messages', () => {
  it("lists the signed-in user's own messages only, newest first", async () => {
    const res = await call('GET', '/messages', ecaAdmin);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: { subject: string; content: string; sent: string }[]; count: number };
    // The admin changed others; their own messages are the central unit's changes of their permissions.
    expect(body.results.length).toBe(body.count);
    expect(body.results.every((m) => m.subject && m.content && !Number.isNaN(Date.parse(m.sent)))).toBe(true);
    expect(body.results.map((m) => m.subject)).toContain('Your account was changed');
    const entryMessages = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM messages WHERE user_id = $1', [id('entry', 'eca')]);
    expect(entryMessages.rows[0]!.n).toBeGreaterThan(0);
    const sent = body.results.map((m) => m.sent);
    expect([...sent].sort().reverse()).toEqual(sent);
    // Nobody reads another user's messages: there is no parameter that could.
    const mine = (await (await call('GET', `/messages?user=${id('entry', 'eca')}`, ecaAdmin)).json()) as { count: number };
    expect(mine.count).toBe(body.count);
    expect((await call('GET', '/messages', null)).status).toBe(401);
  });
});
