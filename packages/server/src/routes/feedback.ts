/**
 * Feedback (issue 11 items 2 and 3). HTTP only: parse, check, call, answer; queries in lib/feedback.ts, each
 * questionnaire described once in lib/kinds.ts (FEEDBACK_KIND_SPECS).
 *
 * The questionnaires on an intelligence report, for each of /pifeedback, /rifeedback, /finalfeedback, /caseupdate:
 *   GET  /api/{form}?report={id}  → {report, feedback}: what the form shows of the report, and this kind's answers
 *   POST /api/{form}              {report, ...answers} → the saved questionnaire; sets the report's flag
 *   PUT  /api/{form}/{id}         the whole questionnaire again
 * fiu_case_number and subject_name are copied from the report (internal_reference, report_title) by the server.
 * Scope: a report the user may not read is a 404 (partners read their own organisation's disseminated reports,
 * the central unit all); sending needs core's canSendFeedback (else 403). A first answer follows the list's
 * button rule (core's interimButton / finalButton): otherwise 409.
 *
 * The register of the older generic feedback and the feedback on requests (core-records §3.5, §6.3):
 *   GET /api/feedback?limit&offset&search   admin-like users (their organisation) and the central unit with
 *                                           can.view.all.feedback (every organisation)
 *   POST /api/feedback; PUT /api/feedback/{id}   {rfi?, ...generic fields}
 */
import { Hono } from 'hono';
import {
  FEEDBACK_FROM_REPORT,
  FEEDBACK_KINDS,
  canSendFeedback,
  canViewFeedbackRegister,
  genericFeedbackSchema,
  canChangeRfi,
  isCentral,
  rfiFeedbackSchema,
  validate,
} from '../core.js';
import { readJson } from '../lib/body.js';
import { ApiError, badRequest } from '../lib/errors.js';
import {
  insertFeedback,
  insertGeneric,
  latestFeedback,
  listGeneric,
  readFeedback,
  readGeneric,
  readReportForFeedback,
  reportContext,
  toFeedback,
  toGeneric,
  updateFeedback,
  updateGeneric,
  type FeedbackReportRow,
} from '../lib/feedback.js';
import { readRfi } from '../lib/rfi.js';
import { FEEDBACK_KIND_SPECS, type FeedbackKindSpec } from '../lib/kinds.js';
import { paging } from '../lib/params.js';
import { permUser } from '../lib/scope.js';
import { isUuid } from '../lib/secrets.js';
import type { AppContext, AppEnv, AuthUser, Deps } from '../types.js';

export const REPORT_NOT_FOUND = 'Report not found';
export const FEEDBACK_NOT_FOUND = 'Feedback not found';
export const MAY_NOT_SEND = 'You may not send feedback on this report';
export const MAY_NOT_VIEW_REGISTER = 'You may not view the feedback register';
export const MAY_NOT_SEND_GENERIC = 'You may not send feedback';
export const ALREADY_SENT = 'This feedback was already sent for the report: open it to update it';
export const NOT_OPEN = 'This feedback cannot be sent for the report now';

/** Fields of a questionnaire that are not answers: the bookkeeping the server decides and the report link. */
const NOT_ANSWERS = new Set(['id', 'domain', 'created_by', 'modified_by', 'created', 'modified', 'report', ...FEEDBACK_FROM_REPORT]);

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const MAX_SEARCH = 100;

export function feedbackRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const opts = { unitCode: d.unitCode };

  const refused = (c: AppContext, target: string, reason: string) =>
    d.audit(c, { action: 'authz.refused', outcome: 'refused', target: target.slice(0, 64), detail: { resource: 'feedback', reason } });

  /** The report, readable and open to this user for sending: 404 / 403 otherwise. */
  async function reportFor(c: AppContext, me: AuthUser, id: unknown, lock = false, db = d.db): Promise<FeedbackReportRow> {
    if (typeof id !== 'string' || !id.trim()) throw badRequest({ report: ['Required'] });
    const report = isUuid(id) ? await readReportForFeedback(db, me, d.unitCode, id, lock) : null;
    if (!report) throw new ApiError(404, REPORT_NOT_FOUND);
    if (!canSendFeedback(permUser(me), report, opts)) {
      await refused(c, id, 'may not send feedback');
      throw new ApiError(403, MAY_NOT_SEND);
    }
    return report;
  }

  /** The body checked with the kind's strict schema, the report's own case number and title in place of the client's. */
  function answersOf(spec: FeedbackKindSpec, report: FeedbackReportRow, body: Record<string, unknown>) {
    const checked = validate(spec.schema, { ...body, fiu_case_number: report.internal_reference, subject_name: report.report_title });
    if (!checked.ok) throw badRequest(checked.errors);
    return Object.fromEntries(Object.entries(checked.data as Record<string, unknown>).filter(([k, v]) => !NOT_ANSWERS.has(k) && v !== undefined));
  }

  const jsonObject = async (c: AppContext): Promise<Record<string, unknown>> => {
    const body = await readJson(c);
    if (!isObject(body)) throw new ApiError(400, 'Expected a JSON object');
    return body;
  };

  for (const kind of FEEDBACK_KINDS) {
    const spec = FEEDBACK_KIND_SPECS[kind];

    app.get(spec.path, async (c) => {
      const me = c.get('user')!;
      const report = await reportFor(c, me, c.req.query('report'));
      const feedback = await latestFeedback(d.db, report.id, kind);
      return c.json({ report: reportContext(report), feedback: feedback ? toFeedback(feedback) : null });
    });

    app.post(spec.path, async (c) => {
      const me = c.get('user')!;
      const body = await jsonObject(c);
      // Checked before the transaction: a refusal is audited outside it.
      const seen = await reportFor(c, me, body.report);
      answersOf(spec, seen, body);
      const saved = await d.db.transaction(async (tx) => {
        const report = (await readReportForFeedback(tx, me, d.unitCode, seen.id, true))!;
        if (await latestFeedback(tx, report.id, kind)) throw new ApiError(409, ALREADY_SENT);
        if (!spec.open(report)) throw new ApiError(409, NOT_OPEN);
        return insertFeedback(tx, spec, report, me, answersOf(spec, report, body), d.clock());
      });
      // Target: the report, so the entry is on the report's history (lib/report-history.ts); domain: the sender's.
      await d.audit(c, { action: 'report.feedback', outcome: 'ok', target: saved.report_id, detail: { kind, change: 'create', feedback: saved.id } });
      return c.json(toFeedback(saved), 201);
    });

    app.put(`${spec.path}/:id`, async (c) => {
      const me = c.get('user')!;
      const id = c.req.param('id');
      const body = await jsonObject(c);
      const row = isUuid(id) ? await readFeedback(d.db, id, kind) : null;
      if (!row) throw new ApiError(404, FEEDBACK_NOT_FOUND);
      // A questionnaire is as readable as its report: another organisation's is a 404.
      const seen = await reportFor(c, me, row.report_id).catch((e: unknown) => {
        throw e instanceof ApiError && e.status === 404 ? new ApiError(404, FEEDBACK_NOT_FOUND) : e;
      });
      answersOf(spec, seen, body);
      const saved = await d.db.transaction(async (tx) => {
        const report = (await readReportForFeedback(tx, me, d.unitCode, seen.id, true))!;
        const current = (await readFeedback(tx, id, kind, true))!;
        return updateFeedback(tx, spec, current, report, me, answersOf(spec, report, body), d.clock());
      });
      await d.audit(c, { action: 'report.feedback', outcome: 'ok', target: saved.report_id, detail: { kind, change: 'update', feedback: saved.id } });
      return c.json(toFeedback(saved));
    });
  }

  // ── The register ─────────────────────────────────────────────────────────────────────────────────────
  app.get('/feedback', async (c) => {
    const me = c.get('user')!;
    if (!canViewFeedbackRegister(permUser(me), opts)) {
      await refused(c, '/feedback', 'may not view the register');
      throw new ApiError(403, MAY_NOT_VIEW_REGISTER);
    }
    const { limit, offset } = paging((n) => c.req.query(n), 100, 50);
    const search = c.req.query('search')?.trim() ?? '';
    if (search.length > MAX_SEARCH) throw badRequest({ search: [`At most ${MAX_SEARCH} characters`] });
    if (search.includes('\u0000')) throw badRequest({ search: ['Text must not contain NUL characters'] });
    const domain = isCentral(me, d.unitCode) ? null : me.domain;
    const page = await listGeneric(d.db, { domain, search: search.length > 1 ? search : undefined, limit, offset });
    await d.audit(c, { action: 'feedback.list', outcome: 'ok', target: '/feedback', detail: { count: page.count } });
    return c.json(page);
  });

  /** Who may send generic or request feedback: the roles that may change requests (core's canChangeRfi) and the unit. */
  const maySendGeneric = (me: AuthUser) => isCentral(me, d.unitCode) || canChangeRfi(permUser(me));

  const genericBody = (body: Record<string, unknown>) => {
    const schema = body.rfi === undefined || body.rfi === null ? genericFeedbackSchema : rfiFeedbackSchema;
    const checked = validate(schema, body);
    if (!checked.ok) throw badRequest(checked.errors);
    const data = checked.data as Record<string, unknown>;
    const rfi = typeof data.rfi === 'string' ? data.rfi : null;
    const kept = Object.fromEntries(Object.entries(data).filter(([k, v]) => !['id', 'domain', 'created_by', 'modified_by', 'created', 'modified', 'rfi'].includes(k) && v !== undefined));
    return { rfi, data: kept };
  };

  /** The request the feedback answers must exist and be the user's organisation's (the central unit: any). */
  const knownRequest = async (me: AuthUser, rfi: string | null) => {
    if (rfi === null) return;
    const scope = isCentral(me, d.unitCode) ? null : me.domain;
    if (!isUuid(rfi) || !(await readRfi(d.db, rfi.toLowerCase(), scope))) throw badRequest({ rfi: ['Unknown request'] });
  };

  app.post('/feedback', async (c) => {
    const me = c.get('user')!;
    if (!maySendGeneric(me)) {
      await refused(c, '/feedback', 'may not send feedback');
      throw new ApiError(403, MAY_NOT_SEND_GENERIC);
    }
    const { rfi, data } = genericBody(await jsonObject(c));
    await knownRequest(me, rfi);
    const row = await insertGeneric(d.db, me, rfi, data, d.clock());
    return c.json(toGeneric(row), 201);
  });

  app.put('/feedback/:id', async (c) => {
    const me = c.get('user')!;
    const id = c.req.param('id');
    const row = isUuid(id) ? await readGeneric(d.db, id) : null;
    // Another organisation's feedback does not exist for a partner user.
    if (!row || (!isCentral(me, d.unitCode) && row.domain !== me.domain)) throw new ApiError(404, FEEDBACK_NOT_FOUND);
    if (!maySendGeneric(me)) {
      await refused(c, id, 'may not change feedback');
      throw new ApiError(403, MAY_NOT_SEND_GENERIC);
    }
    const { rfi, data } = genericBody(await jsonObject(c));
    await knownRequest(me, rfi);
    return c.json(toGeneric(await updateGeneric(d.db, id, me, rfi, data, d.clock())));
  });

  return app;
}
