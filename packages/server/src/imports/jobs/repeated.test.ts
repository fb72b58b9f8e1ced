/**
 * Rows a file repeats (issue 9): the public call-record sample holds 402 lines identical to an earlier line.
 * Each is reported as repeated within the file — its row and the row it repeats, in the quality report and
 * in the refused/repeated list — not as already present from an earlier import; a second import of the same
 * calls adds nothing and counts every row as already present.
 */
import { randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertImport, refusedRowsOf } from '../../lib/imports.js';
import { createOutboxMailer } from '../../mail/index.js';
import { openTestDb, quietLog, testClock, type TestDb } from '../../testing/index.js';
import { createImportRunner } from './runner.js';

const SAMPLE = join(import.meta.dirname, '../../../../../tests/fixtures/cdr-vega4n6-cdr-analyzer.csv');

let db: TestDb;
let dir: string;
let user: { id: string; domain: string };
const clock = testClock(new Date('2026-03-01T10:00:00Z'));

beforeAll(async () => {
  db = await openTestDb();
  dir = await mkdtemp(join(tmpdir(), 'fiu-repeated-'));
  user = (await db.query<typeof user>("SELECT id, domain FROM users WHERE username = 'analyst'")).rows[0]!;
});
afterAll(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

async function importSample() {
  const id = randomUUID();
  const path = join(dir, id);
  await copyFile(SAMPLE, path);
  await insertImport(db, { id, kind: 'cdr', fileName: 'CDR.csv', sha256: null, size: null, storedFile: path, mapping: null, createdBy: user.id, domain: user.domain, now: clock() });
  clock.advance(1);
  const runner = createImportRunner({ db, mailer: createOutboxMailer(db, clock, quietLog), clock, log: quietLog });
  expect(await runner.runOnce()).toBe(id);
  const j = (await db.query<Record<string, unknown>>('SELECT * FROM imports WHERE id = $1', [id])).rows[0]!;
  const n = (k: string) => Number(j[k]);
  return {
    id,
    status: j.status,
    read: n('rows_read'),
    stored: n('rows_stored'),
    duplicate: n('rows_duplicate'),
    repeated: n('rows_repeated'),
    refused: n('rows_refused'),
    quality: j.quality as { check: string; count: number; message: string; rows: number[] }[],
  };
}

describe('rows repeated within one file', () => {
  it('the sample: 402 rows repeat an earlier row; each is listed with the row it repeats, none is "already present"', async () => {
    const lines = (await readFile(SAMPLE, 'utf8')).replace(/\r?\n$/, '').split(/\r?\n/);
    // What the file says, independently of the importer: a data line equal to an earlier one (source row = line number).
    const firstLine = new Map<string, number>();
    const expected = new Map<number, number>();
    lines.forEach((line, i) => {
      if (i === 0) return;
      const at = firstLine.get(line);
      if (at === undefined) firstLine.set(line, i + 1);
      else expected.set(i + 1, at);
    });
    expect(expected.size).toBe(402);

    const first = await importSample();
    expect(first).toMatchObject({ status: 'done', read: 3620, duplicate: 0, repeated: 402 });
    expect(first.stored + first.repeated + first.refused).toBe(3620);
    const stored = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM call_records WHERE import_id = $1', [first.id]);
    expect(stored.rows[0]!.n).toBe(first.stored);

    const finding = first.quality.find((q) => q.check === 'repeated_row')!;
    const [firstRow, firstOf] = [...expected][0]!;
    expect(finding).toEqual({
      check: 'repeated_row',
      count: 402,
      message: `402 rows repeat an earlier row of this file and were stored once (first: row ${firstRow} repeats row ${firstOf})`,
      rows: [...expected.keys()].slice(0, 20),
    });

    const listed = (await refusedRowsOf(db, first.id)).filter((r) => r.reason.startsWith('Repeats row'));
    expect(new Map(listed.map((r) => [r.row_number, Number(/^Repeats row (\d+)/.exec(r.reason)![1])]))).toEqual(expected);
    expect(listed[0]!.reason).toBe(`Repeats row ${firstOf} of this file (every mapped value equal): stored once, from row ${firstOf}`);
    expect(listed[0]!.cells.join(',')).toBe(lines[firstRow - 1]!.replace(/"/g, ''));

    const mail = await db.query<{ text: string }>("SELECT text FROM outbox_mails WHERE text LIKE '%' || $1 || '%'", [first.id]);
    expect(mail.rows[0]!.text).toContain('Already present (not stored again): 0\nRepeated within the file (stored once): 402\n');
  });

  it('the same calls imported again add nothing: every readable row is already present, none repeated', async () => {
    const again = await importSample();
    expect(again).toMatchObject({ status: 'done', read: 3620, stored: 0, repeated: 0 });
    expect(again.duplicate).toBe(3620 - again.refused);
    expect(again.quality.some((q) => q.check === 'repeated_row')).toBe(false);
  });
});
