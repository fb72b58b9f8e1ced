import { Hono, type Context } from 'hono';
import {
  accountsByNameQuerySchema,
  companyMatchQuerySchema,
  companyQueryQuerySchema,
  subjectIdQuerySchema,
  suspectIdQuerySchema,
  validate,
} from '../core.js';
import { auditAnalysisRead, centralOnly } from '../lib/analysis-access.js';
import { ApiError, badRequest } from '../lib/errors.js';
import {
  scoreAccounts,
  scoreAccountsNamed,
  scoreCompanies,
  scoreCompaniesNamed,
  scoreCompanySearch,
  scoreCrims,
  scoreNin,
  scoreTax,
  scoreVehicles,
} from '../lib/matching/panels.js';
import { type SubjectData, subjectCompanyKeys, subjectPersonKeys, subjectVehicleKeys } from '../lib/matching/subject-keys.js';
import { SUBJECTS, readRecord } from '../lib/records.js';
import {
  accountCandidates,
  accountsNamed,
  companiesNamed,
  companyCandidates,
  crimsCandidates,
  ninCandidates,
  searchCompanies,
  taxCandidates,
  vehicleCandidates,
} from '../lib/registries.js';
import type { AppEnv, Deps } from '../types.js';

/**
 * The selection panels' calls (analysis-tools §7 "Selection panels"): a subject matched against the
 * registries, each result with its `confidence` and `reasons`, highest first ({results: [...]}).
 *   GET /companymatch?suspect_id&confidence=25   GET /companyquery?search | ?criterion=name&aname
 *   GET /accounts?id   GET /accounts/name?q   GET /vehicles?id   GET /taxdetails?suspect_id
 *   GET /nin?suspect_id   GET /crimsmatch?suspect_id
 * `suspect_id`/`id` is the subject's uuid or readable suspectid; a subject the user may not read is a 404.
 * Central unit only; every read is audited with the subject it was about.
 */
export function selectionRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guard = centralOnly(d);
  for (const path of ['/companymatch', '/companyquery', '/accounts', '/accounts/name', '/vehicles', '/taxdetails', '/nin', '/crimsmatch']) {
    app.use(path, guard);
  }

  const query = <S extends Parameters<typeof validate>[0]>(c: Context<AppEnv>, schema: S) => {
    const v = validate(schema, c.req.query());
    if (!v.ok) throw badRequest(v.errors);
    return v.data;
  };

  /** The subject the call is about, if the user may read it; its record data and readable id. */
  const subjectOf = async (c: Context<AppEnv>, ref: string) => {
    const row = await readRecord(d.db, SUBJECTS, c.get('user')!, d.unitCode, ref);
    if (!row) throw new ApiError(404, SUBJECTS.notFound);
    return { id: row.id, code: row.code, data: row.data as SubjectData };
  };

  const lookupOf = (data: SubjectData) => {
    const person = subjectPersonKeys(data);
    const companies = subjectCompanyKeys(data);
    return { person, companies, vehicles: subjectVehicleKeys(data) };
  };

  app.get('/companymatch', async (c) => {
    const q = query(c, companyMatchQuerySchema);
    const s = await subjectOf(c, q.suspect_id);
    const { person, companies } = lookupOf(s.data);
    const rows = await companyCandidates(d.db, person, { companyNames: companies.names, rcNumbers: companies.rcNumbers });
    await auditAnalysisRead(d, c, { call: 'companymatch', subjects: [s.code] });
    return c.json({ results: scoreCompanies(person, companies, rows, q.confidence) });
  });

  app.get('/companyquery', async (c) => {
    const q = query(c, companyQueryQuerySchema);
    if (q.search) {
      await auditAnalysisRead(d, c, { call: 'companyquery' });
      return c.json({ results: scoreCompanySearch(q.search, await searchCompanies(d.db, q.search)) });
    }
    const name = q.aname!;
    await auditAnalysisRead(d, c, { call: 'companyquery' });
    return c.json({ results: scoreCompaniesNamed(name, await companiesNamed(d.db, name)) });
  });

  app.get('/accounts', async (c) => {
    const q = query(c, subjectIdQuerySchema);
    const s = await subjectOf(c, q.id);
    const { person } = lookupOf(s.data);
    const results = scoreAccounts(person, await accountCandidates(d.db, person));
    await auditAnalysisRead(d, c, { call: 'accounts', subjects: [s.code], accounts: results.map((a) => a.tac_account) });
    return c.json({ results });
  });

  app.get('/accounts/name', async (c) => {
    const q = query(c, accountsByNameQuerySchema);
    const results = scoreAccountsNamed(q.q, await accountsNamed(d.db, q.q));
    await auditAnalysisRead(d, c, { call: 'accounts/name', accounts: results.map((a) => a.tac_account) });
    return c.json({ results });
  });

  app.get('/vehicles', async (c) => {
    const q = query(c, subjectIdQuerySchema);
    const s = await subjectOf(c, q.id);
    const { person, vehicles } = lookupOf(s.data);
    const rows = await vehicleCandidates(d.db, { ...person, plates: vehicles.plates, chassis: vehicles.chassis });
    await auditAnalysisRead(d, c, { call: 'vehicles', subjects: [s.code] });
    return c.json({ results: scoreVehicles(person, vehicles, rows) });
  });

  app.get('/taxdetails', async (c) => {
    const q = query(c, suspectIdQuerySchema);
    const s = await subjectOf(c, q.suspect_id);
    const { person, companies } = lookupOf(s.data);
    const rows = await taxCandidates(d.db, person, { companyNames: companies.names, rcNumbers: companies.rcNumbers, tins: companies.tins });
    await auditAnalysisRead(d, c, { call: 'taxdetails', subjects: [s.code] });
    return c.json({ results: scoreTax(person, companies, rows) });
  });

  app.get('/nin', async (c) => {
    const q = query(c, suspectIdQuerySchema);
    const s = await subjectOf(c, q.suspect_id);
    const { person } = lookupOf(s.data);
    const rows = await ninCandidates(d.db, person);
    await auditAnalysisRead(d, c, { call: 'nin', subjects: [s.code] });
    return c.json({ results: scoreNin(person, rows) });
  });

  app.get('/crimsmatch', async (c) => {
    const q = query(c, suspectIdQuerySchema);
    const s = await subjectOf(c, q.suspect_id);
    const { person } = lookupOf(s.data);
    const rows = await crimsCandidates(d.db, person);
    await auditAnalysisRead(d, c, { call: 'crimsmatch', subjects: [s.code] });
    return c.json({ results: scoreCrims(person, rows) });
  });

  return app;
}
