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

const JOB_COLUMNS = `id, kind, registry, status, file_name, rows_read, rows_stored, rows_duplicate, rows_refused, rows_total,
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
