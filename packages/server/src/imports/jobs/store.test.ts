/**
 * storeRows against the real database (PGlite, or PostgreSQL with DATABASE_URL): what became of each row, text
 * stored exactly as read, money exact, provenance kept, and two imports storing the same keys at once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertImport } from '../../lib/imports.js';
import { openTestDb, type TestDb } from '../../testing/index.js';
import { storeRows, type StoreRow, type StoreTable } from './store.js';

let db: TestDb;
let user: { id: string; domain: string };
const T: StoreTable = {
  table: 'store_test_rows',
  key: 'k',
  columns: [
    { name: 'txt', type: 'text' },
    { name: 'amount', type: 'numeric' },
    { name: 'at', type: 'timestamptz' },
    { name: 'lat', type: 'float8' },
  ],
};

async function newImport(): Promise<string> {
  const id = randomUUID();
  await insertImport(db, { id, kind: 'cdr', fileName: 'f.csv', sha256: null, size: null, storedFile: null, createdBy: user.id, domain: user.domain, now: new Date() });
  return id;
}
const row = (key: string, r: number, txt = `text ${key}`, sheet = 'Sheet1'): StoreRow => ({ key, sheet, row: r, values: [txt, '1.00', '2024-03-01T10:00:00+01:00', 6.5], cells: [key] });

beforeAll(async () => {
  db = await openTestDb();
  user = (await db.query<typeof user>("SELECT id, domain FROM users WHERE username = 'analyst'")).rows[0]!;
  await db.exec(
    'CREATE TABLE store_test_rows (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, k text NOT NULL UNIQUE, import_id uuid REFERENCES imports (id), sheet text, source_row integer, txt text, amount numeric(20, 2), at timestamptz, lat double precision)',
  );
});
afterAll(() => db.close());
beforeEach(() => db.exec('TRUNCATE store_test_rows'));

describe('storeRows (COPY into the table under a lock)', () => {
  it('stores new rows; a key twice in the batch is stored once, from its first row, the other repeats it', async () => {
    const imp = await newImport();
    const r = await storeRows(db, T, imp, [row('a', 2), row('b', 3), row('a', 4), row('c', 5), row('a', 6)]);
    expect(r.stored).toBe(3);
    expect(r.duplicate).toBe(0);
    expect(r.repeated.map((x) => [x.row.row, x.of])).toEqual([
      [4, 2],
      [6, 2],
    ]);
    const kept = await db.query<{ k: string; source_row: number; sheet: string; import_id: string }>('SELECT k, source_row, sheet, import_id FROM store_test_rows ORDER BY k');
    expect(kept.rows).toEqual([
      { k: 'a', source_row: 2, sheet: 'Sheet1', import_id: imp },
      { k: 'b', source_row: 3, sheet: 'Sheet1', import_id: imp },
      { k: 'c', source_row: 5, sheet: 'Sheet1', import_id: imp },
    ]);
  });

  it('a re-run of the same import counts its own rows as stored; a later row of the file repeats an earlier batch', async () => {
    const imp = await newImport();
    await storeRows(db, T, imp, [row('a', 2), row('b', 3)]);
    const again = await storeRows(db, T, imp, [row('a', 2), row('b', 3), row('a', 9), row('d', 10)]);
    expect(again.stored).toBe(3);
    expect(again.duplicate).toBe(0);
    expect(again.repeated.map((x) => [x.row.row, x.of])).toEqual([[9, 2]]);
    // Another sheet's row with the same key is a repeat, not this row again.
    const other = await storeRows(db, T, imp, [row('b', 3, 'text b', 'Sheet2')]);
    expect(other).toMatchObject({ stored: 0, duplicate: 0 });
    expect(other.repeated.map((x) => x.of)).toEqual([3]);
  });

  it('keys an earlier import stored are already present (duplicates), not repeats', async () => {
    const first = await newImport();
    await storeRows(db, T, first, [row('a', 2), row('b', 3)]);
    const second = await newImport();
    const r = await storeRows(db, T, second, [row('a', 2), row('b', 3), row('b', 4), row('e', 5)]);
    expect(r).toMatchObject({ stored: 1, duplicate: 3, repeated: [] });
    expect((await db.query('SELECT 1 FROM store_test_rows WHERE import_id = $1', [second])).rowCount).toBe(1);
  });

  it('text arrives exactly as read (tabs, newlines, backslashes, \\N, formulas, non-Latin script); money exact; time and coordinates kept', async () => {
    const imp = await newImport();
    const texts = ['a\tb', 'line 1\nline 2\r\n', 'C:\\path\\N', '\\N', '=HYPERLINK("http://x")', '  padded  ', 'Ọmọ́lará Àdìsá — ₦', "O'Brien; DROP TABLE x"];
    const rows: StoreRow[] = texts.map((txt, i) => ({ key: `t${i}`, sheet: 'S', row: i + 2, values: [txt, i === 0 ? '12345678901234567.89' : '0.10', '2024-03-01T10:00:00+01:00', -90] }));
    rows.push({ key: 'nulls', sheet: 'S', row: 99, values: [null, null, '2024-03-01T10:00:00+01:00', null] });
    expect((await storeRows(db, T, imp, rows)).stored).toBe(texts.length + 1);
    const back = await db.query<{ k: string; txt: string | null; amount: string | null; at: Date; lat: number | null }>('SELECT k, txt, amount::text AS amount, at, lat FROM store_test_rows ORDER BY source_row');
    expect(back.rows.slice(0, texts.length).map((r) => r.txt)).toEqual(texts);
    expect(back.rows[0]!.amount).toBe('12345678901234567.89');
    expect(back.rows[1]!.amount).toBe('0.10');
    expect(new Date(back.rows[0]!.at).toISOString()).toBe('2024-03-01T09:00:00.000Z');
    expect(back.rows[0]!.lat).toBe(-90);
    expect(back.rows.at(-1)).toMatchObject({ k: 'nulls', txt: null, amount: null, lat: null });
  });

  it('a batch that fails stores nothing of itself (one transaction)', async () => {
    const imp = await newImport();
    const bad = [row('a', 2), { key: 'b', sheet: 'S', row: 3, values: ['x', 'not money', null, null] }];
    await expect(storeRows(db, T, imp, bad)).rejects.toThrow();
    expect((await db.query('SELECT 1 FROM store_test_rows')).rowCount).toBe(0);
    expect((await storeRows(db, T, imp, [row('a', 2)])).stored).toBe(1);
  });

  it('dependent rows get the ids the new rows were stored with, in the same transaction: a failing dependant stores neither', async () => {
    const imp = await newImport();
    const withId: StoreTable = { ...T, identity: 'id' };
    await storeRows(db, withId, imp, [row('a', 2)]);
    const seen: { k: string; id: string }[] = [];
    const r = await storeRows(db, withId, imp, [row('a', 2), row('b', 3), row('c', 4)], async (tx, copied) => {
      for (const c of copied) seen.push({ k: c.row.key, id: c.id });
      // Read inside the transaction: the rows are there, under the ids given.
      const inside = await tx.query<{ k: string; id: string }>('SELECT k, id::text FROM store_test_rows WHERE k = ANY($1::text[]) ORDER BY k', [copied.map((c) => c.row.key)]);
      expect(inside.rows).toEqual(seen);
    });
    expect(r.stored).toBe(3);
    expect(seen.map((x) => x.k)).toEqual(['b', 'c']);
    await expect(storeRows(db, withId, imp, [row('d', 5)], async () => Promise.reject(new Error('dependant failed')))).rejects.toThrow('dependant failed');
    expect((await db.query('SELECT 1 FROM store_test_rows WHERE k = $1', ['d'])).rowCount).toBe(0);
    // The sequence moves on after the given ids: a row inserted the ordinary way gets a fresh one.
    await db.query("INSERT INTO store_test_rows (k) VALUES ('e')");
    const ids = (await db.query<{ id: string }>('SELECT id::text FROM store_test_rows ORDER BY id')).rows.map((x) => Number(x.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('two imports storing overlapping keys at once: every key once, and the counts add up', async () => {
    const [one, two] = [await newImport(), await newImport()];
    const keys = Array.from({ length: 400 }, (_, i) => `k${i}`);
    const batches = (imp: string, from: number) =>
      Array.from({ length: 4 }, (_, b) => keys.slice(from + b * 50, from + b * 50 + 50).map((k, i) => row(k, b * 50 + i + 2))).map((rows) => () => storeRows(db, T, imp, rows));
    // Keys 100..299 are in both files.
    const a = batches(one, 0);
    const b = batches(two, 100);
    const results = await Promise.all([(async () => { const out = []; for (const s of a) out.push(await s()); return out; })(), (async () => { const out = []; for (const s of b) out.push(await s()); return out; })()]);
    const flat = results.flat();
    const stored = flat.reduce((n, r) => n + r.stored, 0);
    const duplicate = flat.reduce((n, r) => n + r.duplicate, 0);
    expect(flat.every((r) => r.repeated.length === 0)).toBe(true);
    expect(stored).toBe(300);
    expect(duplicate).toBe(100);
    const n = await db.query<{ n: number; d: number }>('SELECT count(*)::int AS n, count(DISTINCT k)::int AS d FROM store_test_rows');
    expect(n.rows[0]).toEqual({ n: 300, d: 300 });
  });
});
