import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { reportUploadSchema } from '../core.js';
import { readBody } from '../lib/body.js';
import { ApiError, badRequest } from '../lib/errors.js';
import { decodeDataUrl, sniff } from '../lib/files.js';
import { isDomainCode } from '../lib/params.js';
import type { AppEnv, Deps } from '../types.js';
import { organisationExists } from '../lib/organisations.js';
import { routeBodyLimit } from '../lib/body-limit.js';

export const UPLOAD_TYPE_REFUSED = 'File type not accepted: send PDF, JPEG or PNG files';

/**
 * Public upload of scanned reports (dissemination-feedback: /reportupload), no sign-in. Each file must be a
 * PDF, JPEG or PNG by its magic bytes; stored under a generated name in FIU_DATA_DIR/files/reportuploads.
 */
export function reportUploadRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/reportupload', d.limiters.upload, routeBodyLimit(d.limits.uploadBody), async (c) => {
    const body = await readBody(c, reportUploadSchema);
    const reports: string[] = body.reports;
    if (reports.length > d.limits.uploadFiles) throw badRequest({ reports: [`At most ${d.limits.uploadFiles} files at a time`] });
    const domain = body.domain.trim();
    if (!isDomainCode(domain) || !(await organisationExists(d.db, domain))) throw badRequest({ domain: ['Unknown organisation'] });

    const files = reports.map((report, i) => {
      const decoded = decodeDataUrl(report, d.limits.uploadFile);
      if (!decoded) throw badRequest({ [`reports.${i}`]: ['Not a file (expected a base64 data URL)'] });
      if ('tooBig' in decoded) throw new ApiError(413, `File ${i + 1} is larger than ${Math.round(d.limits.uploadFile / 1048576)} MB`);
      const type = sniff(decoded.bytes);
      if (!type) throw new ApiError(415, UPLOAD_TYPE_REFUSED, { [`reports.${i}`]: [UPLOAD_TYPE_REFUSED] });
      return { bytes: decoded.bytes, name: `${randomUUID()}${type.ext}`, type: type.type };
    });

    const dir = join(d.filesDir, 'reportuploads');
    await mkdir(dir, { recursive: true });
    const id = randomUUID();
    try {
      // 'wx': a generated name never overwrites anything.
      for (const f of files) await writeFile(join(dir, f.name), f.bytes, { flag: 'wx', mode: 0o600 });
      await d.db.query('INSERT INTO report_uploads (id, name, email, domain, files, created) VALUES ($1, $2, $3, $4, $5, $6)', [
        id,
        body.name.trim(),
        body.email.trim(),
        domain,
        JSON.stringify(files.map((f) => ({ name: f.name, type: f.type, size: f.bytes.length }))),
        d.clock(),
      ]);
    } catch (err) {
      await Promise.all(files.map((f) => rm(join(dir, f.name), { force: true })));
      throw err;
    }
    await d.audit(c, { action: 'report.upload', outcome: 'ok', actor: 'anonymous', domain, target: id, detail: { files: files.length } });
    return c.json({ ok: true as const }, 201);
  });

  return app;
}
