/**
 * fiu-dashboard (core-records §2.13, §3.11): Start and Stop date pickers, then the cards and statistics tables
 * of the period; the central unit has a second tab, Map. Other organisations see their own subject, company
 * and offence figures only; the dissemination figures also need can.view.ir (core's rules; the server sends
 * each organisation only its own figures in any case).
 *
 * The period is kept in the address so that a view can be shared: a new period fires fiu-navigate with
 * `/dashboard?start=…&stop=…` and `replace: true` (no history entry per date typed), and the page gives it
 * back through the `query` attribute (the standalone app) or `start` and `stop` (a host page).
 */
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { getConfig } from '@fiu/core/config';
import { canSeeDashboardMap, canSeeDashboardTables } from '@fiu/core/permissions/actions';
import { canSeeDashboard, dashboardFields } from '@fiu/core/permissions/dashboard';
import { dateFieldCss } from '@fiu/ui/dateField.css';
import { DateField } from '@fiu/ui/DateField';
import { PermissionDenied } from '@fiu/ui/PermissionDenied';
import { Tabs } from '@fiu/ui/Tabs';
import type { ElementProps } from '../define/types';
import { useSession } from '../define/useSession';
import { lazyPart } from '../shared/forms/lazyPart';
import { useOrganisations } from '../shared/records/lookups';
import { dashboardCss } from './dashboard.css';
import type { MapPanelProps } from './MapPanel';
import { Overview, type OrganisationOf } from './Overview';
import { dashboardPath, isValidPeriod, periodLabel, readPeriod, samePeriod, type Period } from './period';
import { useDashboard } from './useDashboard';

export const css = dateFieldCss + dashboardCss;

const MapPanel = lazyPart<MapPanelProps>(() => import('./MapPanel'));

export const PERIOD_TEXT = {
  start: 'Start',
  stop: 'Stop',
  stopAfterToday: 'The Stop date cannot be after today.',
  startAfterStop: 'The Start date cannot be after the Stop date.',
} as const;

export type DashboardProps = ElementProps<{ start?: string; stop?: string; query?: string; mapTiles?: string }>;

export default function Dashboard(props: DashboardProps): ReactElement {
  const user = useSession((s) => s.user);
  if (!canSeeDashboard(user, { unitCode: getConfig().unitCode })) return <PermissionDenied />;
  return <DashboardScreen {...props} />;
}

function DashboardScreen({ emit, start, stop, query, mapTiles }: DashboardProps): ReactElement {
  const user = useSession((s) => s.user);
  const opts = { unitCode: getConfig().unitCode };
  const central = canSeeDashboardTables(user, opts);
  const fields = dashboardFields(user, opts);

  // The period asked for (address or host) wins whenever it changes; the pickers show what is typed.
  const asked = readPeriod({ start, stop, query });
  const [period, setPeriod] = useState<Period>(asked);
  const [draft, setDraft] = useState<Period>(asked);
  useEffect(() => {
    setPeriod(asked);
    setDraft(asked);
  }, [asked.start, asked.stop]); // eslint-disable-line react-hooks/exhaustive-deps

  const pick = (next: Period) => {
    setDraft(next);
    if (!isValidPeriod(next) || samePeriod(next, period)) return;
    setPeriod(next);
    emit('fiu-navigate', { path: dashboardPath(next), replace: true });
  };

  const { state, retry } = useDashboard(period);
  const organisations = useOrganisations(central);
  // The statistics name organisations: their tables wait for the names rather than flash the codes.
  const organisationOf = useMemo<OrganisationOf | null>(() => {
    if (central && organisations === null) return null;
    const byKey = new Map<string, { domain: string; name: string }>();
    for (const o of organisations ?? []) {
      byKey.set(o.domain, { domain: o.domain, name: o.name });
      byKey.set(o.name, { domain: o.domain, name: o.name });
    }
    return (key) => byKey.get(key) ?? { domain: key, name: key };
  }, [central, organisations]);

  const [tab, setTab] = useState<'dashboard' | 'map'>('dashboard');
  const overview = <Overview state={state} retry={retry} period={period} fields={fields} organisationOf={organisationOf} emit={emit} />;

  return (
    <section className="dash-screen" aria-labelledby="dash-title">
      <header className="dash-header" part="header">
        <div>
          <h1 className="dash-header__title" id="dash-title">
            Dashboard
          </h1>
          {/* A live region: a new period is announced as it is applied. */}
          <p className="dash-header__period" role="status">
            {periodLabel(period)}
          </p>
        </div>
        <div className="dash-period" role="group" aria-label="Period" part="period">
          <DateField
            label={PERIOD_TEXT.start}
            value={draft.start}
            max={draft.stop && isValidPeriod({ start: '', stop: draft.stop }) ? draft.stop : 'today'}
            maxMessage={draft.stop ? PERIOD_TEXT.startAfterStop : PERIOD_TEXT.stopAfterToday}
            onChange={(v) => pick({ ...draft, start: v })}
          />
          <DateField
            label={PERIOD_TEXT.stop}
            value={draft.stop}
            max="today"
            maxMessage={PERIOD_TEXT.stopAfterToday}
            onChange={(v) => pick({ ...draft, stop: v })}
          />
        </div>
      </header>
      {canSeeDashboardMap(user, opts) ? (
        <Tabs
          aria-label="Dashboard views"
          tabs={[
            { id: 'dashboard', label: 'Dashboard' },
            { id: 'map', label: 'Map' },
          ]}
          value={tab}
          onChange={(id) => setTab(id as 'dashboard' | 'map')}
        >
          {(id) => (id === 'map' ? <MapPanel tiles={mapTiles} fallback={<p role="status">Loading the map…</p>} /> : overview)}
        </Tabs>
      ) : (
        overview
      )}
    </section>
  );
}
