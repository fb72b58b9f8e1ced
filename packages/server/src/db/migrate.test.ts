import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../testing/index.js';
import { loadMigrations, migrate } from './migrate.js';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb({ seed: false });
});
afterAll(async () => {
  await db.close();
});

describe('migrate', () => {
  it('finds the numbered .sql files in order', () => {
    const m = loadMigrations();
    expect(m.length).toBeGreaterThan(0);
    expect(m[0]!.version).toBe('0001_foundation');
    expect(m.map((x) => x.version)).toEqual([...m.map((x) => x.version)].sort());
  });

  it('is idempotent and records what it applied', async () => {
    expect(await migrate(db)).toEqual([]);
    const r = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(r.rows.map((x) => x.version)).toEqual(loadMigrations().map((m) => m.version));
  });

  it('several starts at once apply each migration once (advisory lock)', async () => {
    const extra = [...loadMigrations(), { version: '9999_test_extra', sql: 'CREATE TABLE test_extra (id int)' }];
    const results = await Promise.all([migrate(db, extra), migrate(db, extra), migrate(db, extra)]);
    expect(results.flat()).toEqual(['9999_test_extra']);
  });

  it('a failing migration leaves nothing behind (one transaction)', async () => {
    const bad = [...loadMigrations(), { version: '9998_bad', sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();' }];
    await expect(migrate(db, bad)).rejects.toThrow();
    const r = await db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'");
    expect(r.rowCount).toBe(0);
    const v = await db.query("SELECT 1 FROM schema_migrations WHERE version = '9998_bad'");
    expect(v.rowCount).toBe(0);
  });

  it('creates the tables of the foundation', async () => {
    const r = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name",
    );
    expect(r.rows.map((x) => x.table_name)).toEqual(
      expect.arrayContaining([
        'organisations', 'users', 'sign_in_attempts', 'sessions', 'password_reset_keys', 'investigate_tickets',
        'outbox_mails', 'audit_log', 'report_uploads', 'institutions', 'providers', 'schema_migrations',
      ]),
    );
  });

  it('creates the record tables of issue 3, with the trigram search index where pg_trgm exists (always on PGlite)', async () => {
    const r = await db.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()");
    expect(r.rows.map((x) => x.table_name)).toEqual(expect.arrayContaining(['subjects', 'companies', 'record_counts', 'user_state', 'media_files']));
    const idx = await db.query<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE tablename IN ('subjects', 'companies') AND schemaname = current_schema()");
    const names = idx.rows.map((x) => x.indexname);
    expect(names).toEqual(expect.arrayContaining(['subjects_modified', 'subjects_domain_modified', 'companies_modified', 'companies_domain_modified']));
    const trgm = await db.query("SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'");
    if (db.kind === 'pglite') expect(trgm.rowCount).toBe(1);
    if (trgm.rowCount) expect(names).toEqual(expect.arrayContaining(['subjects_search_trgm', 'companies_search_trgm']));
  });

  it('the audit log refuses UPDATE, DELETE and TRUNCATE', async () => {
    await db.query("INSERT INTO audit_log (action, outcome) VALUES ('test', 'ok')");
    await expect(db.query("UPDATE audit_log SET outcome = 'refused'")).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect((await db.query('SELECT 1 FROM audit_log')).rowCount).toBe(1);
  });

  it('usernames are unique per organisation regardless of case', async () => {
    await db.query("INSERT INTO organisations (domain, url_code, name) VALUES ('o1', 'o1code', 'O1'), ('o2', 'o2code', 'O2')");
    const add = (id: string, username: string, domain: string) =>
      db.query("INSERT INTO users (id, username, name, email, role, scope, domain) VALUES ($1, $2, 'N', 'e@x.example', 'admin', 'fiu-web', $3)", [id, username, domain]);
    await add('00000000-0000-4000-8000-000000000001', 'Same', 'o1');
    await add('00000000-0000-4000-8000-000000000002', 'same', 'o2');
    await expect(add('00000000-0000-4000-8000-000000000003', 'SAME', 'o1')).rejects.toThrow();
  });

  it('rowCount means the same on both drivers: rows read, changed or returned', async () => {
    expect((await db.query('SELECT * FROM organisations')).rowCount).toBe(2);
    expect((await db.query("UPDATE organisations SET name = name WHERE domain = 'o1'")).rowCount).toBe(1);
    expect((await db.query("UPDATE organisations SET name = name WHERE domain = 'none'")).rowCount).toBe(0);
    expect((await db.query("INSERT INTO organisations (domain, url_code, name) VALUES ('o1', 'x', 'x') ON CONFLICT DO NOTHING")).rowCount).toBe(0);
  });

  it('transaction rolls back when the function throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO organisations (domain, url_code, name) VALUES ('o3', 'o3code', 'O3')");
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect((await db.query("SELECT 1 FROM organisations WHERE domain = 'o3'")).rowCount).toBe(0);
  });
});
