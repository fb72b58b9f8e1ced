/**
 * GET /api/dashboard for a period: the answer, its state, the moment "the last 24 hours" began for it (the
 * links of the "new" and "today" counts start there), and Retry. A new period keeps the previous answer on
 * screen while the next one loads (the layout stays); a failure says so (the old product swallowed it).
 */
import { useEffect, useState } from 'react';
import { get as getDashboard } from '@fiu/core/api/dashboard';
import type { Dashboard } from '@fiu/core/schemas/dashboard';
import { serverText } from '../shared/errors';
import { DAY_MS } from './links';
import { dashboardQuery, type Period } from './period';

export type DashboardState =
  | { status: 'loading'; data: Dashboard | null; since: string }
  | { status: 'ready'; data: Dashboard; since: string }
  | { status: 'failed'; error: string };

export function useDashboard(period: Period): { state: DashboardState; retry(): void } {
  const [state, setState] = useState<DashboardState>(() => ({ status: 'loading', data: null, since: '' }));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    const since = new Date(Date.now() - DAY_MS).toISOString();
    setState((s) => ({ status: 'loading', data: s.status === 'failed' ? null : s.data, since: s.status === 'failed' ? since : s.since }));
    getDashboard(dashboardQuery(period)).then(
      (data) => live && setState({ status: 'ready', data, since }),
      (error: unknown) => live && setState({ status: 'failed', error: serverText(error) }),
    );
    return () => {
      live = false;
    };
  }, [period.start, period.stop, attempt]); // eslint-disable-line react-hooks/exhaustive-deps
  return { state, retry: () => setAttempt((n) => n + 1) };
}
