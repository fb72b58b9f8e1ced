/**
 * Co-location (issue 10 item 7): where the subjects' phones were near each other at about the same time, and
 * the numbers two or more of them share. Core's schemas/colocation.ts holds the query and the answer's shape.
 *
 * A sighting is a call record of a subject's phone with the cell site (or coordinates) of that phone's side:
 * originating_sitename / _latitude / _longitude when it made the call, terminating_* when it received it. Two
 * sightings of different subjects' phones meet when they are at most `window` minutes apart and at the same
 * site, or at most `distance` metres apart (haversine on the sites' coordinates; the reference server has no
 * PostGIS). Pairs of one subject pair follow each other into one meeting while each starts within `window`
 * of the previous; the meeting's evidence is the call records of its sightings.
 *
 * Cost (measured in colocation.test.ts' EXPLAIN): the sightings are index ranges of call_records_originating
 * and call_records_terminating (0004) per phone and period; the pairing is a hash join on the time bucket
 * (floor(epoch / window)) against the bucket, one before and one after, never a cross product of all
 * sightings. Answers are bounded: COLOCATION_LIMITS.findings of each kind, .evidence rows per finding.
 */
import { COLOCATION_LIMITS, type ColocationContact, type ColocationEvidence, type ColocationMeeting, type ColocationResult } from '../../core.js';
import type { Queryable } from '../../db/types.js';
import type { AnalysisSubject } from './subjects.js';
import { periodSql, type Period } from './period.js';

export interface ColocationQuery {
  subjects: readonly AnalysisSubject[];
  period: Period;
  /** Minutes. */
  window: number;
  /** Metres. */
  distance: number;
}

const EARTH_METRES = 6_371_008.8;
/** Great-circle metres between the sightings x and y (null when either has no coordinates). */
const HAVERSINE = `2 * ${EARTH_METRES} * asin(least(1, sqrt(
    power(sin(radians(y.lat - x.lat) / 2), 2) + cos(radians(x.lat)) * cos(radians(y.lat)) * power(sin(radians(y.lng - x.lng) / 2), 2))))`;

/** The subjects' phones, then every call of theirs in the period with the phone's own side's site. */
function sightingsSql(period: Period, params: unknown[]): string {
  const when = periodSql('cr.cdr_ts', period, params);
  const side = (s: 'originating' | 'terminating') => `
    SELECT cr.id, p.subject_id, p.phone, cr.cdr_ts AS ts, cr.${s}_sitename AS site, cr.${s}_latitude AS lat, cr.${s}_longitude AS lng
      FROM phones p JOIN call_records cr ON cr.${s}_number = p.phone
     WHERE ${when} AND (cr.${s}_sitename IS NOT NULL OR (cr.${s}_latitude IS NOT NULL AND cr.${s}_longitude IS NOT NULL))`;
  return `${side('originating')} UNION ALL ${side('terminating')}`;
}

const PHONES = `phones AS (SELECT DISTINCT phone, subject_id FROM subject_phones WHERE subject_id = ANY($1::uuid[]))`;

interface MeetingRow {
  sa: string;
  sb: string;
  pa: string;
  pb: string;
  first: Date | string;
  last: Date | string;
  sites: (string | null)[];
  metres: number | string;
  records: string[];
}

async function findMeetings(db: Queryable, q: ColocationQuery): Promise<{ rows: MeetingRow[]; truncated: boolean }> {
  const seconds = q.window * 60;
  const params: unknown[] = [q.subjects.map((s) => s.id), seconds, q.distance];
  const sightings = sightingsSql(q.period, params);
  params.push(COLOCATION_LIMITS.findings + 1);
  const r = await db.query<MeetingRow>(
    `WITH ${PHONES},
     s AS MATERIALIZED (SELECT *, floor(extract(epoch FROM ts) / $2)::bigint AS bucket FROM (${sightings}) raw),
     near AS (
       SELECT x.subject_id AS sa, y.subject_id AS sb, x.phone AS pa, y.phone AS pb, x.id AS ra, y.id AS rb,
              least(x.ts, y.ts) AS t0, greatest(x.ts, y.ts) AS t1, x.site AS site_a, y.site AS site_b,
              CASE WHEN x.site = y.site THEN 0 ELSE ${HAVERSINE} END AS metres
         FROM s x CROSS JOIN (VALUES (-1), (0), (1)) k(d) JOIN s y ON y.bucket = x.bucket + k.d
        WHERE x.subject_id < y.subject_id AND x.phone <> y.phone AND abs(extract(epoch FROM y.ts - x.ts)) <= $2
     ),
     pairs AS (SELECT * FROM near WHERE metres <= $3),
     marked AS (
       SELECT *, CASE WHEN extract(epoch FROM t0 - lag(t0) OVER (PARTITION BY sa, sb ORDER BY t0, ra, rb)) <= $2 THEN 0 ELSE 1 END AS brk
         FROM pairs
     ),
     runs AS (SELECT *, sum(brk) OVER (PARTITION BY sa, sb ORDER BY t0, ra, rb) AS run FROM marked)
     SELECT sa::text, sb::text, min(pa) AS pa, min(pb) AS pb, min(t0) AS first, max(t1) AS last,
            array_agg(site_a ORDER BY t0) || array_agg(site_b ORDER BY t0) AS sites, min(metres) AS metres,
            array_agg(ra::text ORDER BY t0, ra) || array_agg(rb::text ORDER BY t0, rb) AS records
       FROM runs GROUP BY sa, sb, run
      ORDER BY first, sa, sb
      LIMIT $${params.length}`,
    params,
  );
  return { rows: r.rows.slice(0, COLOCATION_LIMITS.findings), truncated: r.rows.length > COLOCATION_LIMITS.findings };
}

interface ContactRow {
  contact: string;
  name: string | null;
  calls: number | string;
  subjects: { id: string; calls: number }[];
  records: string[];
}

async function findContacts(db: Queryable, q: ColocationQuery): Promise<{ rows: ContactRow[]; truncated: boolean }> {
  const params: unknown[] = [q.subjects.map((s) => s.id)];
  const when = periodSql('cr.cdr_ts', q.period, params);
  params.push(COLOCATION_LIMITS.findings + 1, COLOCATION_LIMITS.evidence);
  const [limit, evidence] = [`$${params.length - 1}`, `$${params.length}`];
  const r = await db.query<ContactRow>(
    `WITH ${PHONES},
     c AS MATERIALIZED (
       SELECT cr.id, cr.cdr_ts AS ts, p.subject_id, cr.terminating_number AS contact
         FROM phones p JOIN call_records cr ON cr.originating_number = p.phone WHERE ${when} AND cr.terminating_number IS NOT NULL
       UNION ALL
       SELECT cr.id, cr.cdr_ts, p.subject_id, cr.originating_number
         FROM phones p JOIN call_records cr ON cr.terminating_number = p.phone WHERE ${when} AND cr.originating_number IS NOT NULL
     ),
     shared AS (
       SELECT contact, count(DISTINCT subject_id) AS n, count(DISTINCT id) AS calls FROM c
        WHERE NOT EXISTS (SELECT 1 FROM phones p WHERE p.phone = c.contact)
        GROUP BY contact HAVING count(DISTINCT subject_id) >= 2
        ORDER BY n DESC, calls DESC, contact LIMIT ${limit}
     )
     SELECT sh.contact, ps.names AS name, sh.calls,
            (SELECT json_agg(json_build_object('id', x.subject_id::text, 'calls', x.n) ORDER BY x.n DESC, x.subject_id)
               FROM (SELECT subject_id, count(DISTINCT id)::int AS n FROM c WHERE c.contact = sh.contact GROUP BY subject_id) x) AS subjects,
            (SELECT array_agg(e.id::text ORDER BY e.ts, e.id)
               FROM (SELECT DISTINCT id, ts FROM c WHERE c.contact = sh.contact ORDER BY ts, id LIMIT ${evidence}) e) AS records
       FROM shared sh LEFT JOIN phone_subscribers ps ON ps.phone_number = sh.contact
      ORDER BY sh.n DESC, sh.calls DESC, sh.contact`,
    params,
  );
  return { rows: r.rows.slice(0, COLOCATION_LIMITS.findings), truncated: r.rows.length > COLOCATION_LIMITS.findings };
}

const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();

/** The call records behind the findings, by id. */
async function evidenceRows(db: Queryable, ids: readonly string[]): Promise<Map<string, ColocationEvidence>> {
  if (!ids.length) return new Map();
  const r = await db.query<ColocationEvidence & { id: string; cdr_ts: Date | string }>(
    `SELECT cr.id::text AS id, cr.record_id AS "Record_ID", cr.originating_number, cr.terminating_number, cr.call_type, cr.call_duration,
            cr.cdr_ts, cr.originating_sitename, cr.terminating_sitename,
            coalesce(cr.calling_subscriber_name, pso.names) AS calling_subscriber_name,
            coalesce(cr.called_subscriber_name, pst.names) AS called_subscriber_name
       FROM call_records cr
       LEFT JOIN phone_subscribers pso ON pso.phone_number = cr.originating_number
       LEFT JOIN phone_subscribers pst ON pst.phone_number = cr.terminating_number
      WHERE cr.id = ANY($1::bigint[])`,
    [ids],
  );
  return new Map(r.rows.map(({ id, ...row }) => [id, { ...row, cdr_ts: iso(row.cdr_ts) }]));
}

const distinct = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

export async function colocation(db: Queryable, q: ColocationQuery): Promise<ColocationResult> {
  const base = { window: q.window, distance: q.distance };
  if (q.subjects.length < 2) return { ...base, meetings: [], contacts: [], truncated: { meetings: false, contacts: false } };
  const [meetings, contacts] = [await findMeetings(db, q), await findContacts(db, q)];
  const meetingIds = meetings.rows.map((m) => distinct(m.records));
  const evidenceIds = [...meetingIds.flatMap((ids) => ids.slice(0, COLOCATION_LIMITS.evidence)), ...contacts.rows.flatMap((c) => c.records ?? [])];
  const rows = await evidenceRows(db, distinct(evidenceIds));
  const byTime = (ids: readonly string[]) =>
    ids.map((id) => rows.get(id)).filter((e): e is ColocationEvidence => !!e).sort((a, b) => a.cdr_ts.localeCompare(b.cdr_ts) || a.Record_ID.localeCompare(b.Record_ID));
  const nameOf = new Map(q.subjects.map((s) => [s.id, s.name]));
  const ref = (id: string) => ({ id, name: nameOf.get(id) ?? '' });

  const outMeetings: ColocationMeeting[] = meetings.rows.map((m, i) => ({
    subjects: [{ ...ref(m.sa), phone: m.pa }, { ...ref(m.sb), phone: m.pb }],
    sites: distinct(m.sites.filter((s): s is string => !!s)),
    distance: Math.round(Number(m.metres)),
    first: iso(m.first),
    last: iso(m.last),
    evidence: byTime(meetingIds[i]!.slice(0, COLOCATION_LIMITS.evidence)),
    evidenceCount: meetingIds[i]!.length,
  }));
  const outContacts: ColocationContact[] = contacts.rows.map((c) => ({
    number: c.contact,
    name: c.name,
    subjects: c.subjects.map((s) => ({ ...ref(s.id), calls: s.calls })),
    calls: Number(c.calls),
    evidence: byTime(c.records ?? []),
    evidenceCount: Number(c.calls),
  }));
  return { ...base, meetings: outMeetings, contacts: outContacts, truncated: { meetings: meetings.truncated, contacts: contacts.truncated } };
}
