/**
 * The list, read, create, update and approve-all calls that subjects (routes/subjects.ts) and companies
 * (routes/companies.ts) share. Scope: lib/scope.ts and docs/scoping.md. Status rules: core-records §4.1/§4.2
 * through core's subjectStatusOptions / companyStatusOptions.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import {
  canApprovePending,
  companySchema,
  companyStatusOptions,
  defaultCompanyStatus,
  defaultSubjectStatus,
  newSuspectId,
  subjectSchema,
  subjectStatusOptions,
  validate,
  type PermOrg,
} from '../core.js';
import type { Queryable } from '../db/types.js';
import { readJson } from '../lib/body.js';
import { ApiError, badRequest, type FieldErrors } from '../lib/errors.js';
import { FILE_REFUSED, decodeUpload, generatedName, removeMediaFiles, writeMediaFile } from '../lib/media.js';
import {
  DISPLAY_FIELDS,
  listRecords,
  parseListQuery,
  readRecord,
  recordJoins,
  recordSelect,
  toRecord,
  type KindSpec,
  type RecordRow,
} from '../lib/records.js';
import { READ_ONLY, mayAdd, mayChange, permUser } from '../lib/scope.js';
import { isUuid } from '../lib/secrets.js';
import type { AppContext, AppEnv, AuthUser, Deps } from '../types.js';

export const STATUS_REFUSED = 'You may not set this status';
export const APPROVE_REFUSED = 'You may not approve pending records';
export const PHOTO_UNKNOWN = 'Unknown photograph: upload the photo again';
export const ATTACHMENT_UNKNOWN = 'Unknown attachment: add the file again';
const ALL_PDF_IMAGES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

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

interface Org extends PermOrg {
  domain: string;
  approval_status_enabled: boolean;
}

async function organisationOf(db: Queryable, domain: string): Promise<Org | null> {
  const r = await db.query<Org>('SELECT domain, approval_status_enabled, org_type FROM organisations WHERE domain = $1', [domain]);
  return r.rows[0] ?? null;
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
  const schema = spec.kind === 'subject' ? subjectSchema : companySchema;
  const unit = { unitCode: d.unitCode };

  const refused = (c: AppContext, target: string, reason: string) =>
    d.audit(c, { action: 'authz.refused', outcome: 'refused', target: target.slice(0, 64), detail: { resource: spec.kind, reason } });

  const statusOptions = (me: AuthUser, record: { id?: string; status?: string | null; domain?: string; created_by?: string | null } | null, org: Org | null) =>
    spec.kind === 'subject' ? subjectStatusOptions(permUser(me), record, org, unit) : companyStatusOptions(permUser(me), record, org, unit);

  /** The answer for one record, read again with its names. */
  const answer = async (db: Queryable, id: string) => {
    const r = await db.query<RecordRow>(`SELECT ${recordSelect(spec)} FROM ${spec.table} s ${recordJoins} WHERE s.id = $1`, [id]);
    return toRecord(spec, r.rows[0]!);
  };

  app.get(opts.base, async (c) => {
    const me = c.get('user')!;
    const q = parseListQuery(spec, (name) => c.req.query(name));
    return c.json(await listRecords(d.db, spec, me, d.unitCode, q));
  });

  // Before `${base}/:id`, so that 'approveall' is never read as an id.
  app.get(opts.approveAll, async (c) => {
    const me = c.get('user')!;
    const org = await organisationOf(d.db, me.domain);
    if (c.get('session')?.mode === 'investigate' || !canApprovePending(permUser(me), org, unit)) {
      await refused(c, opts.approveAll, 'approve pending not allowed');
      throw new ApiError(403, APPROVE_REFUSED);
    }
    const now = d.clock();
    // Only the user's OWN organisation's pending records, whoever the user is (the central unit included).
    const approved = await d.db.transaction(async (tx) => {
      const r = await tx.query<{ id: string; data: Record<string, unknown> }>(
        `UPDATE ${spec.table} SET status = 'approved', approved_on = $2, modified = $2, modified_by = $3
          WHERE domain = $1 AND status = 'pending' AND NOT _deleted RETURNING id, data`,
        [me.domain, now, me.id],
      );
      // A status change like any other: the rules that follow from the status apply (§4.2 inheritance).
      if (spec.withStatus) {
        for (const row of r.rows) await tx.query(`UPDATE ${spec.table} SET data = $2 WHERE id = $1`, [row.id, JSON.stringify(spec.withStatus(row.data, 'approved'))]);
      }
      return r.rowCount ?? 0;
    });
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
    const v = validate(schema, body);
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
   * Subjects only: the photograph must be a file the user's organisation uploaded (or stay as it was), and each
   * attachment is either a new file (a data URL: sniffed, stored under a generated name) or one already
   * attached to this record.
   */
  const checkFiles = async (db: Queryable, me: AuthUser, data: Record<string, unknown>, recordId: string, code: string, stored: RecordRow | null): Promise<PendingFile[]> => {
    if (spec.kind !== 'subject') return [];
    const errors: FieldErrors = {};
    const photo = data.photograph;
    if (present(photo) && photo !== stored?.photograph) {
      const r = await db.query('SELECT 1 FROM media_files WHERE name = $1 AND domain = $2', [photo, me.domain]);
      if (r.rowCount === 0) errors.photograph = [PHOTO_UNKNOWN];
    }
    const files: PendingFile[] = [];
    const attachments = Array.isArray(data.attachments) ? (data.attachments as Record<string, unknown>[]) : [];
    const known = new Set<string>();
    if (stored && attachments.length) {
      const r = await db.query<{ name: string }>("SELECT name FROM media_files WHERE record_kind = 'subject' AND record_id = $1", [recordId]);
      for (const row of r.rows) known.add(row.name);
    }
    data.attachments = attachments.length
      ? attachments.map((a, i) => {
          const value = String(a.attachment);
          let name = value;
          if (/^data:/i.test(value)) {
            const f = decodeUpload(value, d.limits.uploadFile, ALL_PDF_IMAGES, FILE_REFUSED, `attachments.${i}.attachment`);
            name = generatedName(f.type);
            files.push({ name, bytes: f.bytes, mime: f.type.type });
          } else if (!known.has(value)) {
            errors[`attachments.${i}.attachment`] = [ATTACHMENT_UNKNOWN];
          }
          // The record's own ids, whatever the client sent (core-records §7: attachments carry their subject).
          return { ...a, attachment: name, suspect_id: recordId, suspectid: code };
        })
      : data.attachments;
    if (Object.keys(errors).length) throw badRequest(errors);
    return files;
  };

  const storeFiles = async (db: Queryable, me: AuthUser, files: PendingFile[], recordId: string, now: Date) => {
    for (const f of files) {
      await writeMediaFile(d.filesDir, f.name, f.bytes);
      await db.query(
        `INSERT INTO media_files (name, domain, record_kind, record_id, mime, size, created_by, created) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [f.name, me.domain, spec.kind, recordId, f.mime, f.bytes.length, me.id, now],
      );
    }
  };

  /** The columns copied from the record for lists, filters and search. */
  const columns = (data: Record<string, unknown>, status: string): Record<string, unknown> => {
    const text = (k: string) => (typeof data[k] === 'string' ? (data[k] as string) : null);
    return spec.kind === 'subject'
      ? {
          surname: text('surname'),
          othernames: text('othernames'),
          gender: text('gender'),
          case_reference: text('case_reference'),
          photograph: present(data.photograph) ? data.photograph : null,
          // Server-owned: an archived subject is one whose status is archived; nothing is deleted by a save.
          archived: status === 'archived',
          _deleted: false,
        }
      : { name: text('name'), case_reference: text('case_reference') };
  };

  app.post(opts.base, async (c) => {
    const me = c.get('user')!;
    if (!mayAdd(me, c.get('session'), spec.kind)) {
      await refused(c, opts.base, 'may not add');
      throw new ApiError(403, opts.mayNotAdd);
    }
    const body = await readRecordBody(c);
    const org = await organisationOf(d.db, me.domain);
    const dflt = spec.kind === 'subject' ? defaultSubjectStatus(org) : defaultCompanyStatus(org);
    const status = body.status ?? dflt;
    // A new record's status: its default, or a choice the status selector offers for a new record (§4.1/§4.2).
    if (status !== dflt && !statusOptions(me, { status: dflt }, org)?.includes(status as never) && !statusOptions(me, { status }, org)?.includes(status as never)) {
      await refused(c, opts.base, `status ${status}`);
      throw new ApiError(403, STATUS_REFUSED, { status: [STATUS_REFUSED] });
    }
    if (spec.withStatus) body.data = spec.withStatus(body.data, status);
    const now = d.clock();
    const id = randomUUID();
    let written: string[] = [];
    try {
      await d.db.transaction(async (tx) => {
        const files = await checkFiles(tx, me, body.data, id, '', null);
        const cols = columns(body.data, status);
        // The readable ID is the server's (core-records §9; a sent one was dropped with the other server-owned
        // fields), so a create never tells whether some ID exists elsewhere. One that happens to exist is drawn again.
        for (let attempt = 0; ; attempt++) {
          const code = newSuspectId(now);
          if (Array.isArray(body.data.attachments)) body.data.attachments = body.data.attachments.map((a: Record<string, unknown>) => ({ ...a, suspectid: code }));
          const inserted =
            spec.kind === 'subject'
              ? await tx.query(
                  `INSERT INTO subjects (id, suspectid, surname, othernames, gender, status, domain, case_reference, is_primary, photograph,
                                         created_by, modified_by, created, modified, approved_on, archived, _deleted, data)
                   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12, $12, $13, $14, $15, $16)
                   ON CONFLICT (suspectid) DO NOTHING`,
                  [id, code, cols.surname, cols.othernames, cols.gender, status, me.domain, cols.case_reference, body.isPrimary ?? true, cols.photograph,
                    me.id, now, status === 'approved' ? now : null, cols.archived, cols._deleted, JSON.stringify(body.data)],
                )
              : await tx.query(
                  `INSERT INTO companies (id, companyid, name, case_reference, status, domain, is_primary, created_by, modified_by, created, modified, approved_on, data)
                   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $9, $10, $11)
                   ON CONFLICT (companyid) DO NOTHING`,
                  [id, code, cols.name, cols.case_reference, status, me.domain, body.isPrimary ?? true, me.id, now, status === 'approved' ? now : null, JSON.stringify(body.data)],
                );
          if (inserted.rowCount === 0) {
            if (attempt >= 5) throw new ApiError(503, 'Could not give the record an ID: try again');
            continue;
          }
          written = files.map((f) => f.name);
          await storeFiles(tx, me, files, id, now);
          return;
        }
      });
    } catch (err) {
      await removeMediaFiles(d.filesDir, written);
      throw err;
    }
    await d.audit(c, { action: `${spec.kind}.create`, outcome: 'ok', target: id });
    return c.json(await answer(d.db, id), 201);
  });

  app.put(`${opts.base}/:id`, async (c) => {
    const me = c.get('user')!;
    const ref = c.req.param('id');
    const body = await readRecordBody(c);
    const org = await organisationOf(d.db, me.domain);
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
          if (!options?.includes(body.status as never)) {
            throw new Refusal(403, STATUS_REFUSED, `status ${stored.status} → ${body.status}`, { status: [STATUS_REFUSED] });
          }
          status = body.status;
        }
        const now = d.clock();
        const approvedOn = status === 'approved' && stored.status !== 'approved' ? now : stored.approved_on;
        if (spec.withStatus) body.data = spec.withStatus(body.data, status);
        const files = await checkFiles(tx, me, body.data, stored.id, stored.code, stored);
        const cols = columns(body.data, status);
        if (spec.kind === 'subject' && (cols.photograph ?? null) !== (stored.photograph ?? null)) {
          photograph = { from: stored.photograph ?? null, to: (cols.photograph as string | null) ?? null };
        }
        if (spec.kind === 'subject') {
          await tx.query(
            `UPDATE subjects SET surname = $2, othernames = $3, gender = $4, status = $5, case_reference = $6, is_primary = $7, photograph = $8,
                    modified_by = $9, modified = $10, approved_on = $11, archived = $12, _deleted = $13, data = $14
              WHERE id = $1`,
            [stored.id, cols.surname, cols.othernames, cols.gender, status, cols.case_reference, body.isPrimary ?? stored.is_primary, cols.photograph,
              me.id, now, approvedOn, cols.archived, cols._deleted, JSON.stringify(body.data)],
          );
        } else {
          await tx.query(
            `UPDATE companies SET name = $2, case_reference = $3, status = $4, is_primary = $5, modified_by = $6, modified = $7, approved_on = $8, data = $9
              WHERE id = $1`,
            [stored.id, cols.name, cols.case_reference, status, body.isPrimary ?? stored.is_primary, me.id, now, approvedOn, JSON.stringify(body.data)],
          );
        }
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
    return c.json(await answer(d.db, id));
  });

  return app;
}
