import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../core.js';
import { demoUserId } from '../db/seed.js';
import { makeApp, openTestDb, signIn, testClock, type Signed, type TestApp, type TestDb } from '../testing/index.js';
import { create, get, post, subjectBody, companyBody } from '../testing/records.js';
import { insertReport } from '../testing/reports.js';
import { insertRfi } from '../lib/rfi.js';
import { randomUUID } from 'node:crypto';
import { DATE_MESSAGE, MAP_CENTRAL_ONLY, MAY_NOT_VIEW_DASHBOARD, PERIOD_MESSAGE } from './dashboard.js';

let db: TestDb;
let t: TestApp;
let analyst: Signed, viewer: Signed, admin: Signed, cbnadmin: Signed, entry: Signed;
const NOW = new Date('2027-03-10T12:00:00Z');
const clock = testClock(NOW);

beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db, { clock });
  [analyst, viewer, admin, cbnadmin, entry] = await Promise.all([
    signIn(t, 'analyst', 'fiu'),
    signIn(t, 'viewer', 'fiu'),
    signIn(t, 'admin', 'eca'),
    signIn(t, 'cbnadmin', 'cbn'),
    signIn(t, 'entry', 'eca'),
  ]);
  // Records of several organisations, offences and times (the test database has no demo records).
  const hourAgo = new Date(NOW.getTime() - 3_600_000);
  const monthAgo = new Date(NOW.getTime() - 30 * 86_400_000);
  for (const [who, crime] of [[admin, 'Kidnapping'], [admin, 'Kidnapping'], [admin, 'Bank Fraud'], [analyst, 'Kidnapping'], [cbnadmin, 'Terrorism/Violence'], [analyst, '']] as const) {
    await createAt(monthAgo, who, 'suspects', subjectBody(crime ? { currentcrimetype: crime } : { currentcrimetype: undefined }));
  }
  await createAt(hourAgo, admin, 'suspects', subjectBody({ currentcrimetype: 'Bank Fraud' }));
  await createAt(monthAgo, admin, 'companies', companyBody({ currentcrimetype: 'Smuggling' }));
  await createAt(monthAgo, analyst, 'companies', companyBody());
  for (const domain of ['eca', 'eca', 'ssa']) await insertRfi(db, { id: randomUUID(), domain, created_by: null, now: monthAgo, data: { reference_number: 'R1', subject_name: 'Someone' } });
  await insertReport(db, { domain: 'eca' }, monthAgo);
  await insertReport(db, { domain: 'ssa' }, monthAgo);
  await insertReport(db, { domain: 'ssa', disseminated: false }, monthAgo);
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

const dashboard = async (who: Signed, query = ''): Promise<Dashboard> => {
  const res = await get(t, who, `/api/dashboard${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Dashboard;
};
const count = async (sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n;
const offence = (list: Dashboard['predicate_offences'], crime: string) => list?.find((o) => o.currentcrimetype === crime)?.count ?? 0;
const of = (list: Dashboard['reports'], domain: string) => list?.find((o) => o.domain === domain)?.count ?? 0;
/** Creates a record at a given time (the server clock), then puts the clock back. */
async function createAt(at: Date, who: Signed, kind: 'suspects' | 'companies', body: Record<string, unknown>) {
  clock.set(at);
  try {
    return await create(t, who, kind, body);
  } finally {
    clock.set(NOW);
  }
}

describe('GET /api/dashboard: the figures agree with the records', () => {
  it('gives the central unit every organisation’s figures, counted from the tables', async () => {
    const d = await dashboard(analyst);
    expect(d.number_suspects).toBe(await count('subjects WHERE NOT _deleted'));
    expect(d.number_companies).toBe(await count('companies WHERE NOT _deleted'));
    expect(d.number_pending_reports).toBe(await count("subjects WHERE NOT _deleted AND status = 'pending'"));
    expect(d.number_cases).toBe(await count('cases'));
    expect(d.number_rfi).toBe(await count('rfi'));
    expect(d.dissemination_count).toBe(await count('intelligence_reports WHERE disseminated AND NOT _deleted'));
    expect(of(d.reports, 'eca')).toBe(await count("subjects WHERE NOT _deleted AND domain = 'eca'"));
    expect(offence(d.predicate_offences, 'Kidnapping')).toBe(await count("subjects WHERE NOT _deleted AND data->>'currentcrimetype' = 'Kidnapping'"));
    expect(offence(d.organisation_predicate_offences?.eca, 'Kidnapping')).toBe(
      await count("subjects WHERE NOT _deleted AND domain = 'eca' AND data->>'currentcrimetype' = 'Kidnapping'"),
    );
    // Sums agree across the tables; lists are biggest first.
    expect(d.reports!.reduce((n, r) => n + r.count, 0)).toBe(d.number_suspects);
    expect(d.reports_company!.reduce((n, r) => n + r.count, 0)).toBe(d.number_companies);
    const counts = d.predicate_offences!.map((o) => o.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // What the records above make.
    expect(d).toMatchObject({ number_suspects: 7, number_suspects_today: 1, number_companies: 2, dissemination_count: 2 });
    // The seed's own requests and the three above.
    const rfiRows = await db.query<{ domain: string; count: number }>('SELECT domain, count(*)::int AS count FROM rfi GROUP BY domain ORDER BY count DESC, domain');
    expect(d.rfi).toEqual(rfiRows.rows);
    expect(of(d.rfi, 'ssa')).toBeGreaterThanOrEqual(1);
    expect(d.dissemination).toEqual([{ domain: 'eca', count: 1 }, { domain: 'ssa', count: 1 }]);
    expect(d.organisation_predicate_offences?.cbn).toEqual([{ currentcrimetype: 'Terrorism/Violence', count: 1 }]);
    // A subject without an offence is counted, but in no offence table.
    expect(d.predicate_offences!.reduce((n, o) => n + o.count, 0)).toBe(6);
  });

  it('moves by one when a subject or company is added now, and counts it as new', async () => {
    const before = await dashboard(analyst);
    await create(t, admin, 'suspects', subjectBody({ currentcrimetype: 'Kidnapping' }));
    await create(t, admin, 'companies', companyBody({ currentcrimetype: 'Smuggling' }));
    const after = await dashboard(analyst);
    expect(after.number_suspects).toBe(before.number_suspects! + 1);
    expect(after.number_suspects_today).toBe(before.number_suspects_today! + 1);
    // eca has approval enabled: its new subject is pending.
    expect(after.number_pending_reports).toBe(before.number_pending_reports! + 1);
    expect(of(after.pending_reports, 'eca')).toBe(of(before.pending_reports, 'eca') + 1);
    expect(offence(after.predicate_offences, 'Kidnapping')).toBe(offence(before.predicate_offences, 'Kidnapping') + 1);
    expect(offence(after.organisation_predicate_offences?.eca, 'Kidnapping')).toBe(offence(before.organisation_predicate_offences?.eca, 'Kidnapping') + 1);
    expect(of(after.reports, 'eca')).toBe(of(before.reports, 'eca') + 1);
    expect(after.number_companies).toBe(before.number_companies! + 1);
    expect(after.number_companies_today).toBe(before.number_companies_today! + 1);
    expect(offence(after.predicate_offences_company, 'Smuggling')).toBe(offence(before.predicate_offences_company, 'Smuggling') + 1);
    expect(of(after.reports_company, 'eca')).toBe(of(before.reports_company, 'eca') + 1);
  });

  it('counts a record of two days ago in the totals but not as new', async () => {
    const before = await dashboard(analyst);
    await createAt(new Date(NOW.getTime() - 2 * 86_400_000), analyst, 'suspects', subjectBody());
    const after = await dashboard(analyst);
    expect(after.number_suspects).toBe(before.number_suspects! + 1);
    expect(after.number_suspects_today).toBe(before.number_suspects_today);
  });

  it('honours the period in every count: a record outside it does not move them', async () => {
    const period = '?start_date=2027-03-01&stop_date=2027-03-05';
    const before = await dashboard(analyst, period);
    await createAt(new Date('2027-03-05T23:30:00Z'), analyst, 'suspects', subjectBody({ currentcrimetype: 'Piracy' }));
    await createAt(new Date('2027-03-06T00:30:00Z'), analyst, 'suspects', subjectBody({ currentcrimetype: 'Piracy' }));
    await createAt(new Date('2027-02-28T23:59:00Z'), analyst, 'companies', companyBody());
    const after = await dashboard(analyst, period);
    // Only the one of 5 March (a stop date alone is that whole day).
    expect(after.number_suspects).toBe(before.number_suspects! + 1);
    expect(offence(after.predicate_offences, 'Piracy')).toBe(offence(before.predicate_offences, 'Piracy') + 1);
    expect(after.number_companies).toBe(before.number_companies);
    // Nothing in the period is of the last 24 hours.
    expect(after.number_suspects_today).toBe(0);
    expect(after.number_suspects).toBe(await count("subjects WHERE NOT _deleted AND created >= '2027-03-01' AND created < '2027-03-06'"));
    // A date and time as the stop: up to that instant.
    const upTo = await dashboard(analyst, `?start_date=2027-03-05T00:00:00Z&stop_date=${encodeURIComponent('2027-03-05T23:00:00Z')}`);
    expect(upTo.number_suspects).toBe(await count("subjects WHERE NOT _deleted AND created >= '2027-03-05' AND created <= '2027-03-05T23:00:00Z'"));
    // The demo's records predate this period: an empty period answers zeros and empty tables, not an error.
    const empty = await dashboard(analyst, '?start_date=2030-01-01');
    expect(empty).toMatchObject({ number_suspects: 0, number_companies: 0, number_cases: 0, number_rfi: 0, predicate_offences: [], organisation_predicate_offences: {} });
  });

  it('gives the handler their assigned and open cases', async () => {
    const before = (await dashboard(viewer)).user_assigned_cases!;
    const s = await create(t, analyst, 'suspects', subjectBody());
    const res = await post(t, analyst, '/api/cases', { label: 'Dashboard case', suspects: [{ suspect: s.id }], assignments: [{ handler: demoUserId('viewer', 'fiu'), status: 'open' }] });
    expect(res.status).toBe(201);
    expect((await dashboard(viewer)).user_assigned_cases).toEqual({ total: before.total + 1, open: before.open + 1 });
  });
});

describe('GET /api/dashboard: who sees what (§2.13, §6.4)', () => {
  it('keeps the dissemination figures from the central unit without can.view.ir', async () => {
    const d = await dashboard(viewer);
    expect(d).not.toHaveProperty('dissemination');
    expect(d).not.toHaveProperty('dissemination_count');
    expect(d).toHaveProperty('organisation_predicate_offences');
  });

  it('gives another organisation only its own subject, company and offence figures', async () => {
    const d = await dashboard(admin);
    expect(Object.keys(d).sort()).toEqual(
      ['number_companies', 'number_companies_today', 'number_pending_reports', 'number_suspects', 'number_suspects_today', 'predicate_offences', 'predicate_offences_company'],
    );
    expect(d.number_suspects).toBe(await count("subjects WHERE NOT _deleted AND domain = 'eca'"));
    expect(d.number_companies).toBe(await count("companies WHERE NOT _deleted AND domain = 'eca'"));
    expect(offence(d.predicate_offences, 'Bank Fraud')).toBe(await count("subjects WHERE NOT _deleted AND domain = 'eca' AND data->>'currentcrimetype' = 'Bank Fraud'"));
  });

  it('never shows one organisation another’s records', async () => {
    const cbnBefore = await dashboard(cbnadmin);
    const ecaBefore = await dashboard(admin);
    await create(t, admin, 'suspects', subjectBody({ currentcrimetype: 'Extortion' }));
    await create(t, analyst, 'companies', companyBody());
    const cbnAfter = await dashboard(cbnadmin);
    expect(cbnAfter).toEqual(cbnBefore);
    const ecaAfter = await dashboard(admin);
    expect(ecaAfter.number_suspects).toBe(ecaBefore.number_suspects! + 1);
    expect(ecaAfter.number_companies).toBe(ecaBefore.number_companies);
    expect(offence(ecaAfter.predicate_offences, 'Extortion')).toBe(offence(ecaBefore.predicate_offences, 'Extortion') + 1);
  });

  it('refuses data entry, anonymous callers and bad dates with a clear 4xx', async () => {
    expect(await (await get(t, entry, '/api/dashboard')).json()).toEqual({ error: MAY_NOT_VIEW_DASHBOARD });
    expect((await get(t, entry, '/api/dashboard')).status).toBe(403);
    expect((await get(t, null, '/api/dashboard')).status).toBe(401);
    for (const [query, field, message] of [
      ['?start_date=yesterday', 'start_date', DATE_MESSAGE],
      ['?stop_date=2027-02-30', 'stop_date', DATE_MESSAGE],
      ['?start_date=2027-03-05&stop_date=2027-03-01', 'start_date', PERIOD_MESSAGE],
    ] as const) {
      const res = await get(t, analyst, `/api/dashboard${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ error: `${field}: ${message}`, errors: { [field]: [message] } });
    }
    const unknown = await get(t, analyst, '/api/dashboard?domain=eca');
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toMatch(/domain/);
    // A start and stop on the same day is that day.
    expect((await get(t, analyst, '/api/dashboard?start_date=2027-03-05&stop_date=2027-03-05')).status).toBe(200);
  });
});

describe('GET /api/dashboard/locations', () => {
  it('answers the organisations’ locations to the central unit only', async () => {
    const res = await get(t, analyst, '/api/dashboard/locations');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: { latitude: number; longitude: number; domain__name: string }[]; count: number };
    expect(body.count).toBe(await count('organisations'));
    expect(body.results).toContainEqual({ latitude: 9.0579, longitude: 7.4951, domain__name: 'Economic Crimes Agency' });
    for (const who of [admin, entry]) {
      const refused = await get(t, who, '/api/dashboard/locations');
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: MAP_CENTRAL_ONLY });
    }
  });
});
