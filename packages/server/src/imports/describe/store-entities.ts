/**
 * Writes the persons, organisations and places of a chunk of just-stored statement rows into
 * description_entities, beside each row. Only rows this import stored get entities, and the table's key
 * (transaction_pk, kind, normalised) ends in ON CONFLICT DO NOTHING: a re-run after a restart and a re-import of
 * the same file (the same Transaction_IDs) add nothing. The store's names are loaded once per import; repeated
 * descriptions ("SMS ALERT CHARGES") are recognised once.
 */
import type { Queryable } from '../../db/types.js';
import { recogniseEntities, type Entity } from './entities.js';
import { KnownNames } from './known-names.js';
import { compromiseLanguage } from './language.js';

export interface DescribedRow {
  /** The row's transaction_id as stored. */
  key: string;
  description: string;
}

const MAX_CACHED = 20_000;

const IDLE_MS = 10 * 60_000;

interface ImportState {
  importId: string;
  timer?: ReturnType<typeof setTimeout>;
  known: Promise<KnownNames>;
  cache: Map<string, Entity[]>;
}
// The imports running now (a few at most): the oldest is forgotten when a fifth starts.
const running = new Map<string, ImportState>();

function stateFor(db: Queryable, importId: string): ImportState {
  let state = running.get(importId);
  if (!state) {
    if (running.size >= 4) running.delete(running.keys().next().value!);
    state = { importId, known: KnownNames.load(db), cache: new Map() };
    running.set(importId, state);
  }
  // Forgotten when the import has stored nothing for a while (it ended, or it will reload on a re-run).
  clearTimeout(state.timer);
  state.timer = setTimeout(() => running.delete(importId), IDLE_MS);
  state.timer.unref?.();
  return state;
}

/** The entities of `rows`, one column per field (the description_entities insert's arrays). */
export async function recogniseRowEntities(db: Queryable, importId: string, rows: readonly DescribedRow[]): Promise<unknown[][]> {
  const cols: unknown[][] = [[], [], [], [], [], [], [], []];
  if (!rows.length) return cols;
  const state = stateFor(db, importId);
  const [known, language] = await Promise.all([state.known, compromiseLanguage()]);
  for (const r of rows) {
    let found = state.cache.get(r.description);
    if (!found) {
      found = recogniseEntities(r.description, { known, language });
      if (state.cache.size >= MAX_CACHED) state.cache.clear();
      state.cache.set(r.description, found);
    }
    for (const e of found) {
      cols[0]!.push(r.key);
      cols[1]!.push(e.kind);
      cols[2]!.push(e.text.slice(0, 500));
      cols[3]!.push(e.normalised.slice(0, 500));
      cols[4]!.push(e.state);
      cols[5]!.push(e.lga);
      cols[6]!.push(e.latitude);
      cols[7]!.push(e.longitude);
    }
  }
  return cols;
}

/** Recognises and stores the entities of `rows` (rows of statement_transactions stored by import `importId`). */
export async function recordDescriptionEntities(db: Queryable, importId: string, rows: readonly DescribedRow[]): Promise<number> {
  const cols = await recogniseRowEntities(db, importId, rows);
  if (!cols[0]!.length) return 0;
  const r = await db.query(
    `INSERT INTO description_entities (transaction_pk, kind, text, normalised, state, lga, latitude, longitude)
     SELECT st.id, e.kind, e.text, e.normalised, e.state, e.lga, e.latitude, e.longitude
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::float8[], $8::float8[])
            AS e(key, kind, text, normalised, state, lga, latitude, longitude)
       JOIN statement_transactions st ON st.transaction_id = e.key AND st.import_id = $9
     ON CONFLICT DO NOTHING`,
    [...cols, importId],
  );
  return r.rowCount ?? 0;
}
