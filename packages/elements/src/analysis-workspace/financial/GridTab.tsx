/**
 * Statement, Bank Transfer, Cash Transactions and Goaml Transactions (analysis-tools §2, §9): @fiu/ui/grid's
 * DataGrid over api.grids' sources 'statement', 'transfers', 'cash' and 'goaml'; the Time Line and Goaml-Accounts
 * tabs draw it too, with their linked condition (`scopeFilter`). The rows stay on the server: the grid sends its
 * typed query (filters, the amount bands, Weekends, search, sort) with the workspace's subjects and period,
 * and Export streams the whole filtered set as an .xlsx named as §9 says (GRID_EXPORT_FILE). The cash view's
 * description column is wider. This module is loaded with its tab, so the grid (TanStack) never weighs on
 * the workspace's shell.
 */
import { useMemo, useState, type ReactElement } from 'react';
import { page } from '@fiu/core/api/grids';
import { FLOW_FILTER_BANDS } from '@fiu/core/refdata/analysisLists';
import { GRID_COLUMNS, GRID_ROW_KEY, type GridColumnDef } from '@fiu/core/schemas/gridColumns';
import type { GridFilterNode, GridQuery } from '@fiu/core/schemas/gridQuery';
import { DataGrid, dataGridCss } from '@fiu/ui/datagrid';
import { gridCss } from '@fiu/ui/grid';
import { scopeOf, type Period } from '../../shared/analysis/period';
import { PartStyles } from '../../shared/forms/PartStyles';
import { ExportFailure, useGridExport } from '../../shared/analysis/useGridExport';

export type GridTabSource = 'statement' | 'transfers' | 'cash' | 'goaml';

const LABEL: Record<GridTabSource, string> = { statement: 'Statement', transfers: 'Bank Transfer', cash: 'Cash Transactions', goaml: 'Goaml Transactions' };

/** The cash view's description column is wider (§2): cash rows carry the teller's long narrations. */
const WIDE_DESCRIPTION_PX = 420;

export function columnsOf(source: GridTabSource): (GridColumnDef & { width?: number })[] {
  return GRID_COLUMNS[source].map((c) => (source === 'cash' && c.id === 'Transaction_Description' ? { ...c, width: WIDE_DESCRIPTION_PX } : c));
}

export interface GridTabProps {
  source: GridTabSource;
  subjects: readonly string[];
  period: Period;
  /** The grid's first query (a chart's counterparty or account opened in the grid). */
  initialQuery?: GridQuery;
  /** Told of every change of the grid's query (a linked view keeps it across a reload). */
  onQueryChange?(query: GridQuery): void;
  /**
   * A condition the tab's linked views add to every read and export (a brushed period, an amount band): ANDed
   * with the grid's own filter. A new `scopeFilter` reloads the grid from its first page, keeping its query.
   */
  scopeFilter?: GridFilterNode;
  /** Names the grid (default the source's tab name). */
  label?: string;
  height?: number;
}

/** The grid's own filter with the linked views' condition. */
export function withScopeFilter(query: GridQuery, scopeFilter: GridFilterNode | undefined): GridQuery {
  if (!scopeFilter) return query;
  return { ...query, filter: query.filter ? { type: 'group', join: 'and', items: [scopeFilter, query.filter] } : scopeFilter };
}

export default function GridTab({ source, subjects, period, initialQuery, onQueryChange, scopeFilter, label, height = 520 }: GridTabProps): ReactElement {
  const s = scopeOf(subjects, period);
  const scopeKey = JSON.stringify(s);
  const scope = useMemo(() => ({ Suspect: s.suspects, start: s.start, end: s.end }), [scopeKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const columns = useMemo(() => columnsOf(source), [source]);
  const scopeFilterKey = scopeFilter ? JSON.stringify(scopeFilter) : '';
  // The grid's latest query: a reload for a new linked condition starts from it (the user's filters stay).
  const [lastQuery, setLastQuery] = useState<GridQuery | undefined>(initialQuery);

  const exported = useGridExport(source, (whole) => ({ scope, query: withScopeFilter(whole, scopeFilter) }));

  return (
    <div className="fiu-grid-tab" data-source={source}>
      <PartStyles css={gridCss + dataGridCss} />
      <ExportFailure text={exported.failure} />
      <DataGrid
        // A new subject set, period or linked condition is a new grid: it reloads from its first page.
        key={`${scopeKey}|${scopeFilterKey}`}
        label={label ?? LABEL[source]}
        columns={columns}
        bands={FLOW_FILTER_BANDS}
        rowKey={GRID_ROW_KEY[source]}
        fetchPage={(query, signal) => page(source, { scope, query: withScopeFilter(query, scopeFilter) }, signal)}
        onExport={exported.exportAll}
        initialQuery={lastQuery}
        onQueryChange={(q) => {
          setLastQuery(q);
          onQueryChange?.(q);
        }}
        emptyTitle="No Results"
        height={height}
      />
    </div>
  );
}
