/**
 * Imports (analysis-tools §2 Import screens and IMPORT tab, §3 import forms, §5, §8; issue 9 item 2): the
 * uploads answer at once with the §8 message and the job's id; the job (imports/jobs) reads the file. Central
 * unit only. The file streams to disk (imports/jobs/upload.ts); only its header row is read before queuing.
 */
import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import {
  BANKS,
  MSG,
  callRecordImportSchema,
  cdrColumnMappingSchema,
  manualCallRecordImportSchema,
  normalisePhone,
  statementImportSchema,
  validate,
  type ImportAccepted,
  type ImportKind,
} from '../core.js';
import { centralOnly } from '../lib/analysis-access.js';
import { readBody } from '../lib/body.js';
import { streamedBodyLimit } from '../lib/body-limit.js';
import { ApiError, badRequest } from '../lib/errors.js';
import { sniff } from '../lib/files.js';
import {
  findOrCreateAccount,
  findSameImport,
  findSubject,
  getImport,
  insertImport,
  linkSubjectPhone,
  listImports,
  refusedRowsOf,
  upsertSubscriber,
} from '../lib/imports.js';
import { insertMediaFile, mediaDir } from '../lib/media.js';
import { DEFAULT_READ_LIMITS, detectFormat, readRows } from '../imports/read/index.js';
import type { MappingKind } from '../imports/mapping/index.js';
import { findHeader, type FoundHeader } from '../imports/tabular/headers.js';
import { saveTemplate } from '../lib/mapping-templates.js';
import { receiveMultipart, type ReceivedFile } from '../imports/jobs/upload.js';
import { wakeImportRunners } from '../imports/jobs/wake.js';
import { refusedRowsCsv } from '../imports/jobs/refused-csv.js';
import type { AppContext, AppEnv, Deps } from '../types.js';

/** The largest data file (the readers' own bound) and the whole multipart body (the file, a photo, the fields). */
export const MAX_IMPORT_FILE = DEFAULT_READ_LIMITS.maxFileBytes;
const MAX_IMPORT_BODY = MAX_IMPORT_FILE + 16 * 1024 * 1024;

const CURRENCY_CODES: Record<string, string> = { Naira: 'NGN', Dollar: 'USD', 'Pounds Sterling': 'GBP', Euro: 'EUR', Yuan: 'CNY' };


const listQuerySchema = z.object({
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))),
  offset: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000))),
  kind: z.optional(z.enum(['statement', 'cdr', 'cdr_manual', 'goaml', 'registry'])),
});

const isUuid = (v: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

export function importRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const central = centralOnly(d);
  const upload = streamedBodyLimit(MAX_IMPORT_BODY);
  const uploadDir = join(d.filesDir, 'imports');

  const receive = (c: AppContext, files: Record<string, number>) =>
    receiveMultipart(c, { dir: uploadDir, files, maxBody: MAX_IMPORT_BODY });

  /**
   * The data file is a spreadsheet by its bytes and its header row fits the mapping (the confirmed one, else the
   * proposal: a saved template, a known layout, the fuzzy match). Answers the header row and the mapping used.
   */
  async function checkFile(file: ReceivedFile, kind: MappingKind, mapping: Record<string, string> | null, headersMessage: string) {
    try {
      await detectFormat(file.path);
    } catch {
      throw new ApiError(400, MSG.fileType, { file_field: [MSG.fileType] });
    }
    let found: FoundHeader | null;
    const rows = readRows(file.path)[Symbol.asyncIterator]();
    try {
      found = await findHeader(d.db, rows, kind, mapping);
    } catch {
      throw new ApiError(400, headersMessage);
    } finally {
      await rows.return?.(undefined).catch(() => {});
    }
    if (!found) throw new ApiError(400, headersMessage);
    return { headers: found.headers, mapping: found.mapping, templateId: found.templateId };
  }

  /** The KYC or BVN photo, moved into media (its type by its bytes). */
  async function storePhoto(c: AppContext, photo: ReceivedFile, subjectId: string | null): Promise<string> {
    const type = sniff(photo.head);
    if (!type || !['image/png', 'image/jpeg'].includes(type.type)) throw new ApiError(400, MSG.fileType, { image: [MSG.fileType] });
    const me = c.get('user')!;
    const name = `${randomUUID()}${type.ext}`;
    await rename(photo.path, join(mediaDir(d.filesDir), name)).catch(async () => {
      const { mkdir } = await import('node:fs/promises');
      await mkdir(mediaDir(d.filesDir), { recursive: true });
      await rename(photo.path, join(mediaDir(d.filesDir), name));
    });
    await insertMediaFile(d.db, {
      name,
      domain: me.domain,
      mime: type.type,
      size: photo.size,
      createdBy: me.id,
      created: d.clock(),
      ...(subjectId ? { record: { kind: 'subject' as const, id: subjectId } } : {}),
    });
    return name;
  }

  /** The same file for the same subject again: the earlier job answers, nothing is added. */
  async function accepted(c: AppContext, result: string, id: string, status: 200 | 202) {
    return c.json({ result, import_id: id } satisfies ImportAccepted, status);
  }

  /** The call-record and statement forms (the Import screens, and the workspace's IMPORT tab). */
  async function formImport(c: AppContext, kind: 'cdr' | 'statement', workspace: boolean) {
    const fileField = 'file_field';
    const photoField = kind === 'cdr' ? 'image' : 'BVN_Photo';
    const got = await receive(c, { [fileField]: MAX_IMPORT_FILE, [photoField]: d.limits.photoFile });
    try {
      const file = got.files[fileField];
      if (workspace && !file) throw new ApiError(400, MSG.selectCdrFile, { file_field: [MSG.selectCdrFile] });
      const schema = kind === 'cdr' ? callRecordImportSchema : statementImportSchema;
      const v = validate(schema, { ...got.fields, ...got.files });
      if (!v.ok) throw badRequest(v.errors);
      const form = v.data as Record<string, unknown>;
      const suspect = text(form.Suspect);
      const subjectId = suspect ? await findSubject(d.db, suspect) : null;
      if (suspect && !subjectId) throw badRequest({ Suspect: ['Unknown subject'] });
      const fit = await checkFile(file!, kind, null, workspace ? MSG.fileNotUploadedWorkspace : MSG.fileNotUploaded);
      const started = kind === 'cdr' ? MSG.cdrImportStarted : MSG.statementImportStarted;

      const same = await findSameImport(d.db, { kind, sha256: file!.sha256, subjectId });
      if (same) {
        await got.discard();
        return accepted(c, started, same, 200);
      }
      const me = c.get('user')!;
      const id = randomUUID();
      const photo = await storePhoto(c, got.files[photoField]!, subjectId);
      const fields = Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === 'string'));
      await d.db.transaction(async (tx) => {
        await insertImport(tx, {
          id,
          kind,
          fileName: file!.name,
          sha256: file!.sha256,
          size: file!.size,
          storedFile: file!.path,
          subjectId,
          mapping: fit.mapping,
          templateId: fit.templateId,
          form: { ...fields, photo },
          createdBy: me.id,
          domain: me.domain,
          now: d.clock(),
        });
        if (kind === 'statement') {
          const bank = String(form.Bank_Name).trim();
          const known = BANKS.find((b) => b.code === bank || b.name.toLowerCase() === bank.toLowerCase());
          const accountId = await findOrCreateAccount(
            tx,
            {
              number: String(form.Account_Number).trim(),
              bankCode: known?.code ?? null,
              bankName: known?.name ?? bank,
              bvn: text(form.BVN),
              holderName: [form.First_Name, form.Other_Name, form.Last_Name].map(text).filter(Boolean).join(' '),
              holderType: form.Account_Holder === 'Entity' ? 'entity' : 'individual',
              accountType: text(form.Account_Type),
              accountStatus: text(form.Account_Status),
              currency: CURRENCY_CODES[String(form.Currency)] ?? 'NGN',
              openingDate: text(form.Account_Opening_DATE),
              openingState: text(form.Account_Opening_STATE),
              openingLga: text(form.Account_Opening_LGA),
            },
            { id: randomUUID(), importId: id, subjectId, now: d.clock() },
          );
          await tx.query('UPDATE imports SET account_id = $2 WHERE id = $1', [id, accountId]);
        } else {
          const phone = normalisePhone(String(form.phone_Number));
          if (phone) {
            await upsertSubscriber(tx, subscriberOf(form, phone), id);
            if (subjectId) await linkSubjectPhone(tx, subjectId, phone);
          }
        }
      });
      wakeImportRunners();
      await d.audit(c, { action: 'import.queued', outcome: 'ok', target: id, detail: { kind, file: file!.name, size: file!.size } });
      return accepted(c, started, id, 202);
    } catch (err) {
      await got.discard();
      throw err;
    }
  }

  app.post('/import/cdr', central, upload, (c) => formImport(c, 'cdr', true));
  app.post('/importcdr', central, upload, (c) => formImport(c, 'cdr', false));
  app.post('/import/statement', central, upload, (c) => formImport(c, 'statement', true));

  // The column-mapping flow: the file and the confirmed mapping (target → column); `source` keeps it as a template.
  app.put('/cdr', central, upload, async (c) => {
    const got = await receive(c, { file: MAX_IMPORT_FILE });
    try {
      const file = got.files.file;
      if (!file) throw new ApiError(400, MSG.selectCdrFile, { file: [MSG.selectCdrFile] });
      let raw: unknown;
      try {
        raw = JSON.parse(got.fields.mapping ?? '');
      } catch {
        throw badRequest({ mapping: ['The mapping must be JSON text: target field → column'] });
      }
      // cdr_time: the time column of a file that splits its time stamp over two columns (imports/mapping EXTRA_TARGETS).
      const { cdr_time: cdrTime, ...targets } = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : { '': raw }) as Record<string, unknown>;
      if (cdrTime !== undefined && (typeof cdrTime !== 'string' || !cdrTime.trim())) throw badRequest({ 'mapping.cdr_time': [MSG.required] });
      const v = validate(cdrColumnMappingSchema, targets);
      if (!v.ok) throw badRequest(Object.fromEntries(Object.entries(v.errors).map(([k, m]) => [`mapping.${k}`.replace(/\.$/, ''), m])));
      const mapping = { ...(v.data as Record<string, string>), ...(typeof cdrTime === 'string' ? { cdr_time: cdrTime } : {}) };
      const source = text(got.fields.source);
      if (source && source.length > 100) throw badRequest({ source: ['At most 100 characters'] });
      const fit = await checkFile(file, 'cdr', mapping, MSG.fileNotUploaded);
      const me = c.get('user')!;
      // The confirmed mapping, kept for this source: proposed again next time the same headers come.
      const templateId = source ? await saveTemplate(d.db, { kind: 'cdr', source, headers: fit.headers, mapping, userId: me.id, now: d.clock() }) : null;
      const same = await findSameImport(d.db, { kind: 'cdr', sha256: file.sha256, subjectId: null });
      if (same) {
        await got.discard();
        return accepted(c, MSG.cdrImportStarted, same, 200);
      }
      const id = randomUUID();
      await insertImport(d.db, {
        id,
        kind: 'cdr',
        fileName: file.name,
        sha256: file.sha256,
        size: file.size,
        storedFile: file.path,
        mapping,
        templateId,
        form: source ? { source } : null,
        createdBy: me.id,
        domain: me.domain,
        now: d.clock(),
      });
      wakeImportRunners();
      await d.audit(c, { action: 'import.queued', outcome: 'ok', target: id, detail: { kind: 'cdr', file: file.name, size: file.size, mapped: true } });
      return accepted(c, MSG.cdrImportStarted, id, 202);
    } catch (err) {
      await got.discard();
      throw err;
    }
  });

  // The manual call-record form: a subscriber, stored as posted (the job is born done).
  app.post('/import/cdr/manual', central, async (c) => {
    const form = (await readBody(c, manualCallRecordImportSchema)) as Record<string, unknown>;
    const phone = normalisePhone(String(form.phone_Number));
    if (!phone) throw badRequest({ phone_Number: ['Enter a valid phone number'] });
    const me = c.get('user')!;
    const id = randomUUID();
    await d.db.transaction(async (tx) => {
      await insertImport(tx, { id, kind: 'cdr_manual', fileName: null, sha256: null, size: null, storedFile: null, form, createdBy: me.id, domain: me.domain, now: d.clock(), status: 'done' });
      await upsertSubscriber(tx, subscriberOf(form, phone), id);
    });
    await d.audit(c, { action: 'import.manual', outcome: 'ok', target: id, detail: { kind: 'cdr_manual' } });
    return accepted(c, MSG.cdrImportStarted, id, 202);
  });

  app.get('/imports', central, async (c) => {
    const v = validate(listQuerySchema, c.req.query());
    if (!v.ok) throw badRequest(v.errors);
    const me = c.get('user')!;
    return c.json(await listImports(d.db, { userId: me.id, limit: v.data.limit ?? 20, offset: v.data.offset ?? 0, kind: v.data.kind as ImportKind | undefined }));
  });

  app.get('/imports/:id', central, async (c) => {
    const id = c.req.param('id');
    const job = isUuid(id) ? await getImport(d.db, id, c.get('user')!.id) : null;
    if (!job) throw new ApiError(404, 'Not found');
    return c.json(job);
  });

  app.get('/imports/:id/refused', central, async (c) => {
    const id = c.req.param('id');
    const job = isUuid(id) ? await getImport(d.db, id, c.get('user')!.id) : null;
    if (!job) throw new ApiError(404, 'Not found');
    const rows = await refusedRowsOf(d.db, id);
    await d.audit(c, { action: 'import.refused.download', outcome: 'ok', target: id, detail: { rows: rows.length } });
    return c.body(refusedRowsCsv(rows), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="refused-rows-${id}.csv"`,
    });
  });

  return app;
}

function subscriberOf(form: Record<string, unknown>, phone: string) {
  return {
    phone,
    firstName: String(form.First_Name).trim(),
    middleName: text(form.Middle_Name),
    lastName: String(form.Last_Name).trim(),
    gender: text(form.Gender),
    birthdate: text(form.DOB),
    address: text(form.Address),
    state: text(form.State),
    lga: text(form.LGA),
  };
}

/** Removes a stored upload (exported for the tests' clean-up). */
export const removeUpload = (path: string) => rm(path, { force: true });
