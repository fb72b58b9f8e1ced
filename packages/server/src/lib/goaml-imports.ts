/**
 * TEMPORARY until the jobs helper's lib/imports.ts is on main (insertImport, findSameImport): the two
 * `imports` queries the goAML upload needs. Deleted at the merge.
 */
import type { Db } from '../db/types.js';

export async function findSameGoamlImport(db: Db, sha256: string): Promise<string | null> {
  const r = await db.query<{ id: string }>(
    `SELECT id FROM imports WHERE kind = 'goaml' AND file_sha256 = $1 AND status <> 'failed' ORDER BY created LIMIT 1`,
    [sha256],
  );
  return r.rows[0]?.id ?? null;
}

export async function queueGoamlImport(
  db: Db,
  n: { id: string; fileName: string; sha256: string; size: number; storedFile: string; createdBy: string; domain: string; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO imports (id, kind, file_name, file_sha256, file_size, stored_file, status, created_by, domain, created)
     VALUES ($1, 'goaml', $2, $3, $4, $5, 'queued', $6, $7, $8)`,
    [n.id, n.fileName, n.sha256, n.size, n.storedFile, n.createdBy, n.domain, n.now],
  );
}
