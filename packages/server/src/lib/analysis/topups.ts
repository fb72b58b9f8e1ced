/**
 * The Top Up Record tab (analysis-tools §2 Call Details; §3 "Top-up and forensics rows"). The old screen never
 * loaded it ("Loading is not wired"); here it is one call over the subjects' phones:
 *   Records     call records naming a subject's number that came in another subject's import (or no subject's):
 *               the subject's number as seen in others' records — Phone_Number, originating_number,
 *               terminating_number, Subject (whose import)
 *   Topups      top-ups sent from a subject's phone in the period — Phone_Number (who received it), originating_number,
 *               terminating_number, Amount (exact text), Date
 *   Forensics   seized phones' contact lists holding a subject's number — Subject (Crims Subject), Suspect_Name
 *               (Cellebrite Suspects Name), Contact_Names, MobileNo, Source
 *   MostWanted  most-wanted entries listing a subject's number or a number it called or was called by
 * Each list at most MAX_ROWS; Records newest first, walking call_records_originating / _terminating.
 */
import type { Queryable } from '../../db/types.js';
import { periodSql, type Period } from './period.js';

const MAX_ROWS = 1000;

export async function topUpRecords(db: Queryable, subjectIds: readonly string[], phones: readonly string[], period: Period) {
  if (!phones.length) return { Records: [], Topups: [], Forensics: [], MostWanted: [] };
  const recordParams: unknown[] = [phones, subjectIds];
  const recordsInPeriod = periodSql('cr.cdr_ts', period, recordParams);
  const topupParams: unknown[] = [phones];
  const topupsInPeriod = periodSql('t.ts', period, topupParams);
  const [records, topups, forensics, wanted] = await Promise.all([
    db.query(
      `SELECT CASE WHEN cr.originating_number = ANY($1::text[]) THEN cr.originating_number ELSE cr.terminating_number END AS "Phone_Number",
              cr.originating_number, cr.terminating_number, cr.cdr_ts, cr.record_id AS "Record_ID",
              nullif(btrim(coalesce(s.othernames, '') || ' ' || coalesce(s.surname, '')), '') AS "Subject"
         FROM call_records cr
         LEFT JOIN imports i ON i.id = cr.import_id
         LEFT JOIN subjects s ON s.id = i.subject_id
        WHERE (cr.originating_number = ANY($1::text[]) OR cr.terminating_number = ANY($1::text[])) AND ${recordsInPeriod}
          AND (i.subject_id IS NULL OR NOT i.subject_id = ANY($2::uuid[]))
        ORDER BY cr.cdr_ts DESC, cr.id DESC LIMIT ${MAX_ROWS}`,
      recordParams,
    ),
    db.query(
      `SELECT t.to_number AS "Phone_Number", t.from_number AS originating_number, t.to_number AS terminating_number,
              t.amount::text AS "Amount", t.ts AS "Date"
         FROM phone_topups t WHERE t.from_number = ANY($1::text[]) AND ${topupsInPeriod}
        ORDER BY t.ts, t.id LIMIT ${MAX_ROWS}`,
      topupParams,
    ),
    db.query(
      `SELECT crims_subject AS "Subject", suspect_name AS "Suspect_Name", contact_name AS "Contact_Names", mobile_number AS "MobileNo", source AS "Source"
         FROM forensics_contacts WHERE mobile_number = ANY($1::text[]) ORDER BY suspect_name, id LIMIT ${MAX_ROWS}`,
      [phones],
    ),
    db.query(
      `WITH numbers AS (
         SELECT unnest($1::text[]) AS phone
         UNION SELECT terminating_number FROM call_records WHERE originating_number = ANY($1::text[])
         UNION SELECT originating_number FROM call_records WHERE terminating_number = ANY($1::text[])
       )
       SELECT mw.name AS "Suspect_Name", n.phone AS "MobileNo", mw.offence AS "Offence", mw.agency AS "Agency", mw.source AS "Source"
         FROM most_wanted mw JOIN numbers n ON n.phone = ANY(mw.phones)
        ORDER BY mw.name, n.phone LIMIT ${MAX_ROWS}`,
      [phones],
    ),
  ]);
  return { Records: records.rows, Topups: topups.rows, Forensics: forensics.rows, MostWanted: wanted.rows };
}
