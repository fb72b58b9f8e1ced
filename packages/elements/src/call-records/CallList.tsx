/**
 * The call-records page's listing (analysis-tools §2 "Call-records listing", §7 GET /cdr, §9): the calls of the
 * numbers on one side, 100 a page, with no add and no checkboxes. Columns terminating_number,
 * originating_number, call_type, call_duration ('N seconds'), cdr_ts (long date-time), calling_subscriber_name,
 * called_subscriber_name; sorted on the server by the allow-listed columns, searched on Enter. Clicking a row (or
 * its Timeline button) opens the timeline of the calls between its two numbers.
 */
import { useState, type MouseEvent, type ReactElement } from 'react';
import { callRecords, type CallDirection } from '@fiu/core/api/analysis';
import { formatLongDateTime } from '@fiu/core/format/date';
import type { CallRecord } from '@fiu/core/schemas/analysis';
import { Button } from '@fiu/ui/Button';
import { SearchBox } from '@fiu/ui/SearchBox';
import { DataTable, Pagination, type DataTableColumn, type SortState } from '@fiu/ui/grid';
import { useTabData } from '../shared/analysis/useTabData';
import { CallTimeline, type TimelinePair } from './CallTimeline';

/** §9: "Call records multi-suspect list: 100 per page". */
export const PAGE_SIZE = 100;

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

export function CallList({ numbers, direction }: { numbers: readonly string[]; direction: CallDirection }): ReactElement {
  const [offset, setOffset] = useState(0);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState>({ id: 'cdr_ts', direction: 'desc' });
  const [pair, setPair] = useState<TimelinePair | null>(null);
  const [shownFor, setShownFor] = useState(direction);
  // A new side is a new list: back to its first page.
  if (shownFor !== direction) {
    setShownFor(direction);
    setOffset(0);
  }
  const key = JSON.stringify([numbers, direction, offset, search, sort]);
  const page = useTabData(
    () =>
      callRecords({
        direction,
        number: numbers,
        limit: PAGE_SIZE,
        offset,
        ...(search ? { search } : {}),
        sort: `${sort.direction === 'desc' ? '-' : ''}${sort.id}`,
      }),
    key,
  );
  const rows = page.data?.results ?? [];
  /** A click anywhere on a row opens its timeline, as its Timeline button does (the button is the keyboard's way). */
  function rowClick(e: MouseEvent<HTMLDivElement>): void {
    const target = e.target as HTMLElement;
    if (target.closest('button, a, input, select')) return;
    target.closest('tr, .fiu-datatable__card')?.querySelector<HTMLButtonElement>('button[data-timeline]')?.click();
  }

  return (
    <div className="fiu-cdrlist__body">
      <div className="fiu-cdrlist__controls">
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
      {pair ? <CallTimeline pair={pair} onClose={() => setPair(null)} /> : null}
    </div>
  );
}
