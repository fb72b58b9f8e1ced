/** Users (core-records §2.9, §4.5, §7). */
import { getConfig } from '../config.js';
import { request, seg, type ListQuery, type ListResponse } from './http.js';
import type { UserChange } from '../schemas/user.js';
import type { PublicUser, User, UserPatch } from './types.js';

export interface UserListQuery extends ListQuery {
  /** Defaults to config.scope. */
  scope?: string;
  /** Non-central users send their own domain. */
  domain?: string;
}

/** GET /api/users?scope&domain: the users (also "users for scope" of analysis-tools §7). */
export function list(query: UserListQuery = {}): Promise<ListResponse<PublicUser>> {
  return request('/users', { query: { ...query, scope: query.scope ?? getConfig().scope } });
}

/** GET /api/users/{id}. */
export function get(id: string): Promise<PublicUser> {
  return request(`/users/${seg(id)}`);
}

/** POST /api/users: create (central unit only). The hidden scope is filled from config. */
export function create(user: Partial<User>): Promise<PublicUser> {
  return request('/users', { method: 'POST', body: { ...user, scope: user.scope ?? getConfig().scope } });
}

/** PATCH /api/users/{_id}. */
export function update(id: string, user: UserPatch): Promise<PublicUser> {
  return request(`/users/${seg(id)}`, { method: 'PATCH', body: user });
}

/**
 * POST /api/users/change: the signed-in user's own name and phones (the spec shows no payload; our decision,
 * core schemas/user.ts userChangeSchema). Answers the changed user.
 */
export function change(body: UserChange): Promise<PublicUser> {
  return request('/users/change', { method: 'POST', body });
}

/** GET /api/activate/users?action=activate|deactivate&id=: the Activate/Deactivate button. */
export function setActive(id: string, active: boolean): Promise<unknown> {
  return request('/activate/users', { query: { action: active ? 'activate' : 'deactivate', id } });
}

/**
 * POST /api/password/reset {_id} for a listed user: the reset-password button. A signed-in call (the server
 * checks can.reset.password and the organisation) that mails the user a reset key; no password is ever set by
 * someone else. The reset screen's public call is auth.ts requestPasswordReset.
 */
export function resetPassword(user: { _id: string }): Promise<{ sent: boolean }> {
  return request('/password/reset', { method: 'POST', body: { _id: user._id } });
}
