/**
 * fiu-call-records (analysis-tools §2 "Call-records listing", §7 "Call records", §9; issue 10 items 1 and 6): the
 * calls of a list of phone numbers (property `numbers`). Whose side the numbers are on is the Direction select
 * (they made the calls, or received them); it holds for every tab. Tabs: the listing (CallList: 100 a page, the
 * timeline modal), and, as the spec says ("Also a pivot table, a map, and a network graph"), a Pivot Table
 * (calls and seconds by the other party and month, summed on the server), a Map (clustered) and a Network graph
 * (cytoscape, force layout, zoom 0.3 to 4 from 1.2; a tapped node is centred and its data shown). Each of those
 * three loads with its tab, and leaflet or cytoscape when first drawn. Central unit only.
 */
import { useState, type ReactElement } from 'react';
import type { CallDirection } from '@fiu/core/api/analysis';
import { EmptyState } from '@fiu/ui/EmptyState';
import { PermissionDenied } from '@fiu/ui/PermissionDenied';
import { Select } from '@fiu/ui/Select';
import { Tabs } from '@fiu/ui/Tabs';
import { gridCss } from '@fiu/ui/grid';
import type { ElementProps } from '../define/types';
import { analysisCss } from '../shared/analysis/analysis.css';
import { TabLoading } from '../shared/analysis/TabState';
import { useAnalysisAccess } from '../shared/analysis/useAnalysisAccess';
import { lazyPart } from '../shared/forms/lazyPart';
import { callRecordsCss } from './call-records.css';
import { CallList } from './CallList';
import type { NumbersTabProps } from './numbersTab';

export { PAGE_SIZE } from './CallList';

export const css = gridCss + analysisCss + callRecordsCss;

const NumbersPivot = lazyPart<NumbersTabProps>(() => import('./NumbersPivot'));
const NumbersMap = lazyPart<NumbersTabProps>(() => import('./NumbersMap'));
const NumbersGraph = lazyPart<NumbersTabProps>(() => import('./NumbersGraph'));

const TABS = [
  { id: 'list', label: 'Call Records' },
  { id: 'pivot', label: 'Pivot Table' },
  { id: 'map', label: 'Map' },
  { id: 'graph', label: 'Network graph' },
] as const;

const DIRECTIONS = [
  { value: 'originating', label: 'Originating' },
  { value: 'terminating', label: 'Terminating' },
] as const;
const directionOf = (v: unknown): CallDirection => (v === 'terminating' ? 'terminating' : 'originating');

/** The numbers a host or the route gave: text, blanks and repeats dropped (a comma list is taken too). */
export function numbersOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' && value ? value.split(',') : [];
  return [...new Set(list.map((v) => String(v ?? '').trim()).filter(Boolean))];
}

type Props = ElementProps<{ numbers?: unknown; direction?: string }>;

export default function CallRecords({ numbers, direction: initialDirection }: Props): ReactElement {
  const access = useAnalysisAccess();
  const list = numbersOf(numbers);
  const [direction, setDirection] = useState<CallDirection>(directionOf(initialDirection));
  const [tab, setTab] = useState<string>('list');

  if (!access.allowed) return <PermissionDenied />;
  const props: NumbersTabProps = { numbers: list, direction };

  return (
    <div className="fiu-an fiu-cdrlist" part="card">
      <h1 className="fiu-an__title" part="title">
        Call Records
      </h1>
      {list.length === 0 ? (
        <EmptyState title="No phone numbers">Open this page with the phone numbers whose calls you want to see (Advanced, Analyse Call Data Record).</EmptyState>
      ) : (
        <div className="fiu-cdrlist__body" part="table">
          <p className="fiu-cdrlist__numbers">Numbers: {list.join(', ')}</p>
          <div className="fiu-cdrlist__controls">
            <Select label="Direction" options={DIRECTIONS.map((d) => ({ ...d }))} value={direction} onChange={(e) => setDirection(directionOf(e.currentTarget.value))} />
          </div>
          <Tabs tabs={TABS} value={tab} onChange={setTab} aria-label="Call records views" activation="manual" className="fiu-cdrlist__tabs">
            {(id) =>
              id === 'list' ? (
                <CallList {...props} />
              ) : id === 'pivot' ? (
                <NumbersPivot {...props} fallback={<TabLoading />} />
              ) : id === 'map' ? (
                <NumbersMap {...props} fallback={<TabLoading />} />
              ) : (
                <NumbersGraph {...props} fallback={<TabLoading />} />
              )
            }
          </Tabs>
        </div>
      )}
    </div>
  );
}
