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
 * Cost: one read (the calls of the subjects' phones in the period: index ranges of call_records_originating and
 * call_records_terminating per phone), then the pairing and the shared contacts in memory (colocationFind.ts: a
 * sweep in time order, never a cross product of all sightings), then the evidence rows by id. Answers are bounded:
 * COLOCATION_LIMITS.findings of each kind, .evidence rows per finding.
 */
import { COLOCATION_LIMITS, type ColocationContact, type ColocationEvidence, type ColocationMeeting, type ColocationResult } from '../../core.js';
import type { Queryable } from '../../db/types.js';
import { findContacts, findMeetings, type CallSide } from './colocationFind.js';
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

/** The subjects' phones, each with its subject's position in $1 (worked out here once per phone, not per call). */
const PHONES = `phones AS (SELECT DISTINCT phone, array_position($1::uuid[], subject_id) AS k FROM subject_phones WHERE subject_id = ANY($1::uuid[]))`;

/**
 * Every call of the subjects' phones in the period, each side that is a subject's phone once: its site and
 * coordinates, and the other side's number. One JSON text, not rows: PGlite decodes every cell of a result into JS
 * (callPoints.ts measured it twice as slow), and the subject is its position in $1, not its uuid 27,000 times.
 */
async function subjectCalls(db: Queryable, q: ColocationQuery): Promise<CallSide[]> {
  const ids = q.subjects.map((s) => s.id);
  const params: unknown[] = [ids];
  const when = periodSql('cr.cdr_ts', q.period, params);
  const side = (s: 'originating' | 'terminating', o: 'originating' | 'terminating') => `
    SELECT cr.id, p.k, p.phone, cr.cdr_ts AS ts, cr.${s}_sitename AS site,
           cr.${s}_latitude AS lat, cr.${s}_longitude AS lng, cr.${o}_number AS other
      FROM phones p JOIN call_records cr ON cr.${s}_number = p.phone WHERE ${when}`;
  const r = await db.query<{ j: string | null }>(
    `WITH ${PHONES}
     SELECT json_agg(json_build_array(id::text, k, phone, extract(epoch FROM ts), site, lat, lng, other))::text AS j
       FROM (${side('originating', 'terminating')} UNION ALL ${side('terminating', 'originating')}) calls`,
    params,
  );
  type Row = [string, number, string, number | string, string | null, number | null, number | null, string | null];
  return (JSON.parse(r.rows[0]?.j ?? '[]') as Row[]).map(([id, k, phone, t, site, lat, lng, other]) => ({
    id, subject: ids[k - 1]!, phone, t: Number(t), site, lat, lng, other,
  }));
}

/** The subscribers' names of the contacts found. */
async function subscriberNames(db: Queryable, numbers: readonly string[]): Promise<Map<string, string | null>> {
  if (!numbers.length) return new Map();
  const r = await db.query<{ phone_number: string; names: string | null }>('SELECT phone_number, names FROM phone_subscribers WHERE phone_number = ANY($1::text[])', [numbers]);
  return new Map(r.rows.map((x) => [x.phone_number, x.names]));
}

const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();

/**
 * The call records behind the findings, by id. A subscriber's name the record lacks is looked up per record (the
 * primary key, only when the record has none): joining phone_subscribers made both databases hash the whole table
 * (71,000 rows in the benchmark world, two thirds of this query's time) for a few hundred records.
 */
async function evidenceRows(db: Queryable, ids: readonly string[]): Promise<Map<string, ColocationEvidence>> {
  if (!ids.length) return new Map();
  const name = (number: string) => `(SELECT ps.names FROM phone_subscribers ps WHERE ps.phone_number = cr.${number})`;
  const r = await db.query<ColocationEvidence & { id: string; cdr_ts: Date | string }>(
    `SELECT cr.id::text AS id, cr.record_id AS "Record_ID", cr.originating_number, cr.terminating_number, cr.call_type, cr.call_duration,
            cr.cdr_ts, cr.originating_sitename, cr.terminating_sitename,
            coalesce(cr.calling_subscriber_name, ${name('originating_number')}) AS calling_subscriber_name,
            coalesce(cr.called_subscriber_name, ${name('terminating_number')}) AS called_subscriber_name
       FROM call_records cr
      WHERE cr.id = ANY($1::bigint[])`,
    [ids],
  );
  return new Map(r.rows.map(({ id, ...row }) => [id, { ...row, cdr_ts: iso(row.cdr_ts) }]));
}

const distinct = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

export async function colocation(db: Queryable, q: ColocationQuery): Promise<ColocationResult> {
  const base = { window: q.window, distance: q.distance };
  if (q.subjects.length < 2) return { ...base, meetings: [], contacts: [], truncated: { meetings: false, contacts: false } };
  const { findings, evidence } = COLOCATION_LIMITS;
  const calls = await subjectCalls(db, q);
  const meetings = findMeetings(calls, { window: q.window * 60, distance: q.distance, limit: findings });
  const contacts = findContacts(calls, { limit: findings, evidence });
  const shownMeetings = meetings.slice(0, findings);
  const shownContacts = contacts.slice(0, findings);
  const evidenceIds = [...shownMeetings.flatMap((m) => m.records.slice(0, evidence)), ...shownContacts.flatMap((c) => c.records)];
  const [rows, names] = await Promise.all([evidenceRows(db, distinct(evidenceIds)), subscriberNames(db, shownContacts.map((c) => c.contact))]);
  const byTime = (ids: readonly string[]) =>
    ids.map((id) => rows.get(id)).filter((e): e is ColocationEvidence => !!e).sort((a, b) => a.cdr_ts.localeCompare(b.cdr_ts) || a.Record_ID.localeCompare(b.Record_ID));
  const nameOf = new Map(q.subjects.map((s) => [s.id, s.name]));
  const ref = (id: string) => ({ id, name: nameOf.get(id) ?? '' });
  const at = (seconds: number) => new Date(Math.round(seconds * 1000)).toISOString();

  const outMeetings: ColocationMeeting[] = shownMeetings.map((m) => ({
    subjects: [{ ...ref(m.sa), phone: m.pa }, { ...ref(m.sb), phone: m.pb }],
    sites: m.sites,
    distance: Math.round(m.metres),
    first: at(m.first),
    last: at(m.last),
    evidence: byTime(m.records.slice(0, evidence)),
    evidenceCount: m.records.length,
  }));
  const outContacts: ColocationContact[] = shownContacts.map((c) => ({
    number: c.contact,
    name: names.get(c.contact) ?? null,
    subjects: c.subjects.map((s) => ({ ...ref(s.id), calls: s.calls })),
    calls: c.calls,
    evidence: byTime(c.records),
    evidenceCount: c.calls,
  }));
  return { ...base, meetings: outMeetings, contacts: outContacts, truncated: { meetings: meetings.length > findings, contacts: contacts.length > findings } };
}
