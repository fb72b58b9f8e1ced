/**
 * Calls on the offline map (analysis-tools §2 "Map", §9: centre 9.0765 / 7.3986, zoom 5, 500 px tall): one
 * clustered marker per located call, a cluster's click zooms in, a call's popup gives the number, the other
 * number, the time, the type and the cell site; "Show all calls" fits the view. Shared by the workspace's Call
 * Details > Map and the call-records page's Map; each loads its own CallPoints (core api/callPoints.ts).
 */
import { useMemo, useState, type ReactElement } from 'react';
import { callPointAt, type CallPoints } from '@fiu/core/api/callPoints';
import { formatLongDateTime } from '@fiu/core/format/date';
import { Button } from '@fiu/ui/Button';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_HEIGHT, DEFAULT_MAP_ZOOM, MapView, type MapClusters } from '@fiu/ui/map';
import { PartStyles } from '../forms/PartStyles';

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

export function CallMap({ data, busy = false }: { data: CallPoints; busy?: boolean }): ReactElement {
  const [fit, setFit] = useState(0);
  // One points array per answer: the map builds its cluster index once per array.
  const clusters = useMemo<MapClusters>(
    () => ({ points: data.rows.map(([lat, lng]) => ({ lat, lng })), describe: (i) => describeCall(data, i), noun: CALLS }),
    [data],
  );
  return (
    <div className="fiu-calls-map" aria-busy={busy}>
      <PartStyles css={callMapCss} />
      <div className="fiu-calls-map__bar">
        <p className="fiu-an__note" role="status">
          {data.rows.length ? summaryOf(data) : 'No Results'}
        </p>
        <Button variant="secondary" onClick={() => setFit((n) => n + 1)} disabled={!data.rows.length}>
          Show all calls
        </Button>
      </div>
      <MapView center={DEFAULT_MAP_CENTER} zoom={DEFAULT_MAP_ZOOM} height={DEFAULT_MAP_HEIGHT} clusters={clusters} fitRequest={fit} aria-label="Call locations" />
    </div>
  );
}

const callMapCss = /* css */ `
.fiu-calls-map { display: flex; flex-direction: column; gap: var(--fiu-space-2, 8px); min-width: 0; }
.fiu-calls-map__bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--fiu-space-2, 8px); }
`;
