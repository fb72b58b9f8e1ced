/**
 * GET /api/suspects and GET /api/companies: every filter, search, ordering, paging and count of core-records §7,
 * checked against the whole seeded set computed in the test (not against the server's own SQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableUuid } from '../db/ids.js';
import { createPrng } from '../db/prng.js';
import { SEED_TIME, demoUserId } from '../db/seed.js';
import { seedRecords } from '../db/seed-records.js';
import { makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';
import { get } from '../testing/records.js';

type Row = Record<string, unknown> & { id: string; domain: string; status: string; created: string; modified: string };

let db: TestDb;
let t: TestApp;
let analyst: Signed, entry: Signed, mission: Signed, cbn: Signed;
const all: Record<'suspects' | 'companies', Row[]> = { suspects: [], companies: [] };

const userIds = new Map(
  ['analyst@fiu', 'entry@eca', 'admin@eca', 'ceo@eca', 'cbnadmin@cbn', 'missionentry@mission'].map((u) => {
    const [name, domain] = u.split('@') as [string, string];
    return [u, demoUserId(name, domain)];
  }),
);

async function list(who: Signed, kind: 'suspects' | 'companies', query: string): Promise<{ results: Row[]; count: number }> {
  const res = await get(t, who, `/api/${kind}?pager=limit&${query}`);
  expect(res.status, `${kind}?${query}: ${res.status}`).toBe(200);
  return (await res.json()) as { results: Row[]; count: number };
}

/** Every page of a query, 100 at a time. */
async function everything(who: Signed, kind: 'suspects' | 'companies', query = ''): Promise<{ rows: Row[]; count: number }> {
  const rows: Row[] = [];
  let count = 0;
  for (let offset = 0; ; offset += 100) {
    const page = await list(who, kind, `limit=100&offset=${offset}&${query}`);
    count = page.count;
    rows.push(...page.results);
    if (page.results.length < 100) break;
  }
  return { rows, count };
}

/** Newest change first, then id (the server's tie-break). */
const byModified = (a: Row, b: Row) => (a.modified === b.modified ? (a.id < b.id ? 1 : -1) : a.modified < b.modified ? 1 : -1);
const ids = (rows: Row[]) => rows.map((r) => r.id);

beforeAll(async () => {
  db = await openTestDb();
  await seedRecords(db, { subjects: 320, companies: 110, rng: createPrng(7), now: SEED_TIME, userIds, uuid: (s) => stableUuid(`list-test:${s}`) });
  await db.exec('ANALYZE subjects; ANALYZE companies');
  t = await makeApp(db);
  [analyst, entry, mission, cbn] = [await signIn(t, 'analyst', 'fiu'), await signIn(t, 'entry', 'eca'), await signIn(t, 'missionentry', 'mission'), await signIn(t, 'cbnadmin', 'cbn')];
  all.suspects = (await everything(analyst, 'suspects')).rows;
  all.companies = (await everything(analyst, 'companies')).rows;
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

describe.each(['suspects', 'companies'] as const)('GET /api/%s', (kind) => {
  const size = () => (kind === 'suspects' ? 320 : 110);

  it('the central unit sees every record, newest change first, with the exact count', async () => {
    expect(all[kind]).toHaveLength(size());
    expect(new Set(ids(all[kind])).size).toBe(size());
    expect(ids(all[kind])).toEqual(ids([...all[kind]].sort(byModified)));
    const first = await list(analyst, kind, '');
    expect(first.count).toBe(size());
    expect(first.results).toHaveLength(20); // page size 20 by default (§9)
    expect(ids(first.results)).toEqual(ids(all[kind]).slice(0, 20));
  });

  it('pages do not overlap and add up to the count; past the end is empty', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < size(); offset += 20) {
      const page = await list(analyst, kind, `limit=20&offset=${offset}`);
      expect(page.count).toBe(size());
      seen.push(...ids(page.results));
    }
    expect(seen).toEqual(ids(all[kind]));
    const past = await list(analyst, kind, `limit=20&offset=${size() + 5}`);
    expect(past).toEqual({ results: [], count: size() });
  });

  it('limit is capped at 100; limit=0 gives only the count', async () => {
    expect((await list(analyst, kind, 'limit=500')).results).toHaveLength(100);
    expect(await list(analyst, kind, 'limit=0')).toEqual({ results: [], count: size() });
  });

  it('a partner user lists its own organisation only (count too); a domain filter cannot widen it', async () => {
    const own = all[kind].filter((r) => r.domain === 'eca');
    const mine = await everything(entry, kind);
    expect(ids(mine.rows)).toEqual(ids(own));
    expect(mine.count).toBe(own.length);
    expect(await list(entry, kind, 'domain=cbn')).toEqual({ results: [], count: 0 });
    expect((await list(entry, kind, 'domain=eca')).count).toBe(own.length);
  });

  it('can.view.all.subjects widens subjects only; companies need can.view.all.companies', async () => {
    const seen = await everything(mission, kind);
    const expected = kind === 'suspects' ? all[kind] : all[kind].filter((r) => r.domain === 'mission');
    expect(ids(seen.rows)).toEqual(ids(expected));
    expect(seen.count).toBe(expected.length);
  });

  it('domain filter (central unit)', async () => {
    for (const domain of ['eca', 'cbn', 'fiu', 'ssa', 'mission', 'nowhere']) {
      const got = await everything(analyst, kind, `domain=${domain}`);
      const want = all[kind].filter((r) => r.domain === domain);
      expect(ids(got.rows), domain).toEqual(ids(want));
      expect(got.count, domain).toBe(want.length);
    }
  });

  it('status filter, and status with created_by and domain together', async () => {
    const statuses = kind === 'suspects' ? ['pending', 'approved', 'assigned', 'treated', 'disseminated', 'archived'] : ['pending', 'approved', 'assigned', 'treated', 'disseminated'];
    for (const status of statuses) {
      const got = await everything(analyst, kind, `status=${status}`);
      const want = all[kind].filter((r) => r.status === status);
      expect(ids(got.rows), status).toEqual(ids(want));
      expect(got.count).toBe(want.length);
    }
    const who = userIds.get('entry@eca')!;
    const got = await everything(analyst, kind, `status=approved&created_by=${who}&domain=eca`);
    const want = all[kind].filter((r) => r.status === 'approved' && r.created_by === who && r.domain === 'eca');
    expect(want.length).toBeGreaterThan(0);
    expect(ids(got.rows)).toEqual(ids(want));
    expect(got.count).toBe(want.length);
  });

  it('created range: created__gte and created__lte (a date alone means the whole day)', async () => {
    const sorted = [...all[kind]].map((r) => r.created).sort();
    const from = sorted[Math.floor(sorted.length / 4)]!;
    const to = sorted[Math.floor((sorted.length * 3) / 4)]!;
    const got = await everything(analyst, kind, `created__gte=${encodeURIComponent(from)}&created__lte=${encodeURIComponent(to)}`);
    const want = all[kind].filter((r) => r.created >= from && r.created <= to);
    expect(ids(got.rows)).toEqual(ids(want));
    expect(got.count).toBe(want.length);
    const day = to.slice(0, 10);
    const byDay = await everything(analyst, kind, `created__lte=${day}`);
    expect(ids(byDay.rows)).toEqual(ids(all[kind].filter((r) => r.created.slice(0, 10) <= day)));
    const since = await everything(analyst, kind, `created__gte=${day}`);
    expect(ids(since.rows)).toEqual(ids(all[kind].filter((r) => r.created.slice(0, 10) >= day)));
  });

  it('search over the ID, names and case reference, case-insensitive; one character is ignored; wildcards are literal', async () => {
    const text = (r: Row) =>
      (kind === 'suspects' ? [r.suspectid, r.surname, r.othernames, r.case_reference] : [r.companyid, r.name, r.case_reference]).map((v) => v ?? '').join(' ').toLowerCase();
    const sample = all[kind][7]!;
    const terms = [
      kind === 'suspects' ? String(sample.surname).slice(0, 4).toUpperCase() : String(sample.name).split(' ')[0]!.toLowerCase(),
      String(sample.case_reference),
      String(kind === 'suspects' ? sample.suspectid : sample.companyid).toLowerCase(),
      'ECA/20',
      'zzzz-nothing',
    ];
    for (const term of terms) {
      const got = await everything(analyst, kind, `search=${encodeURIComponent(term)}`);
      const want = all[kind].filter((r) => text(r).includes(term.toLowerCase()));
      expect(ids(got.rows), term).toEqual(ids(want));
      expect(got.count, term).toBe(want.length);
    }
    expect((await list(analyst, kind, 'search=a')).count).toBe(size());
    expect((await list(analyst, kind, 'search=%25%25')).count).toBe(0);
    expect((await list(analyst, kind, 'search=__')).count).toBe(0);
    // Search and scope: a partner user's search never finds another organisation's records.
    const cbnTerm = String(all[kind].find((r) => r.domain === 'cbn')![kind === 'suspects' ? 'suspectid' : 'companyid']);
    expect((await list(entry, kind, `search=${cbnTerm}`)).count).toBe(0);
    expect((await list(cbn, kind, `search=${cbnTerm}`)).count).toBe(1);
  });

  it('ordering by every allowed column, both ways; the tie-break keeps pages stable', async () => {
    const columns = kind === 'suspects'
      ? ['suspectid', 'case_reference', 'is_primary', 'surname', 'othernames', 'gender', 'domain', 'status', 'created_by', 'created', 'modified_by', 'modified']
      : ['companyid', 'case_reference', 'name', 'is_primary', 'domain', 'status', 'created_by', 'created', 'modified_by', 'modified'];
    const cmp = (a: unknown, b: unknown) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : (a as string) < (b as string) ? -1 : 1);
    for (const col of columns) {
      for (const desc of [false, true]) {
        const got = (await everything(analyst, kind, `ordering=${desc ? '-' : ''}${col}`)).rows;
        expect(got, col).toHaveLength(size());
        for (let i = 1; i < got.length; i++) {
          const c = cmp(got[i - 1]![col], got[i]![col]);
          // NULLs come last ascending and first descending (PostgreSQL's default).
          const ok = desc ? c >= 0 || got[i - 1]![col] === null : c <= 0;
          expect(ok, `${desc ? '-' : ''}${col} at ${i}: ${String(got[i - 1]![col])} then ${String(got[i]![col])}`).toBe(true);
        }
      }
    }
  });

  it('bad parameter values are 400 naming the parameter; unknown parameters are ignored', async () => {
    const bad = ['limit=abc', 'limit=-1', 'offset=1.5', 'offset=99999999999', 'created__gte=yesterday', 'created__lte=2026-02-30', 'created_by=someone',
      'status=lost', 'domain=..%2F', 'ordering=password_hash', 'ordering=modified;DROP TABLE users', 'ordering=-data', `search=${'x'.repeat(101)}`];
    if (kind === 'suspects') bad.push('gender=other');
    for (const q of bad) {
      const res = await get(t, analyst, `/api/${kind}?${q}`);
      expect(res.status, q).toBe(400);
      const body = await res.json();
      expect(Object.keys(body.errors), q).toEqual([q.split('=')[0]]);
    }
    expect((await get(t, analyst, `/api/${kind}?unknown=1&_=123`)).status).toBe(200);
  });
});

describe('GET /api/suspects specifics', () => {
  it('gender filter', async () => {
    for (const gender of ['male', 'female']) {
      const got = await everything(analyst, 'suspects', `gender=${gender}`);
      expect(ids(got.rows)).toEqual(ids(all.suspects.filter((r) => r.gender === gender)));
    }
    const got = await everything(analyst, 'suspects', 'gender=female&status=approved&domain=eca');
    const want = all.suspects.filter((r) => r.gender === 'female' && r.status === 'approved' && r.domain === 'eca');
    expect(want.length).toBeGreaterThan(0);
    expect(ids(got.rows)).toEqual(ids(want));
    expect(got.count).toBe(want.length);
  });

  it('case: there is no cases table yet, so no subject is in a case (empty list, not an error)', async () => {
    expect(await list(analyst, 'suspects', 'case=00000000-0000-4000-8000-000000000000')).toEqual({ results: [], count: 0 });
  });

  it('the cheap count (counters) equals count(*) after inserts, updates, soft deletes and deletes', async () => {
    const check = async () => {
      const real = await db.query<{ domain: string; n: number }>('SELECT domain, count(*)::int AS n FROM subjects WHERE NOT _deleted GROUP BY domain ORDER BY domain');
      const kept = await db.query<{ domain: string; n: number }>("SELECT domain, n::int AS n FROM record_counts WHERE kind = 'subject' AND n <> 0 ORDER BY domain");
      expect(kept.rows).toEqual(real.rows);
    };
    await check();
    await db.query("UPDATE subjects SET domain = 'ssa' WHERE id IN (SELECT id FROM subjects WHERE domain = 'eca' ORDER BY id LIMIT 3)");
    await check();
    await db.query('UPDATE subjects SET _deleted = true WHERE id IN (SELECT id FROM subjects ORDER BY id LIMIT 2)');
    await check();
    expect((await list(analyst, 'suspects', '')).count).toBe(318);
    await db.query('UPDATE subjects SET _deleted = false WHERE _deleted');
    await db.query("UPDATE subjects SET domain = 'eca' WHERE id IN (SELECT id FROM subjects WHERE domain = 'ssa' ORDER BY id LIMIT 3)");
    await check();
    await db.query('DELETE FROM subjects WHERE id IN (SELECT id FROM subjects ORDER BY id LIMIT 2)');
    await check();
  });
});
