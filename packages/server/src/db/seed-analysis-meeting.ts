/**
 * The meeting the demo plants for the co-location panel (issue 10 item 7, done-when: "sees the co-location panel
 * find the meeting the demo seed planted"): the first subject with a phone makes a call from its home cell site,
 * and seven minutes later a second subject's phone makes a call from the same site. Two call records, ids
 * PLANTED_MEETING_IDS, counted in the seed's call records (the world's size stays what worldCounts says).
 */
import type { PhoneWorld } from './seed-analysis.js';
import { siteAt } from './seed-analysis-words.js';
import type { Queryable } from './types.js';

export const PLANTED_MEETING_IDS = ['SEED-CDR-MEET-1', 'SEED-CDR-MEET-2'] as const;
/** Saturday 14 June 2025, 12:05 and 12:12 in Lagos (WAT). */
export const PLANTED_MEETING_AT = ['2025-06-14T11:05:00.000Z', '2025-06-14T11:12:00.000Z'] as const;

const INSERT = `
  INSERT INTO call_records (record_id, originating_number, terminating_number, calling_number, called_number, cdr_ts, call_duration,
    call_type, msc_call_type, originating_sitename, terminating_sitename, originating_latitude, originating_longitude,
    terminating_latitude, terminating_longitude, originating_lga, terminating_lga, originating_city, terminating_city,
    originating_state, terminating_state, calling_subscriber_name, called_subscriber_name, sheet)
  SELECT record_id, o, t, o, t, cdr_ts, call_duration, 'Voice Originating', 'MOC', site, site_t, lat, lng, lat_t, lng_t, lga, lga_t,
         city, city_t, state, state_t, name_o, name_t, 'seed'
    FROM jsonb_to_recordset($1::jsonb) AS x(record_id text, o text, t text, cdr_ts timestamptz, call_duration integer, site text, site_t text,
         lat double precision, lng double precision, lat_t double precision, lng_t double precision, lga text, lga_t text, city text,
         city_t text, state text, state_t text, name_o text, name_t text)
  ON CONFLICT DO NOTHING`;

/** How many call records the meeting takes (seedCalls makes that many fewer). */
export const plantedMeetingSize = (pw: PhoneWorld): number => (meetingPhones(pw) ? PLANTED_MEETING_IDS.length : 0);

function meetingPhones(pw: PhoneWorld) {
  const first = pw.phones[0];
  const second = first && pw.phones.find((p) => p.subject !== first.subject);
  return first && second && pw.others.length >= 2 ? ([first, second] as const) : null;
}

export async function plantMeeting(tx: Queryable, pw: PhoneWorld): Promise<number> {
  const phones = meetingPhones(pw);
  if (!phones) return 0;
  const site = phones[0].sites[0]!;
  const rows = phones.map((p, i) => {
    const other = pw.others[i]!;
    // The people called are elsewhere: a site of the same area, not the meeting's.
    const far = pw.phones.find((q) => q.number === other)?.sites[0] ?? siteAt(site, 90 + i);
    return {
      record_id: PLANTED_MEETING_IDS[i], o: p.number, t: other, cdr_ts: PLANTED_MEETING_AT[i], call_duration: 95 + i * 40,
      site: site.name, lat: site.lat, lng: site.lng, lga: site.lga, city: site.city, state: site.state,
      site_t: far.name, lat_t: far.lat, lng_t: far.lng, lga_t: far.lga, city_t: far.city, state_t: far.state,
      name_o: pw.names.get(p.number) ?? null, name_t: pw.names.get(other) ?? null,
    };
  });
  await tx.query(INSERT, [JSON.stringify(rows)]);
  return rows.length;
}
