/**
 * The base rows of each grid: the subject set's rows in the period, scoped by the same functions as the older
 * analysis calls (statement, transfers, cash, Called & Transacted: lib/analysis/statement.ts; goAML:
 * lib/goaml.ts; calls: lib/analysis/calls.ts as /cdr/range), so a grid and its older call read the same rows.
 */
import type { CallQueryDirection, GridSource } from '../../core.js';
import type { Queryable } from '../../db/types.js';
import { CALL_FROM, callScope, sideOf } from '../analysis/calls.js';
import { periodBounds, type Period, type PeriodBounds } from '../analysis/period.js';
import { calledAndTransactedScope, statementScope, type StatementFilter } from '../analysis/statement.js';
import { resolveSubjects, subjectAccounts, subjectPhones } from '../analysis/subjects.js';
import { GOAML_STATEMENT_FROM, GOAML_STATEMENT_WITH, periodParams } from '../goaml.js';

export interface GridBase {
  /** CTEs, without the leading WITH. */
  with?: string;
  from: string;
  where: string;
  /** The values of the base's $n, first of the query's parameters. */
  params: unknown[];
}

/** What the read touched, for the audit log. */
export interface GridReadScope {
  base: GridBase;
  subjects: string[];
  accounts?: string[];
  numbers?: string[];
  /** The statement sources: the accounts' ids and the period's instants (the pivot's monthly aggregates read them). */
  accountIds?: string[];
  bounds?: PeriodBounds;
}

export interface GridScopeInput extends Period {
  Suspect: readonly string[];
  direction?: CallQueryDirection;
}

// LEFT JOIN on the account's primary key (every row has its account): the same rows as an inner join, and the
// planner drops the join from a count or a sum that reads no account column (measured: bench/results/grids.md).
const STATEMENT_FROM = 'statement_transactions st LEFT JOIN accounts a ON a.id = st.account_id';
const CHANNELS: Partial<Record<GridSource, StatementFilter>> = {
  transfers: { channels: ['transfer'] },
  cash: { channels: ['cash', 'atm'] },
};

/** The subject set (404 for an unknown subject) → the source's base rows. */
export async function gridScope(db: Queryable, source: GridSource, q: GridScopeInput): Promise<GridReadScope> {
  const subjects = (await resolveSubjects(db, q.Suspect)).map((s) => s.id);
  const period: Period = { start: q.start, end: q.end };
  switch (source) {
    case 'statement':
    case 'transfers':
    case 'cash': {
      const accounts = await subjectAccounts(db, subjects);
      const params: unknown[] = [];
      const where = statementScope(accounts.map((a) => a.id), period, CHANNELS[source] ?? {}, params).join(' AND ');
      return { subjects, accounts: accounts.map((a) => a.number), accountIds: accounts.map((a) => a.id), bounds: periodBounds(period), base: { from: STATEMENT_FROM, where, params } };
    }
    case 'calledTransacted': {
      const accounts = await subjectAccounts(db, subjects);
      const numbers = [...new Set((await subjectPhones(db, subjects)).map((p) => p.phone))];
      const params: unknown[] = [];
      const s = calledAndTransactedScope(accounts.map((a) => a.id), numbers, period, params);
      return { subjects, accounts: accounts.map((a) => a.number), numbers, base: { with: s.with, from: STATEMENT_FROM, where: s.where, params } };
    }
    case 'goaml':
      return { subjects, base: { with: GOAML_STATEMENT_WITH, from: GOAML_STATEMENT_FROM, where: 'TRUE', params: [subjects, ...periodParams(periodBounds(period))] } };
    case 'calls': {
      const numbers = [...new Set((await subjectPhones(db, subjects)).map((p) => p.phone))];
      const params: unknown[] = [];
      const where = callScope({ numbers, side: sideOf(q.direction), direction: q.direction, period }, params);
      return { subjects, numbers, base: { from: CALL_FROM, where, params } };
    }
  }
}
