/**
 * Idempotent upserts of registry rows by their natural key: a row new to the table, or one that changes a
 * stored row, counts as stored; the same row again counts as a duplicate. A re-run of the same import (after a
 * restart) counts the rows it stored before as stored again, so its counters match an uninterrupted run.
 * Table and column names come from code (columns.ts), never from a file; values are parameters.
 */
import type { Queryable } from '../../db/types.js';
import type { FieldType } from './columns.js';

export interface UpsertColumn {
  name: string;
  type: FieldType | 'uuid';
}

const SQL_TYPE: Record<UpsertColumn['type'], string> = {
  text: 'text',
  date: 'date',
  company_type: 'smallint',
  phone: 'text',
  phones: 'text[]',
  list: 'text[]',
  nin: 'text',
  json: 'jsonb',
  uuid: 'uuid',
};

export async function upsert(
  db: Queryable,
  t: { table: string; conflict: string; columns: UpsertColumn[] },
  importId: string,
  rows: unknown[][],
): Promise<number> {
  if (!rows.length) return 0;
  const cols = [...t.columns, { name: 'import_id', type: 'uuid' as const }];
  const params: unknown[] = [];
  const values = rows.map(
    (r) =>
      `(${cols
        .map((c, i) => {
          params.push(i < r.length ? r[i] : importId);
          return `$${params.length}::${SQL_TYPE[c.type]}`;
        })
        .join(', ')})`,
  );
  const keys = new Set(t.conflict.split(',').map((k) => k.trim()));
  const changing = t.columns.map((c) => c.name).filter((n) => n !== 'id' && !keys.has(n));
  const set = [...changing, 'import_id'].map((n) => `${n} = excluded.${n}`).join(', ');
  const differs = changing.length
    ? `(${changing.map((n) => `t.${n}`).join(', ')}) IS DISTINCT FROM (${changing.map((n) => `excluded.${n}`).join(', ')}) OR `
    : '';
  const r = await db.query(
    `INSERT INTO ${t.table} AS t (${cols.map((c) => c.name).join(', ')}) VALUES ${values.join(', ')}
     ON CONFLICT (${t.conflict}) DO UPDATE SET ${set} WHERE ${differs}t.import_id IS NOT DISTINCT FROM excluded.import_id
     RETURNING 1`,
    params,
  );
  return r.rows.length;
}

export interface DirectorInsert {
  id: string;
  companyId: string;
  name: string;
  email?: unknown;
  address?: unknown;
  occupation?: unknown;
  status?: unknown;
  gender?: unknown;
  nationality?: unknown;
  dateOfAppointment?: unknown;
  dateOfBirth?: unknown;
  identityType?: unknown;
  identityNumber?: unknown;
  phone?: unknown;
  bvn?: unknown;
}

/** A director of a stored company, once (its id comes from a natural key); numbered after the company's others. */
export async function insertDirector(db: Queryable, d: DirectorInsert): Promise<boolean> {
  const r = await db.query(
    `INSERT INTO registry_directors (id, company_id, idx, name, email, address, occupation, status, gender, nationality,
                                     date_of_appointment, date_of_birth, identity_type, identity_number, phone, bvn)
     SELECT $1, $2, coalesce((SELECT max(idx) FROM registry_directors WHERE company_id = $2), 0) + 1, $3, $4, $5, $6, $7, $8, $9,
            $10::date, $11::date, $12, $13, $14, $15
     ON CONFLICT (id) DO NOTHING RETURNING 1`,
    [
      d.id, d.companyId, d.name, d.email ?? null, d.address ?? null, d.occupation ?? null, d.status ?? null, d.gender ?? null,
      d.nationality ?? null, d.dateOfAppointment ?? null, d.dateOfBirth ?? null, d.identityType ?? null, d.identityNumber ?? null,
      d.phone ?? null, d.bvn ?? null,
    ],
  );
  return r.rows.length > 0;
}
