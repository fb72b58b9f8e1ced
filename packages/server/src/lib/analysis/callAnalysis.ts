/**
 * The call Dash board (GET /analysis/calls): per subject, over its phones' calls in the period —
 *   CountOriginate / CountTerminate      calls made / received
 *   Total_Originating / Total_Terminating  the same per own phone
 *   analysis.Top_5_Originating          the 5 numbers it called most (phone, name, count5 = calls, sum5 = seconds)
 *   analysis.Top_5Least_Originating     the 5 it called least; Top_5_terminating / Top_5_Least_Terminating: callers
 *   analysis.Other_Subject              contacts (either way) that are another known subject's phone (name: that subject)
 *   analysis.otherConnection            contacts (either way) shared with another subject of the set
 * Ties order by duration, then number. Names are the subscribers' (phone_subscribers).
 */
import type { Queryable } from '../../db/types.js';
import { periodSql, type Period } from './period.js';
import { dashboardHead, type AnalysisSubject } from './subjects.js';

const TOP = 5;
type Entry = { phone: string; name: string | null; count5: number; sum5: number };

export async function callAnalysis(db: Queryable, subjects: readonly AnalysisSubject[], period: Period) {
  const params: unknown[] = [subjects.map((s) => s.id)];
  const inPeriod = periodSql('cr.cdr_ts', period, params);
  const base = `mine AS (SELECT DISTINCT subject_id, phone FROM subject_phones WHERE subject_id = ANY($1::uuid[])),
    out_c AS (SELECT m.subject_id, cr.terminating_number AS phone, count(*) AS n, coalesce(sum(cr.call_duration), 0) AS d
                FROM mine m JOIN call_records cr ON cr.originating_number = m.phone
               WHERE ${inPeriod} AND cr.terminating_number IS NOT NULL GROUP BY 1, 2),
    in_c AS (SELECT m.subject_id, cr.originating_number AS phone, count(*) AS n, coalesce(sum(cr.call_duration), 0) AS d
               FROM mine m JOIN call_records cr ON cr.terminating_number = m.phone
              WHERE ${inPeriod} AND cr.originating_number IS NOT NULL GROUP BY 1, 2),
    both_c AS (SELECT subject_id, phone, sum(n) AS n, sum(d) AS d FROM (SELECT * FROM out_c UNION ALL SELECT * FROM in_c) x GROUP BY 1, 2)`;
  type Row = { subject_id: string; list: string; phone: string; name: string | null; n: string; d: string; rank: string };
  const [totals, lists] = await Promise.all([
    db.query<{ subject_id: string; phone: string; o: string; t: string }>(
      `WITH mine AS (SELECT DISTINCT subject_id, phone FROM subject_phones WHERE subject_id = ANY($1::uuid[]))
       SELECT m.subject_id::text AS subject_id, m.phone,
              (SELECT count(*) FROM call_records cr WHERE cr.originating_number = m.phone AND ${inPeriod}) AS o,
              (SELECT count(*) FROM call_records cr WHERE cr.terminating_number = m.phone AND ${inPeriod}) AS t
         FROM mine m ORDER BY m.phone`,
      params,
    ),
    db.query<Row>(
      `WITH ${base},
       ranked AS (
         SELECT 'out' AS side, o.*, row_number() OVER (PARTITION BY subject_id ORDER BY n DESC, d DESC, phone) AS hi,
                row_number() OVER (PARTITION BY subject_id ORDER BY n ASC, d ASC, phone) AS lo FROM out_c o
         UNION ALL
         SELECT 'in', i.*, row_number() OVER (PARTITION BY subject_id ORDER BY n DESC, d DESC, phone),
                row_number() OVER (PARTITION BY subject_id ORDER BY n ASC, d ASC, phone) FROM in_c i
       ),
       lists AS (
         SELECT subject_id, side || '_hi' AS list, phone, n, d, hi AS rank FROM ranked WHERE hi <= ${TOP}
         UNION ALL SELECT subject_id, side || '_lo', phone, n, d, lo FROM ranked WHERE lo <= ${TOP}
         UNION ALL
         SELECT b.subject_id, 'shared', b.phone, b.n, b.d, row_number() OVER (PARTITION BY b.subject_id ORDER BY b.n DESC, b.d DESC, b.phone)
           FROM both_c b WHERE EXISTS (SELECT 1 FROM both_c o WHERE o.phone = b.phone AND o.subject_id <> b.subject_id)
       )
       SELECT l.subject_id::text AS subject_id, l.list, l.phone, ps.names AS name, l.n, l.d, l.rank
         FROM lists l LEFT JOIN phone_subscribers ps ON ps.phone_number = l.phone
       UNION ALL
       SELECT b.subject_id::text, 'subject', b.phone, btrim(coalesce(s.othernames, '') || ' ' || coalesce(s.surname, '')), b.n, b.d,
              row_number() OVER (PARTITION BY b.subject_id ORDER BY b.n DESC, b.d DESC, b.phone)
         FROM both_c b JOIN subject_phones sp ON sp.phone = b.phone AND sp.phone = ANY(ARRAY(SELECT phone FROM both_c)) AND sp.subject_id <> b.subject_id
         JOIN subjects s ON s.id = sp.subject_id AND NOT s._deleted`,
      params,
    ),
  ]);
  return subjects.map((s) => {
    const mineT = totals.rows.filter((r) => r.subject_id === s.id);
    const list = (name: string): Entry[] => {
      const seen = new Set<string>();
      return lists.rows
        .filter((r) => r.subject_id === s.id && r.list === name)
        .sort((a, b) => Number(a.rank) - Number(b.rank))
        .filter((r) => !seen.has(r.phone) && seen.add(r.phone))
        .map((r) => ({ phone: r.phone, name: r.name, count5: Number(r.n), sum5: Number(r.d) }));
    };
    return {
      ...dashboardHead(s),
      CountOriginate: mineT.reduce((k, r) => k + Number(r.o), 0),
      CountTerminate: mineT.reduce((k, r) => k + Number(r.t), 0),
      Total_Originating: mineT.map((r) => ({ originating_number: r.phone, countOriginating: Number(r.o) })),
      Total_Terminating: mineT.map((r) => ({ terminating_number: r.phone, countTerminating: Number(r.t) })),
      analysis: {
        Top_5_Originating: list('out_hi'),
        Top_5Least_Originating: list('out_lo'),
        Top_5_terminating: list('in_hi'),
        Top_5_Least_Terminating: list('in_lo'),
        Other_Subject: list('subject'),
        otherConnection: list('shared'),
      },
    };
  });
}
