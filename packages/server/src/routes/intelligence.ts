/**
 * Intelligence reports (dissemination-feedback §2, §4, §6, §7; issue 11 item 1). HTTP only: parse, check, call,
 * answer. The kind is described in lib/kinds.ts (REPORTS: schema, rules, columns, orderings); the queries are in
 * lib/intelligence.ts, the files in lib/media.ts.
 *
 * - GET  /api/intelligence            the register: the unit reads every report, a partner organisation those
 *                                     disseminated to it (ceo, admin-like, or unit staff with can.view.ir).
 * - GET  /api/intelligence/{id}       one report, same scope; 404 for anything else. Audited ('report.view').
 * - GET  /api/intelligence/{id}/history  the report's entries of the audit log (lib/report-history.ts).
 * - POST /api/intelligence            unit staff only; never disseminated on creation.
 * - PUT  /api/intelligence/{id}       change: unit staff with can.change.ir. With disseminated true on a report
 *                                     not yet disseminated: dissemination, only with can.disseminate.ir;
 *                                     disseminated_on/by are the server's (now, the user) whatever was sent.
 *                                     Irreversible: un-disseminating, or disseminating again, is a 409.
 * - GET  /api/intelligence/download/{id}  a zip of the report's PDFs, each marked for the downloader's
 *                                     organisation, and a manifest of their SHA-256 (lib/report-mark-zip.ts), named
 *                                     in Content-Disposition; a partner user's download marks the report downloaded.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { isCentral, validate } from '../core.js';
import type { Queryable } from '../db/types.js';
import { readJson } from '../lib/body.js';
import { routeBodyLimit } from '../lib/body-limit.js';
import { ApiError, badRequest, type FieldErrors } from '../lib/errors.js';
import {
  REPORT_DISPLAY_FIELDS,
  insertReport,
  isRecipientOrganisation,
  listReports,
  markDisseminated,
  markDownloaded,
  parseReportListQuery,
  readReport,
  reportAnswer,
  reportFileNames,
  updateReport,
  type ReportRow,
} from '../lib/intelligence.js';
import { REPORTS } from '../lib/kinds.js';
import { decodeUpload, generatedName, insertMediaFile, removeMediaFiles, writeMediaFile } from '../lib/media.js';
import { organisationName } from '../lib/organisations.js';
import { markText } from '../lib/report-mark.js';
import { planReportZip, streamReportZip } from '../lib/report-mark-zip.js';
import { paging } from '../lib/params.js';
import { HISTORY_MAX_PAGE, HISTORY_PAGE, reportHistory } from '../lib/report-history.js';
import { permUser } from '../lib/scope.js';
import type { AppContext, AppEnv, AuthUser, Deps } from '../types.js';

export const MAY_NOT_VIEW = 'You may not open intelligence reports';
export const MAY_NOT_ADD = 'Only unit staff may add intelligence reports';
export const MAY_NOT_CHANGE = 'You may not change intelligence reports';
export const MAY_NOT_DISSEMINATE = 'You may not disseminate intelligence reports';
export const MAY_NOT_DOWNLOAD = 'You may not download intelligence reports';
export const ALREADY_DISSEMINATED = 'This report has already been disseminated: dissemination cannot be undone';
export const RECIPIENT_FIXED = 'The organisation of a disseminated report cannot change';
export const NOT_RECIPIENT = 'Choose the partner organisation the report is for';
export const PDF_ONLY = 'Attachments must be PDF files (.pdf)';
export const ATTACHMENT_UNKNOWN = 'Unknown attachment: add the file again';
export const TOO_MANY_FILES = 'At most 20 attachments';
export const FILE_MISSING = 'A file of this report is missing on the server';
/** Most attachments on one report. */
export const MAX_REPORT_FILES = 20;

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A refusal found inside a transaction: audited after the rollback. */
class Refusal extends ApiError {
  constructor(status: 403 | 404 | 409, message: string, readonly reason: string) {
    super(status, message);
  }
}

interface PendingFile {
  name: string;
  bytes: Buffer;
  mime: string;
}

export function intelligenceRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const unit = { unitCode: d.unitCode };
  const schema = REPORTS.schema(d.unitCode);
  const bodyLimit = routeBodyLimit(d.limits.recordBody);

  const refused = (c: AppContext, target: string, reason: string) =>
    d.audit(c, { action: 'authz.refused', outcome: 'refused', target: target.slice(0, 64), detail: { resource: 'report', reason } });

  const mayView = async (c: AppContext, me: AuthUser, target: string) => {
    if (REPORTS.mayView(permUser(me), unit)) return;
    await refused(c, target, 'may not view reports');
    throw new ApiError(403, MAY_NOT_VIEW);
  };

  /** The report this user may read, else a 403 or 404 (as if it did not exist), refused in the audit log. */
  const readableReport = async (c: AppContext, me: AuthUser, ref: string) => {
    await mayView(c, me, ref);
    const row = await readReport(d.db, me, d.unitCode, ref);
    if (row) return row;
    await refused(c, ref, 'not found or not readable');
    throw new ApiError(404, REPORTS.notFound);
  };

  app.get('/intelligence', async (c) => {
    const me = c.get('user')!;
    await mayView(c, me, '/intelligence');
    const q = parseReportListQuery((name) => c.req.query(name));
    return c.json(await listReports(d.db, me, d.unitCode, q, d.clock()));
  });

  // Before '/intelligence/:id' has no overlap ('download/x' has two segments), but kept first for readers.
  app.get('/intelligence/download/:id', async (c) => {
    const me = c.get('user')!;
    const ref = c.req.param('id');
    const row = await readableReport(c, me, ref);
    if (!REPORTS.mayDownload(permUser(me), unit)) {
      await refused(c, ref, 'may not download');
      throw new ApiError(403, MAY_NOT_DOWNLOAD);
    }
    const plan = await planReportZip(d.filesDir, row);
    if (!plan) throw new ApiError(409, FILE_MISSING);
    const now = d.clock();
    const reference = String(row.data.internal_reference ?? row.id);
    const mark = markText({ organisation: (await organisationName(d.db, me.domain)) ?? me.domain, at: now, reference });
    const report = { id: row.id, internal_reference: row.data.internal_reference ?? null, external_reference: row.data.external_reference ?? null, report_title: row.data.report_title ?? null };
    const zip = streamReportZip(plan, { report, recipient: row.domain, downloaded_by: `${me.username}@${me.domain}`, downloaded_at: now.toISOString(), mark });
    if (!isCentral(me, d.unitCode)) await markDownloaded(d.db, row.id);
    await d.audit(c, { action: 'report.download', outcome: 'ok', target: row.id, detail: { files: plan.files.length, recipient: row.domain } });
    // Streamed (no Content-Length): each PDF is marked as the zip is written.
    return c.body(zip, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${plan.name}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    });
  });

  app.get('/intelligence/:id', async (c) => {
    const me = c.get('user')!;
    const ref = c.req.param('id');
    const row = await readableReport(c, me, ref);
    await d.audit(c, { action: 'report.view', outcome: 'ok', target: row.id });
    return c.json(await reportAnswer(d.db, row.id));
  });

  // Who viewed, downloaded, sent feedback on or changed the report: the unit sees all, a recipient its own.
  app.get('/intelligence/:id/history', async (c) => {
    const me = c.get('user')!;
    const ref = c.req.param('id');
    const row = await readableReport(c, me, ref);
    const page = paging((n) => c.req.query(n), HISTORY_MAX_PAGE, HISTORY_PAGE);
    return c.json(await reportHistory(d.db, row.id, { domain: isCentral(me, d.unitCode) ? null : me.domain, since: row.created, ...page }));
  });

  /**
   * Validates the body with core's schema (display fields of our own answers dropped first; anything else
   * unknown is refused by the strict schema). Returns the data to save, without the server-owned fields, and
   * what the client asked of the dissemination flags.
   */
  const readReportBody = async (c: AppContext) => {
    const raw = await readJson(c);
    const body = isObject(raw) ? Object.fromEntries(Object.entries(raw).filter(([k]) => !(REPORT_DISPLAY_FIELDS as readonly string[]).includes(k))) : raw;
    const v = validate(schema, body);
    if (!v.ok) throw badRequest(v.errors);
    const data: Record<string, unknown> = { ...(v.data as Record<string, unknown>) };
    for (const k of REPORTS.serverOwned) delete data[k];
    const sent = isObject(raw) ? raw : {};
    return {
      data,
      disseminated: typeof sent.disseminated === 'boolean' ? sent.disseminated : null,
      disseminatedOn: typeof sent.disseminated_on === 'string' && sent.disseminated_on !== '' ? sent.disseminated_on : null,
    };
  };

  const checkRecipient = async (db: Queryable, domain: unknown) => {
    if (typeof domain !== 'string' || !(await isRecipientOrganisation(db, domain))) throw badRequest({ domain: [NOT_RECIPIENT] });
  };

  /**
   * Each attachment is a new PDF (a data URL: judged by its bytes, size-bounded, stored under a generated name)
   * or a file already attached to this report. Anything else is a 4xx naming the attachment.
   */
  const checkFiles = async (db: Queryable, data: Record<string, unknown>, reportId: string, isNew: boolean): Promise<PendingFile[]> => {
    const attachments = Array.isArray(data.attachments) ? (data.attachments as Record<string, unknown>[]) : [];
    if (attachments.length > MAX_REPORT_FILES) throw badRequest({ attachments: [TOO_MANY_FILES] });
    const known = isNew ? new Set<string>() : await reportFileNames(db, reportId);
    const errors: FieldErrors = {};
    const pending: PendingFile[] = [];
    data.attachments = attachments.map((a, i) => {
      const value = String(a.attachment);
      let name = value;
      if (/^data:/i.test(value)) {
        const f = decodeUpload(value, d.limits.uploadFile, REPORTS.attachmentTypes, PDF_ONLY, `attachments.${i}.attachment`);
        name = generatedName(f.type);
        pending.push({ name, bytes: f.bytes, mime: f.type.type });
      } else if (!known.has(value)) {
        errors[`attachments.${i}.attachment`] = [ATTACHMENT_UNKNOWN];
      }
      return { ...a, attachment: name };
    });
    if (Object.keys(errors).length) throw badRequest(errors);
    return pending;
  };

  const storeFiles = async (db: Queryable, me: AuthUser, files: PendingFile[], reportId: string, now: Date) => {
    for (const f of files) {
      await writeMediaFile(d.filesDir, f.name, f.bytes);
      await insertMediaFile(db, { name: f.name, domain: me.domain, mime: f.mime, size: f.bytes.length, createdBy: me.id, created: now, record: { kind: 'report', id: reportId } });
    }
  };

  app.post('/intelligence', bodyLimit, async (c) => {
    const me = c.get('user')!;
    if (c.get('session')?.mode === 'investigate' || !REPORTS.mayAdd(permUser(me), unit)) {
      await refused(c, '/intelligence', 'may not add');
      throw new ApiError(403, MAY_NOT_ADD);
    }
    const body = await readReportBody(c);
    const now = d.clock();
    const id = randomUUID();
    let written: string[] = [];
    try {
      await d.db.transaction(async (tx) => {
        await checkRecipient(tx, body.data.domain);
        const files = await checkFiles(tx, body.data, id, true);
        await insertReport(tx, { id, data: body.data, userId: me.id, now });
        written = files.map((f) => f.name);
        await storeFiles(tx, me, files, id, now);
      });
    } catch (err) {
      await removeMediaFiles(d.filesDir, written);
      throw err;
    }
    await d.audit(c, { action: 'report.create', outcome: 'ok', target: id, detail: { recipient: body.data.domain } });
    return c.json(await reportAnswer(d.db, id), 201);
  });

  app.put('/intelligence/:id', bodyLimit, async (c) => {
    const me = c.get('user')!;
    const ref = c.req.param('id');
    await mayView(c, me, ref);
    const body = await readReportBody(c);
    const user = permUser(me);
    const investigate = c.get('session')?.mode === 'investigate';
    let written: string[] = [];
    let disseminated = false;
    let id = '';
    try {
      await d.db.transaction(async (tx) => {
        const stored = await readReport(tx, me, d.unitCode, ref, { forUpdate: true });
        if (!stored) throw new Refusal(404, REPORTS.notFound, 'not found or not readable');
        id = stored.id;
        const wantsDissemination = body.disseminated === true && !stored.disseminated;
        if (stored.disseminated && body.disseminated === false) throw new Refusal(409, ALREADY_DISSEMINATED, 'un-disseminate');
        if (stored.disseminated && body.disseminated === true && body.disseminatedOn !== null && !sameInstant(body.disseminatedOn, stored.disseminated_on)) {
          throw new Refusal(409, ALREADY_DISSEMINATED, 'disseminate again');
        }
        if (wantsDissemination && (investigate || !REPORTS.mayDisseminate(user, unit))) throw new Refusal(403, MAY_NOT_DISSEMINATE, 'may not disseminate');
        const mayChange = !investigate && REPORTS.mayChange(user, unit);
        // A dissemination by someone who may not change reports only flips the flags: the body is not saved.
        if (!wantsDissemination && !mayChange) throw new Refusal(403, MAY_NOT_CHANGE, 'may not change');
        const now = d.clock();
        if (mayChange && contentChanged(stored, body.data)) {
          if (stored.disseminated && body.data.domain !== stored.domain) throw new Refusal(409, RECIPIENT_FIXED, 'recipient of a disseminated report');
          if (body.data.domain !== stored.domain) await checkRecipient(tx, body.data.domain);
          const files = await checkFiles(tx, body.data, stored.id, false);
          await updateReport(tx, stored.id, { data: body.data, userId: me.id, now });
          written = files.map((f) => f.name);
          await storeFiles(tx, me, files, stored.id, now);
        }
        if (wantsDissemination) {
          if (!(await markDisseminated(tx, stored.id, me.id, now))) throw new Refusal(409, ALREADY_DISSEMINATED, 'disseminate again');
          disseminated = true;
        }
      });
    } catch (err) {
      await removeMediaFiles(d.filesDir, written);
      if (err instanceof Refusal) await refused(c, ref, err.reason);
      throw err;
    }
    await d.audit(c, { action: disseminated ? 'report.disseminate' : 'report.update', outcome: 'ok', target: id });
    return c.json(await reportAnswer(d.db, id));
  });

  return app;
}

const sameInstant = (sent: string, stored: Date | null): boolean => stored !== null && Date.parse(sent) === new Date(stored).getTime();

/** Whether a sent body differs from the stored one (a dissemination usually sends the report back unchanged). */
function contentChanged(stored: ReportRow, data: Record<string, unknown>): boolean {
  const { domain: _d, ...storedData } = stored.data;
  const { domain, ...sentData } = data;
  return domain !== stored.domain || JSON.stringify(canonical(storedData)) !== JSON.stringify(canonical(sentData));
}

const canonical = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(canonical) : isObject(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical(v[k])])) : v;
