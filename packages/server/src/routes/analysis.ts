import { Hono } from 'hono';
import { AMOUNT_BANDS, analysisQuerySchema, timelineQuerySchema } from '../core.js';
import { auditAnalysisRead, centralOnly } from '../lib/analysis-access.js';
import { basicStatement } from '../lib/analysis/basic.js';
import { linkGraph } from '../lib/analysis/linkgraph.js';
import { namedEntities } from '../lib/analysis/ner.js';
import { topUpRecords } from '../lib/analysis/topups.js';
import { parseQuery } from '../lib/analysis/query.js';
import { accountsOfContacts, calledAndTransacted, statementRows, type StatementFilter } from '../lib/analysis/statement.js';
import { resolveSubjects, subjectAccounts, subjectPhones } from '../lib/analysis/subjects.js';
import type { AppContext, AppEnv, Deps } from '../types.js';

/**
 * Statement and transaction analysis (analysis-tools §7): GET with the repeated `Suspect` parameter (ids or
 * suspectids) and the period (start, end; both ends included, lib/analysis/period.ts). Central unit only; each
 * read is audited with the call's spec name, the subjects and the accounts read. Unlike the old product these
 * calls carry the session, and a refusal or failure is an answer the screen can show (docs/spec-deviations.md).
 *   /analysis/statement          getStatement and the subject view's statement → {results, truncated}
 *   /analysis/transfers          getTransferTransactions (channel transfer)
 *   /analysis/cash               getCashbasedTransactions (channels cash and atm)
 *   /analysis/cdrnames           getCDRNamesOnTransaction (Called & Transacted)
 *   /analysis/timeline?range=    getTimelineStatement: one amount band of AMOUNT_BANDS, [min, max) naira
 *   /analysis/basic              getBasicStatement (Dash board) → {results: [{id, suspectid, items: [item]}]}
 *   /analysis/accountsfromphones getAccountsFromPhones → {Accounts, Statement, truncated}
 *   /analysis/ner                getNER → {LOC, LOCLOC, PERSON, ORG}
 *   /analysis/linkgraph          the statement/call link graph → Elements {nodes, edges} (core's GraphElements)
 *   /analysis/topups             the Top Up Record tab → {Records, Topups, Forensics, MostWanted} (lib/analysis/topups.ts)
 */
export function analysisRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guard = centralOnly(d);

  /** The subject set and its accounts, audited as `call`. */
  const subjectSet = async (c: AppContext, call: string, refs: readonly string[]) => {
    const subjects = await resolveSubjects(d.db, refs);
    const ids = subjects.map((s) => s.id);
    const accounts = await subjectAccounts(d.db, ids);
    await auditAnalysisRead(d, c, { call, subjects: ids, accounts: accounts.map((a) => a.number) });
    return { subjects, ids, accounts, accountIds: accounts.map((a) => a.id) };
  };

  const statementCall = (call: string, filter: StatementFilter = {}) => async (c: AppContext) => {
    const q = parseQuery(c, analysisQuerySchema, ['Suspect']);
    const set = await subjectSet(c, call, q.Suspect);
    return c.json(await statementRows(d.db, set.accountIds, q, filter));
  };
  app.get('/analysis/statement', guard, statementCall('getStatement'));
  app.get('/analysis/transfers', guard, statementCall('getTransferTransactions', { channels: ['transfer'] }));
  app.get('/analysis/cash', guard, statementCall('getCashbasedTransactions', { channels: ['cash', 'atm'] }));

  app.get('/analysis/timeline', guard, async (c) => {
    const q = parseQuery(c, timelineQuerySchema, ['Suspect']);
    const set = await subjectSet(c, 'getTimelineStatement', q.Suspect);
    const band = q.range ? AMOUNT_BANDS.find((b) => b.value === q.range) : undefined;
    return c.json(await statementRows(d.db, set.accountIds, q, band ? { band } : {}));
  });

  app.get('/analysis/cdrnames', guard, async (c) => {
    const q = parseQuery(c, analysisQuerySchema, ['Suspect']);
    const set = await subjectSet(c, 'getCDRNamesOnTransaction', q.Suspect);
    const phones = (await subjectPhones(d.db, set.ids)).map((p) => p.phone);
    return c.json(await calledAndTransacted(d.db, set.accountIds, phones, q));
  });

  app.get('/analysis/basic', guard, async (c) => {
    const q = parseQuery(c, analysisQuerySchema, ['Suspect']);
    const set = await subjectSet(c, 'getBasicStatement', q.Suspect);
    const items = await basicStatement(d.db, set.subjects, q);
    return c.json({ results: items.map((item) => ({ id: item.id, suspectid: item.suspectid, items: [item] })) });
  });

  app.get('/analysis/accountsfromphones', guard, async (c) => {
    const q = parseQuery(c, analysisQuerySchema, ['Suspect']);
    const subjects = await resolveSubjects(d.db, q.Suspect);
    const ids = subjects.map((s) => s.id);
    const phones = (await subjectPhones(d.db, ids)).map((p) => p.phone);
    const found = await accountsOfContacts(d.db, ids, phones);
    await auditAnalysisRead(d, c, { call: 'getAccountsFromPhones', subjects: ids, numbers: phones, accounts: found.map((a) => a.Account_Number) });
    const statement = await statementRows(d.db, [...new Set(found.map((a) => a.id))], q);
    return c.json({ Accounts: found.map(({ id: _id, ...a }) => a), Statement: statement.results, truncated: statement.truncated });
  });

  app.get('/analysis/ner', guard, async (c) => {
    const q = parseQuery(c, analysisQuerySchema, ['Suspect']);
    const set = await subjectSet(c, 'getNER', q.Suspect);
    return c.json(await namedEntities(d.db, set.accountIds, q));
  });

  app.get('/analysis/linkgraph', guard, async (c) => {
    const q = parseQuery(c, analysisQuerySchema, ['Suspect']);
    const set = await subjectSet(c, 'linkGraph', q.Suspect);
    const phones = await subjectPhones(d.db, set.ids);
    return c.json(await linkGraph(d.db, set.subjects, set.accounts, phones, q));
  });

  app.get('/analysis/topups', guard, async (c) => {
    const q = parseQuery(c, analysisQuerySchema, ['Suspect']);
    const subjects = await resolveSubjects(d.db, q.Suspect);
    const ids = subjects.map((s) => s.id);
    const phones = [...new Set((await subjectPhones(d.db, ids)).map((p) => p.phone))];
    await auditAnalysisRead(d, c, { call: 'topUpRecords', subjects: ids, numbers: phones });
    return c.json(await topUpRecords(d.db, ids, phones, q));
  });

  return app;
}
