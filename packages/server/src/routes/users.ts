import { Hono } from 'hono';
import {
  ALL_PERMISSIONS,
  DEFAULT_SCOPE,
  canActivateUser,
  canAddUsers,
  canAssignGroups,
  canEditUser,
  canSetUserPermissions,
  isCentral,
  userChangeSchema,
  userPatchSchema,
  userRoleChoices,
  userSchema,
} from '../core.js';
import { readBody } from '../lib/body.js';
import { ApiError, badRequest, type FieldErrors } from '../lib/errors.js';
import { unknownGroupIds } from '../lib/groups.js';
import { sendMessage } from '../lib/messages.js';
import { organisationExists } from '../lib/organisations.js';
import { isDomainCode, paging } from '../lib/params.js';
import { isUuid } from '../lib/secrets.js';
import { insertUser, listUsers, setUserActive, updateUser, type UserChanges } from '../lib/users-admin.js';
import { issueResetKey } from '../lib/users-reset.js';
import { toPublicUser, userById, type UserRow } from '../lib/users.js';
import type { AppContext, AppEnv, AuthUser, Deps } from '../types.js';

export const USER_NOT_FOUND = 'User not found';
/** The server's texts of the users calls (core-records §8: the users form shows the server's error text). */
export const USERS_MSG = {
  mayNotAdd: 'Only the central unit may add users',
  mayNotEdit: 'Your role does not allow changing this user',
  mayNotActivate: 'Your role does not allow activating or deactivating this user',
  notOwnActivation: 'You cannot activate or deactivate your own account',
  notOwnAccess: 'You cannot change your own role, permissions or groups',
  usernameTaken: 'A user with this username already exists in this organisation',
  roleRefused: 'This role cannot be given by your organisation',
  permissionsRefused: 'Only the central unit with can.change.users sets permissions',
  unknownPermission: 'Unknown permission',
  groupsRefused: 'Only the central unit assigns groups',
  unknownGroup: 'Unknown group',
  organisationRequired: 'Choose the organisation of the user',
  unknownOrganisation: 'Unknown organisation',
  organisationFixed: "A user's organisation cannot be changed",
  activeFixed: 'Use Activate or Deactivate to change whether a user is active',
  badAction: "Must be 'activate' or 'deactivate'",
} as const;

/** core-records §9: the users list pages by 300. */
const PAGE_SIZE = 300;

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

/**
 * A user `me` may see: any for the central unit, their own organisation's for others. Anything else is "not
 * found" (object-level rule, SECURITY.md promise 5), audited as a refusal.
 */
export async function visibleUser(c: AppContext, d: Deps, id: string): Promise<UserRow> {
  const me = c.get('user')!;
  const user = isUuid(id) ? await userById(d.db, id) : null;
  if (!user || (user.domain !== me.domain && !isCentral(me, d.unitCode))) {
    await d.audit(c, { action: 'authz.refused', outcome: 'refused', target: id.slice(0, 64), detail: { resource: 'user', reason: user ? 'other organisation' : 'not found' } });
    throw new ApiError(404, USER_NOT_FOUND);
  }
  return user;
}

/** As the permission rules read a user: the session user, by id. */
const actor = (me: AuthUser) => ({ ...me, _id: me.id });
const target = (u: UserRow) => ({ _id: u.id, domain: u.domain, role: u.role });

async function refuse(c: AppContext, d: Deps, status: 403 | 400, message: string, detail: Record<string, unknown>, errors?: FieldErrors): Promise<never> {
  await d.audit(c, { action: 'authz.refused', outcome: 'refused', detail: { resource: 'user', ...detail } });
  throw new ApiError(status, message, errors);
}

/** Permissions and groups as sent: checked against the lists (unknown values refused by name). */
async function checkAccessLists(d: Deps, body: { permissions?: string[] | null; groups?: string[] | null }): Promise<void> {
  const errors: FieldErrors = {};
  const unknownPerms = (body.permissions ?? []).filter((p) => !(ALL_PERMISSIONS as readonly string[]).includes(p));
  if (unknownPerms.length) errors.permissions = [`${USERS_MSG.unknownPermission}: ${unknownPerms.slice(0, 3).join(', ')}`];
  const unknownGroups = body.groups?.length ? await unknownGroupIds(d.db, body.groups) : [];
  if (unknownGroups.length) errors.groups = [USERS_MSG.unknownGroup];
  if (Object.keys(errors).length) throw badRequest(errors);
}

/**
 * Users (core-records §2.9, §4.5, §6.4, §7). Who may do what is core's (permissions/users.ts); the central unit
 * acts on every organisation's users, a partner holder of a permission on their own organisation's.
 */
export function userRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const unit = { unitCode: d.unitCode };

  /**
   * GET /api/users?scope&domain (page size 300): the central unit lists every organisation's users (or one,
   * with `domain`); anyone else only their own organisation's, whatever `domain` says. `scope` is accepted and
   * not filtered on: every user of a server has its one fixed scope.
   */
  app.get('/users', async (c) => {
    const me = c.get('user')!;
    const asked = c.req.query('domain');
    const domain = isCentral(me, d.unitCode) ? (asked || null) : me.domain;
    if (domain !== null && !isDomainCode(domain)) return c.json({ results: [], count: 0 });
    // Validated (a 400 for `offset=Infinity`) and passed as parameters, never pasted into the SQL text.
    const page = paging((n) => c.req.query(n), PAGE_SIZE);
    const { rows, count } = await listUsers(d.db, { domain, ...page });
    return c.json({ results: rows.map(toPublicUser), count });
  });

  app.get('/users/:id', async (c) => {
    const user = await visibleUser(c, d, c.req.param('id'));
    await d.audit(c, { action: 'user.read', outcome: 'ok', target: user.id, detail: { of: user.domain } });
    return c.json(toPublicUser(user));
  });

  /** POST /api/users: a new user (central unit only), who gets a key by mail to set their password. */
  app.post('/users', async (c) => {
    const me = c.get('user')!;
    if (!canAddUsers(me, unit)) await refuse(c, d, 403, USERS_MSG.mayNotAdd, { action: 'create' });
    const body = await readBody(c, userSchema);
    const domain = body.domain?.trim() ?? '';
    if (!domain) throw badRequest({ domain: [USERS_MSG.organisationRequired] });
    if (!isDomainCode(domain) || !(await organisationExists(d.db, domain))) throw badRequest({ domain: [USERS_MSG.unknownOrganisation] });
    if (!userRoleChoices(actor(me), null, unit).includes(body.role)) throw badRequest({ role: [USERS_MSG.roleRefused] });
    const permissions = body.permissions ?? [];
    if (permissions.length && !canSetUserPermissions(me, unit)) throw badRequest({ permissions: [USERS_MSG.permissionsRefused] });
    const groups = body.groups ?? [];
    if (groups.length && !canAssignGroups(me, unit)) throw badRequest({ groups: [USERS_MSG.groupsRefused] });
    await checkAccessLists(d, { permissions, groups });

    const now = d.clock();
    const created = await insertUser(
      d.db,
      {
        username: body.username.trim(),
        name: body.name.trim(),
        email: body.email.trim(),
        phones: body.phones ?? [],
        role: body.role,
        // "scope (fixed, hidden)" (core-records §3.9): the server's, whatever a client sends.
        scope: DEFAULT_SCOPE,
        domain,
        groups,
        permissions,
        active: body.active ?? true,
      },
      now,
    );
    if (!created) throw new ApiError(409, USERS_MSG.usernameTaken, { username: [USERS_MSG.usernameTaken] });
    await issueResetKey({ db: d.db, mailer: d.mailer, keyTtlMs: d.limits.keyTtlMs }, created, now, 'welcome');
    await sendMessage(d.db, created.id, { subject: 'Welcome', content: `${me.name} created your account "${created.username}". A key to set your password was sent to ${created.email}.` }, now);
    await d.audit(c, { action: 'user.create', outcome: 'ok', target: created.id, detail: { of: created.domain, role: created.role } });
    return c.json(toPublicUser(created), 201);
  });

  /**
   * POST /api/users/change (core-records §7 shows neither payload nor use; our decision): the signed-in user
   * changes their own name and phones. Role, permissions, organisation, e-mail and the active flag are not
   * theirs to change.
   */
  app.post('/users/change', async (c) => {
    const me = c.get('user')!;
    const body = await readBody(c, userChangeSchema);
    const changes: UserChanges = {};
    if (body.name !== undefined) changes.name = body.name.trim();
    if (body.phones !== undefined && body.phones !== null) changes.phones = body.phones;
    const saved = await updateUser(d.db, me.id, changes, d.clock());
    if (!saved || saved === 'taken') throw new ApiError(404, USER_NOT_FOUND);
    await d.audit(c, { action: 'user.change.own', outcome: 'ok', target: me.id, detail: { fields: Object.keys(changes) } });
    return c.json(toPublicUser(saved));
  });

  /** PATCH /api/users/{_id}: the user form's fields (core USER_FORM_FIELDS); the rest has its own call. */
  app.patch('/users/:id', async (c) => {
    const me = c.get('user')!;
    const stored = await visibleUser(c, d, c.req.param('id'));
    if (!canEditUser(actor(me), target(stored), unit)) await refuse(c, d, 403, USERS_MSG.mayNotEdit, { action: 'edit', target: stored.id });
    const body = await readBody(c, userPatchSchema);
    // A form sends back what it was given: unchanged values of the fixed fields pass, changes are refused.
    if (body.domain != null && body.domain !== stored.domain) throw badRequest({ domain: [USERS_MSG.organisationFixed] });
    if (body.active != null && body.active !== stored.active) throw badRequest({ active: [USERS_MSG.activeFixed] });

    const changes: UserChanges = {};
    if (body.username != null) changes.username = body.username.trim();
    if (body.name != null) changes.name = body.name.trim();
    if (body.email != null) changes.email = body.email.trim();
    if (body.phones != null) changes.phones = body.phones;
    const self = stored.id === me.id;
    if (body.role != null && body.role !== stored.role) {
      if (self) throw badRequest({ role: [USERS_MSG.notOwnAccess] });
      if (!userRoleChoices(actor(me), target(stored), unit).includes(body.role)) throw badRequest({ role: [USERS_MSG.roleRefused] });
      changes.role = body.role;
    }
    if (body.permissions != null && !sameSet(body.permissions, stored.permissions ?? [])) {
      if (self) throw badRequest({ permissions: [USERS_MSG.notOwnAccess] });
      if (!canSetUserPermissions(me, unit)) throw badRequest({ permissions: [USERS_MSG.permissionsRefused] });
      changes.permissions = body.permissions;
    }
    const storedGroups = (stored.groups ?? []).map(String);
    if (body.groups != null && !sameSet(body.groups, storedGroups)) {
      if (!canAssignGroups(me, unit)) throw badRequest({ groups: [USERS_MSG.groupsRefused] });
      changes.groups = body.groups;
    }
    await checkAccessLists(d, { permissions: changes.permissions, groups: changes.groups });

    const now = d.clock();
    const saved = await updateUser(d.db, stored.id, changes, now);
    if (saved === 'taken') throw new ApiError(409, USERS_MSG.usernameTaken, { username: [USERS_MSG.usernameTaken] });
    if (!saved) throw new ApiError(404, USER_NOT_FOUND);
    const fields = Object.keys(changes);
    if (fields.length && !self) {
      await sendMessage(d.db, saved.id, { subject: 'Your account was changed', content: `${me.name} changed your account: ${fields.join(', ')}.` }, now);
    }
    await d.audit(c, { action: 'user.edit', outcome: 'ok', target: saved.id, detail: { of: saved.domain, fields } });
    return c.json(toPublicUser(saved));
  });

  /** GET /api/activate/users?action=activate|deactivate&id= (core-records §4.5, §7): the row's button. */
  app.get('/activate/users', async (c) => {
    const me = c.get('user')!;
    const action = c.req.query('action');
    if (action !== 'activate' && action !== 'deactivate') throw badRequest({ action: [USERS_MSG.badAction] });
    const stored = await visibleUser(c, d, c.req.query('id') ?? '');
    if (stored.id === me.id) await refuse(c, d, 403, USERS_MSG.notOwnActivation, { action, target: stored.id });
    if (!canActivateUser(actor(me), target(stored), unit)) await refuse(c, d, 403, USERS_MSG.mayNotActivate, { action, target: stored.id });
    const now = d.clock();
    const active = action === 'activate';
    const saved = await setUserActive(d.db, stored.id, active, now);
    if (!saved) throw new ApiError(404, USER_NOT_FOUND);
    if (stored.active !== active) {
      await sendMessage(
        d.db,
        saved.id,
        active
          ? { subject: 'Your account was activated', content: `${me.name} activated your account: you can sign in.` }
          : { subject: 'Your account was deactivated', content: `${me.name} deactivated your account.` },
        now,
      );
    }
    await d.audit(c, { action: `user.${action}`, outcome: 'ok', target: saved.id, detail: { of: saved.domain } });
    return c.json(toPublicUser(saved));
  });

  return app;
}
