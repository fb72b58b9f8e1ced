/**
 * The Call Details grids (analysis-tools §2, §9): Call Details (source 'calls': the subjects' call records in the
 * period and direction, paged on the server, row key Record_ID, export DataGrid.xlsx), GOAML Transactions
 * (source 'goaml', DataGrid.xlsx) and Called & Transacted (source 'calledTransacted': statement rows naming a
 * number the subjects called, StatementCDRNames.xlsx). The rows stay on the server: the grid sends its typed
 * query with the subjects, the period and (the call list) the direction; Export streams the whole filtered set.
 * Loaded with its tab, so the grid (TanStack) never weighs on the workspace's shell.
 */
import { useMemo, type ReactElement } from 'react';
import { page } from '@fiu/core/api/grids';
import { FLOW_FILTER_BANDS } from '@fiu/core/refdata/analysisLists';
import { GRID_COLUMNS, GRID_ROW_KEY, type GridSource } from '@fiu/core/schemas/gridColumns';
import { DataGrid, dataGridCss } from '@fiu/ui/datagrid';
import { gridCss } from '@fiu/ui/grid';
import { scopeOf } from '../../shared/analysis/period';
import { PartStyles } from '../../shared/forms/PartStyles';
import { ExportFailure, useGridExport } from '../../shared/analysis/useGridExport';
import { queryDirection } from './direction';
import type { CallTabProps } from './props';

export type CallGridSource = Extract<GridSource, 'calls' | 'goaml' | 'calledTransacted'>;

const LABEL: Record<CallGridSource, string> = { calls: 'Call Details', goaml: 'GOAML Transactions', calledTransacted: 'Called & Transacted' };

export interface CallGridTabProps extends CallTabProps {
  source: CallGridSource;
}

export default function CallGridTab({ source, subjects, period, direction }: CallGridTabProps): ReactElement {
  const s = scopeOf(subjects, period);
  // Only the call list reads the direction: the goAML and statement rows have none, so they do not reload for it.
  const dir = source === 'calls' ? queryDirection(direction) : undefined;
  const key = JSON.stringify([s, dir]);
  const request = useMemo(() => ({ scope: { Suspect: s.suspects, start: s.start, end: s.end }, ...(dir ? { direction: dir } : {}) }), [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const exported = useGridExport(source, (whole) => ({ ...request, query: whole }));

  return (
    <div className="fiu-grid-tab" data-source={source}>
      <PartStyles css={gridCss + dataGridCss} />
      <ExportFailure text={exported.failure} />
      <DataGrid
        // New subjects, period or direction: a new grid, from its first page.
        key={key}
        label={LABEL[source]}
        columns={GRID_COLUMNS[source]}
        bands={FLOW_FILTER_BANDS}
        rowKey={GRID_ROW_KEY[source]}
        fetchPage={(query, signal) => page(source, { ...request, query }, signal)}
        onExport={exported.exportAll}
        emptyTitle="No Results"
        height={520}
      />
    </div>
  );
}
