/**
 * The object-level scoping rule for subjects and companies (docs/scoping.md; SECURITY.md promise 5).
 *
 * READ
 * - The central unit (role = unitCode) reads every organisation's records.
 * - A partner user reads the records of its own organisation only; with can.view.all.subjects (companies:
 *   can.view.all.companies) it also reads every other organisation's records.
 * - Anything else does not exist for that user: 404, never 403, and lists, counts, searches, media, audit and
 *   user-state calls are filtered in the SQL query itself (readScopeSql), never after.
 * CHANGE (the record must first be readable, else 404)
 * - Adding or changing needs the kind's edit rule (lib/kinds.ts: core's canChangeSubjects / canChangeCompanies),
 *   never in an investigate-mode session.
 * - A record of another organisation is read-only unless the user has can.edit.subjects (for both kinds, as the
 *   spec's §4.6 lock says). The central unit is no exception: its own organisation is the unit's domain.
 * - Readable but read-only → 403 {error: 'You may not change this record'}.
 * - A new record always gets the creator's own organisation; a record never changes organisation.
 */
import { hasPermission, isCentral, type PermUser } from '../core.js';
import type { AuthSession, AuthUser } from '../types.js';
import { KINDS, type RecordKind } from './kinds.js';

export type { RecordKind } from './kinds.js';

export const READ_ONLY = 'You may not change this record';

/** core's permission functions read `_id`; the session user has `id`. */
export const permUser = (me: AuthUser): PermUser => ({ role: me.role, permissions: me.permissions, domain: me.domain, _id: me.id, username: me.username });

/** Whether the user reads every organisation's records of this kind (else only its own). */
export function readsAll(me: AuthUser, kind: RecordKind, unitCode: string): boolean {
  return isCentral(me, unitCode) || hasPermission(me, KINDS[kind].viewAll);
}

/**
 * The SQL condition "this row is readable by me" for a record table aliased `alias`. Pushes its parameter onto
 * `params` and returns the text: 'TRUE' for users who read everything, else `alias.domain = $n`.
 */
export function readScopeSql(me: AuthUser, kind: RecordKind, unitCode: string, alias: string, params: unknown[]): string {
  if (readsAll(me, kind, unitCode)) return 'TRUE';
  params.push(me.domain);
  return `${alias}.domain = $${params.length}`;
}

/** May this user add records of this kind at all (role, permissions, session mode)? */
export function mayAdd(me: AuthUser, session: AuthSession | undefined, kind: RecordKind): boolean {
  const mode = session?.mode ?? 'standalone';
  if (mode === 'investigate') return false;
  return KINDS[kind].mayAdd(permUser(me), mode);
}

/** May this user change this (readable) record? The kind's edit rule: core's isSubjectReadOnly (§4.6), isCompanyReadOnly. */
export function mayChange(me: AuthUser, session: AuthSession | undefined, kind: RecordKind, record: { id: string; domain: string }): boolean {
  const mode = session?.mode ?? 'standalone';
  if (mode === 'investigate') return false;
  return !KINDS[kind].readOnly(permUser(me), record, mode);
}
