/**
 * The dashboard's figures (core-records §2.13, §3.11) from the records themselves: the SQL. Who gets which
 * figure is core's dashboardFields (routes/dashboard.ts asks only for those); `domain` null reads every
 * organisation (the central unit), else one organisation's records only, in the query itself.
 *
 * Speed (bench/records/dashboard-bench.ts, results in bench/results/dashboard.md): each record table is read
 * once, grouped by (organisation, offence) with FILTER counts for "new" and "pending"; the few hundred groups
 * are summed here into every card and table. The offence is a stored column (migration 0022) so the pass is an
 * index-only scan of a narrow covering index instead of reading each record's jsonb.
 */
import type { Queryable } from '../db/types.js';

export interface DashboardPeriod {
  /** created >= from */
  from?: Date;
  /** created < before (a stop date alone means the whole day) */
  before?: Date;
  /** created <= until (a stop date and time) */
  until?: Date;
  /** "new" / "today": created at or after this instant (the server clock less 24 hours). */
  newSince: Date;
}

export interface OffenceCount {
  currentcrimetype: string;
  count: number;
}
export interface DomainCount {
  domain: string;
  count: number;
}

/** One record table's figures: totals, per organisation, per offence, per organisation and offence. */
export interface RecordFigures {
  total: number;
  fresh: number;
  pending: number;
  perDomain: DomainCount[];
  pendingPerDomain: DomainCount[];
  offences: OffenceCount[];
  offencesPerDomain: Record<string, OffenceCount[]>;
}

interface GroupRow {
  domain: string;
  crime: string | null;
  n: number;
  fresh: number;
  pending: number;
}

/** `created` conditions of the period on alias `a`, parameters pushed onto `params`. */
function periodSql(column: string, p: DashboardPeriod, params: unknown[]): string[] {
  const where: string[] = [];
  const add = (v: unknown) => (params.push(v), `$${params.length}`);
  if (p.from) where.push(`${column} >= ${add(p.from)}`);
  if (p.before) where.push(`${column} < ${add(p.before)}`);
  if (p.until) where.push(`${column} <= ${add(p.until)}`);
  return where;
}

const byCountThenName = <T extends { count: number }>(key: (x: T) => string) => (a: T, b: T) => b.count - a.count || key(a).localeCompare(key(b));
const toList = <K extends string>(m: Map<string, number>, name: K) =>
  [...m].map(([k, count]) => ({ [name]: k, count }) as Record<K, string> & { count: number }).sort(byCountThenName((x) => x[name]));

/**
 * Subjects or companies in the period (live records only), in one pass: grouped by organisation and offence,
 * with the "new" and "pending" counts as FILTER clauses.
 */
export async function recordFigures(db: Queryable, table: 'subjects' | 'companies', domain: string | null, p: DashboardPeriod): Promise<RecordFigures> {
  const params: unknown[] = [p.newSince];
  const where = ['NOT _deleted', ...periodSql('created', p, params)];
  if (domain !== null) where.push(`domain = $${params.push(domain)}`);
  const r = await db.query<GroupRow>(
    `SELECT domain, currentcrimetype AS crime, count(*)::int AS n,
            (count(*) FILTER (WHERE created >= $1))::int AS fresh,
            (count(*) FILTER (WHERE status = 'pending'))::int AS pending
       FROM ${table}
      WHERE ${where.join(' AND ')}
      GROUP BY domain, currentcrimetype`,
    params,
  );
  const perDomain = new Map<string, number>();
  const pendingPerDomain = new Map<string, number>();
  const offences = new Map<string, number>();
  const perDomainOffences = new Map<string, Map<string, number>>();
  let total = 0;
  let fresh = 0;
  let pending = 0;
  for (const row of r.rows) {
    total += row.n;
    fresh += row.fresh;
    pending += row.pending;
    perDomain.set(row.domain, (perDomain.get(row.domain) ?? 0) + row.n);
    if (row.pending) pendingPerDomain.set(row.domain, (pendingPerDomain.get(row.domain) ?? 0) + row.pending);
    // A record without an offence counts in the totals, not in an offence table.
    if (row.crime === null || row.crime === '') continue;
    offences.set(row.crime, (offences.get(row.crime) ?? 0) + row.n);
    const own = perDomainOffences.get(row.domain) ?? new Map<string, number>();
    own.set(row.crime, (own.get(row.crime) ?? 0) + row.n);
    perDomainOffences.set(row.domain, own);
  }
  return {
    total,
    fresh,
    pending,
    perDomain: toList(perDomain, 'domain'),
    pendingPerDomain: toList(pendingPerDomain, 'domain'),
    offences: toList(offences, 'currentcrimetype'),
    offencesPerDomain: Object.fromEntries([...perDomainOffences].sort(([a], [b]) => a.localeCompare(b)).map(([d, m]) => [d, toList(m, 'currentcrimetype')])),
  };
}

/** Cases created in the period (cases are the central unit's: no organisation filter). */
export async function caseCount(db: Queryable, p: DashboardPeriod): Promise<number> {
  const params: unknown[] = [];
  const where = periodSql('created', p, params);
  const r = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM cases${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`, params);
  return r.rows[0]?.n ?? 0;
}

/**
 * The cases assigned to this handler, and how many of them the handler still has open: the handler's workload
 * now, whatever the period (the card links to /cases?assigned=me&status=open, which has no period).
 */
export async function assignedCases(db: Queryable, handler: string): Promise<{ total: number; open: number }> {
  const r = await db.query<{ total: number; open: number }>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE status = 'open'))::int AS open FROM case_assignments WHERE handler = $1`,
    [handler],
  );
  return { total: r.rows[0]?.total ?? 0, open: r.rows[0]?.open ?? 0 };
}

/** Requests for information created in the period, per organisation. */
export async function rfiPerDomain(db: Queryable, p: DashboardPeriod): Promise<DomainCount[]> {
  const params: unknown[] = [];
  const where = periodSql('created', p, params);
  const r = await db.query<DomainCount>(
    `SELECT domain, count(*)::int AS count FROM rfi${where.length ? ` WHERE ${where.join(' AND ')}` : ''} GROUP BY domain`,
    params,
  );
  return r.rows.sort(byCountThenName((x) => x.domain));
}

/** Intelligence reports disseminated in the period (by their dissemination time), per recipient organisation. */
export async function disseminatedPerDomain(db: Queryable, p: DashboardPeriod): Promise<DomainCount[]> {
  const params: unknown[] = [];
  const where = ['NOT _deleted', 'disseminated', ...periodSql('disseminated_on', p, params)];
  const r = await db.query<DomainCount>(
    `SELECT domain, count(*)::int AS count FROM intelligence_reports WHERE ${where.join(' AND ')} GROUP BY domain`,
    params,
  );
  return r.rows.sort(byCountThenName((x) => x.domain));
}

/** The organisations' locations, for the Map tab (§3.10 {latitude, longitude, domain__name}). */
export async function organisationLocations(db: Queryable): Promise<{ latitude: number | null; longitude: number | null; domain__name: string }[]> {
  // Every organisation, located or not (the schema's latitude/longitude are nullable): the map draws the located.
  const r = await db.query<{ latitude: number | null; longitude: number | null; domain__name: string }>(
    'SELECT latitude, longitude, name AS domain__name FROM organisations ORDER BY name',
  );
  return r.rows;
}
