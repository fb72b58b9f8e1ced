/**
 * fiu-analysis-workspace (/cdr, analysis-tools §2 "Analysis workspace", §4, §6; issue 10 items 1, 2, 7):
 * the subjects (property `subjects`) over a period (attributes `start`, `stop`), in top tabs Financial
 * Statement, Call Details and IMPORT (attribute `tab`). The date bar's Start and Stop are never after today
 * and Start never after Stop; every tab reloads when the period changes. BACK returns to /tools (a host page
 * hears `fiu-back`). Central unit only. Each sub-tab's code loads when it is first opened, so the shell stays
 * light and uPlot or the grid come only with their tabs.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { Button } from '@fiu/ui/Button';
import { DateField } from '@fiu/ui/DateField';
import { PermissionDenied } from '@fiu/ui/PermissionDenied';
import { Tabs } from '@fiu/ui/Tabs';
import { dateFieldCss } from '@fiu/ui/dateField.css';
import type { ElementProps } from '../define/types';
import { analysisCss } from '../shared/analysis/analysis.css';
import { initialPeriod, periodProblem, today, type Period } from '../shared/analysis/period';
import { lazyPart } from '../shared/forms/lazyPart';
import { NotYet, TabLoading } from '../shared/analysis/TabState';
import { useAnalysisAccess } from '../shared/analysis/useAnalysisAccess';
import { analysisWorkspaceCss } from './analysis-workspace.css';
import { FinancialStatement } from './FinancialStatement';
import CallDetails from './CallDetails';

export const css = dateFieldCss + analysisCss + analysisWorkspaceCss;

const ImportTab = lazyPart<object>(() => import('./ImportTab'));

const TOP_TABS = [
  { id: 'financial', label: 'Financial Statement' },
  { id: 'calls', label: 'Call Details' },
  { id: 'import', label: 'IMPORT' },
] as const;
type TopTab = (typeof TOP_TABS)[number]['id'];
const topTabOf = (t: unknown): TopTab => (TOP_TABS.some((x) => x.id === t) ? (t as TopTab) : 'financial');

/** The subjects a host or the route gave: ids as text, blanks and repeats dropped. */
export function subjectIds(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' && value ? value.split(',') : [];
  return [...new Set(list.map((v) => String(v ?? '').trim()).filter(Boolean))];
}

type Props = ElementProps<{ subjects?: unknown; start?: string; stop?: string; tab?: string }>;

export default function AnalysisWorkspace({ emit, subjects, start, stop, tab }: Props): ReactElement {
  const access = useAnalysisAccess();
  const ids = subjectIds(subjects);
  const idsKey = ids.join(',');
  const [period, setPeriod] = useState<Period>(() => initialPeriod(start, stop));
  const [draft, setDraft] = useState<Period>(period);
  const [top, setTop] = useState<TopTab>(topTabOf(tab));

  // A host may change the attributes after mount: follow them.
  useEffect(() => {
    const next = initialPeriod(start, stop);
    setPeriod(next);
    setDraft(next);
  }, [start, stop]);
  useEffect(() => setTop(topTabOf(tab)), [tab]);

  if (!access.allowed) return <PermissionDenied />;

  const problem = periodProblem(draft);
  function change(next: Period): void {
    setDraft(next);
    if (!periodProblem(next)) setPeriod(next); // a valid period applies at once: the tabs reload
  }

  return (
    <div className="fiu-an fiu-ws" part="card">
      <div className="fiu-an__bar fiu-ws__bar" part="datebar">
        <h1 className="fiu-an__title fiu-ws__title" part="title">
          Analysis Workspace
        </h1>
        <DateField label="Start" value={draft.start} max={draft.stop && draft.stop <= today() ? draft.stop : 'today'} onChange={(v) => change({ ...draft, start: v })} />
        <DateField label="Stop" value={draft.stop} max="today" onChange={(v) => change({ ...draft, stop: v })} />
        <Button onClick={() => emit('fiu-back', { path: '/tools' })}>BACK</Button>
        <p className="fiu-an__bar-error" role="alert">
          {problem ?? ''}
        </p>
      </div>
      {ids.length === 0 ? (
        <NotYet title="No subjects chosen">Choose one or more subjects on the Advanced screen (BACK), then SUBMIT.</NotYet>
      ) : (
        <div part="tabs">
          <Tabs tabs={TOP_TABS} value={top} onChange={(id) => setTop(id as TopTab)} aria-label="Analysis" activation="manual">
            {(id) =>
              id === 'financial' ? (
                <FinancialStatement key={idsKey} subjects={ids} period={period} />
              ) : id === 'calls' ? (
                <CallDetails key={idsKey} subjects={ids} period={period} />
              ) : (
                <ImportTab fallback={<TabLoading />} />
              )
            }
          </Tabs>
        </div>
      )}
    </div>
  );
}
