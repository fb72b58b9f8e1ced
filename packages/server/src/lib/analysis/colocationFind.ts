/**
 * Co-location's two findings, worked out in the server's memory from the subject set's calls (one read:
 * colocation.ts). Pairing in SQL cost seconds on PGlite at 50 subjects (a self-join of every sighting against
 * the time buckets around it, sorted and windowed); a sweep over the calls in time order does the same work in
 * tens of milliseconds (bench/results/analysis.colocation-wide.md).
 *
 * Meetings: two sightings (a call of a subject's phone at that phone's side's cell site) of different subjects'
 * phones at most `window` seconds apart, at the same site or at most `distance` metres apart (haversine; a box
 * around the first one filters first, as 1° of latitude is 111 km). The pairs of one subject pair, in time
 * order, follow each other into one meeting while each starts within `window` of the previous one.
 * Shared contacts: the numbers (not the subjects' own) that two or more subjects called or were called by.
 */
export interface CallSide {
  /** call_records.id, as text (a bigint). */
  id: string;
  /** The subject whose phone this side is (uuid text). */
  subject: string;
  phone: string;
  /** Seconds since 1970. */
  t: number;
  site: string | null;
  lat: number | null;
  lng: number | null;
  /** The other side's number. */
  other: string | null;
}

export interface MeetingFound {
  sa: string;
  sb: string;
  pa: string;
  pb: string;
  first: number;
  last: number;
  sites: string[];
  metres: number;
  /** Distinct call ids: the first subject's sightings in time order, then the second's. */
  records: string[];
}

export interface ContactFound {
  contact: string;
  calls: number;
  subjects: { id: string; calls: number }[];
  /** The first `evidence` calls, oldest first. */
  records: string[];
}

const EARTH_METRES = 6_371_008.8;
const rad = (d: number) => (d * Math.PI) / 180;
function haversine(x: CallSide, y: CallSide): number {
  const a = Math.sin(rad(y.lat! - x.lat!) / 2) ** 2 + Math.cos(rad(x.lat!)) * Math.cos(rad(y.lat!)) * Math.sin(rad(y.lng! - x.lng!) / 2) ** 2;
  return 2 * EARTH_METRES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Bigint ids as text, in number order. */
export const byId = (a: string, b: string): number => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Metres between two sightings when they count as near (same site, or within `distance`), else null. */
function metresApart(x: CallSide, y: CallSide, distance: number): number | null {
  if (x.site !== null && x.site === y.site) return 0;
  if (x.lat === null || x.lng === null || y.lat === null || y.lng === null) return null;
  if (Math.abs(y.lat - x.lat) * 111_000 > distance || Math.abs(y.lng - x.lng) * 111_000 * Math.cos(rad(x.lat)) > distance) return null;
  const m = haversine(x, y);
  return m <= distance ? m : null;
}

interface Run {
  sa: string;
  sb: string;
  pa: string;
  pb: string;
  first: number;
  last: number;
  lastStart: number;
  sitesA: Set<string>;
  sitesB: Set<string>;
  metres: number;
  ra: Set<string>;
  rb: Set<string>;
}

const toMeeting = (r: Run): MeetingFound => ({
  sa: r.sa, sb: r.sb, pa: r.pa, pb: r.pb, first: r.first, last: r.last, metres: r.metres,
  sites: [...new Set([...r.sitesA, ...r.sitesB])],
  records: [...new Set([...r.ra, ...r.rb])],
});

/** The meetings, oldest first (then by the subjects' ids); at most `limit` + 1, to say when there were more. */
export function findMeetings(calls: readonly CallSide[], o: { window: number; distance: number; limit: number }): MeetingFound[] {
  const seen = calls.filter((c) => c.site !== null || (c.lat !== null && c.lng !== null));
  seen.sort((a, b) => a.t - b.t || byId(a.id, b.id));
  const open = new Map<string, Run>();
  const done: MeetingFound[] = [];
  for (let i = 0; i < seen.length; i++) {
    const c = seen[i]!;
    for (let j = i + 1; j < seen.length && seen[j]!.t - c.t <= o.window; j++) {
      const d = seen[j]!;
      if (c.subject === d.subject || c.phone === d.phone) continue;
      const [x, y] = c.subject < d.subject ? [c, d] : [d, c];
      const metres = metresApart(x, y, o.distance);
      if (metres === null) continue;
      const key = `${x.subject}|${y.subject}`;
      let run = open.get(key);
      // Pairs arrive in the order of their start (c.t): a pair starting more than a window after the run's last one starts a new meeting.
      if (run && c.t - run.lastStart > o.window) {
        done.push(toMeeting(run));
        run = undefined;
      }
      if (!run) {
        run = { sa: x.subject, sb: y.subject, pa: x.phone, pb: y.phone, first: c.t, last: d.t, lastStart: c.t, sitesA: new Set(), sitesB: new Set(), metres, ra: new Set(), rb: new Set() };
        open.set(key, run);
      }
      run.lastStart = c.t;
      run.last = Math.max(run.last, d.t);
      if (x.phone < run.pa) run.pa = x.phone;
      if (y.phone < run.pb) run.pb = y.phone;
      if (x.site !== null) run.sitesA.add(x.site);
      if (y.site !== null) run.sitesB.add(y.site);
      run.metres = Math.min(run.metres, metres);
      run.ra.add(x.id);
      run.rb.add(y.id);
    }
  }
  for (const run of open.values()) done.push(toMeeting(run));
  done.sort((a, b) => a.first - b.first || byText(a.sa, b.sa) || byText(a.sb, b.sb));
  return done.slice(0, o.limit + 1);
}

/** The shared contacts: most subjects first, then most calls, then the number; at most `limit` + 1. */
export function findContacts(calls: readonly CallSide[], o: { limit: number; evidence: number }): ContactFound[] {
  const own = new Set(calls.map((c) => c.phone));
  const by = new Map<string, { perSubject: Map<string, Set<string>>; calls: Map<string, number> }>();
  for (const c of calls) {
    if (c.other === null || own.has(c.other)) continue;
    let k = by.get(c.other);
    if (!k) by.set(c.other, (k = { perSubject: new Map(), calls: new Map() }));
    let ids = k.perSubject.get(c.subject);
    if (!ids) k.perSubject.set(c.subject, (ids = new Set()));
    ids.add(c.id);
    k.calls.set(c.id, c.t);
  }
  const shared = [...by].filter(([, k]) => k.perSubject.size >= 2);
  shared.sort(([a, ka], [b, kb]) => kb.perSubject.size - ka.perSubject.size || kb.calls.size - ka.calls.size || byText(a, b));
  return shared.slice(0, o.limit + 1).map(([contact, k]) => ({
    contact,
    calls: k.calls.size,
    subjects: [...k.perSubject]
      .map(([id, ids]) => ({ id, calls: ids.size }))
      .sort((a, b) => b.calls - a.calls || byText(a.id, b.id)),
    records: [...k.calls]
      .sort(([ia, ta], [ib, tb]) => ta - tb || byId(ia, ib))
      .slice(0, o.evidence)
      .map(([id]) => id),
  }));
}
