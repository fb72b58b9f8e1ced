import type { Hono } from 'hono';
import { SUBJECTS } from '../lib/records.js';
import type { AppEnv, Deps } from '../types.js';
import { recordRoutes } from './records.js';

export const MAY_NOT_ADD_SUBJECTS = 'You may not add subjects';

/**
 * Subjects (core-records §2.5, §2.6, §4.1, §7):
 *   GET  /api/suspects          list: pager=limit, limit (≤ 100, default 20), offset, created__gte, created__lte,
 *                               domain, created_by, gender, status, search (> 1 character), ordering, case
 *   GET  /api/suspects/{id}     one subject (uuid, or its suspectid)
 *   POST /api/suspects          create (201)
 *   PUT  /api/suspects/{id}     save the whole subject
 *   GET  /api/approveall        approve every pending subject of the user's own organisation → {approved}
 * Who may read and change what: lib/scope.ts, docs/scoping.md.
 */
export function subjectRoutes(d: Deps): Hono<AppEnv> {
  return recordRoutes(d, SUBJECTS, { base: '/suspects', approveAll: '/approveall', mayNotAdd: MAY_NOT_ADD_SUBJECTS });
}
