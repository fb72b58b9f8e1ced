/**
 * getNER (Machine Learning tab): the persons, organisations and places found in the subjects' statement
 * descriptions in the period, read from description_entities (filled at import time), never recomputed here.
 *   LOC     one marker per place: ID, Name, State, LGA, latitude, longitude, Count
 *   LOCLOC  the route: places in the order the transactions happened (ties by row id), a place repeated in a
 *           row of transactions appearing once, at most MAX_ROUTE stops
 *   PERSON, ORG  ID (the name as matched), Name, Count; most frequent first
 */
import type { Queryable } from '../../db/types.js';
import { periodSql, type Period } from './period.js';

const MAX_ROUTE = 200;
const MAX_NAMES = 500;

export async function namedEntities(db: Queryable, accountIds: readonly string[], period: Period) {
  if (!accountIds.length) return { LOC: [], LOCLOC: [], PERSON: [], ORG: [] };
  const params: unknown[] = [accountIds];
  const inPeriod = periodSql('st.transaction_date', period, params);
  const found = `statement_transactions st JOIN description_entities de ON de.transaction_pk = st.id
                 WHERE st.account_id = ANY($1::uuid[]) AND ${inPeriod}`;
  const [names, places, route] = await Promise.all([
    db.query<{ kind: 'PERSON' | 'ORG'; name: string; n: string }>(
      `SELECT de.kind, de.normalised AS name, count(*) AS n FROM ${found} AND de.kind IN ('PERSON', 'ORG')
        GROUP BY 1, 2 ORDER BY count(*) DESC, 2 LIMIT ${MAX_NAMES * 2}`,
      params,
    ),
    db.query(
      `SELECT de.normalised AS "ID", de.normalised AS "Name", de.state AS "State", de.lga AS "LGA",
              de.latitude AS latitude, de.longitude AS longitude, count(*)::int AS "Count"
         FROM ${found} AND de.kind = 'LOC' AND de.latitude IS NOT NULL
        GROUP BY de.normalised, de.state, de.lga, de.latitude, de.longitude ORDER BY count(*) DESC, de.normalised LIMIT ${MAX_NAMES}`,
      params,
    ),
    db.query(
      `WITH stops AS (
         SELECT de.normalised AS name, de.latitude, de.longitude, st.transaction_date, st.id,
                lag(de.normalised) OVER (ORDER BY st.transaction_date, st.id, de.normalised) AS previous
           FROM ${found} AND de.kind = 'LOC' AND de.latitude IS NOT NULL
       )
       SELECT name AS "Name", latitude, longitude, transaction_date AS "Transaction_Date"
         FROM stops WHERE previous IS DISTINCT FROM name ORDER BY transaction_date, id LIMIT ${MAX_ROUTE}`,
      params,
    ),
  ]);
  const list = (kind: 'PERSON' | 'ORG') =>
    names.rows.filter((r) => r.kind === kind).slice(0, MAX_NAMES).map((r) => ({ ID: r.name, Name: r.name, Count: Number(r.n) }));
  return { LOC: places.rows, LOCLOC: route.rows, PERSON: list('PERSON'), ORG: list('ORG') };
}
