import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANKS, CRIME_TYPES, STATES, companySchema, isValidNuban, subjectSchema, validate } from '../core.js';
import { sniff } from '../lib/files.js';
import { COMPANIES, SUBJECTS, buildListSql, parseListQuery } from '../lib/records.js';
import { FAST_SCRYPT, openTestDb, type TestDb } from '../testing/index.js';
import type { AuthUser } from '../types.js';
import { stableUuid } from './ids.js';
import { createPrng } from './prng.js';
import { SEED_TIME, demoUserId, seed } from './seed.js';
import { portraitPng, recordCounts, seedRecords } from './seed-records.js';

let db: TestDb;
let filesDir: string;
beforeAll(async () => {
  db = await openTestDb({ seed: false });
  filesDir = await mkdtemp(join(tmpdir(), 'fiu-seed-files-'));
  await seed(db, { passwordParams: FAST_SCRYPT, size: 400, filesDir });
});
afterAll(async () => {
  await db.close();
  await rm(filesDir, { recursive: true, force: true });
});

type Stored = { id: string; suspectid?: string; companyid?: string; domain: string; status: string; created: Date; modified: Date; created_by: string | null; data: Record<string, unknown> };
const subjects = async () => (await db.query<Stored>('SELECT * FROM subjects ORDER BY suspectid')).rows;
const companies = async () => (await db.query<Stored>('SELECT * FROM companies ORDER BY companyid')).rows;

describe('seed: synthetic subjects and companies', () => {
  it('size N gives N subjects and 0.3 N companies (the demo default 200 → 200 and 60)', async () => {
    expect(recordCounts(200)).toEqual({ subjects: 200, companies: 60 });
    expect(await subjects()).toHaveLength(400);
    expect(await companies()).toHaveLength(120);
  });

  it('every record passes core\'s schema as the API answers it (the client can open and save it)', async () => {
    for (const s of await subjects()) {
      const v = validate(subjectSchema, { ...s.data, id: s.id, suspectid: s.suspectid, domain: s.domain, status: s.status });
      expect(v.ok ? {} : v.errors, s.suspectid).toEqual({});
    }
    for (const k of await companies()) {
      const v = validate(companySchema, { ...k.data, id: k.id, companyid: k.companyid, domain: k.domain, status: k.status });
      expect(v.ok ? {} : v.errors, k.companyid).toEqual({});
    }
  });

  it('looks real: NUBAN accounts with real bank codes, 234 telephones, real states and LGAs, case references, crime types', async () => {
    const all = await subjects();
    for (const s of all) {
      const d = s.data as { bank_accounts: { bank: string; accountno: string }[]; telephones: { telephone: string }[]; addresses: { state: string; lga: string }[]; case_reference: string; currentcrimetype: string };
      for (const a of d.bank_accounts) {
        const bank = BANKS.find((b) => b.code === a.bank)!;
        expect(bank, a.bank).toBeDefined();
        expect(isValidNuban(bank.nubanCode, a.accountno)).toBe(true);
      }
      for (const p of d.telephones) expect(p.telephone).toMatch(/^234[789]\d{9}$/);
      for (const a of d.addresses) expect(STATES.find((st) => st.name === a.state)?.lgas).toContain(a.lga);
      expect(d.case_reference).toMatch(/^(ECA|FIU|CBN|SSA|MISSION)\/20\d\d\/\d{4}$/);
      expect(CRIME_TYPES).toContain(d.currentcrimetype);
      expect(s.suspectid).toMatch(/^[A-Z]{4}\d{12}$/);
    }
  });

  it('spreads domains, statuses, genders and times (two years before the seed time); eca has many pending', async () => {
    const all = await subjects();
    const count = (f: (s: Stored) => boolean) => all.filter(f).length;
    for (const d of ['eca', 'fiu', 'cbn', 'ssa', 'mission']) expect(count((s) => s.domain === d), d).toBeGreaterThan(20);
    for (const st of ['pending', 'approved', 'assigned', 'treated', 'disseminated', 'archived']) expect(count((s) => s.status === st), st).toBeGreaterThan(0);
    expect(count((s) => s.domain === 'eca' && s.status === 'pending')).toBeGreaterThan(count((s) => s.domain !== 'eca' && s.status === 'pending'));
    expect(count((s) => s.data.gender === 'female')).toBeGreaterThan(50);
    const twoYears = 731 * 86_400_000;
    for (const s of all) {
      expect(SEED_TIME.getTime() - s.created.getTime()).toBeLessThanOrEqual(twoYears);
      expect(s.modified.getTime()).toBeGreaterThanOrEqual(s.created.getTime());
      expect(s.modified.getTime()).toBeLessThanOrEqual(SEED_TIME.getTime());
    }
    // Records are created by users of their own organisation (ssa has no demo user).
    expect(count((s) => s.domain === 'eca' && s.created_by === demoUserId('entry', 'eca'))).toBeGreaterThan(0);
    expect(count((s) => s.domain !== 'eca' && s.created_by === demoUserId('entry', 'eca'))).toBe(0);
  });

  it('companies: children inherit status, crime type and information needed; accounts pass NUBAN', async () => {
    for (const k of await companies()) {
      const d = k.data as { directors: Record<string, unknown>[]; currentcrimetype: string; information_needed: string; bank_accounts: { bank: string; accountno: string }[] };
      expect(d.directors.length).toBeGreaterThan(0);
      for (const dir of d.directors) expect(dir).toMatchObject({ is_primary: false, status: k.status, currentcrimetype: d.currentcrimetype, information_needed: d.information_needed });
      for (const a of d.bank_accounts) expect(isValidNuban(BANKS.find((b) => b.code === a.bank)!.nubanCode, a.accountno)).toBe(true);
    }
  });

  it('a few tiny PNG photos, stored as media owned by the subject\'s organisation', async () => {
    const photos = await db.query<{ name: string; domain: string; suspect_domain: string }>(
      'SELECT m.name, m.domain, s.domain AS suspect_domain FROM media_files m JOIN subjects s ON s.photograph = m.name',
    );
    expect(photos.rowCount).toBeGreaterThan(5);
    expect(photos.rowCount).toBeLessThanOrEqual(30);
    for (const p of photos.rows) expect(p.domain).toBe(p.suspect_domain);
    // The media folder also holds the demo reports' PDFs (seed-intelligence.ts): every file is a recorded media file.
    const files = await readdir(join(filesDir, 'media'));
    const recorded = await db.query<{ name: string }>('SELECT name FROM media_files');
    expect(files.sort()).toEqual(recorded.rows.map((r) => r.name).sort());
    expect(files).toEqual(expect.arrayContaining(photos.rows.map((p) => p.name)));
    const bytes = await readFile(join(filesDir, 'media', photos.rows[0]!.name));
    expect(sniff(bytes)?.type).toBe('image/png');
    expect(bytes.length).toBeLessThan(2000);
    expect(sniff(portraitPng([1, 2, 3], [4, 5, 6]))?.type).toBe('image/png');
  });

  it('is deterministic: the same size gives the same records', async () => {
    const again = await openTestDb({ seed: false });
    const otherFiles = await mkdtemp(join(tmpdir(), 'fiu-seed-files-'));
    await seed(again, { passwordParams: FAST_SCRYPT, size: 400, filesDir: otherFiles });
    expect(await readdir(join(otherFiles, 'media'))).toEqual(await readdir(join(filesDir, 'media')));
    await rm(otherFiles, { recursive: true, force: true });
    const a = (await db.query('SELECT id, suspectid, domain, status, created, modified, data FROM subjects ORDER BY id')).rows;
    const b = (await again.query('SELECT id, suspectid, domain, status, created, modified, data FROM subjects ORDER BY id')).rows;
    expect(b).toEqual(a);
    await again.close();
  });

  it('is idempotent: a second run adds nothing', async () => {
    await seed(db, { passwordParams: FAST_SCRYPT, size: 400, filesDir });
    expect(await subjects()).toHaveLength(400);
    expect(await companies()).toHaveLength(120);
  });
});

describe('list indexes: the default ordering never scans the table', () => {
  const user = (role: string, domain: string, permissions: string[] = []): AuthUser => ({ id: demoUserId('x', domain), username: 'x', name: 'x', email: 'x', role, domain, active: true, permissions });

  it('EXPLAIN of the list page (central unit, a partner, a filtered page) uses an index, not a sequential scan', async () => {
    const big = await openTestDb({ seed: true });
    await seedRecords(big, { subjects: 6000, companies: 1500, rng: createPrng(3), now: SEED_TIME, userIds: new Map(), uuid: (s) => stableUuid(`explain:${s}`) });
    await big.exec('VACUUM ANALYZE subjects');
    await big.exec('VACUUM ANALYZE companies');
    const cases: [typeof SUBJECTS, AuthUser, string][] = [
      [SUBJECTS, user('fiu', 'fiu'), ''],
      [SUBJECTS, user('data_entry', 'eca'), ''],
      [SUBJECTS, user('fiu', 'fiu'), 'status=approved&gender=female&domain=eca'],
      [SUBJECTS, user('fiu', 'fiu'), 'offset=5000'],
      [COMPANIES, user('fiu', 'fiu'), ''],
      [COMPANIES, user('admin', 'cbn'), ''],
    ];
    for (const [spec, me, qs] of cases) {
      const params = new URLSearchParams(qs);
      const sql = buildListSql(spec, me, 'fiu', parseListQuery(spec, (n) => params.get(n) ?? undefined));
      const plan = (await big.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql.page.sql}`, sql.page.params)).rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan, `${spec.table} ${me.domain} ${qs}\n${plan}`).not.toMatch(new RegExp(`Seq Scan on ${spec.table}`));
      expect(plan).toMatch(/Index (Only )?Scan/);
    }
    await big.close();
  }, 120_000);
});
