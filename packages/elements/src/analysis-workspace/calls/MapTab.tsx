/**
 * Call Details > Map (analysis-tools §2, §9; issue 10 item 6): where the subjects' calls of the chosen direction
 * were made in the period, as clustered markers on the offline map (centre 9.0765 / 7.3986, zoom 5, 500 px
 * tall). A cluster's click zooms in; a call's popup gives the number, the other number, the time, the type and
 * the cell site. One call: GET /api/cdr/points (compact, at most 100,000 calls). This module is loaded with its
 * tab, and leaflet and supercluster when the map is first drawn, so the workspace's shell carries none of them.
 */
import { useMemo, useState, type ReactElement } from 'react';
import { callPointAt, callPoints, type CallPoints } from '@fiu/core/api/callPoints';
import { formatLongDateTime } from '@fiu/core/format/date';
import { Button } from '@fiu/ui/Button';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_HEIGHT, DEFAULT_MAP_ZOOM, MapView, type MapClusters } from '@fiu/ui/map';
import { PartStyles } from '../../shared/forms/PartStyles';
import { scopeOf, type Period } from '../../shared/analysis/period';
import { TabFailed, TabLoading } from '../../shared/analysis/TabState';
import { useTabData } from '../../shared/analysis/useTabData';

export interface MapTabProps {
  subjects: readonly string[];
  period: Period;
  /** The Call Direction select's value ('Voice Originating', ...); none: calls either way. */
  direction?: string;
}

const CALLS = { one: 'call', other: 'calls' };
const count = (n: number) => n.toLocaleString('en-GB');

/** What the map's popup says of call `i`: the number as title, then the other number, time, type and site. */
export function describeCall(data: CallPoints, i: number): { title: string; rows: [string, string][] } {
  const c = callPointAt(data, i);
  return {
    title: c.number,
    rows: [
      ['Other number', c.other || 'Not recorded'],
      ['Time', formatLongDateTime(c.at)],
      ['Type', c.type || 'Not recorded'],
      ['Site', c.site ?? 'Not recorded'],
    ],
  };
}

/** The line above the map: how many calls it shows, and whether the period held more. */
export function summaryOf(data: CallPoints): string {
  if (data.truncated) return `Showing the first ${count(data.rows.length)} of ${count(data.count)} calls with a recorded cell site (the oldest first).`;
  return `${count(data.rows.length)} ${data.rows.length === 1 ? 'call' : 'calls'} with a recorded cell site.`;
}

export default function MapTab({ subjects, period, direction }: MapTabProps): ReactElement {
  const scope = scopeOf(subjects, period);
  const key = JSON.stringify([scope, direction ?? null]);
  const data = useTabData((signal) => callPoints({ suspects: scope.suspects, start: scope.start, end: scope.end, direction }, signal), key);
  const loaded = data.data;
  const [fit, setFit] = useState(0);

  // One points array per answer: the map builds its cluster index once per array.
  const clusters = useMemo<MapClusters | undefined>(() => {
    if (!loaded) return undefined;
    return {
      points: loaded.rows.map(([lat, lng]) => ({ lat, lng })),
      describe: (i) => describeCall(loaded, i),
      noun: CALLS,
    };
  }, [loaded]);

  if (data.status === 'failed') return <TabFailed what="The call map" error={data.error} onRetry={data.retry} />;
  if (!loaded || !clusters) return <TabLoading label="Loading the call map" />;
  return (
    <div className="fiu-calls-map" aria-busy={data.status === 'loading'}>
      <PartStyles css={mapTabCss} />
      <div className="fiu-calls-map__bar">
        <p className="fiu-an__note" role="status">
          {loaded.rows.length ? summaryOf(loaded) : 'No Results'}
        </p>
        <Button variant="secondary" onClick={() => setFit((n) => n + 1)} disabled={!loaded.rows.length}>
          Show all calls
        </Button>
      </div>
      <MapView
        center={DEFAULT_MAP_CENTER}
        zoom={DEFAULT_MAP_ZOOM}
        height={DEFAULT_MAP_HEIGHT}
        clusters={clusters}
        fitRequest={fit}
        aria-label="Call locations"
      />
    </div>
  );
}

const mapTabCss = /* css */ `
.fiu-calls-map { display: flex; flex-direction: column; gap: var(--fiu-space-2, 8px); min-width: 0; }
.fiu-calls-map__bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--fiu-space-2, 8px); }
`;
