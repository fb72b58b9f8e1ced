/**
 * Test helpers: an `imports` row and an ImportContext built in the test (what the job runner gives a
 * handler), counting progress and refused rows, and the fixtures imported through the handler.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../../db/types.js';
import type { ImportContext, ProgressDelta, RefusedRow } from '../../jobs/types.js';
import { goamlHandler } from '../handler.js';

export const fixturePath = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

export interface Counted {
  read: number;
  stored: number;
  duplicate: number;
  refused: number;
  refusedRows: RefusedRow[];
}

export async function goamlContext(db: Db, file: string, signal = new AbortController().signal): Promise<{ ctx: ImportContext; counted: Counted }> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO imports (id, kind, file_name, stored_file, status, created_by, domain, created) VALUES ($1, 'goaml', $2, $3, 'running', $4, 'fiu', now())`,
    [id, file.split('/').pop(), file, randomUUID()],
  );
  const counted: Counted = { read: 0, stored: 0, duplicate: 0, refused: 0, refusedRows: [] };
  const ctx: ImportContext = {
    db,
    job: { id, kind: 'goaml', registry: null, file_name: file.split('/').pop() ?? null, stored_file: file, subject_id: null, account_id: null, mapping: null, form: null, created_by: randomUUID(), domain: 'fiu' },
    clock: () => new Date(),
    log: { info: () => {}, warn: () => {}, error: () => {} },
    progress: async (d: ProgressDelta) => {
      counted.read += d.read ?? 0;
      counted.stored += d.stored ?? 0;
      counted.duplicate += d.duplicate ?? 0;
      counted.refused += d.refused ?? 0;
    },
    refuse: async (row: RefusedRow) => {
      counted.refusedRows.push(row);
    },
    repeat: async () => {}, // goAML stores no tabular rows
    signal,
  };
  return { ctx, counted };
}

/** Imports both fixtures (the GTBank STR and the Zenith CTR) through the handler. */
export async function importGoamlFixtures(db: Db): Promise<void> {
  for (const f of ['str-gtbank.xml', 'ctr-zenith.xml']) {
    const { ctx } = await goamlContext(db, fixturePath(f));
    await goamlHandler(ctx);
  }
}
