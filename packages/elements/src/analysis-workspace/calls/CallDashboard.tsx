/**
 * Call Details > Dash board (analysis-tools §2 "Call dashboard"): the subject tree on the left; for the selected
 * subject the totals 'Total Originating Call/Sms' and 'Total Terminating Call/Sms', the tabs Top 5 Originating,
 * Top 5 Terminating, Least 5 Originating, Least 5 Terminating and Other Known Subject (each entry: phone,
 * Subscriber Name, Occurence in times, Total Duration in seconds), and the charts 'Top 10 Highest Out-Going-Calls'
 * and 'Top 10 Highest IN-Coming-Calls' subtitled with the period.
 *
 * The tree, totals and lists are one call (api.analysis.callAnalysis: getCallAnalysis, over subjects and period).
 * The charts are the call pivot's ten busiest numbers for the selected subject (calls it made, by the number
 * called; calls it received, by the caller), of the medium the Call Direction select names (Voice or SMS), so
 * they reload when the direction changes.
 */
import { useState, type ReactElement } from 'react';
import { callAnalysis } from '@fiu/core/api/analysis';
import { callPivot } from '@fiu/core/api/grids';
import type { CallAnalysisItem } from '@fiu/core/schemas/analysis';
import type { CallPivotCell } from '@fiu/core/schemas/gridColumns';
import { Tabs } from '@fiu/ui/Tabs';
import { BarChart } from '@fiu/ui/chart';
import { periodLabel, scopeOf, type Period } from '../../shared/analysis/period';
import { TabFailed, TabLoading } from '../../shared/analysis/TabState';
import { useTabData } from '../../shared/analysis/useTabData';
import { PartStyles } from '../../shared/forms/PartStyles';
import { mediumLabel, sameMedium, type CallType } from './direction';
import type { CallTabProps } from './props';
import { SubjectTree } from '../../shared/analysis/SubjectTree';
import { callsCss } from './calls.css';

type Item = CallAnalysisItem & { id: string; suspectid?: string | null };
type Entry = { phone?: string | null; name?: string | null; count5?: number | null; sum5?: number | null };

const LISTS = [
  { id: 'Top_5_Originating', label: 'Top 5 Originating' },
  { id: 'Top_5_terminating', label: 'Top 5 Terminating' },
  { id: 'Top_5Least_Originating', label: 'Least 5 Originating' },
  { id: 'Top_5_Least_Terminating', label: 'Least 5 Terminating' },
  { id: 'Other_Subject', label: 'Other Known Subject' },
] as const;

const TOP = 10;
const count = (n: number | null | undefined) => (n ?? 0).toLocaleString('en-NG');

export default function CallDashboard({ subjects, period, direction }: CallTabProps): ReactElement {
  const scope = scopeOf(subjects, period);
  const data = useTabData(() => callAnalysis(scope).then((r) => r.results as Item[]), JSON.stringify(scope));
  const [selected, setSelected] = useState<string | null>(null);

  if (data.status === 'failed') return <TabFailed what="The call dashboard" error={data.error} onRetry={data.retry} />;
  if (!data.data) return <TabLoading label="Loading the call dashboard" />;
  const items = data.data;
  const current = items.find((i) => i.id === selected) ?? items[0];

  return (
    <div className="fiu-dash fiu-calldash" aria-busy={data.status === 'loading'}>
      <PartStyles css={callsCss} />
      <SubjectTree nodes={items.map((i) => ({ id: i.id, label: i.Subject_Name || i.suspectid || i.id }))} selected={current?.id ?? null} onSelect={setSelected} />
      <div className="fiu-dash__main">
        {data.status === 'loading' ? <TabLoading label="Reloading" /> : null}
        {current ? (
          <>
            <Totals item={current} />
            <TopLists item={current} />
            <TopCharts subject={current.id} period={period} direction={direction} />
          </>
        ) : (
          <p className="fiu-an__note">No Results</p>
        )}
      </div>
    </div>
  );
}

function Totals({ item }: { item: Item }): ReactElement {
  return (
    <section className="fiu-dash__card" aria-label={`Calls of ${item.Subject_Name ?? ''}`}>
      <div className="fiu-dash__who">
        <h2 className="fiu-dash__name">{item.Subject_Name}</h2>
        {item.Description ? <p className="fiu-dash__desc">{item.Description}</p> : null}
        <dl className="fiu-dash__facts">
          <div>
            <dt>Total Originating Call/Sms</dt>
            <dd>{count(item.CountOriginate)}</dd>
          </div>
          <div>
            <dt>Total Terminating Call/Sms</dt>
            <dd>{count(item.CountTerminate)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

function TopLists({ item }: { item: Item }): ReactElement {
  const [tab, setTab] = useState<string>(LISTS[0].id);
  return (
    <Tabs tabs={LISTS} value={tab} onChange={setTab} aria-label="Top and least contacts" className="fiu-calldash__lists">
      {(id) => {
        const entries = ((item.analysis as Record<string, Entry[] | null | undefined> | null | undefined)?.[id] ?? []) as Entry[];
        return entries.length === 0 ? (
          <p className="fiu-an__note fiu-calldash__empty">No Results</p>
        ) : (
          <ul className="fiu-dash__channels">
            {entries.map((e, i) => (
              <li key={`${e.phone}-${i}`} className="fiu-dash__channel fiu-calldash__entry">
                <span className="fiu-dash__channel-name">{e.phone}</span>
                <span>
                  Subscriber Name: <strong>{e.name || '—'}</strong>
                </span>
                <span>
                  Occurence: <strong>{count(e.count5)}</strong> times
                </span>
                <span>
                  Total Duration: <strong>{count(e.sum5)}</strong> seconds
                </span>
              </li>
            ))}
          </ul>
        );
      }}
    </Tabs>
  );
}

/** Per row value, the calls over every month, busiest first (the pivot already kept the top ten). */
export function busiest(cells: readonly CallPivotCell[], top = TOP): { label: string; calls: number }[] {
  const by = new Map<string, { calls: number; seconds: number }>();
  for (const c of cells) {
    const x = by.get(c.row) ?? { calls: 0, seconds: 0 };
    by.set(c.row, { calls: x.calls + c.count, seconds: x.seconds + c.duration });
  }
  return [...by]
    .sort((a, b) => b[1].calls - a[1].calls || b[1].seconds - a[1].seconds || (a[0] < b[0] ? -1 : 1))
    .slice(0, top)
    .map(([label, v]) => ({ label: label || 'Unknown', calls: v.calls }));
}

function TopCharts({ subject, period, direction }: { subject: string; period: Period; direction: CallType }): ReactElement {
  const scope = scopeOf([subject], period);
  const request = { scope: { Suspect: scope.suspects, start: scope.start, end: scope.end }, top: TOP };
  const data = useTabData(
    (signal) =>
      Promise.all([
        callPivot({ ...request, direction: sameMedium(direction, 'originating'), rows: 'terminating_number' }, signal),
        callPivot({ ...request, direction: sameMedium(direction, 'terminating'), rows: 'originating_number' }, signal),
      ]).then(([out, inc]) => ({ out: busiest(out.cells), inc: busiest(inc.cells) })),
    JSON.stringify([scope, direction]),
  );
  if (data.status === 'failed') return <TabFailed what="The top-10 charts" error={data.error} onRetry={data.retry} />;
  if (!data.data) return <TabLoading label="Loading the charts" />;
  const subtitle = periodLabel(period);
  const valueLabel = mediumLabel(direction);
  const charts = [
    { title: 'Top 10 Highest Out-Going-Calls', rows: data.data.out },
    { title: 'Top 10 Highest IN-Coming-Calls', rows: data.data.inc },
  ];
  return (
    <div className="fiu-dash__charts" aria-busy={data.status === 'loading'}>
      {charts.map((c) => (
        <BarChart
          key={c.title}
          title={c.title}
          subtitle={subtitle}
          labels={c.rows.map((r) => r.label)}
          values={c.rows.map((r) => r.calls)}
          valueLabel={valueLabel}
          formatValue={(v) => v.toLocaleString('en-NG')}
          emptyText="No Results"
        />
      ))}
    </div>
  );
}
