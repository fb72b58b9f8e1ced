/**
 * The Financial Statement tab (analysis-tools §2): its nine sub-tabs. The Dash board comes with the shell; the
 * other panels' code is fetched when the sub-tab is first opened (the grids bring the data grid and its styles), and uPlot when
 * a chart is first drawn. Only the open
 * panel is mounted; it reloads when the subjects or the period change.
 */
import { useState, type ReactElement } from 'react';
import { Tabs } from '@fiu/ui/Tabs';
import type { Period } from '../shared/analysis/period';
import { lazyPart } from '../shared/forms/lazyPart';
import type { GridQuery } from '@fiu/core/schemas/gridQuery';
import type { GridTabProps } from './financial/GridTab';
import type { PivotRows, PivotTabProps } from './financial/PivotTab';
import type { TimelineTabProps } from './financial/TimelineTab';
import type { GoamlAccountsTabProps } from './financial/GoamlAccountsTab';
import { TabLoading } from '../shared/analysis/TabState';
// The Dash board is the tab that opens first: it comes with the shell (uPlot itself still loads on first draw).
import Dashboard from './financial/Dashboard';

const GridTab = lazyPart<GridTabProps>(() => import('./financial/GridTab'));
const PivotTab = lazyPart<PivotTabProps>(() => import('./financial/PivotTab'));
const TimelineTab = lazyPart<TimelineTabProps>(() => import('./financial/TimelineTab'));
const GoamlAccountsTab = lazyPart<GoamlAccountsTabProps>(() => import('./financial/GoamlAccountsTab'));
const MachineLearning = lazyPart<{ subjects: readonly string[]; period: Period }>(() => import('./financial/MachineLearning'));

const SUB_TABS = [
  { id: 'dashboard', label: 'Dash board' },
  { id: 'statement', label: 'Statement' },
  { id: 'pivot', label: 'Pivot' },
  { id: 'transfers', label: 'Bank Transfer' },
  { id: 'cash', label: 'Cash Transactions' },
  { id: 'goaml', label: 'Goaml Transactions' },
  { id: 'timeline', label: 'Time Line' },
  { id: 'goamlAccounts', label: 'Goaml-Accounts' },
  { id: 'ml', label: 'Machine Learning' },
] as const;

/**
 * What a chart's counterparty or account opens in the Statement grid (issue 10 item 7, linked views): an
 * account number as the Account Number filter; a counterparty through the search panel (its name is in the
 * descriptions the parser read it from).
 */
export function statementQueryFor(field: PivotRows, value: string): GridQuery {
  return field === 'Account_Number' ? { filter: { type: 'in', column: 'Account_Number', values: [value] } } : { search: value.slice(0, 100) };
}

export function FinancialStatement({ subjects, period }: { subjects: readonly string[]; period: Period }): ReactElement {
  const [tab, setTab] = useState<string>('dashboard');
  // The Statement grid opened on a counterparty or account; a new one remounts it (`opened` counts).
  const [statement, setStatement] = useState<{ query: GridQuery; opened: number } | null>(null);
  const openStatement = (field: PivotRows, value: string) => {
    if (!value) return;
    setStatement((old) => ({ query: statementQueryFor(field, value), opened: (old?.opened ?? 0) + 1 }));
    setTab('statement');
  };
  return (
    <Tabs tabs={SUB_TABS} value={tab} onChange={setTab} aria-label="Financial Statement" activation="manual" className="fiu-ws__subtabs">
      {(id) => (
        <>
          {id === 'dashboard' ? (
            <Dashboard subjects={subjects} period={period} onCounterparty={(name) => openStatement('Counterparty', name)} />
          ) : id === 'ml' ? (
            <MachineLearning subjects={subjects} period={period} fallback={<TabLoading />} />
          ) : id === 'statement' ? (
            <GridTab key={`statement-${statement?.opened ?? 0}`} source="statement" subjects={subjects} period={period} initialQuery={statement?.query} fallback={<TabLoading />} />
          ) : id === 'transfers' || id === 'cash' || id === 'goaml' ? (
            <GridTab key={id} source={id} subjects={subjects} period={period} fallback={<TabLoading />} />
          ) : id === 'pivot' ? (
            <PivotTab subjects={subjects} period={period} onOpenStatement={openStatement} fallback={<TabLoading />} />
          ) : id === 'timeline' ? (
            <TimelineTab subjects={subjects} period={period} fallback={<TabLoading />} />
          ) : (
            <GoamlAccountsTab subjects={subjects} period={period} fallback={<TabLoading />} />
          )}
        </>
      )}
    </Tabs>
  );
}
