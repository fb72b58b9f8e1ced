import { describe, expect, it } from 'vitest';
import { loadMigrations } from '../db/migrate.js';
import { openMigratedPglite } from './pgliteSnapshot.js';

describe('test databases from the migrated dump', () => {
  it('are fully migrated, have the search extension, and share nothing', async () => {
    const first = await openMigratedPglite(); // makes the dump when there is none
    const second = await openMigratedPglite(); // from the dump
    try {
      for (const db of [first, second]) {
        const applied = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
        expect(applied.rows.map((r) => r.version)).toEqual(loadMigrations().map((m) => m.version));
        const trgm = await db.query<{ s: number }>(`SELECT similarity('okafor', 'okafo') AS s`);
        expect(trgm.rows[0]!.s).toBeGreaterThan(0.5);
      }
      await first.query(`INSERT INTO organisations (domain, url_code, name, org_type) VALUES ('tst', 'tstdemocodexxxxxxxxxxxxxxxxxxxxx', 'Test', 'partner')`);
      expect((await second.query('SELECT count(*)::int AS n FROM organisations')).rows).toEqual([{ n: 0 }]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 90_000); // the first run of a new set of migrations starts a cluster and dumps it
});
