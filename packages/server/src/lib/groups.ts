import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import { isUuid } from './secrets.js';

export interface GroupRow {
  id: string;
  name: string;
}

/** core's Group: {_id, name}. */
export const toGroup = (g: GroupRow) => ({ _id: g.id, name: g.name });

export async function listGroups(db: Queryable, page: { limit: number; offset: number }): Promise<{ rows: GroupRow[]; count: number }> {
  const rows = await db.query<GroupRow>('SELECT id, name FROM groups ORDER BY lower(name), id LIMIT $1 OFFSET $2', [page.limit, page.offset]);
  const count = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM groups');
  return { rows: rows.rows, count: count.rows[0]?.n ?? 0 };
}

export async function groupById(db: Queryable, id: string): Promise<GroupRow | null> {
  return (await db.query<GroupRow>('SELECT id, name FROM groups WHERE id = $1', [id])).rows[0] ?? null;
}

/** The new group, or null when a group of that name (case-insensitively) exists. */
export async function insertGroup(db: Queryable, name: string, by: string, now: Date): Promise<GroupRow | null> {
  const r = await db.query<GroupRow>(
    `INSERT INTO groups (id, name, created_by, modified_by, created, modified) VALUES ($1, $2, $3, $3, $4, $4)
     ON CONFLICT (lower(name)) DO NOTHING RETURNING id, name`,
    [randomUUID(), name, by, now],
  );
  return r.rows[0] ?? null;
}

/** The renamed group; 'missing' when there is none; 'taken' when another group has the name. */
export async function renameGroup(db: Queryable, id: string, name: string, by: string, now: Date): Promise<GroupRow | 'missing' | 'taken'> {
  const clash = await db.query('SELECT 1 FROM groups WHERE lower(name) = lower($1) AND id <> $2', [name, id]);
  if (clash.rowCount) return 'taken';
  const r = await db.query<GroupRow>('UPDATE groups SET name = $2, modified_by = $3, modified = $4 WHERE id = $1 RETURNING id, name', [id, name, by, now]);
  return r.rows[0] ?? 'missing';
}

/** The ids of `ids` that are not groups (ids that are not uuids included). */
export async function unknownGroupIds(db: Queryable, ids: readonly string[]): Promise<string[]> {
  const wellFormed = ids.filter(isUuid);
  const found = wellFormed.length
    ? new Set((await db.query<{ id: string }>('SELECT id::text AS id FROM groups WHERE id = ANY($1::uuid[])', [wellFormed])).rows.map((r) => r.id))
    : new Set<string>();
  return ids.filter((i) => !found.has(i.toLowerCase()));
}
