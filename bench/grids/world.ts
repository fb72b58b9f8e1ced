/**
 * The grid benchmark's world: the demo seed, then one subject holding 40 accounts whose statements hold
 * `rows` rows (1,000,000 by default) over 2025, generated in SQL (generate_series, hashint4: deterministic).
 *
 * Why not bench/analysis's world (db/seed-analysis.ts --size 20000): it spreads its 1,000,000 rows over
 * 20,000 subjects (50 each) and a grid's subject set holds at most 50 subjects, so no grid there reaches row
 * 900,000; it also takes 18 min (PostgreSQL) to 41 min (PGlite) to seed on this machine. Here the rows look
 * alike (transfers to and from 400 named counterparties, cash, ATM, POS, charges; amounts in every band of
 * FLOW_FILTER_BANDS) and all belong to one subject set, the worst case of the grid.
 */
import type { Db } from '../../packages/server/src/db/types.js';
import { seed } from '../../packages/server/src/db/seed.js';
import { FAST_SCRYPT } from '../../packages/server/src/testing/index.js';

export const WORLD_PERIOD = { start: '2025-01-01', end: '2025-12-31' };
const FIRST = ['JOHN', 'GRACE', 'IBRAHIM', 'NGOZI', 'CHINEDU', 'AMINA', 'TUNDE', 'BLESSING', 'EMEKA', 'FATIMA', 'SEGUN', 'HALIMA', 'KELECHI', 'ZAINAB', 'OLUWASEUN', 'MUSA', 'CHIOMA', 'YUSUF', 'FUNMI', 'DANJUMA'];
const LAST = ['OKAFOR', 'ADEBAYO', 'SANI', 'OBI', 'EZE', 'BELLO', 'OKONKWO', 'ABUBAKAR', 'ADEYEMI', 'NWOSU', 'IBRAHIM', 'OGUNLEYE', 'UCHE', 'LAWAL', 'OKORO', 'AMADI', 'SULEIMAN', 'BALOGUN', 'NNAMDI', 'YAKUBU'];
const PLACES = ['KANO', 'LAGOS ISLAND', 'ABUJA', 'IKEJA', 'ENUGU', 'KADUNA', 'PORT HARCOURT', 'IBADAN'];
const arr = (xs: readonly string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`;

export interface GridWorld {
  subject: { id: string; suspectid: string };
  rows: number;
  seedMs: number;
  reused: boolean;
}

export async function gridWorld(db: Db, rows: number, log: (l: string) => void): Promise<GridWorld> {
  const have = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM statement_transactions WHERE transaction_id LIKE 'GB-%'");
  if (have.rows[0]!.n === 0) await seed(db, { passwordParams: FAST_SCRYPT, size: 5 });
  const subject = (await db.query<{ id: string; suspectid: string }>('SELECT id::text AS id, suspectid FROM subjects WHERE NOT _deleted ORDER BY suspectid LIMIT 1')).rows[0]!;
  if (have.rows[0]!.n === rows) return { subject, rows, seedMs: 0, reused: true };
  const t0 = performance.now();
  await db.exec(`
    INSERT INTO accounts (id, account_number, bank_code, bank_name, holder_name, created, modified)
    SELECT ('00000000-0000-4000-b000-' || lpad(i::text, 12, '0'))::uuid, (3000000000 + i * 7919)::text, '057', 'ZENITH BANK', 'GRID BENCH ' || i, now(), now()
      FROM generate_series(1, 40) i ON CONFLICT DO NOTHING;`);
  await db.query(
    `INSERT INTO subject_accounts (subject_id, account_id, source, created)
     SELECT $1::uuid, id, 'manual', now() FROM accounts WHERE id::text LIKE '00000000-0000-4000-b000-%' ON CONFLICT DO NOTHING`,
    [subject.id],
  );
  const step = 100_000;
  for (let from = 1; from <= rows; from += step) {
    const to = Math.min(rows, from + step - 1);
    await db.query(
      `INSERT INTO statement_transactions (transaction_id, account_id, transaction_date, value_date, description, inflow, outflow, channel, counterparty_name)
       SELECT 'GB-' || lpad(n::text, 8, '0'),
              ('00000000-0000-4000-b000-' || lpad((1 + n % 40)::text, 12, '0'))::uuid,
              ts, (ts AT TIME ZONE 'Africa/Lagos')::date,
              CASE kind WHEN 0 THEN 'TRF FROM ' || who || '/' || (2000000000 + h % 99991)::text
                        WHEN 1 THEN 'TRF TO ' || who || '/' || (2000000000 + h % 99991)::text
                        WHEN 2 THEN 'CASH DEPOSIT ' || place || ' BRANCH'
                        WHEN 3 THEN 'ATM WDL ' || place
                        WHEN 4 THEN 'POS PURCHASE SHOPRITE ' || place
                        ELSE 'SMS ALERT CHARGES' END,
              CASE WHEN kind IN (0, 2) THEN amount ELSE 0 END,
              CASE WHEN kind IN (0, 2) THEN 0 WHEN kind = 5 THEN 52.50 ELSE amount END,
              (ARRAY['transfer', 'transfer', 'cash', 'atm', 'pos', 'charges'])[kind + 1],
              CASE WHEN kind IN (0, 1) THEN who END
         FROM (
           SELECT n, h, (h >> 8) % 6 AS kind,
                  timestamptz '2025-01-01T00:00:00Z' + ((n::bigint * 31536000) / ${rows} + h % 600) * interval '1 second' AS ts,
                  (${arr(FIRST)})[1 + (h >> 12) % 20] || ' ' || (${arr(LAST)})[1 + (h >> 17) % 20] AS who,
                  (${arr(PLACES)})[1 + (h >> 22) % 8] AS place,
                  ((h >> 3) % (CASE h % 4 WHEN 0 THEN 50000000 WHEN 1 THEN 500000000 WHEN 2 THEN 1500000000 ELSE 2000000000 END))::numeric / 100
                    * CASE WHEN h % 97 = 0 THEN 10 ELSE 1 END AS amount
             FROM (SELECT n, (hashint4(n)::bigint & 2147483647) AS h FROM generate_series($1::int, $2::int) n) g
         ) x`,
      [from, to],
    );
    log(`[grid-bench]   ${to.toLocaleString('en')} / ${rows.toLocaleString('en')} rows (${Math.round((performance.now() - t0) / 1000)} s)`);
  }
  for (const table of ['accounts', 'subject_accounts', 'statement_transactions']) await db.exec(`VACUUM ANALYZE ${table}`);
  return { subject, rows, seedMs: Math.round(performance.now() - t0), reused: false };
}
