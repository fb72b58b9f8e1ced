/**
 * Photos and record attachments: stored in FIU_DATA_DIR/files/media under a safe name, described in media_files
 * (owner organisation, sniffed type, record). Who may read a file is decided in SQL (mediaReadableSql).
 */
import { randomUUID } from 'node:crypto';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../db/types.js';
import type { AuthUser } from '../types.js';
import { ApiError } from './errors.js';
import { decodeDataUrl, sniff, type SniffedType } from './files.js';
import { isCentral } from '../core.js';
import { readScopeSql } from './scope.js';

/**
 * A name a client may choose for a photo: letters, digits, '_' and '-' (first a letter or digit), at most one
 * extension .png/.jpg/.jpeg, 100 characters in all. No dots elsewhere, no slashes, no percent signs, nothing a
 * file system or a URL would read as a path ('..', '%2e%2e', '/etc/passwd', 'C:\\x' are all refused).
 */
export const SAFE_MEDIA_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,94}(?:\.(?:png|jpe?g))?$/i;
export const isSafeMediaName = (name: string): boolean => name.length <= 100 && SAFE_MEDIA_NAME.test(name);
/** A name GET /media may serve: a safe photo name, or a stored attachment's generated name (uuid + .pdf/.png/.jpg). */
export const isServableMediaName = (name: string): boolean => isSafeMediaName(name) || /^[0-9a-f-]{36}\.(?:pdf|png|jpg)$/.test(name);

export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const IMAGE_REFUSED = 'Photo type not accepted: send a PNG or JPEG image';
export const FILE_REFUSED = 'File type not accepted: send PDF, JPEG or PNG files';

export const mediaDir = (filesDir: string): string => join(filesDir, 'media');

export interface MediaRow {
  name: string;
  domain: string;
  record_kind: 'subject' | 'company' | null;
  record_id: string | null;
  mime: string;
  size: number;
}

/** Decodes and sniffs a data URL: the bytes and their real type, or a 4xx. */
export function decodeUpload(value: unknown, maxBytes: number, accept: readonly string[], refused: string, field: string): { bytes: Buffer; type: SniffedType } {
  if (typeof value !== 'string') throw new ApiError(400, 'Not a file (expected a base64 data URL)', { [field]: ['Not a file (expected a base64 data URL)'] });
  const decoded = decodeDataUrl(value, maxBytes);
  if (!decoded) throw new ApiError(400, 'Not a file (expected a base64 data URL)', { [field]: ['Not a file (expected a base64 data URL)'] });
  if ('tooBig' in decoded) {
    const mb = Math.max(1, Math.round(maxBytes / 1048576));
    throw new ApiError(413, `The file is larger than ${mb} MB`, { [field]: [`The file is larger than ${mb} MB`] });
  }
  const type = sniff(decoded.bytes);
  if (!type || !accept.includes(type.type)) throw new ApiError(415, refused, { [field]: [refused] });
  return { bytes: decoded.bytes, type };
}

export async function writeMediaFile(filesDir: string, name: string, bytes: Buffer): Promise<void> {
  const dir = mediaDir(filesDir);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, name), bytes, { mode: 0o600 });
}

export const removeMediaFiles = (filesDir: string, names: string[]): Promise<unknown> =>
  Promise.all(names.map((n) => rm(join(mediaDir(filesDir), n), { force: true })));

/** A generated name for a stored file (a photo or an attachment): the server names every upload. */
export const generatedName = (type: SniffedType): string => `${randomUUID()}${type.ext}`;

/** Whether `name` is the name of any stored file: described in media_files (a photo or an attachment) or on disk. */
export async function mediaNameInUse(db: Queryable, filesDir: string, name: string): Promise<boolean> {
  if ((await db.query('SELECT 1 FROM media_files WHERE name = $1', [name])).rowCount) return true;
  try {
    await access(join(mediaDir(filesDir), name));
    return true;
  } catch {
    return false;
  }
}

export interface NewMediaFile {
  name: string;
  domain: string;
  mime: string;
  size: number;
  createdBy: string;
  created: Date;
  /** The record it is attached to (attachments), none for a photo before its record is saved. */
  record?: { kind: 'subject' | 'company' | 'report'; id: string };
}

/** Describes a stored file in media_files (the name is new: generated). */
export async function insertMediaFile(db: Queryable, f: NewMediaFile): Promise<void> {
  await db.query(
    `INSERT INTO media_files (name, domain, record_kind, record_id, mime, size, created_by, created) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [f.name, f.domain, f.record?.kind ?? null, f.record?.id ?? null, f.mime, f.size, f.createdBy, f.created],
  );
}

/** Whether `name` is a file `domain` uploaded (a photo a record of that organisation may use). */
export async function isOwnMedia(db: Queryable, name: string, domain: string): Promise<boolean> {
  return ((await db.query('SELECT 1 FROM media_files WHERE name = $1 AND domain = $2', [name, domain])).rowCount ?? 0) > 0;
}

/** The names of the files attached to one record. */
export async function attachedMediaNames(db: Queryable, kind: 'subject' | 'company', recordId: string): Promise<string[]> {
  const r = await db.query<{ name: string }>('SELECT name FROM media_files WHERE record_kind = $1 AND record_id = $2', [kind, recordId]);
  return r.rows.map((row) => row.name);
}

/**
 * The condition "file `m` is readable by me": it is the photograph of a subject I may read, or an attachment
 * of a record I may read, or it is not used by any record yet and my organisation uploaded it (a photo between
 * its upload and the save of its record). The central unit reads every file.
 */
export function mediaReadableSql(me: AuthUser, unitCode: string, params: unknown[]): string {
  if (isCentral(me, unitCode)) return 'TRUE';
  const subjectScope = readScopeSql(me, 'subject', unitCode, 's', params);
  const companyScope = readScopeSql(me, 'company', unitCode, 'k', params);
  params.push(me.domain);
  const own = `$${params.length}`;
  return `(
    EXISTS (SELECT 1 FROM subjects s WHERE s.photograph = m.name AND NOT s._deleted AND ${subjectScope})
    OR (m.record_kind = 'subject' AND EXISTS (SELECT 1 FROM subjects s WHERE s.id = m.record_id AND NOT s._deleted AND ${subjectScope}))
    OR (m.record_kind = 'company' AND EXISTS (SELECT 1 FROM companies k WHERE k.id = m.record_id AND NOT k._deleted AND ${companyScope}))
    OR (m.domain = ${own} AND m.record_id IS NULL AND NOT EXISTS (SELECT 1 FROM subjects s WHERE s.photograph = m.name))
  )`;
}

export async function readableMedia(db: Queryable, me: AuthUser, unitCode: string, name: string): Promise<MediaRow | null> {
  const params: unknown[] = [name];
  const cond = mediaReadableSql(me, unitCode, params);
  const r = await db.query<MediaRow>(`SELECT m.name, m.domain, m.record_kind, m.record_id, m.mime, m.size FROM media_files m WHERE m.name = $1 AND ${cond}`, params);
  return r.rows[0] ?? null;
}
