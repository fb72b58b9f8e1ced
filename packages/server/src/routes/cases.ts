/**
 * Cases (issue 12; core-records §2.8, §3.8, §4.3, §7). HTTP only: parse, check, call, answer; SQL in lib/cases.ts.
 *
 *   GET  /api/cases?limit&offset&search&suspects__suspect__id&assigned=me&status   a page of cases {results, count}
 *                                  (assigned=me: the cases assigned to the signed-in user; status: open or archived,
 *                                  that handler's status, or any assignment's without assigned)
 *   POST /api/cases                {label, suspects[{suspect}], assignments[{handler, status}]}
 *   PUT  /api/cases/{id}           the same, the whole case again
 *   PUT  /api/case/assignments/{id} {status}
 *
 * Every call: the central unit only (core's canSeeCases), else 403. Assignments are written only with
 * can.assign.cases (core's canSeeCaseAssignments): without it a body whose handlers differ from the stored ones
 * is a 403, and the stored assignments stay as they are. A status other than the stored one (or 'open' for a new
 * handler) needs core's canChangeCaseHandlerStatus for that assignment (§4.3). domain, created_by and
 * modified_by are the server's.
 */
import { Hono } from 'hono';
import { canChangeCaseHandlerStatus, canSeeCaseAssignments, canSeeCases, caseAssignmentUpdateSchema, caseSchema, validate } from '../core.js';
import { readJson } from '../lib/body.js';
import {
  insertCase,
  listCases,
  missingSubjects,
  notHandlers,
  readAssignment,
  readCase,
  setAssignmentStatus,
  updateCase,
  type CaseOut,
  type CaseWrite,
} from '../lib/cases.js';
import { ApiError, badRequest } from '../lib/errors.js';
import { paging } from '../lib/params.js';
import { permUser } from '../lib/scope.js';
import { isUuid } from '../lib/secrets.js';
import type { AppContext, AppEnv, AuthUser, Deps } from '../types.js';

export const CENTRAL_ONLY = 'Cases are for the central unit only';
export const CASE_NOT_FOUND = 'Case not found';
export const ASSIGNMENT_NOT_FOUND = 'Assignment not found';
export const MAY_NOT_ASSIGN = 'You may not assign cases';
export const MAY_NOT_SET_STATUS = "You may not change this handler's status";
const MAX_SEARCH = 100;

export function caseRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const opts = { unitCode: d.unitCode };

  const refused = (c: AppContext, target: string, reason: string) =>
    d.audit(c, { action: 'authz.refused', outcome: 'refused', target: target.slice(0, 64), detail: { resource: 'case', reason } });

  /** The signed-in central-unit user, else 403 (audited). */
  async function centralUser(c: AppContext): Promise<AuthUser> {
    const me = c.get('user')!;
    if (!canSeeCases(permUser(me), opts)) {
      await refused(c, c.req.path, 'not the central unit');
      throw new ApiError(403, CENTRAL_ONLY);
    }
    return me;
  }

  /** The body checked with core's caseSchema, then its references checked against the database. */
  async function caseBody(c: AppContext): Promise<{ label: string; suspects: string[]; assignments: { handler: string; status: 'open' | 'archived' }[] }> {
    const body = await readJson(c);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'Expected a JSON object');
    const checked = validate(caseSchema, body);
    if (!checked.ok) throw badRequest(checked.errors);
    const data = checked.data;
    const errors: Record<string, string[]> = {};
    const suspects = (data.suspects ?? []).map((s) => s.suspect);
    const assignments = (data.assignments ?? []).map((a) => ({ handler: a.handler, status: a.status }));
    suspects.forEach((s, i) => {
      if (!isUuid(s)) errors[`suspects.${i}.suspect`] = ['Must be a subject id'];
      else if (suspects.indexOf(s) !== i) errors[`suspects.${i}.suspect`] = ['This subject is already in the case'];
    });
    const handlers = assignments.map((a) => a.handler);
    handlers.forEach((h, i) => {
      if (!isUuid(h)) errors[`assignments.${i}.handler`] = ['Must be a user id'];
      else if (handlers.indexOf(h) !== i) errors[`assignments.${i}.handler`] = ['This handler is already assigned'];
    });
    if (Object.keys(errors).length) throw badRequest(errors);
    const lower = { suspects: suspects.map((s) => s.toLowerCase()), handlers: handlers.map((h) => h.toLowerCase()) };
    const [noSubject, noHandler] = await Promise.all([missingSubjects(d.db, lower.suspects), notHandlers(d.db, lower.handlers, d.unitCode)]);
    lower.suspects.forEach((s, i) => {
      if (noSubject.includes(s)) errors[`suspects.${i}.suspect`] = ['Unknown subject'];
    });
    lower.handlers.forEach((h, i) => {
      if (noHandler.includes(h)) errors[`assignments.${i}.handler`] = ['Must be a user of the central unit'];
    });
    if (Object.keys(errors).length) throw badRequest(errors);
    return {
      label: data.label.trim(),
      suspects: lower.suspects,
      assignments: assignments.map((a, i) => ({ handler: lower.handlers[i]!, status: a.status })),
    };
  }

  /**
   * The assignments to write for this user: null (leave them) without can.assign.cases when the handlers are
   * the stored ones, else 403; with it, each status change must pass core's handler-status rule.
   */
  async function assignmentsFor(c: AppContext, me: AuthUser, wanted: CaseWrite['assignments'] & object, stored: CaseOut | null): Promise<CaseWrite['assignments']> {
    const before = new Map((stored?.assignments ?? []).map((a) => [a.handler, a]));
    if (!canSeeCaseAssignments(permUser(me))) {
      const same = wanted.length === before.size && wanted.every((a) => before.has(a.handler));
      if (same) return null;
      await refused(c, stored?.id ?? '/cases', 'may not assign cases');
      throw new ApiError(403, MAY_NOT_ASSIGN);
    }
    for (const a of wanted) {
      const old = before.get(a.handler);
      if (a.status === (old?.status ?? 'open')) continue;
      if (!canChangeCaseHandlerStatus(permUser(me), { handler: a.handler })) {
        await refused(c, stored?.id ?? '/cases', 'may not change a handler status');
        throw new ApiError(403, MAY_NOT_SET_STATUS);
      }
    }
    return wanted;
  }

  app.get('/cases', async (c) => {
    const me = await centralUser(c);
    const { limit, offset } = paging((n) => c.req.query(n), 100, 20);
    const errors: Record<string, string[]> = {};
    const search = c.req.query('search')?.trim() ?? '';
    if (search.length > MAX_SEARCH) errors.search = [`At most ${MAX_SEARCH} characters`];
    else if (search.includes('\u0000')) errors.search = ['Text must not contain NUL characters'];
    const suspect = c.req.query('suspects__suspect__id') ?? '';
    if (suspect !== '' && !isUuid(suspect)) errors.suspects__suspect__id = ['Must be a subject id'];
    const assigned = c.req.query('assigned') ?? '';
    if (assigned !== '' && assigned !== 'me') errors.assigned = ["Must be 'me'"];
    const status = c.req.query('status') ?? '';
    if (status !== '' && status !== 'open' && status !== 'archived') errors.status = ['Must be open or archived'];
    if (Object.keys(errors).length) throw badRequest(errors);
    const q = {
      limit,
      offset,
      ...(search.length > 1 ? { search } : {}),
      ...(suspect ? { suspect: suspect.toLowerCase() } : {}),
      ...(assigned === 'me' ? { handler: me.id } : {}),
      ...(status ? { status: status as 'open' | 'archived' } : {}),
    };
    return c.json(await listCases(d.db, q));
  });

  app.get('/cases/:id', async (c) => {
    await centralUser(c);
    const id = c.req.param('id');
    const found = isUuid(id) ? await readCase(d.db, id.toLowerCase()) : null;
    if (!found) throw new ApiError(404, CASE_NOT_FOUND);
    return c.json(found);
  });

  app.post('/cases', async (c) => {
    const me = await centralUser(c);
    const body = await caseBody(c);
    const assignments = await assignmentsFor(c, me, body.assignments, null);
    const id = await d.db.transaction((tx) => insertCase(tx, me, { ...body, assignments }, d.clock()));
    await d.audit(c, { action: 'case.create', outcome: 'ok', target: id, domain: me.domain, detail: { subjects: body.suspects.length, handlers: body.assignments.length } });
    return c.json(await readCase(d.db, id), 201);
  });

  app.put('/cases/:id', async (c) => {
    const me = await centralUser(c);
    const id = c.req.param('id');
    const stored = isUuid(id) ? await readCase(d.db, id.toLowerCase()) : null;
    if (!stored) throw new ApiError(404, CASE_NOT_FOUND);
    const body = await caseBody(c);
    const assignments = await assignmentsFor(c, me, body.assignments, stored);
    await d.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM cases WHERE id = $1 FOR UPDATE', [stored.id]);
      await updateCase(tx, me, stored.id, { ...body, assignments }, d.clock());
    });
    await d.audit(c, { action: 'case.update', outcome: 'ok', target: stored.id, domain: stored.domain, detail: { subjects: body.suspects.length, assignments: assignments !== null } });
    return c.json(await readCase(d.db, stored.id));
  });

  app.put('/case/assignments/:id', async (c) => {
    const me = await centralUser(c);
    const id = c.req.param('id');
    const found = isUuid(id) ? await readAssignment(d.db, id.toLowerCase()) : null;
    if (!found) throw new ApiError(404, ASSIGNMENT_NOT_FOUND);
    const body = await readJson(c);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'Expected a JSON object');
    const checked = validate(caseAssignmentUpdateSchema, body);
    if (!checked.ok) throw badRequest(checked.errors);
    if (!canChangeCaseHandlerStatus(permUser(me), { handler: found.handler })) {
      await refused(c, found.id, 'not the handler');
      throw new ApiError(403, MAY_NOT_SET_STATUS);
    }
    await d.db.transaction(async (tx) => {
      await readAssignment(tx, found.id, true);
      await setAssignmentStatus(tx, me, found.id, checked.data.status, d.clock());
    });
    await d.audit(c, { action: 'case.assignment', outcome: 'ok', target: found.id, domain: me.domain, detail: { case: found.case_id, status: checked.data.status } });
    return c.json({ ...(await readAssignment(d.db, found.id)), case: found.case_id });
  });

  return app;
}
