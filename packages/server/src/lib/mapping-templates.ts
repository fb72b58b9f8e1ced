/**
 * Saved column mappings (0004 mapping_templates): a template is recognised by its file's header row
 * (headers_key: trimmed, lower-cased headers joined by '|') and kept per kind and source. Saving again the
 * same kind, source and headers replaces the mapping.
 */
import { randomUUID } from 'node:crypto';
import { headersKey, type TemplateCandidate } from '../imports/mapping/index.js';
import type { Queryable } from '../db/types.js';

export type TemplateKind = 'statement' | 'cdr' | 'registry';

/** The most recently saved template for this header row, or null. */
export async function findTemplate(db: Queryable, kind: TemplateKind, headers: readonly string[]): Promise<TemplateCandidate | null> {
  const r = await db.query<TemplateCandidate>(
    `SELECT id, source, headers_key, mapping FROM mapping_templates
     WHERE kind = $1 AND headers_key = $2 ORDER BY modified DESC, id LIMIT 1`,
    [kind, headersKey(headers)],
  );
  return r.rows[0] ?? null;
}

export interface SaveTemplate {
  kind: TemplateKind;
  source: string;
  headers: readonly string[];
  mapping: Record<string, string>;
  userId: string;
  now: Date;
}

/** Saves (or replaces) a template; answers its id. */
export async function saveTemplate(db: Queryable, t: SaveTemplate): Promise<string> {
  const r = await db.query<{ id: string }>(
    `INSERT INTO mapping_templates (id, kind, source, headers_key, mapping, created_by, created, modified)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     ON CONFLICT (kind, source, headers_key) DO UPDATE SET mapping = excluded.mapping, modified = excluded.modified
     RETURNING id`,
    [randomUUID(), t.kind, t.source, headersKey(t.headers), JSON.stringify(t.mapping), t.userId, t.now],
  );
  return r.rows[0]!.id;
}
