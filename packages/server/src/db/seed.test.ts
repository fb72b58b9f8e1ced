import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/passwords.js';
import { FAST_SCRYPT, openTestDb, type TestDb } from '../testing/index.js';
import { createPrng } from './prng.js';
import { demoUserId, isSeeded, seed, stableUuid, type SeedContext } from './seed.js';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb({ seed: false });
});
afterAll(async () => {
  await db.close();
});

describe('seed', () => {
  const seen: { size: number; draws: number[]; userIds: number }[] = [];
  const probe = async (ctx: SeedContext) => {
    seen.push({ size: ctx.size, draws: [ctx.rng.next(), ctx.rng.next()], userIds: ctx.userIds.size });
  };

  it('fills an empty database with the demo organisations, users and lookups', async () => {
    expect(await isSeeded(db)).toBe(false);
    const n = await seed(db, { passwordParams: FAST_SCRYPT, size: 7, extensions: [probe] });
    expect(n).toEqual({ organisations: 5, users: 11 });
    expect(await seed(db, { passwordParams: FAST_SCRYPT, size: 7, extensions: [], onlyIfEmpty: true })).toBeNull();
    expect(await isSeeded(db)).toBe(true);
    const orgs = await db.query<{ domain: string; url_code: string }>('SELECT domain, url_code FROM organisations ORDER BY domain');
    expect(orgs.rows).toEqual(
      ['cbn', 'eca', 'fiu', 'mission', 'ssa'].map((d) => ({ domain: d, url_code: `${d}democode`.padEnd(32, 'x') })),
    );
    const users = await db.query<{ username: string; domain: string; role: string; active: boolean; permissions: string[]; email: string }>(
      'SELECT username, domain, role, active, permissions, email FROM users ORDER BY domain, username',
    );
    expect(users.rows.map((u) => `${u.username}@${u.domain}`).sort()).toEqual(
      ['analyst@fiu', 'viewer@fiu', 'ictadmin@fiu', 'ceo@eca', 'admin@eca', 'entry@eca', 'mobile@eca', 'inactive@eca', 'forex@cbn', 'cbnadmin@cbn', 'missionentry@mission'].sort(),
    );
    const by = (u: string) => users.rows.find((r) => `${r.username}@${r.domain}` === u)!;
    expect(by('inactive@eca').active).toBe(false);
    expect(by('mobile@eca').role).toBe('mobile_entry');
    expect(by('analyst@fiu').role).toBe('fiu');
    expect(by('analyst@fiu').permissions.length).toBeGreaterThan(10);
    expect(by('ictadmin@fiu').permissions).toEqual(['can.view.users']);
    expect(by('missionentry@mission').permissions).toEqual(['can.view.all.subjects']);
    expect(by('ceo@eca').email).toBe('ceo@eca.example');
    expect((await db.query('SELECT 1 FROM institutions')).rowCount).toBe(43);
    expect((await db.query('SELECT 1 FROM providers')).rowCount).toBeGreaterThan(0);
  });

  it('stores scrypt hashes with per-user salts and parameters; Demo#2026 verifies', async () => {
    const r = await db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    const hashes = r.rows.map((x) => x.password_hash);
    expect(hashes.every((h) => h.startsWith('scrypt$'))).toBe(true);
    expect(new Set(hashes.map((h) => h.split('$')[4])).size).toBe(hashes.length);
    expect(await verifyPassword('Demo#2026', hashes[0])).toBe(true);
    expect(await verifyPassword('demo#2026', hashes[0])).toBe(false);
  });

  it('gives demo users stable ids', async () => {
    const r = await db.query<{ id: string }>("SELECT id FROM users WHERE username = 'analyst' AND domain = 'fiu'");
    expect(r.rows[0]!.id).toBe(demoUserId('analyst', 'fiu'));
    expect(stableUuid('x')).toBe(stableUuid('x'));
    expect(stableUuid('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('extensions get the size, a deterministic PRNG and the demo user ids; a second run adds nothing twice', async () => {
    await seed(db, { passwordParams: FAST_SCRYPT, size: 7, extensions: [probe] });
    expect(seen).toHaveLength(2);
    expect(seen[0]).toEqual(seen[1]);
    expect(seen[0]!.size).toBe(7);
    expect(seen[0]!.userIds).toBe(11);
    expect((await db.query('SELECT 1 FROM users')).rowCount).toBe(11);
  });
});

describe('seed with onlyIfEmpty', () => {
  it('of several processes starting at once, one seeds and the others skip', async () => {
    const fresh = await openTestDb({ seed: false });
    const results = await Promise.all([1, 2, 3].map(() => seed(fresh, { passwordParams: FAST_SCRYPT, size: 0, onlyIfEmpty: true })));
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect((await fresh.query('SELECT 1 FROM users')).rowCount).toBe(11);
    await fresh.close();
  });
});

describe('createPrng', () => {
  it('is deterministic and within range', () => {
    const a = createPrng(42);
    const b = createPrng(42);
    const xs = Array.from({ length: 100 }, () => a.next());
    expect(xs).toEqual(Array.from({ length: 100 }, () => b.next()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    const c = createPrng(1);
    const ints = Array.from({ length: 1000 }, () => c.int(3, 5));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5]));
    expect(['a', 'b']).toContain(c.pick(['a', 'b']));
    expect(createPrng(43).next()).not.toBe(createPrng(42).next());
  });
});
