import { BANKS, DEMO_ORGANISATIONS, DEMO_PASSWORD, DEMO_USERS, DEFAULT_SCOPE } from '../core.js';
import { DEFAULT_SCRYPT, hashPassword, type ScryptParams } from '../lib/passwords.js';
import { stableUuid } from './ids.js';
import { createPrng, type Prng } from './prng.js';
import { seedRecordsExtension } from './seed-records.js';
import { seedAnalysisExtension } from './seed-analysis.js';
import { seedCasesExtension } from './seed-cases.js';
import { seedIntelligenceExtension } from './seed-intelligence.js';
import type { Db, Queryable } from './types.js';

/** Fixed so that every seeded database looks the same (records' created/modified). */
export const SEED_TIME = new Date('2026-01-05T08:00:00.000Z');

/** Service providers for forex evacuation (dissemination-feedback §3). Fictional names. */
export const PROVIDERS = [
  'Armoured Cash Logistics Ltd',
  'Guardian Cash-in-Transit Ltd',
  'SecureVault Transit Services',
  'Sahel Bullion Carriers Ltd',
  'Atlantic Security & Escort Ltd',
  'Capital Cash Movers Plc',
  'Delta Armoured Transport Ltd',
  'Savannah Valuables Couriers Ltd',
];

export interface SeedContext {
  tx: Queryable;
  /** How many synthetic records to make (scale; each extension decides what it means). */
  size: number;
  /** Deterministic: the same size gives the same data. */
  rng: Prng;
  now: Date;
  /** The demo users' ids by `username@domain`. */
  userIds: Map<string, string>;
  /** Where uploaded files live (FIU_DATA_DIR/files), for extensions that make photos; absent in tests. */
  filesDir?: string;
}

export type SeedExtension = (ctx: SeedContext) => Promise<void>;

/**
 * Later issues add synthetic records here (subjects, companies, cases, reports, ...), each with the
 * context's PRNG so the demo is the same on every machine. They run in order, in the seed's transaction.
 * Issue 3: subjects and companies (size N → N subjects and 0.3 N companies; db/seed-records.ts).
 * Issue 9: the analysis world over them (50 statement rows and 50 call records per subject; db/seed-analysis.ts).
 */
export const seedExtensions: SeedExtension[] = [seedRecordsExtension, seedAnalysisExtension, seedIntelligenceExtension, seedCasesExtension];

export interface SeedOptions {
  /** `--seed-size N`; default 200 (200 subjects and 60 companies). */
  size?: number;
  /** FIU_DATA_DIR/files: the demo's photos are written there. */
  filesDir?: string;
  /** Cheaper hashing for tests; the parameters are stored in each hash. */
  passwordParams?: ScryptParams;
  extensions?: SeedExtension[];
  /** Seed only when there are no organisations yet (first start); decided under a lock, so of several
   *  processes starting at once exactly one seeds. */
  onlyIfEmpty?: boolean;
}

export const DEFAULT_SEED_SIZE = 200;

export { stableUuid };

/** Same lock as the migrations: a seeding process waits for migrations and vice versa. */
const SEED_LOCK = 727_001;

/** The server's id of a demo user (users.id is a uuid; core's fixture `_id` is a readable name). */
export const demoUserId = (username: string, domain: string): string => stableUuid(`fiu-demo-user:${domain}:${username}`);

export async function isSeeded(db: Queryable): Promise<boolean> {
  const r = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM organisations');
  return (r.rows[0]?.n ?? 0) > 0;
}

/**
 * Demo data from core's fixtures: 5 organisations, 11 users (password 'Demo#2026'), the institutions and
 * providers lookups, then the synthetic-record extensions. Idempotent for the fixtures (ON CONFLICT DO NOTHING).
 */
export async function seed(db: Db, opts: SeedOptions = {}): Promise<{ organisations: number; users: number } | null> {
  const size = opts.size ?? DEFAULT_SEED_SIZE;
  // Hash first, outside the transaction (scrypt is slow; PGlite transactions are exclusive).
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD, opts.passwordParams ?? DEFAULT_SCRYPT)));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (opts.onlyIfEmpty && (await isSeeded(tx))) return null;
    for (const o of DEMO_ORGANISATIONS) {
      await tx.query(
        `INSERT INTO organisations (domain, url_code, name, approval_status_enabled, batch_enabled, request_access, org_type, latitude, longitude)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
        [o.domain, o.url_code, o.name, o.approval_status_enabled, o.batch_enabled, o.request_access, o.org_type, o.latitude ?? null, o.longitude ?? null],
      );
    }
    const userIds = new Map<string, string>();
    for (const [i, u] of DEMO_USERS.entries()) {
      const id = demoUserId(u.username, u.domain);
      userIds.set(`${u.username}@${u.domain}`, id);
      await tx.query(
        `INSERT INTO users (id, username, name, email, phones, role, scope, domain, groups, active, permissions, password_hash, created, modified)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '[]', $9, $10, $11, $12, $12) ON CONFLICT DO NOTHING`,
        [id, u.username, u.name, u.email, JSON.stringify(u.phones ?? []), u.role, DEFAULT_SCOPE, u.domain, u.active, [...u.permissions], hashes[i], SEED_TIME],
      );
    }
    for (const [i, b] of BANKS.entries()) {
      await tx.query('INSERT INTO institutions (id, name, code, nip_code, category) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [
        i + 1,
        b.name,
        b.code ?? null,
        b.nipCode ?? null,
        b.category ?? null,
      ]);
    }
    for (const [i, name] of PROVIDERS.entries()) {
      await tx.query('INSERT INTO providers (id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [i + 1, name]);
    }
    const ctx: SeedContext = { tx, size, rng: createPrng(0x5eed ^ size), now: SEED_TIME, userIds, ...(opts.filesDir ? { filesDir: opts.filesDir } : {}) };
    for (const extend of opts.extensions ?? seedExtensions) await extend(ctx);
    return { organisations: DEMO_ORGANISATIONS.length, users: DEMO_USERS.length };
  });
}
