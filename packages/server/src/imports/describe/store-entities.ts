/**
 * Writes the persons, organisations and places of a chunk of just-stored statement rows into
 * description_entities, beside each row. Only rows this import stored get entities, and the table's key
 * (transaction_pk, kind, normalised) ends in ON CONFLICT DO NOTHING: a re-run after a restart and a re-import of
 * the same file (the same Transaction_IDs) add nothing. The store's names are loaded once per import; repeated
 * descriptions ("SMS ALERT CHARGES") are recognised once.
 */
import type { Copyable, Queryable } from '../../db/types.js';
import { copyLine } from '../jobs/copy-text.js';
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

/** Each description's entities, in order: recognised once per distinct description in an import. */
export async function entitiesOf(db: Queryable, importId: string, descriptions: readonly string[]): Promise<Entity[][]> {
  if (!descriptions.length) return [];
  const state = stateFor(db, importId);
  const [known, language] = await Promise.all([state.known, compromiseLanguage()]);
  return descriptions.map((description) => {
    let found = state.cache.get(description);
    if (!found) {
      found = recogniseEntities(description, { known, language });
      if (state.cache.size >= MAX_CACHED) state.cache.clear();
      state.cache.set(description, found);
    }
    return found;
  });
}

/** The entities of `rows`, one column per field (the description_entities insert's arrays). */
export async function recogniseRowEntities(db: Queryable, importId: string, rows: readonly DescribedRow[]): Promise<unknown[][]> {
  const cols: unknown[][] = [[], [], [], [], [], [], [], []];
  const found = await entitiesOf(db, importId, rows.map((r) => r.description));
  rows.forEach((r, i) => {
    for (const e of found[i]!) {
      cols[0]!.push(r.key);
      cols[1]!.push(e.kind);
      cols[2]!.push(e.text.slice(0, 500));
      cols[3]!.push(e.normalised.slice(0, 500));
      cols[4]!.push(e.state);
      cols[5]!.push(e.lga);
      cols[6]!.push(e.latitude);
      cols[7]!.push(e.longitude);
    }
  });
  return cols;
}

/**
 * COPYs the entities of statement rows just stored, by their ids, in the transaction that stored them (the
 * import store, imports/jobs/store.ts): a row and its entities are committed together. Two entities that
 * become one key once cut to 500 characters are written once (the table's key: row, kind, normalised).
 */
export async function copyDescriptionEntities(tx: Copyable, rows: readonly { id: string; entities: readonly Entity[] }[]): Promise<number> {
  let copy = '';
  let n = 0;
  for (const { id, entities } of rows) {
    const seen = entities.length > 1 ? new Set<string>() : null;
    for (const e of entities) {
      const normalised = e.normalised.slice(0, 500);
      if (seen) {
        const k = `${e.kind}\u0000${normalised}`;
        if (seen.has(k)) continue;
        seen.add(k);
      }
      copy += copyLine([id, e.kind, e.text.slice(0, 500), normalised, e.state, e.lga, e.latitude, e.longitude]);
      n++;
    }
  }
  if (n) await tx.copyFrom(COPY_ENTITIES, copy);
  return n;
}

const COPY_ENTITIES = 'COPY description_entities (transaction_pk, kind, text, normalised, state, lga, latitude, longitude) FROM STDIN';

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
