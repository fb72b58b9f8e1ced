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
import type { GridTabProps } from './financial/GridTab';
import { NotYet, TabLoading } from '../shared/analysis/TabState';
// The Dash board is the tab that opens first: it comes with the shell (uPlot itself still loads on first draw).
import Dashboard from './financial/Dashboard';

const GridTab = lazyPart<GridTabProps>(() => import('./financial/GridTab'));
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

const NOT_YET: Record<string, string> = {
  pivot: 'The pivot grid with its bar chart and PivotTable.xlsx export arrives in the next release.',
  goaml: 'The goAML transactions grid arrives in the next release.',
  timeline: 'The transactions timeline with its amount bands arrives in the next release.',
  goamlAccounts: 'The goAML accounts grid (top 30 contacts) arrives in the next release.',
};

export function FinancialStatement({ subjects, period }: { subjects: readonly string[]; period: Period }): ReactElement {
  const [tab, setTab] = useState<string>('dashboard');
  return (
    <Tabs tabs={SUB_TABS} value={tab} onChange={setTab} aria-label="Financial Statement" activation="manual" className="fiu-ws__subtabs">
      {(id) => (
        <>
          {id === 'dashboard' ? (
            <Dashboard subjects={subjects} period={period} />
          ) : id === 'ml' ? (
            <MachineLearning subjects={subjects} period={period} fallback={<TabLoading />} />
          ) : id === 'statement' || id === 'transfers' || id === 'cash' ? (
            <GridTab key={id} source={id} subjects={subjects} period={period} fallback={<TabLoading />} />
          ) : (
            <NotYet title={SUB_TABS.find((t) => t.id === id)?.label ?? id}>{NOT_YET[id]}</NotYet>
          )}
        </>
      )}
    </Tabs>
  );
}
