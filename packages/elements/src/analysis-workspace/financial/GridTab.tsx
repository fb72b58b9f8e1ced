/**
 * Statement, Bank Transfer and Cash Transactions (analysis-tools §2, §9): the server-side data grid over
 * api.grids' sources 'statement', 'transfers' and 'cash'. The rows stay on the server: the grid sends its
 * typed query (filters, the amount bands, Weekends, search, sort) with the workspace's subjects and period,
 * and Export streams the whole filtered set as an .xlsx named as §9 says (GRID_EXPORT_FILE). The cash view's
 * description column is wider. The grid's code (TanStack) comes with this tab, never with the shell.
 */
import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { exportXlsx, page } from '@fiu/core/api/grids';
import { FLOW_FILTER_BANDS } from '@fiu/core/refdata/lists';
import { GRID_COLUMNS, GRID_ROW_KEY, type GridQuery, type GridSource } from '@fiu/core/schemas/gridQuery';
import { saveBlob } from '../../shared/analysis/saveBlob';
import { scopeOf, type Period } from '../../shared/analysis/period';
import { NotYet, TabFailed, TabLoading } from '../../shared/analysis/TabState';

/** The props this tab gives @fiu/ui/grid's DataGrid (the grid-ui contract of issue 10). */
interface DataGridContract {
  columns: readonly (typeof GRID_COLUMNS)[GridSource][number][];
  bands: typeof FLOW_FILTER_BANDS;
  rowKey: string;
  fetchPage(query: GridQuery, signal: AbortSignal): Promise<{ rows: Record<string, unknown>[]; total: number; at: number; next: string | null }>;
  onExport(query: GridQuery): Promise<void>;
  onQueryChange?(query: GridQuery): void;
  'aria-label'?: string;
  className?: string;
}

type Loaded = { grid: ComponentType<DataGridContract> | null } | { error: string };

/** Column widths the grid's columns take where a source needs a wider one (the cash view's description). */
const WIDE_DESCRIPTION: Partial<Record<GridSource, boolean>> = { cash: true };

const LABEL: Partial<Record<GridSource, string>> = { statement: 'Statement', transfers: 'Bank Transfer', cash: 'Cash Transactions' };

export default function GridTab({ source, subjects, period }: { source: 'statement' | 'transfers' | 'cash'; subjects: readonly string[]; period: Period }): ReactElement {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [exportError, setExportError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    import('@fiu/ui/grid').then(
      (mod) => live && setLoaded({ grid: ((mod as Record<string, unknown>).DataGrid as ComponentType<DataGridContract> | undefined) ?? null }),
      () => live && setLoaded({ error: 'The grid could not be loaded. Check the connection.' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (!loaded) return <TabLoading label="Loading the grid" />;
  if ('error' in loaded) return <TabFailed what="The grid" error={loaded.error} onRetry={() => setAttempt((a) => a + 1)} />;
  const DataGrid = loaded.grid;
  if (!DataGrid) return <NotYet title={LABEL[source] ?? source}>The transactions grid arrives with the data grid of this release.</NotYet>;

  const s = scopeOf(subjects, period);
  const scope = { Suspect: s.suspects, start: s.start, end: s.end };
  return (
    <div className={`fiu-grid-tab${WIDE_DESCRIPTION[source] ? ' fiu-grid-tab--wide-description' : ''}`} data-source={source}>
      {exportError ? (
        <p role="alert" className="fiu-an__bar-error">
          {exportError}
        </p>
      ) : null}
      <DataGrid
        // A new scope is a new grid: it reloads from its first page.
        key={JSON.stringify(scope)}
        aria-label={LABEL[source]}
        columns={GRID_COLUMNS[source]}
        bands={FLOW_FILTER_BANDS}
        rowKey={GRID_ROW_KEY[source]}
        fetchPage={(query, signal) => page(source, { scope, query }, signal)}
        onExport={async (query) => {
          setExportError(null);
          try {
            const { blob, filename } = await exportXlsx(source, { scope, query: { ...query, after: undefined, at: undefined, limit: undefined } });
            saveBlob(blob, filename);
          } catch {
            setExportError('The export could not be made. Try again.');
          }
        }}
      />
    </div>
  );
}
