import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { ImportAccepted } from '../core.js';
import { checkGoamlFile } from '../imports/goaml/check.js';
import { GoamlFileError } from '../imports/goaml/parse.js';
import { centralOnly } from '../lib/analysis-access.js';
import { routeBodyLimit } from '../lib/body-limit.js';
import { ApiError, badRequest } from '../lib/errors.js';
import { findSameGoamlImport, queueGoamlImport } from '../lib/goaml-imports.js';
import type { AppEnv, Deps } from '../types.js';

/** goAML reports are a few MB; a 64 MB XML file is already an outlier (the parser bounds itself at 256 MB). */
export const GOAML_UPLOAD_MAX_BYTES = 64 * 1024 * 1024;

/**
 * POST /api/import/goaml, multipart {file}: a goAML XML report (STR, CTR…), central unit only. The file is
 * checked by content and read once by the safe parser (refused at once with its reason), stored under
 * filesDir/imports and queued as an import job (kind 'goaml'). Answers core's ImportAccepted. The same file
 * sent again answers with the first job and adds nothing.
 */
export function goamlImportRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/import/goaml', centralOnly(d), d.limiters.upload, routeBodyLimit(GOAML_UPLOAD_MAX_BYTES + 64 * 1024), async (c) => {
    const me = c.get('user')!;
    let body: Record<string, unknown>;
    try {
      body = await c.req.parseBody();
    } catch {
      throw new ApiError(400, 'Send the goAML report as multipart/form-data with a field named file');
    }
    const file = body.file;
    if (!(file instanceof File)) throw badRequest({ file: ['Choose a goAML XML file'] });
    if (file.size > GOAML_UPLOAD_MAX_BYTES) throw new ApiError(413, `The goAML file is larger than ${GOAML_UPLOAD_MAX_BYTES / 1048576} MB`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    let summary;
    try {
      summary = await checkGoamlFile(bytes);
    } catch (e) {
      if (e instanceof GoamlFileError) throw badRequest({ file: [e.message] });
      throw e;
    }
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const same = await findSameGoamlImport(d.db, sha256);
    if (same) {
      const answer: ImportAccepted = { result: 'This goAML file was imported before: nothing was added', import_id: same };
      return c.json(answer);
    }
    const id = randomUUID();
    const dir = join(d.filesDir, 'imports');
    await mkdir(dir, { recursive: true });
    const storedFile = join(dir, `${id}.xml`);
    await writeFile(storedFile, bytes, { flag: 'wx', mode: 0o600 });
    await queueGoamlImport(d.db, { id, fileName: file.name || 'report.xml', sha256, size: bytes.byteLength, storedFile, createdBy: me.id, domain: me.domain, now: d.clock() });
    const what = summary.labels.filter(Boolean).join(', ') || `${summary.reports} report${summary.reports === 1 ? '' : 's'}`;
    const incomplete = summary.refused ? `; ${summary.refused} incomplete, to be listed as refused` : '';
    const answer: ImportAccepted = {
      result: `goAML report received: ${what}, ${summary.transactions} transaction${summary.transactions === 1 ? '' : 's'}${incomplete}. Importing now.`,
      import_id: id,
    };
    await d.audit(c, { action: 'import.queued', outcome: 'ok', target: id, detail: { kind: 'goaml', file_sha256: sha256 } });
    return c.json(answer, 202);
  });
  return app;
}
