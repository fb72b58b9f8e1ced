/**
 * The list, read, create, update and approve-all calls of every record kind (routes/subjects.ts,
 * routes/companies.ts). HTTP only: parse, check, call, answer. What differs between kinds is described once in
 * lib/kinds.ts; the queries are in lib/records.ts (records), lib/media.ts (files) and lib/organisations.ts.
 * Scope: lib/scope.ts and docs/scoping.md. Status rules: core-records §4.1/§4.2 through the kind's
 * statusOptions (core's subjectStatusOptions / companyStatusOptions).
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { canApprovePending, newSuspectId, validate } from '../core.js';
import type { Queryable } from '../db/types.js';
import { readJson } from '../lib/body.js';
import { routeBodyLimit } from '../lib/body-limit.js';
import { ApiError, badRequest, type FieldErrors } from '../lib/errors.js';
import type { KindSpec, RuleRecord } from '../lib/kinds.js';
import { FILE_REFUSED, attachedMediaNames, decodeUpload, generatedName, insertMediaFile, isOwnMedia, removeMediaFiles, writeMediaFile } from '../lib/media.js';
import { organisationSettings, type OrganisationSettings } from '../lib/organisations.js';
import {
  DISPLAY_FIELDS,
  approvePending,
  insertRecord,
  listRecords,
  parseListQuery,
  readAnswer,
  readRecord,
  toRecord,
  updateRecord,
  type RecordRow,
} from '../lib/records.js';
import { READ_ONLY, mayAdd, mayChange, permUser } from '../lib/scope.js';
import { isUuid } from '../lib/secrets.js';
import type { AppContext, AppEnv, AuthUser, Deps } from '../types.js';

export const STATUS_REFUSED = 'You may not set this status';
export const APPROVE_REFUSED = 'You may not approve pending records';
export const PHOTO_UNKNOWN = 'Unknown photograph: upload the photo again';
export const ATTACHMENT_UNKNOWN = 'Unknown attachment: add the file again';

/**
 * Besides the kind's server-owned fields (core's SERVER_OWNED_FIELDS, dropped from every body): status and
 * is_primary are read from the body on their own (status through the status rule), not saved with the data.
 */
const READ_APART = ['status', 'is_primary'] as const;

export interface RecordRoutesOptions {
  /** '/suspects' or '/companies' */
  base: string;
  /** '/approveall' or '/companies/approveall' */
  approveAll: string;
  mayNotAdd: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const present = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** A refusal found inside a transaction: audited after the rollback (PGlite runs one statement at a time). */
class Refusal extends ApiError {
  constructor(status: 403 | 404, message: string, readonly reason: string, errors?: FieldErrors) {
    super(status, message, errors);
  }
}

/** A file the save must write (a new attachment), with the name it gets. */
interface PendingFile {
  name: string;
  bytes: Buffer;
  mime: string;
}

export function recordRoutes(d: Deps, spec: KindSpec, opts: RecordRoutesOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const unit = { unitCode: d.unitCode };
  // Records with files carry them as data URLs: a larger body than other calls.
  const bodyLimit = routeBodyLimit(spec.files ? d.limits.recordBody : d.limits.jsonBody);

  const refused = (c: AppContext, target: string, reason: string) =>
    d.audit(c, { action: 'authz.refused', outcome: 'refused', target: target.slice(0, 64), detail: { resource: spec.kind, reason } });

  const statusOptions = (me: AuthUser, record: RuleRecord | null, org: OrganisationSettings | null) => spec.statusOptions(permUser(me), record, org, unit);

  app.get(opts.base, async (c) => {
    const me = c.get('user')!;
    const q = parseListQuery(spec, (name) => c.req.query(name));
    return c.json(await listRecords(d.db, spec, me, d.unitCode, q));
  });

  // Before `${base}/:id`, so that 'approveall' is never read as an id.
  app.get(opts.approveAll, async (c) => {
    const me = c.get('user')!;
    const org = await organisationSettings(d.db, me.domain);
    if (c.get('session')?.mode === 'investigate' || !canApprovePending(permUser(me), org, unit)) {
      await refused(c, opts.approveAll, 'approve pending not allowed');
      throw new ApiError(403, APPROVE_REFUSED);
    }
    // Only the user's OWN organisation's pending records, whoever the user is (the central unit included).
    const approved = await d.db.transaction((tx) => approvePending(tx, spec, me.domain, me.id, d.clock()));
    await d.audit(c, { action: `${spec.kind}.approveall`, outcome: 'ok', detail: { approved } });
    return c.json({ approved });
  });

  app.get(`${opts.base}/:id`, async (c) => {
    const me = c.get('user')!;
    const ref = c.req.param('id');
    const row = await readRecord(d.db, spec, me, d.unitCode, ref);
    if (!row) {
      await refused(c, ref, 'not found or not readable');
      throw new ApiError(404, spec.notFound);
    }
    return c.json(toRecord(spec, row));
  });

  /**
   * Validates the body with core's schema. The display fields of our own answers are dropped first (a list row
   * may be sent back as it came); anything else unknown is refused by the strict schema (400 naming it).
   */
  const readRecordBody = async (c: AppContext) => {
    const raw = await readJson(c);
    const body = isObject(raw) ? Object.fromEntries(Object.entries(raw).filter(([k]) => !(DISPLAY_FIELDS as readonly string[]).includes(k))) : raw;
    const v = validate(spec.schema, body);
    if (!v.ok) throw badRequest(v.errors);
    const sent = isObject(raw) ? raw : {};
    const data = { ...(v.data as Record<string, unknown>) };
    for (const k of [...spec.serverOwned, ...READ_APART, spec.code]) delete data[k];
    return {
      data,
      status: present(sent.status) ? (v.data as { status: string }).status : null,
      isPrimary: typeof sent.is_primary === 'boolean' ? sent.is_primary : null,
    };
  };

  /**
   * Kinds with files: the photograph must be a file the user's organisation uploaded (or stay as it was), and
   * each attachment is either a new file (a data URL: sniffed, stored under a generated name) or one already
   * attached to this record. Attachments carry the record's id and readable ID, whatever the client sent.
   */
  const checkFiles = async (db: Queryable, me: AuthUser, data: Record<string, unknown>, recordId: string, stored: RecordRow | null): Promise<PendingFile[]> => {
    const files = spec.files;
    if (!files) return [];
    const errors: FieldErrors = {};
    const photo = data[files.photo];
    if (present(photo) && photo !== stored?.photograph && !(await isOwnMedia(db, photo, me.domain))) errors[files.photo] = [PHOTO_UNKNOWN];
    const pending: PendingFile[] = [];
    const attachments = Array.isArray(data.attachments) ? (data.attachments as Record<string, unknown>[]) : [];
    const known = new Set<string>(stored && attachments.length ? await attachedMediaNames(db, spec.kind, recordId) : []);
    data.attachments = attachments.length
      ? attachments.map((a, i) => {
          const value = String(a.attachment);
          let name = value;
          if (/^data:/i.test(value)) {
            const f = decodeUpload(value, d.limits.uploadFile, files.attachmentTypes, FILE_REFUSED, `attachments.${i}.attachment`);
            name = generatedName(f.type);
            pending.push({ name, bytes: f.bytes, mime: f.type.type });
          } else if (!known.has(value)) {
            errors[`attachments.${i}.attachment`] = [ATTACHMENT_UNKNOWN];
          }
          return { ...a, attachment: name, [files.attachmentOwner.id]: recordId };
        })
      : data.attachments;
    if (Object.keys(errors).length) throw badRequest(errors);
    return pending;
  };

  /** The record's readable ID into its attachments (known only once the insert has taken it). */
  const withCode = (data: Record<string, unknown>, code: string): Record<string, unknown> => {
    const owner = spec.files?.attachmentOwner;
    if (!owner || !Array.isArray(data.attachments)) return data;
    return { ...data, attachments: (data.attachments as Record<string, unknown>[]).map((a) => ({ ...a, [owner.code]: code })) };
  };

  const storeFiles = async (db: Queryable, me: AuthUser, files: PendingFile[], recordId: string, now: Date) => {
    for (const f of files) {
      await writeMediaFile(d.filesDir, f.name, f.bytes);
      await insertMediaFile(db, { name: f.name, domain: me.domain, mime: f.mime, size: f.bytes.length, createdBy: me.id, created: now, record: { kind: spec.kind, id: recordId } });
    }
  };

  app.post(opts.base, bodyLimit, async (c) => {
    const me = c.get('user')!;
    if (!mayAdd(me, c.get('session'), spec.kind)) {
      await refused(c, opts.base, 'may not add');
      throw new ApiError(403, opts.mayNotAdd);
    }
    const body = await readRecordBody(c);
    const org = await organisationSettings(d.db, me.domain);
    const dflt = spec.defaultStatus(org);
    const status = body.status ?? dflt;
    // A new record's status: its default, or a choice the status selector offers for a new record (§4.1/§4.2).
    if (status !== dflt && !statusOptions(me, { status: dflt }, org)?.includes(status) && !statusOptions(me, { status }, org)?.includes(status)) {
      await refused(c, opts.base, `status ${status}`);
      throw new ApiError(403, STATUS_REFUSED, { status: [STATUS_REFUSED] });
    }
    const data = spec.withStatus ? spec.withStatus(body.data, status) : body.data;
    const now = d.clock();
    const id = randomUUID();
    let written: string[] = [];
    try {
      await d.db.transaction(async (tx) => {
        const files = await checkFiles(tx, me, data, id, null);
        const write = { id, domain: me.domain, status, isPrimary: body.isPrimary ?? true, userId: me.id, now, approvedOn: status === 'approved' ? now : null };
        // The readable ID is the server's (core-records §9; a sent one was dropped with the other server-owned
        // fields), so a create never tells whether some ID exists elsewhere. One that happens to exist is drawn again.
        for (let attempt = 0; ; attempt++) {
          const code = newSuspectId(now);
          if (await insertRecord(tx, spec, { ...write, code, data: withCode(data, code) })) break;
          if (attempt >= 5) throw new ApiError(503, 'Could not give the record an ID: try again');
        }
        written = files.map((f) => f.name);
        await storeFiles(tx, me, files, id, now);
      });
    } catch (err) {
      await removeMediaFiles(d.filesDir, written);
      throw err;
    }
    await d.audit(c, { action: `${spec.kind}.create`, outcome: 'ok', target: id });
    return c.json(await readAnswer(d.db, spec, id), 201);
  });

  app.put(`${opts.base}/:id`, bodyLimit, async (c) => {
    const me = c.get('user')!;
    const ref = c.req.param('id');
    const body = await readRecordBody(c);
    const org = await organisationSettings(d.db, me.domain);
    let written: string[] = [];
    let id = '';
    let photograph: { from: string | null; to: string | null } | null = null;
    try {
      await d.db.transaction(async (tx) => {
        // Only by uuid: the readable ID is for reading.
        const stored = isUuid(ref) ? await readRecord(tx, spec, me, d.unitCode, ref, { forUpdate: true }) : null;
        if (!stored) throw new Refusal(404, spec.notFound, 'not found or not readable');
        id = stored.id;
        if (!mayChange(me, c.get('session'), spec.kind, stored)) throw new Refusal(403, READ_ONLY, 'read-only');
        let status = stored.status;
        if (body.status !== null && body.status !== stored.status) {
          const options = statusOptions(me, { id: stored.id, status: stored.status, domain: stored.domain, created_by: stored.created_by }, org);
          if (!options?.includes(body.status)) {
            throw new Refusal(403, STATUS_REFUSED, `status ${stored.status} → ${body.status}`, { status: [STATUS_REFUSED] });
          }
          status = body.status;
        }
        const now = d.clock();
        const approvedOn = status === 'approved' && stored.status !== 'approved' ? now : stored.approved_on;
        const data = withCode(spec.withStatus ? spec.withStatus(body.data, status) : body.data, stored.code);
        const files = await checkFiles(tx, me, data, stored.id, stored);
        if (spec.files) {
          const to = present(data[spec.files.photo]) ? (data[spec.files.photo] as string) : null;
          if (to !== (stored.photograph ?? null)) photograph = { from: stored.photograph ?? null, to };
        }
        await updateRecord(tx, spec, stored.id, { status, isPrimary: body.isPrimary ?? stored.is_primary, userId: me.id, now, approvedOn, data });
        written = files.map((f) => f.name);
        await storeFiles(tx, me, files, stored.id, now);
      });
    } catch (err) {
      await removeMediaFiles(d.filesDir, written);
      if (err instanceof Refusal) await refused(c, ref, err.reason);
      throw err;
    }
    // A replaced photograph is named in the audit entry (issue 7 item 6: every replacement is audited).
    await d.audit(c, { action: `${spec.kind}.update`, outcome: 'ok', target: id, ...(photograph ? { detail: { photograph } } : {}) });
    return c.json(await readAnswer(d.db, spec, id));
  });

  return app;
}
