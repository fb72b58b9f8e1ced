/**
 * fiu_phone() (migration 0004) is core's normalisePhone in SQL, for triggers and joins: the two must agree, or a
 * subject's number would not meet its call records.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisePhone } from '../core.js';
import { openTestDb, type TestDb } from '../testing/index.js';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb({ seed: false });
});
afterAll(() => db.close());

const sql = async (raw: string): Promise<string | null> => (await db.query<{ p: string | null }>('SELECT fiu_phone($1) AS p', [raw])).rows[0]!.p;

describe('fiu_phone (SQL) and normalisePhone (core)', () => {
  it('agree on the numbers people type', async () => {
    const typed = [
      '0803 123 4567', '08031234567', '+2348031234567', '002348031234567', '2348031234567', '8031234567',
      '(0803) 123-4567', '0803.123.4567', '0803;1234567', '0803 123 4567 ext 12', '0803 123 4567 x9', '+44 20 7946 0958',
      '0044 20 7946 0958', '12345', 'abc', '', '   ', '+', '0', '07012345678 #3', '0803-123-4567 extension 44',
    ];
    for (const raw of typed) expect(await sql(raw), raw).toBe(normalisePhone(raw));
  });

  it('agree on arbitrary text made of phone characters', async () => {
    const chars = fc.constantFrom(...'0123456789+-;.() #xXet'.split(''));
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: chars, maxLength: 24 }), async (raw) => {
        expect(await sql(raw)).toBe(normalisePhone(raw));
      }),
      { numRuns: 300 },
    );
  });
});
