/**
 * A list's table and pager over useRecordList: the rows, loading, a failure with Retry, the empty state and the
 * no-match state of a search, and the pager once there is more than a page. The lists of the later screens
 * (cases, requests, the feedback register) are this and their columns.
 */
import type { ReactElement } from 'react';
import { DataTable, Pagination, type DataTableColumn } from '@fiu/ui/grid';
import { serverText } from '../errors';
import type { RecordList } from './useRecordList';

export interface PagedTableText {
  /** The table's accessible name. */
  label: string;
  loading: string;
  emptyTitle: string;
  empty: string;
  noMatch: string;
}

export interface PagedTableProps<Row extends { id: string }, F> {
  list: RecordList<Row, F>;
  columns: readonly DataTableColumn<Row>[];
  pageSize: number;
  text: PagedTableText;
}

export function PagedTable<Row extends { id: string }, F>({ list, columns, pageSize, text }: PagedTableProps<Row, F>): ReactElement {
  return (
    <>
      <DataTable
        columns={columns}
        rows={list.rows}
        rowKey={(r) => r.id}
        loading={list.loading}
        loadingLabel={text.loading}
        error={list.error ? serverText(list.error) : undefined}
        onRetry={list.reload}
        emptyTitle={list.search ? text.noMatch : text.emptyTitle}
        empty={list.search ? undefined : text.empty}
        aria-label={text.label}
      />
      {list.count > pageSize ? <Pagination offset={list.shownOffset} pageSize={pageSize} total={list.count} onChange={list.setOffset} disabled={list.loading} /> : null}
    </>
  );
}
