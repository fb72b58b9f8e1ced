/**
 * fiu-call-records (analysis-tools §2 "Call-records listing", §7 "Call records", §9; issue 10 items 1 and 6): the
 * calls of a list of phone numbers (property `numbers`), 100 a page, with no add and no checkboxes. Columns
 * terminating_number, originating_number, call_type, call_duration ('N seconds'), cdr_ts (long date-time),
 * calling_subscriber_name, called_subscriber_name; sorted on the server by the allow-listed columns, searched
 * on Enter. Whose side the numbers are on is the Direction select (GET /cdr?{direction}_number). Clicking a row
 * (or its Timeline button) opens the timeline of the calls between its two numbers. Central unit only.
 *
 * Not built here yet: the listing page's pivot table, map and network graph (§2 names them).
 */
import { useState, type MouseEvent, type ReactElement } from 'react';
import { callRecords, type CallDirection } from '@fiu/core/api/analysis';
import { formatLongDateTime } from '@fiu/core/format/date';
import type { CallRecord } from '@fiu/core/schemas/analysis';
import { Button } from '@fiu/ui/Button';
import { EmptyState } from '@fiu/ui/EmptyState';
import { PermissionDenied } from '@fiu/ui/PermissionDenied';
import { SearchBox } from '@fiu/ui/SearchBox';
import { Select } from '@fiu/ui/Select';
import { DataTable, Pagination, gridCss, type DataTableColumn, type SortState } from '@fiu/ui/grid';
import type { ElementProps } from '../define/types';
import { analysisCss } from '../shared/analysis/analysis.css';
import { useAnalysisAccess } from '../shared/analysis/useAnalysisAccess';
import { useTabData } from '../shared/analysis/useTabData';
import { callRecordsCss } from './call-records.css';
import { CallTimeline, type TimelinePair } from './CallTimeline';

export const css = gridCss + analysisCss + callRecordsCss;

/** §9: "Call records multi-suspect list: 100 per page". */
export const PAGE_SIZE = 100;

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

const text = (v: string | null | undefined) => v ?? '';
const pairOf = (r: CallRecord): TimelinePair | null => (r.originating_number && r.terminating_number ? { a: r.originating_number, b: r.terminating_number } : null);

/** The spec's seven columns, after a first one holding each row's Timeline button (the keyboard's way in). */
function columnsWith(open: (pair: TimelinePair) => void): DataTableColumn<CallRecord>[] {
  return [
    {
      id: 'timeline',
      header: 'Timeline',
      hideHeader: true,
      cell: (r) => {
        const p = pairOf(r);
        return p ? (
          <Button size="sm" data-timeline="" aria-label={`Timeline of the calls between ${p.a} and ${p.b}`} onClick={() => open(p)}>
            Timeline
          </Button>
        ) : null;
      },
    },
    { id: 'terminating_number', header: 'terminating_number', sortable: true, cell: (r) => text(r.terminating_number) },
    { id: 'originating_number', header: 'originating_number', sortable: true, cell: (r) => text(r.originating_number) },
    { id: 'call_type', header: 'call_type', sortable: true, cell: (r) => text(r.call_type) },
    { id: 'call_duration', header: 'call_duration', sortable: true, numeric: true, firstDirection: 'desc', cell: (r) => `${r.call_duration ?? 0} seconds` },
    {
      id: 'cdr_ts',
      header: 'cdr_ts',
      sortable: true,
      firstDirection: 'desc',
      cell: (r) => (r.cdr_ts ? <time dateTime={r.cdr_ts}>{formatLongDateTime(r.cdr_ts)}</time> : ''),
    },
    { id: 'calling_subscriber_name', header: 'calling_subscriber_name', cell: (r) => text(r.calling_subscriber_name) },
    { id: 'called_subscriber_name', header: 'called_subscriber_name', cell: (r) => text(r.called_subscriber_name) },
  ];
}

type Props = ElementProps<{ numbers?: unknown; direction?: string }>;

export default function CallRecords({ numbers, direction: initialDirection }: Props): ReactElement {
  const access = useAnalysisAccess();
  const list = numbersOf(numbers);
  const [direction, setDirection] = useState<CallDirection>(directionOf(initialDirection));
  const [offset, setOffset] = useState(0);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState>({ id: 'cdr_ts', direction: 'desc' });
  const [pair, setPair] = useState<TimelinePair | null>(null);
  const key = JSON.stringify([list, direction, offset, search, sort]);
  const page = useTabData(
    () =>
      callRecords({
        direction,
        number: list,
        limit: PAGE_SIZE,
        offset,
        ...(search ? { search } : {}),
        sort: `${sort.direction === 'desc' ? '-' : ''}${sort.id}`,
      }),
    key,
    access.allowed && list.length > 0,
  );

  if (!access.allowed) return <PermissionDenied />;

  const rows = page.data?.results ?? [];
  /** A click anywhere on a row opens its timeline, as its Timeline button does (the button is the keyboard's way). */
  function rowClick(e: MouseEvent<HTMLDivElement>): void {
    const target = e.target as HTMLElement;
    if (target.closest('button, a, input, select')) return;
    target.closest('tr, .fiu-datatable__card')?.querySelector<HTMLButtonElement>('button[data-timeline]')?.click();
  }

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
            <Select
              label="Direction"
              options={DIRECTIONS.map((d) => ({ ...d }))}
              value={direction}
              onChange={(e) => {
                setDirection(directionOf(e.currentTarget.value));
                setOffset(0);
              }}
            />
            <SearchBox
              label="Search"
              onSearch={(term) => {
                setSearch(term);
                setOffset(0);
              }}
            />
          </div>
          <div className="fiu-cdrlist__table" onClick={rowClick}>
            <DataTable
              caption="Call records"
              hideCaption
              columns={columnsWith(setPair)}
              narrowLayout="cards"
              rows={rows}
              rowKey={(r, i) => String(r.Record_ID ?? i)}
              sort={sort}
              onSortChange={(s) => {
                setSort(s);
                setOffset(0);
              }}
              loading={page.status === 'loading'}
              loadingLabel="Loading call records"
              error={page.status === 'failed' ? `Call records could not be loaded. ${page.error}` : undefined}
              onRetry={page.retry}
              emptyTitle="No Results"
              empty={search ? 'No call matches the search: clear it or try another term.' : 'These numbers have no calls on this side: try the other direction.'}
            />
          </div>
          <div>
            <Pagination offset={offset} pageSize={PAGE_SIZE} total={page.data?.count ?? 0} onChange={setOffset} disabled={page.status === 'loading'} />
          </div>
        </div>
      )}
      {pair ? <CallTimeline pair={pair} onClose={() => setPair(null)} /> : null}
    </div>
  );
}
