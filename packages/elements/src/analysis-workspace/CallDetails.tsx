/**
 * The Call Details tab (analysis-tools §2 "Call Details tab", §9): the Call Direction select (Voice Originating,
 * Voice Terminating, SMS Originating, SMS Terminating; default Voice Originating) and the sub-tabs Dash board,
 * Call Details, Pivot Table, Map, GOAML Transactions, Called & Transacted and Top Up Record. Each panel's code
 * loads when its sub-tab is first opened (uPlot with the charts, TanStack with the grids); only the open panel is
 * mounted. It reloads when the subjects or the period change, and when the direction changes if it reads it (the
 * call list, the pivot, the dashboard's charts; the goAML, statement and top-up rows have no direction). This shell
 * (the select and the tabs) comes with the workspace; the panels, their charts and grids load with their sub-tabs.
 */
import { useState, type ReactElement } from 'react';
import { Select } from '@fiu/ui/Select';
import { Tabs } from '@fiu/ui/Tabs';
import type { Period } from '../shared/analysis/period';
import { TabLoading } from '../shared/analysis/TabState';
import { lazyPart } from '../shared/forms/lazyPart';
import { PartStyles } from '../shared/forms/PartStyles';
import { callsCss } from './calls/calls.css';
import type { CallGridTabProps } from './calls/CallGridTab';
import type { CallTabProps } from './calls/props';
import { CALL_TYPES, DEFAULT_CALL_TYPE, isCallType, type CallType } from './calls/direction';

const CallDashboard = lazyPart<CallTabProps>(() => import('./calls/CallDashboard'));
const CallGridTab = lazyPart<CallGridTabProps>(() => import('./calls/CallGridTab'));
const CallPivot = lazyPart<CallTabProps>(() => import('./calls/CallPivot'));
const TopUpRecord = lazyPart<CallTabProps>(() => import('./calls/TopUpRecord'));
const MapTab = lazyPart<CallTabProps>(() => import('./calls/MapTab'));

const SUB_TABS = [
  { id: 'dashboard', label: 'Dash board' },
  { id: 'list', label: 'Call Details' },
  { id: 'pivot', label: 'Pivot Table' },
  { id: 'map', label: 'Map' },
  { id: 'goaml', label: 'GOAML Transactions' },
  { id: 'calledTransacted', label: 'Called & Transacted' },
  { id: 'topups', label: 'Top Up Record' },
] as const;

const DIRECTION_OPTIONS = CALL_TYPES.map((t) => ({ value: t, label: t }));

export default function CallDetails({ subjects, period }: { subjects: readonly string[]; period: Period }): ReactElement {
  const [tab, setTab] = useState<string>('dashboard');
  const [direction, setDirection] = useState<CallType>(DEFAULT_CALL_TYPE);
  const props: CallTabProps = { subjects, period, direction };
  return (
    <div className="fiu-calls">
      <PartStyles css={callsCss} />
      <div className="fiu-calls__bar">
        <Select label="Call Direction" options={DIRECTION_OPTIONS} value={direction} onChange={(e) => isCallType(e.target.value) && setDirection(e.target.value)} />
      </div>
      <Tabs tabs={SUB_TABS} value={tab} onChange={setTab} aria-label="Call Details" activation="manual" className="fiu-ws__subtabs">
        {(id) =>
          id === 'dashboard' ? (
            <CallDashboard {...props} fallback={<TabLoading />} />
          ) : id === 'list' ? (
            <CallGridTab key="calls" source="calls" {...props} fallback={<TabLoading />} />
          ) : id === 'pivot' ? (
            <CallPivot {...props} fallback={<TabLoading />} />
          ) : id === 'map' ? (
            <MapTab {...props} fallback={<TabLoading />} />
          ) : id === 'goaml' ? (
            <CallGridTab key="goaml" source="goaml" {...props} fallback={<TabLoading />} />
          ) : id === 'calledTransacted' ? (
            <CallGridTab key="calledTransacted" source="calledTransacted" {...props} fallback={<TabLoading />} />
          ) : (
            <TopUpRecord {...props} fallback={<TabLoading />} />
          )
        }
      </Tabs>
      {/* co-location: helper "coloc" adds its panel (calls/CoLocation.tsx) here. */}
    </div>
  );
}
