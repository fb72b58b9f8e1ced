import { Hono } from 'hono';
import type { Context } from 'hono';
import { analysisQuerySchema, goamlTransactionsBodySchema, twoPartyQuerySchema, validate } from '../core.js';
import { auditAnalysisRead, centralOnly } from '../lib/analysis-access.js';
import { readBody } from '../lib/body.js';
import { badRequest } from '../lib/errors.js';
import { goamlContactAccounts, goamlStatement, periodOf, transactionsOfAccounts, transactionSummary, twoPartyTransactions } from '../lib/goaml.js';
import { resolveSubjects } from '../lib/analysis/subjects.js';
import type { AppEnv, Deps } from '../types.js';

/**
 * The goAML analysis calls (analysis-tools §7), central unit only, every read audited:
 *   GET  /analysis/goaml?Suspect…&start&end          getGoamlStatement → {Statement: GoamlStatementRow[]}
 *   GET  /analysis/goamlaccounts?Suspect…&start&end  accountDescrip → {Statement: GoamlAccountRow[]} (top 30 contacts)
 *   POST /transactions {accounts}                     → {results: TransactionRecord[]}
 *   POST /transactions/summary {accounts}             → {results: TransactionSummary[]}
 *   GET  /transactions/twoparty?from&to               → {results: TransactionRecord[]} (account numbers, both ways)
 * Amounts are exact decimal strings.
 */
export function goamlAnalysisRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const path of ['/analysis/goaml', '/analysis/goamlaccounts', '/transactions', '/transactions/*']) app.use(path, centralOnly(d));

  /** The subject set and period of the query string; 400 for bad input, 404 for a subject that does not exist. */
  const subjectQuery = async (c: Context<AppEnv>) => {
    const q = validate(analysisQuerySchema, { Suspect: c.req.queries('Suspect') ?? [], start: c.req.query('start'), end: c.req.query('end') });
    if (!q.ok) throw badRequest(q.errors);
    const subjects = await resolveSubjects(d.db, q.data.Suspect);
    return { ids: subjects.map((s) => s.id), period: periodOf(q.data.start, q.data.end) };
  };

  app.get('/analysis/goaml', async (c) => {
    const { ids, period } = await subjectQuery(c);
    const Statement = await goamlStatement(d.db, ids, period);
    await auditAnalysisRead(d, c, { call: 'getGoamlStatement', subjects: ids });
    return c.json({ Statement });
  });

  app.get('/analysis/goamlaccounts', async (c) => {
    const { ids, period } = await subjectQuery(c);
    const Statement = await goamlContactAccounts(d.db, ids, period);
    await auditAnalysisRead(d, c, { call: 'accountDescrip', subjects: ids });
    return c.json({ Statement });
  });

  app.post('/transactions', async (c) => {
    const { accounts } = await readBody(c, goamlTransactionsBodySchema);
    const results = await transactionsOfAccounts(d.db, accounts);
    await auditAnalysisRead(d, c, { call: 'transactions', accounts });
    return c.json({ results });
  });

  app.post('/transactions/summary', async (c) => {
    const { accounts } = await readBody(c, goamlTransactionsBodySchema);
    const results = await transactionSummary(d.db, accounts);
    await auditAnalysisRead(d, c, { call: 'transactions/summary', accounts });
    return c.json({ results });
  });

  app.get('/transactions/twoparty', async (c) => {
    const q = validate(twoPartyQuerySchema, { from: c.req.query('from'), to: c.req.query('to') });
    if (!q.ok) throw badRequest(q.errors);
    const results = await twoPartyTransactions(d.db, q.data.from, q.data.to);
    await auditAnalysisRead(d, c, { call: 'transactions/twoparty', accounts: [q.data.from, q.data.to] });
    return c.json({ results });
  });

  return app;
}
