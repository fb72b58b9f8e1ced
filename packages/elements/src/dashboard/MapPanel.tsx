/**
 * The Map tab (central unit, core-records §2.13, §9): a Refresh button and a map of the organisations'
 * locations, 600 px tall, centred on the country at zoom 5 (GET /api/dashboard/locations). Organisations a few
 * kilometres apart (several in the capital) would hide each other's pins and names at that zoom, so close ones
 * are one badge with their count that zooms in when chosen; a pin names its organisation (its popup and its
 * accessible name). An organisation without coordinates is named under the map, so none goes missing
 * silently. A lazy part of the screen: '@fiu/ui/map' comes with this tab, and leaflet only when the map mounts.
 */
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { locations as getLocations } from '@fiu/core/api/dashboard';
import type { OrganisationLocation } from '@fiu/core/schemas/dashboard';
import { Banner } from '@fiu/ui/Banner';
import { Button } from '@fiu/ui/Button';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM, MapView } from '@fiu/ui/map';
import { Spinner } from '@fiu/ui/Spinner';
import { serverText } from '../shared/errors';

export const MAP_HEIGHT = 600;
export const MAP_TEXT = {
  refresh: 'Refresh',
  loading: 'Loading the organisations…',
  failed: 'The organisations’ locations could not be loaded.',
  retry: 'Retry',
  unplaced: 'No location recorded:',
  none: 'No organisation has a location yet.',
} as const;

const NOUN = { one: 'organisation', other: 'organisations' };

export interface MapPanelProps {
  /** A tile URL template; none: the offline base map. */
  tiles?: string;
}

type State = { status: 'loading'; rows: OrganisationLocation[] | null } | { status: 'ready'; rows: OrganisationLocation[] } | { status: 'failed'; error: string };

const placed = (o: OrganisationLocation): o is OrganisationLocation & { latitude: number; longitude: number } =>
  typeof o.latitude === 'number' && typeof o.longitude === 'number' && Number.isFinite(o.latitude) && Number.isFinite(o.longitude);

export default function MapPanel({ tiles }: MapPanelProps): ReactElement {
  const [state, setState] = useState<State>({ status: 'loading', rows: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ status: 'loading', rows: s.status === 'ready' ? s.rows : null }));
    getLocations().then(
      (r) => live && setState({ status: 'ready', rows: Array.isArray(r?.results) ? r.results : [] }),
      (e: unknown) => live && setState({ status: 'failed', error: serverText(e) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const refresh = () => setAttempt((n) => n + 1);

  const rows = state.status === 'failed' ? null : state.rows;
  // A new points array only when the answer changes: the map indexes them per array.
  const clusters = useMemo(() => {
    const onMap = (rows ?? []).filter(placed);
    return {
      points: onMap.map((o) => ({ lat: o.latitude, lng: o.longitude })),
      describe: (i: number) => ({ title: onMap[i]?.domain__name ?? '' }),
      noun: NOUN,
      pointStyle: 'pin' as const,
      radius: 48,
    };
  }, [rows]);
  const unplaced = (rows ?? []).filter((o) => !placed(o)).map((o) => o.domain__name);
  return (
    <div className="dash-map">
      <div className="dash-map__tools">
        <Button variant="secondary" onClick={refresh} disabled={state.status === 'loading'}>
          {MAP_TEXT.refresh}
        </Button>
        {state.status === 'loading' ? <Spinner label={MAP_TEXT.loading} showLabel size="sm" /> : null}
      </div>
      {state.status === 'failed' ? (
        <Banner variant="error" role="alert" title={MAP_TEXT.failed} actions={<Button variant="secondary" onClick={refresh}>{MAP_TEXT.retry}</Button>}>
          <p>{state.error}</p>
        </Banner>
      ) : null}
      <MapView
        center={DEFAULT_MAP_CENTER}
        zoom={DEFAULT_MAP_ZOOM}
        height={MAP_HEIGHT}
        clusters={clusters}
        tileUrl={tiles || undefined}
        aria-label="Map: locations of the organisations"
      />
      {state.status === 'ready' && state.rows.length === 0 ? <p className="dash-map__note">{MAP_TEXT.none}</p> : null}
      {unplaced.length ? (
        <p className="dash-map__note" data-unplaced="">
          {MAP_TEXT.unplaced} {unplaced.join(', ')}
        </p>
      ) : null}
    </div>
  );
}
