import type { Queryable } from '../db/types.js';

export interface OrganisationRow {
  domain: string;
  url_code: string;
  name: string;
  approval_status_enabled: boolean;
  batch_enabled: boolean;
  request_access: boolean;
  org_type: 'central' | 'partner' | 'central_bank' | 'foreign_mission';
  latitude: number | null;
  longitude: number | null;
}

export const ORGANISATION_COLUMNS =
  'domain, name, approval_status_enabled, batch_enabled, request_access, org_type, latitude, longitude';

/** core's Organisation. The URL code is not part of it: it is what the caller proves it knows. */
export function toOrganisation(o: Omit<OrganisationRow, 'url_code'>) {
  return {
    domain: o.domain,
    name: o.name,
    approval_status_enabled: o.approval_status_enabled,
    batch_enabled: o.batch_enabled,
    request_access: o.request_access,
    org_type: o.org_type,
    ...(o.latitude == null ? {} : { latitude: o.latitude }),
    ...(o.longitude == null ? {} : { longitude: o.longitude }),
  };
}

/*
 * Every query of the organisations table (issue 6: each table's queries in one module). Other modules join it
 * only for an organisation's display name (lib/records recordJoins).
 */

/** An organisation by its URL code (lower case), or null. */
export async function organisationByUrlCode(db: Queryable, urlCode: string): Promise<OrganisationRow | null> {
  const r = await db.query<OrganisationRow>(`SELECT ${ORGANISATION_COLUMNS} FROM organisations WHERE url_code = $1`, [urlCode.toLowerCase()]);
  return r.rows[0] ?? null;
}

/** The organisation's settings the permission rules read (approval, type), or null. */
export async function organisationSettings(db: Queryable, domain: string): Promise<OrganisationSettings | null> {
  const r = await db.query<OrganisationSettings>('SELECT domain, approval_status_enabled, org_type FROM organisations WHERE domain = $1', [domain]);
  return r.rows[0] ?? null;
}

export interface OrganisationSettings {
  domain: string;
  approval_status_enabled: boolean;
  org_type: OrganisationRow['org_type'];
}

/** Whether an organisation with this domain exists. */
export async function organisationExists(db: Queryable, domain: string): Promise<boolean> {
  return ((await db.query('SELECT 1 FROM organisations WHERE domain = $1', [domain])).rowCount ?? 0) > 0;
}

/** The organisation's name, or null. */
export async function organisationName(db: Queryable, domain: string): Promise<string | null> {
  const r = await db.query<{ name: string }>('SELECT name FROM organisations WHERE domain = $1', [domain]);
  return r.rows[0]?.name ?? null;
}

/** Whether the organisation has request access (core-records §7 /hasrfi). */
export async function hasRequestAccess(db: Queryable, domain: string): Promise<boolean> {
  const r = await db.query<{ request_access: boolean }>('SELECT request_access FROM organisations WHERE domain = $1', [domain]);
  return r.rows[0]?.request_access === true;
}

/** One page of organisations by name (optionally only `domain`) and the count of all that match. */
export async function listOrganisations(db: Queryable, q: { domain?: string; limit: number; offset: number }): Promise<{ rows: OrganisationRow[]; count: number }> {
  const where = q.domain === undefined ? '' : 'WHERE domain = $1';
  const filter = q.domain === undefined ? [] : [q.domain];
  const n = filter.length;
  const [rows, total] = await Promise.all([
    db.query<OrganisationRow>(`SELECT ${ORGANISATION_COLUMNS} FROM organisations ${where} ORDER BY name LIMIT $${n + 1} OFFSET $${n + 2}`, [...filter, q.limit, q.offset]),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM organisations ${where}`, filter),
  ]);
  return { rows: rows.rows, count: total.rows[0]?.n ?? 0 };
}
