import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { ImportAccepted, RegistryName } from '../core.js';
import { wakeImportRunners } from '../imports/jobs/wake.js';
import { detectFormat, ReadError } from '../imports/read/index.js';
import { REGISTRIES } from '../imports/registry/columns.js';
import { centralOnly } from '../lib/analysis-access.js';
import { routeBodyLimit } from '../lib/body-limit.js';
import { ApiError, badRequest } from '../lib/errors.js';
import { findSameImport, insertImport } from '../lib/imports.js';
import type { AppEnv, Deps } from '../types.js';

/** Registry extracts are larger than reports; the body is buffered once, so it is bounded here. */
export const REGISTRY_UPLOAD_MAX_BYTES = 128 * 1024 * 1024;

const REGISTRY_NAMES: readonly RegistryName[] = [...(Object.keys(REGISTRIES) as RegistryName[]), 'ftm'];

/** The first non-empty line of a FollowTheMoney file is one entity: an object with an id and a schema. */
function looksLikeFtm(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, Math.min(bytes.length, 1024 * 1024))).toString('utf8');
  const line = head.split('\n').find((l) => l.trim());
  if (!line) return false;
  try {
    const v = JSON.parse(line) as { id?: unknown; schema?: unknown };
    return typeof v === 'object' && v !== null && typeof v.id === 'string' && typeof v.schema === 'string';
  } catch {
    return false;
  }
}

/**
 * POST /api/import/registry/{registry}, multipart {file}: a registry extract (companies, vehicles, tax, nin,
 * crims, forensics, most_wanted, subscribers: CSV, XLSX or XLS; ftm: FollowTheMoney JSON lines), central unit
 * only. The file's type is read from its bytes, not its name; it is stored under filesDir/imports and queued
 * as an import job (kind 'registry'). The same file sent again for the same registry answers the first job.
 */
export function registryImportRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/import/registry/:registry', centralOnly(d), d.limiters.upload, routeBodyLimit(REGISTRY_UPLOAD_MAX_BYTES + 64 * 1024), async (c) => {
    const me = c.get('user')!;
    const registry = c.req.param('registry') as RegistryName;
    if (!REGISTRY_NAMES.includes(registry)) throw new ApiError(404, `Unknown registry: one of ${REGISTRY_NAMES.join(', ')}`);
    let body: Record<string, unknown>;
    try {
      body = await c.req.parseBody();
    } catch {
      throw new ApiError(400, 'Send the registry file as multipart/form-data with a field named file');
    }
    const file = body.file;
    if (!(file instanceof File)) throw badRequest({ file: ['Choose a file'] });
    if (file.size > REGISTRY_UPLOAD_MAX_BYTES) throw new ApiError(413, `The file is larger than ${REGISTRY_UPLOAD_MAX_BYTES / 1048576} MB`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.byteLength === 0) throw badRequest({ file: ['The file is empty'] });
    if (registry === 'ftm' && !looksLikeFtm(bytes)) throw badRequest({ file: ['Not FollowTheMoney entities: one JSON object with id and schema per line'] });

    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const same = await findSameImport(d.db, { kind: 'registry', sha256, subjectId: null, registry });
    if (same) {
      const answer: ImportAccepted = { result: 'This file was imported before: nothing was added', import_id: same };
      return c.json(answer);
    }
    const id = randomUUID();
    const dir = join(d.filesDir, 'imports');
    await mkdir(dir, { recursive: true });
    const storedFile = join(dir, `${id}.registry`);
    await writeFile(storedFile, bytes, { flag: 'wx', mode: 0o600 });
    if (registry !== 'ftm') {
      try {
        await detectFormat(storedFile);
      } catch (e) {
        await rm(storedFile, { force: true });
        if (e instanceof ReadError) throw badRequest({ file: [e.message] });
        throw e;
      }
    }
    await insertImport(d.db, {
      id, kind: 'registry', registry, fileName: (file.name || `${registry}`).slice(0, 255), sha256, size: bytes.byteLength, storedFile,
      createdBy: me.id, domain: me.domain, now: d.clock(),
    });
    await d.audit(c, { action: 'import.queued', outcome: 'ok', target: id, detail: { kind: 'registry', registry, file_sha256: sha256 } });
    wakeImportRunners();
    const answer: ImportAccepted = { result: `Registry file received (${registry}). Importing now.`, import_id: id };
    return c.json(answer, 202);
  });
  return app;
}
