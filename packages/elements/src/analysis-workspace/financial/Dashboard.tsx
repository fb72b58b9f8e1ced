/**
 * Financial Statement > Dash board (analysis-tools §2): the subject tree on the left; for the selected
 * subject its card (name, description, image, counts of inflows and outflows, balance), the 'Summarized
 * Analysis' panel (each channel's Count in 'times' and Total amount) and the four top-10 bar charts, subtitled
 * with the period. One call: api.analysis.basicStatement (getBasicStatement).
 */
import { useState, type KeyboardEvent, type ReactElement } from 'react';
import { basicStatement } from '@fiu/core/api/analysis';
import type { StatementAnalysisItem } from '@fiu/core/schemas/analysis';
import { formatNaira } from '@fiu/core/format/naira';
import { BarChart } from '@fiu/ui/chart';
import { initials, usePhoto } from '../../shared/records/usePhoto';
import { periodLabel, scopeOf, type Period } from '../../shared/analysis/period';
import { TabFailed, TabLoading } from '../../shared/analysis/TabState';
import { useTabData } from '../../shared/analysis/useTabData';

interface SubjectGroup {
  id: string;
  suspectid?: string | null;
  items?: StatementAnalysisItem[] | null;
}

type Flow = { Name?: string | null; Inflows?: string | number | null; Outflows?: string | number | null; Count?: number | null };

const CHARTS = [
  { title: 'Top 10 Highest IN-FLOWS', key: 'top_10_inflows', side: 'Inflows' },
  { title: 'Top 10 Lowest IN-FLOWS', key: 'top_10_less_inflows', side: 'Inflows' },
  { title: 'Top 10 Highest OUT-FLOWS', key: 'top_10_Outflows', side: 'Outflows' },
  { title: 'Top 10 Lowest OUT-FLOWS', key: 'top_10_less_Outflows', side: 'Outflows' },
] as const;

const amount = (v: unknown): number => {
  const n = Number(String(v ?? '').replace(/,/g, ''));
  return Number.isFinite(n) ? n : 0;
};
const nameOf = (g: SubjectGroup): string => g.items?.[0]?.Subject_Name || g.suspectid || g.id;

export interface DashboardProps {
  subjects: readonly string[];
  period: Period;
  /** A bar of a top-10 chart was chosen: its counterparty's name (the Statement grid opens on it). */
  onCounterparty?(name: string): void;
}

export default function Dashboard({ subjects, period, onCounterparty }: DashboardProps): ReactElement {
  const scope = scopeOf(subjects, period);
  const data = useTabData(() => basicStatement(scope).then((r) => r.results as unknown as SubjectGroup[]), JSON.stringify(scope));
  const [selected, setSelected] = useState<string | null>(null);

  if (data.status === 'failed') return <TabFailed what="The dashboard" error={data.error} onRetry={data.retry} />;
  if (!data.data) return <TabLoading label="Loading the dashboard" />;
  const groups = data.data;
  const current = groups.find((g) => g.id === selected) ?? groups[0];
  const item = current?.items?.[0];
  const subtitle = periodLabel(period);

  return (
    <div className="fiu-dash" aria-busy={data.status === 'loading'}>
      <SubjectTree groups={groups} selected={current?.id ?? null} onSelect={setSelected} />
      <div className="fiu-dash__main">
        {data.status === 'loading' ? <TabLoading label="Reloading" /> : null}
        {current && item ? (
          <>
            <SubjectCard item={item} />
            <SummarizedAnalysis item={item} />
            <div className="fiu-dash__charts">
              {CHARTS.map((c) => {
                const flows = ((item as Record<string, unknown>)[c.key] as Flow[] | null | undefined) ?? [];
                return (
                  <BarChart
                    key={c.key}
                    title={c.title}
                    subtitle={subtitle}
                    labels={flows.map((f) => f.Name ?? '')}
                    values={flows.map((f) => amount(f[c.side]))}
                    valueLabel={c.side === 'Inflows' ? 'IN-FLOW (NGN)' : 'OUT-FLOW (NGN)'}
                    formatValue={formatNaira}
                    emptyText="No Results"
                    onBarClick={onCounterparty ? (i) => onCounterparty(flows[i]?.Name ?? '') : undefined}
                  />
                );
              })}
            </div>
          </>
        ) : (
          <p className="fiu-an__note">No Results</p>
        )}
      </div>
    </div>
  );
}

/** The subjects as a one-level tree (WAI-ARIA tree: arrows move, Enter or click selects). */
function SubjectTree({ groups, selected, onSelect }: { groups: SubjectGroup[]; selected: string | null; onSelect(id: string): void }): ReactElement {
  const onKey = (e: KeyboardEvent<HTMLLIElement>, i: number) => {
    const to = e.key === 'ArrowDown' ? i + 1 : e.key === 'ArrowUp' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? groups.length - 1 : -1;
    if (to >= 0 && to < groups.length) {
      e.preventDefault();
      ((e.currentTarget.parentElement?.children[to] as HTMLElement | undefined) ?? null)?.focus();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(groups[i]!.id);
    }
  };
  return (
    <nav className="fiu-dash__tree" aria-label="Subjects">
      <p className="fiu-dash__tree-title" id="fiu-dash-tree">
        Subjects
      </p>
      <ul role="tree" aria-labelledby="fiu-dash-tree">
        {groups.map((g, i) => (
          <li
            key={g.id}
            role="treeitem"
            aria-selected={g.id === selected}
            tabIndex={g.id === selected ? 0 : -1}
            className="fiu-dash__node"
            onClick={() => onSelect(g.id)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {nameOf(g)}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SubjectCard({ item }: { item: StatementAnalysisItem }): ReactElement {
  const photo = usePhoto(item.image);
  const name = item.Subject_Name ?? '';
  return (
    <section className="fiu-dash__card" aria-label={`Subject ${name}`}>
      <div className="fiu-dash__photo">{photo ? <img src={photo} alt={name} width={96} height={96} /> : <span aria-hidden="true">{initials(name) || '?'}</span>}</div>
      <div className="fiu-dash__who">
        <h2 className="fiu-dash__name">{name}</h2>
        {item.Description ? <p className="fiu-dash__desc">{item.Description}</p> : null}
        <dl className="fiu-dash__facts">
          <div>
            <dt>Inflows</dt>
            <dd>{(item.Count_Inflow ?? 0).toLocaleString('en-NG')}</dd>
          </div>
          <div>
            <dt>Outflows</dt>
            <dd>{(item.Count_OutFlow ?? 0).toLocaleString('en-NG')}</dd>
          </div>
          <div>
            <dt>Balance</dt>
            <dd>{formatNaira(item.Balance ?? 0)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

function SummarizedAnalysis({ item }: { item: StatementAnalysisItem }): ReactElement {
  const rows = item.analysis ?? [];
  return (
    <section className="fiu-dash__summary" role="tabpanel" aria-labelledby="fiu-dash-summary">
      <h3 id="fiu-dash-summary" className="fiu-dash__summary-title">
        Summarized Analysis
      </h3>
      {rows.length === 0 ? (
        <p className="fiu-an__note">No Results</p>
      ) : (
        <ul className="fiu-dash__channels">
          {rows.map((r, i) => (
            <li key={`${r.Channel}-${i}`} className="fiu-dash__channel">
              <span className="fiu-dash__channel-name">{r.Channel}</span>
              <span>
                Count: <strong>{(r.Count ?? 0).toLocaleString('en-NG')}</strong> times
              </span>
              <span>
                Total amount: <strong>{formatNaira(r.Total ?? 0)}</strong>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
