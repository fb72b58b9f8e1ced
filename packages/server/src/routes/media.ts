import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { readBody } from '../lib/body.js';
import { ApiError } from '../lib/errors.js';
import { IMAGE_REFUSED, IMAGE_TYPES, decodeUpload, isSafeMediaName, isServableMediaName, mediaDir, readableMedia, writeMediaFile } from '../lib/media.js';
import { mayAdd } from '../lib/scope.js';
import type { AppEnv, Deps } from '../types.js';

export const UNSAFE_NAME = 'File names may hold letters, digits, _ and - and end in .png, .jpg or .jpeg';
export const NAME_TAKEN = 'This file name belongs to another organisation: choose another name';
export const MEDIA_NOT_FOUND = 'Not found';

const uploadSchema = z.strictObject({ image: z.string() });

/**
 * PUT /api/upload/{name} {image: dataURL} → {filename}: a subject's photo (core-records §7).
 * - a write: the user must be allowed to add subjects (never in an investigate session);
 * - `name` must be safe (lib/media SAFE_MEDIA_NAME), else 400; the type is judged by the bytes (PNG or JPEG
 *   only, else 415), the size is limited (413);
 * - the file is stored under `name` unless another organisation already holds that name (409); the same
 *   organisation may replace its own file.
 */
export function uploadRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.put('/upload/:name', async (c) => {
    const me = c.get('user')!;
    const name = c.req.param('name');
    if (!mayAdd(me, c.get('session'), 'subject')) {
      await d.audit(c, { action: 'authz.refused', outcome: 'refused', target: name.slice(0, 64), detail: { resource: 'media', reason: 'may not upload' } });
      throw new ApiError(403, 'You may not upload photos');
    }
    if (!isSafeMediaName(name)) throw new ApiError(400, UNSAFE_NAME, { name: [UNSAFE_NAME] });
    const body = await readBody(c, uploadSchema);
    const { bytes, type } = decodeUpload(body.image, d.limits.photoFile, IMAGE_TYPES, IMAGE_REFUSED, 'image');
    const taken = await d.db.transaction(async (tx) => {
      const owner = await tx.query<{ domain: string }>('SELECT domain FROM media_files WHERE name = $1 FOR UPDATE', [name]);
      if (owner.rows[0] && owner.rows[0].domain !== me.domain) return true;
      await writeMediaFile(d.filesDir, name, bytes);
      await tx.query(
        `INSERT INTO media_files (name, domain, mime, size, created_by, created) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (name) DO UPDATE SET mime = excluded.mime, size = excluded.size, created_by = excluded.created_by, created = excluded.created`,
        [name, me.domain, type.type, bytes.length, me.id, d.clock()],
      );
      return false;
    });
    if (taken) {
      await d.audit(c, { action: 'authz.refused', outcome: 'refused', target: name, detail: { resource: 'media', reason: 'name of another organisation' } });
      throw new ApiError(409, NAME_TAKEN, { name: [NAME_TAKEN] });
    }
    await d.audit(c, { action: 'media.upload', outcome: 'ok', target: name, detail: { size: bytes.length, type: type.type } });
    return c.json({ filename: name });
  });

  return app;
}

/**
 * GET /media/{file}: a session is required (the auth middleware runs on /media/* too), and the file must belong
 * to a record the user may read (lib/media mediaReadableSql), else 404 — the same answer as a missing file.
 * Served as an attachment with the sniffed type, nosniff, and never cached: an <img> of a fetched Blob still
 * displays it; a browser never renders it as a page.
 */
export function mediaRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/:file', async (c) => {
    const me = c.get('user')!;
    const name = c.req.param('file');
    const row = isServableMediaName(name) ? await readableMedia(d.db, me, d.unitCode, name) : null;
    let bytes: Buffer | null = null;
    if (row) {
      try {
        bytes = await readFile(join(mediaDir(d.filesDir), row.name));
      } catch {
        bytes = null;
      }
    }
    if (!row || !bytes) {
      await d.audit(c, { action: 'authz.refused', outcome: 'refused', target: name.slice(0, 64), detail: { resource: 'media', reason: row ? 'file missing' : 'not found or not readable' } });
      return c.json({ error: MEDIA_NOT_FOUND }, 404, { 'Cache-Control': 'no-store' });
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': row.mime,
      'Content-Length': String(bytes.length),
      'Content-Disposition': `attachment; filename="${row.name}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cross-Origin-Resource-Policy': 'same-site',
    });
  });

  return app;
}
