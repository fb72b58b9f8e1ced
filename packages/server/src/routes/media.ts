import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { readBody } from '../lib/body.js';
import { routeBodyLimit } from '../lib/body-limit.js';
import { ApiError } from '../lib/errors.js';
import {
  IMAGE_REFUSED,
  IMAGE_TYPES,
  decodeUpload,
  generatedName,
  insertMediaFile,
  isSafeMediaName,
  isServableMediaName,
  mediaDir,
  mediaNameInUse,
  readableMedia,
  removeMediaFiles,
  writeMediaFile,
} from '../lib/media.js';
import { mayAdd } from '../lib/scope.js';
import type { AppEnv, Deps } from '../types.js';

export const UNSAFE_NAME = 'File names may hold letters, digits, _ and - and end in .png, .jpg or .jpeg';
export const NAME_TAKEN = 'This file name is already in use: upload the photo under a new name';
export const MEDIA_NOT_FOUND = 'Not found';

const uploadSchema = z.strictObject({ image: z.string() });

/**
 * PUT /api/upload/{name} {image: dataURL} → {filename}: a subject's photo (core-records §7).
 * - a write: the user must be allowed to add subjects (never in an investigate session);
 * - `name` must be safe (lib/media SAFE_MEDIA_NAME), else 400; the type is judged by the bytes (PNG or JPEG
 *   only, else 415), the size is limited (413);
 * - the server names the file (lib/media generatedName) and answers that name; a stored file is never
 *   replaced: a `name` that is already a file's (a photo, a record's attachment, of any organisation, the
 *   user's own included) is refused with 409 and the refusal audited. A record changes its photograph only by
 *   a save, which is audited with the old and new names (routes/records.ts).
 */
export function uploadRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.put('/upload/:name', routeBodyLimit(d.limits.recordBody), async (c) => {
    const me = c.get('user')!;
    const name = c.req.param('name');
    if (!mayAdd(me, c.get('session'), 'subject')) {
      await d.audit(c, { action: 'authz.refused', outcome: 'refused', target: name.slice(0, 64), detail: { resource: 'media', reason: 'may not upload' } });
      throw new ApiError(403, 'You may not upload photos');
    }
    if (!isSafeMediaName(name)) throw new ApiError(400, UNSAFE_NAME, { name: [UNSAFE_NAME] });
    const body = await readBody(c, uploadSchema);
    const { bytes, type } = decodeUpload(body.image, d.limits.photoFile, IMAGE_TYPES, IMAGE_REFUSED, 'image');
    if (await mediaNameInUse(d.db, d.filesDir, name)) {
      await d.audit(c, { action: 'authz.refused', outcome: 'refused', target: name, detail: { resource: 'media', reason: 'name of an existing file' } });
      throw new ApiError(409, NAME_TAKEN, { name: [NAME_TAKEN] });
    }
    const filename = generatedName(type);
    await writeMediaFile(d.filesDir, filename, bytes);
    try {
      await insertMediaFile(d.db, { name: filename, domain: me.domain, mime: type.type, size: bytes.length, createdBy: me.id, created: d.clock() });
    } catch (err) {
      await removeMediaFiles(d.filesDir, [filename]);
      throw err;
    }
    await d.audit(c, { action: 'media.upload', outcome: 'ok', target: filename, detail: { requested: name, size: bytes.length, type: type.type } });
    return c.json({ filename });
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
