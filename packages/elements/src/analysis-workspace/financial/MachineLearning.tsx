/**
 * Financial Statement > Machine Learning (analysis-tools §2, §9): the places named in the subjects' statement
 * narrations on a map (centre 9.0831973 / 7.4688447, zoom 10, 640 px tall), a route through them in the order
 * the transactions happened (Set mode driving or walking, Route color blue, green or red; weight 6, opacity
 * 0.5), and the grids of person and organisation names. One call: GET /api/analysis/ner (getNER), read from
 * what the importer extracted. No routing service is reachable offline: the route is the straight legs between
 * the places; the mode changes the line (dotted when walking) and the time estimated, never the path.
 */
import { useMemo, useState, type ReactElement } from 'react';
import { namedEntities } from '@fiu/core/api/analysis';
import { Button } from '@fiu/ui/Button';
import { Select } from '@fiu/ui/Select';
import { DataTable, gridCss, type DataTableColumn, type SortState } from '@fiu/ui/grid';
import { MapView, formatDuration, routeSummary, type MapClusters, type RouteMode } from '@fiu/ui/map';
import { PartStyles } from '../../shared/forms/PartStyles';
import { scopeOf, type Period } from '../../shared/analysis/period';
import { TabFailed, TabLoading } from '../../shared/analysis/TabState';
import { useTabData } from '../../shared/analysis/useTabData';

/** §9: the Machine Learning map's constants. */
export const ML_MAP = { center: [9.0831973, 7.4688447] as const, zoom: 10, height: 640, routeWeight: 6, routeOpacity: 0.5 };
export const ROUTE_MODES = [
  { value: 'driving', label: 'driving' },
  { value: 'walking', label: 'walking' },
] as const;
export const ROUTE_COLORS = [
  { value: 'blue', label: 'blue' },
  { value: 'green', label: 'green' },
  { value: 'red', label: 'red' },
] as const;

interface Place {
  Name?: string | null;
  State?: string | null;
  LGA?: string | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
  Count?: number | string | null;
}
interface NameRow {
  ID?: string | number | null;
  Name?: string | null;
  Count?: unknown;
}
interface Entities {
  places: { lat: number; lng: number; place: Place }[];
  route: { lat: number; lng: number }[];
  persons: NameRow[];
  orgs: NameRow[];
}

const num = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : Number.NaN);
const located = <T extends { latitude?: unknown; longitude?: unknown }>(rows: readonly T[]) =>
  rows.map((r) => ({ lat: num(r.latitude), lng: num(r.longitude), row: r })).filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng));

function entitiesOf(r: { LOC?: readonly object[] | null; LOCLOC?: readonly object[] | null; PERSON?: readonly NameRow[] | null; ORG?: readonly NameRow[] | null }): Entities {
  return {
    places: located((r.LOC ?? []) as Place[]).map(({ lat, lng, row }) => ({ lat, lng, place: row })),
    route: located((r.LOCLOC ?? []) as Place[]).map(({ lat, lng }) => ({ lat, lng })),
    persons: [...(r.PERSON ?? [])],
    orgs: [...(r.ORG ?? [])],
  };
}

const times = (n: unknown) => `${num(n).toLocaleString('en-GB')} ${num(n) === 1 ? 'time' : 'times'}`;

export default function MachineLearning({ subjects, period }: { subjects: readonly string[]; period: Period }): ReactElement {
  const scope = scopeOf(subjects, period);
  const data = useTabData(() => namedEntities(scope).then(entitiesOf), JSON.stringify(scope));
  const [mode, setMode] = useState<RouteMode>('driving');
  const [color, setColor] = useState<string>('blue');
  const [fit, setFit] = useState(0);
  const loaded = data.data;

  const clusters = useMemo<MapClusters | undefined>(() => {
    if (!loaded) return undefined;
    return {
      points: loaded.places,
      describe: (i) => {
        const p = loaded.places[i]!.place;
        return {
          title: p.Name ?? '',
          rows: [
            ['State', p.State ?? ''],
            ['LGA', p.LGA ?? ''],
            ['In narrations', times(p.Count)],
          ],
        };
      },
      noun: { one: 'place', other: 'places' },
      pointStyle: 'pin',
    };
  }, [loaded]);

  if (data.status === 'failed') return <TabFailed what="The extracted names and places" error={data.error} onRetry={data.retry} />;
  if (!loaded || !clusters) return <TabLoading label="Loading the extracted names and places" />;
  const summary = routeSummary(loaded.route, mode);

  return (
    <div className="fiu-ml" aria-busy={data.status === 'loading'}>
      <PartStyles css={gridCss + mlCss} />
      <div className="fiu-ml__options">
        <Select label="Set mode" value={mode} options={ROUTE_MODES} onChange={(e) => setMode(e.currentTarget.value as RouteMode)} />
        <Select label="Route color" value={color} options={ROUTE_COLORS} onChange={(e) => setColor(e.currentTarget.value)} />
        {/* The map opens at §9's view of Abuja; the places may lie anywhere in the country. */}
        <Button variant="secondary" onClick={() => setFit((n) => n + 1)} disabled={!loaded.places.length && loaded.route.length < 2}>
          Show all places
        </Button>
      </div>
      <p className="fiu-an__note fiu-ml__route" role="status">
        {summary.stops >= 2
          ? `Route through ${summary.stops} places in the order of the transactions: ${Math.round(summary.km).toLocaleString('en-GB')} km in straight lines, about ${formatDuration(summary.minutes)} ${mode}. No road routing is available offline.`
          : loaded.places.length
            ? 'Too few places in the period for a route.'
            : 'No Results'}
      </p>
      <MapView
        center={ML_MAP.center}
        zoom={ML_MAP.zoom}
        height={ML_MAP.height}
        clusters={clusters}
        route={{ points: loaded.route, mode, color, weight: ML_MAP.routeWeight, opacity: ML_MAP.routeOpacity }}
        fitRequest={fit}
        aria-label="Places named in the statements"
      />
      <div className="fiu-ml__grids">
        <NameGrid title="Person names" rows={loaded.persons} />
        <NameGrid title="Organisation names" rows={loaded.orgs} />
      </div>
    </div>
  );
}

const NAME_COLUMNS: DataTableColumn<NameRow>[] = [
  { id: 'Name', header: 'Name', cell: (r) => r.Name ?? '', sortable: true, wrap: true },
  { id: 'Count', header: 'Count', cell: (r) => num(r.Count).toLocaleString('en-GB'), sortable: true, numeric: true, firstDirection: 'desc', width: '8rem' },
];

/** Names as the server sent them (most frequent first), sortable here: at most 500 rows. */
function NameGrid({ title, rows }: { title: string; rows: readonly NameRow[] }): ReactElement {
  const [sort, setSort] = useState<SortState | null>(null);
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const k = sort.direction === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => k * (sort.id === 'Count' ? num(a.Count) - num(b.Count) : (a.Name ?? '').localeCompare(b.Name ?? '', 'en-GB')));
  }, [rows, sort]);
  return (
    <DataTable
      caption={title}
      columns={NAME_COLUMNS}
      rows={sorted}
      rowKey={(r, i) => `${r.ID ?? r.Name}:${i}`}
      sort={sort}
      onSortChange={setSort}
      emptyTitle="No Results"
      maxHeight={400}
    />
  );
}

const mlCss = /* css */ `
.fiu-ml { display: flex; flex-direction: column; gap: var(--fiu-space-3, 16px); min-width: 0; }
.fiu-ml__options { display: flex; flex-wrap: wrap; gap: var(--fiu-space-2, 8px) var(--fiu-space-3, 16px); align-items: flex-end; }
.fiu-ml__options .fiu-field { margin: 0; min-width: 10rem; }
.fiu-ml__grids { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr)); gap: var(--fiu-space-3, 16px); }
`;
