/**
 * The `imports` table as the screens and upload routes use it: queue a job, find the same file imported
 * before, the user's list, one job, its refused rows. The runner's own queries are in imports/jobs/queue.ts.
 */
import type { ImportJob, ImportKind, ImportQualityFinding, RegistryName } from '../core.js';
import type { Queryable } from '../db/types.js';

export interface NewImport {
  id: string;
  kind: ImportKind;
  registry?: RegistryName | null;
  fileName: string | null;
  sha256: string | null;
  size: number | null;
  storedFile: string | null;
  subjectId?: string | null;
  accountId?: string | null;
  templateId?: string | null;
  mapping?: Record<string, string> | null;
  form?: Record<string, unknown> | null;
  createdBy: string;
  domain: string;
  now: Date;
  /** 'done' for an import stored as it was posted (the manual form). */
  status?: 'queued' | 'done';
}

export async function insertImport(db: Queryable, n: NewImport): Promise<void> {
  const done = n.status === 'done';
  await db.query(
    `INSERT INTO imports (id, kind, registry, file_name, file_sha256, file_size, stored_file, subject_id, account_id, template_id,
                          mapping, form, status, rows_read, rows_stored, rows_total, created_by, domain, created, started, finished, quality)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::bigint, $14::bigint, $14::bigint, $15, $16, $17, $18::timestamptz, $18::timestamptz, '[]')`,
    [
      n.id,
      n.kind,
      n.registry ?? null,
      n.fileName,
      n.sha256,
      n.size,
      n.storedFile,
      n.subjectId ?? null,
      n.accountId ?? null,
      n.templateId ?? null,
      n.mapping ? JSON.stringify(n.mapping) : null,
      n.form ? JSON.stringify(n.form) : null,
      done ? 'done' : 'queued',
      done ? 1 : 0,
      n.createdBy,
      n.domain,
      n.now,
      done ? n.now : null,
    ],
  );
}

/**
 * The same file imported before as the same kind for the same subject (and registry): a re-import answers
 * with that job and adds nothing. A failed job does not count (the user may try again).
 */
export async function findSameImport(
  db: Queryable,
  q: { kind: ImportKind; sha256: string; subjectId: string | null; registry?: RegistryName | null },
): Promise<string | null> {
  const r = await db.query<{ id: string }>(
    `SELECT id FROM imports
      WHERE kind = $1 AND file_sha256 = $2 AND subject_id IS NOT DISTINCT FROM $3 AND registry IS NOT DISTINCT FROM $4
        AND status <> 'failed'
      ORDER BY created LIMIT 1`,
    [q.kind, q.sha256, q.subjectId, q.registry ?? null],
  );
  return r.rows[0]?.id ?? null;
}

const JOB_COLUMNS = `id, kind, registry, status, file_name, rows_read, rows_stored, rows_duplicate, rows_repeated, rows_refused, rows_total,
  coalesce(quality, '[]'::jsonb) AS quality, error, created, started, finished`;

interface JobRow {
  id: string;
  kind: ImportKind;
  registry: RegistryName | null;
  status: ImportJob['status'];
  file_name: string | null;
  rows_read: string | number;
  rows_stored: string | number;
  rows_duplicate: string | number;
  rows_repeated: string | number;
  rows_refused: string | number;
  rows_total: string | number | null;
  quality: ImportQualityFinding[];
  error: string | null;
  created: Date;
  started: Date | null;
  finished: Date | null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toJob(r: JobRow): ImportJob {
  return {
    id: r.id,
    kind: r.kind,
    registry: r.registry,
    status: r.status,
    file_name: r.file_name,
    rows_read: Number(r.rows_read),
    rows_stored: Number(r.rows_stored),
    rows_duplicate: Number(r.rows_duplicate),
    rows_repeated: Number(r.rows_repeated),
    rows_refused: Number(r.rows_refused),
    rows_total: r.rows_total === null ? null : Number(r.rows_total),
    quality: r.quality ?? [],
    error: r.error,
    created: iso(r.created)!,
    started: iso(r.started),
    finished: iso(r.finished),
  };
}

/** One of the user's own imports (null for anyone else's: the route answers 404, not 403). */
export async function getImport(db: Queryable, id: string, userId: string): Promise<ImportJob | null> {
  const r = await db.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM imports WHERE id = $1 AND created_by = $2`, [id, userId]);
  return r.rows[0] ? toJob(r.rows[0]) : null;
}

export async function listImports(
  db: Queryable,
  q: { userId: string; limit: number; offset: number; kind?: ImportKind | undefined },
): Promise<{ results: ImportJob[]; count: number }> {
  const where = 'created_by = $1 AND ($2::text IS NULL OR kind = $2)';
  const [rows, count] = await Promise.all([
    db.query<JobRow>(`SELECT ${JOB_COLUMNS} FROM imports WHERE ${where} ORDER BY created DESC, id DESC LIMIT $3 OFFSET $4`, [
      q.userId,
      q.kind ?? null,
      q.limit,
      q.offset,
    ]),
    db.query<{ n: string }>(`SELECT count(*) AS n FROM imports WHERE ${where}`, [q.userId, q.kind ?? null]),
  ]);
  return { results: rows.rows.map(toJob), count: Number(count.rows[0]!.n) };
}

export interface RefusedRowRecord {
  row_number: number;
  sheet: string;
  reason: string;
  cells: string[];
}

export async function refusedRowsOf(db: Queryable, importId: string): Promise<RefusedRowRecord[]> {
  const r = await db.query<RefusedRowRecord>(
    'SELECT row_number, sheet, reason, cells FROM import_refused_rows WHERE import_id = $1 ORDER BY sheet, row_number',
    [importId],
  );
  return r.rows;
}

/** The subject an import form names in Suspect: its id or its suspect id (SUS-…); null when none is known. */
export async function findSubject(db: Queryable, ref: string): Promise<string | null> {
  const r = await db.query<{ id: string }>(
    'SELECT id FROM subjects WHERE (id::text = $1 OR suspectid = $1) AND NOT _deleted LIMIT 1',
    [ref.trim()],
  );
  return r.rows[0]?.id ?? null;
}

export interface StatementAccount {
  number: string;
  bankCode: string | null;
  bankName: string;
  bvn: string | null;
  holderName: string;
  holderType: 'individual' | 'entity';
  accountType: string | null;
  accountStatus: string | null;
  currency: string;
  openingDate: string | null;
  openingState: string | null;
  openingLga: string | null;
}

/** The account of a statement: found by number and bank, else created; linked to the subject. */
export async function findOrCreateAccount(
  db: Queryable,
  a: StatementAccount,
  o: { id: string; importId: string; subjectId: string | null; now: Date },
): Promise<string> {
  await db.query(
    `INSERT INTO accounts (id, account_number, bank_code, bank_name, bvn, holder_name, holder_type, account_type, account_status,
                           currency, opening_date, opening_state, opening_lga, import_id, created, modified)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
     ON CONFLICT (account_number, coalesce(bank_code, '')) DO NOTHING`,
    [o.id, a.number, a.bankCode, a.bankName, a.bvn, a.holderName, a.holderType, a.accountType, a.accountStatus, a.currency,
      a.openingDate, a.openingState, a.openingLga, o.importId, o.now],
  );
  const r = await db.query<{ id: string }>("SELECT id FROM accounts WHERE account_number = $1 AND coalesce(bank_code, '') = coalesce($2, '')", [
    a.number,
    a.bankCode,
  ]);
  const id = r.rows[0]!.id;
  if (o.subjectId) {
    await db.query(
      "INSERT INTO subject_accounts (subject_id, account_id, source, created) VALUES ($1, $2, 'import', $3) ON CONFLICT DO NOTHING",
      [o.subjectId, id, o.now],
    );
  }
  return id;
}

/** A subject's phone number as an import named it. */
export async function linkSubjectPhone(db: Queryable, subjectId: string, phone: string): Promise<void> {
  await db.query("INSERT INTO subject_phones (subject_id, phone, source) VALUES ($1, $2, 'import') ON CONFLICT DO NOTHING", [subjectId, phone]);
}

export interface Subscriber {
  phone: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  gender: string | null;
  birthdate: string | null;
  address: string | null;
  state: string | null;
  lga: string | null;
}

/** Who a number is registered to, as a form gave it (the newest form wins: the analyst corrects the record). */
export async function upsertSubscriber(db: Queryable, s: Subscriber, importId: string): Promise<void> {
  const names = [s.firstName, s.middleName, s.lastName].filter(Boolean).join(' ');
  await db.query(
    `INSERT INTO phone_subscribers (phone_number, first_name, middle_name, last_name, names, gender, birthdate, address, state, lga, import_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (phone_number) DO UPDATE SET first_name = excluded.first_name, middle_name = excluded.middle_name,
       last_name = excluded.last_name, names = excluded.names, gender = excluded.gender,
       birthdate = coalesce(excluded.birthdate, phone_subscribers.birthdate), address = coalesce(excluded.address, phone_subscribers.address),
       state = coalesce(excluded.state, phone_subscribers.state), lga = coalesce(excluded.lga, phone_subscribers.lga), import_id = excluded.import_id`,
    [s.phone, s.firstName, s.middleName, s.lastName, names, s.gender, s.birthdate, s.address, s.state, s.lga, importId],
  );
}
