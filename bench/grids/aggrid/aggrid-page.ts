// AG Grid Community's client-side row model over the grid bench's 1,000,000 statement rows (bench/grids/world.ts),
// as a grid user would build it: the rows downloaded as JSON, every operation in the browser. Built and driven by
// run.ts, which times window.bench's calls from the action to the rows painted.
import { AllCommunityModule, createGrid, ModuleRegistry, type GridApi } from 'ag-grid-community';

ModuleRegistry.registerModules([AllCommunityModule]);

interface Row {
  Transaction_ID: string;
  Transaction_Date: string;
  Transaction_Value_Date: string;
  Account_Number: string;
  Transaction_Description: string;
  Inflows: number;
  Outflows: number;
  Transaction_Currency: string;
}

const LAGOS_MS = 3_600_000;
let weekendsOnly = false;
const isWeekend = (iso: string) => [0, 6].includes(new Date(Date.parse(iso) + LAGOS_MS).getUTCDay());
const frames = () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));

let api: GridApi<Row>;

/** The next modelUpdated, then the frame after it: the rows painted. */
function painted(): Promise<void> {
  return new Promise((resolve) => {
    const on = () => {
      api.removeEventListener('modelUpdated', on);
      void frames().then(resolve);
    };
    api.addEventListener('modelUpdated', on);
  });
}

async function timed(action: () => void, wait: () => Promise<void> = painted): Promise<number> {
  const t0 = performance.now();
  const done = wait();
  action();
  await done;
  return performance.now() - t0;
}

const host = document.createElement('div');
host.style.height = '600px';
document.body.append(host);

const bench = {
  /** Download, parse, build the grid, first rows painted. */
  async load(): Promise<{ ms: number; rows: number; heapMb: number }> {
    const t0 = performance.now();
    const raw = (await (await fetch('/rows.json')).json()) as [string, string, string, string, string, number, number, string][];
    const rowData: Row[] = raw.map((r) => ({
      Transaction_ID: r[0],
      Transaction_Date: r[1],
      Transaction_Value_Date: r[2],
      Account_Number: r[3],
      Transaction_Description: r[4],
      Inflows: r[5],
      Outflows: r[6],
      Transaction_Currency: r[7],
    }));
    raw.length = 0;
    await new Promise<void>((resolve) => {
      api = createGrid<Row>(host, {
        rowData,
        getRowId: (p) => p.data.Transaction_ID,
        columnDefs: [
          { field: 'Transaction_Date', filter: 'agTextColumnFilter', sort: 'desc' },
          { field: 'Transaction_Value_Date' },
          { field: 'Account_Number', filter: 'agTextColumnFilter' },
          { field: 'Transaction_Description', filter: 'agTextColumnFilter', width: 320 },
          { field: 'Inflows', filter: 'agNumberColumnFilter' },
          { field: 'Outflows', filter: 'agNumberColumnFilter' },
          { field: 'Transaction_Currency' },
          { field: 'Transaction_ID' },
        ],
        isExternalFilterPresent: () => weekendsOnly,
        doesExternalFilterPass: (node) => isWeekend(node.data!.Transaction_Date),
        onFirstDataRendered: () => void frames().then(resolve),
      });
    });
    const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
    return { ms: performance.now() - t0, rows: api.getDisplayedRowCount(), heapMb: Math.round((memory?.usedJSHeapSize ?? 0) / 2 ** 20) };
  },
  /** Back to every row, newest first (not timed). */
  async reset(): Promise<void> {
    weekendsOnly = false;
    api.setGridOption('quickFilterText', '');
    api.setFilterModel(null);
    api.applyColumnState({ state: [{ colId: 'Transaction_Date', sort: 'desc' }], defaultState: { sort: null } });
    api.onFilterChanged();
    await frames();
    api.ensureIndexVisible(0, 'top');
    await frames();
  },
  async op(name: string): Promise<{ ms: number; rows: number; first: string }> {
    let ms: number;
    switch (name) {
      case 'weekends-inflow':
        ms = await timed(() => {
          weekendsOnly = true;
          api.setFilterModel({ Inflows: { filterType: 'number', type: 'greaterThan', filter: 5_000_000 } });
          api.onFilterChanged();
        });
        break;
      case 'outflow-band':
        ms = await timed(() => api.setFilterModel({ Outflows: { filterType: 'number', type: 'inRange', filter: 500_000, filterTo: 2_999_999.99 } }));
        break;
      case 'contains':
        ms = await timed(() => api.setFilterModel({ Transaction_Description: { filterType: 'text', type: 'contains', filter: 'okafor' } }));
        break;
      case 'sort-inflow':
        ms = await timed(() => api.applyColumnState({ state: [{ colId: 'Inflows', sort: 'desc' }], defaultState: { sort: null } }));
        break;
      case 'search':
        ms = await timed(() => api.setGridOption('quickFilterText', 'okafor'));
        break;
      case 'jump':
        ms = await timed(
          () => api.ensureIndexVisible(900_000, 'top'),
          () =>
            new Promise<void>((resolve) => {
              const check = () => {
                const cell = host.querySelector('[row-index="900000"] [col-id="Transaction_Description"]');
                if (cell?.textContent) void frames().then(resolve);
                else requestAnimationFrame(check);
              };
              requestAnimationFrame(check);
            }),
        );
        break;
      default:
        throw new Error(`unknown op ${name}`);
    }
    const first = api.getDisplayedRowAtIndex(name === 'jump' ? 900_000 : 0)?.data?.Transaction_ID ?? '';
    return { ms, rows: api.getDisplayedRowCount(), first };
  },
};
(window as unknown as { bench: typeof bench }).bench = bench;
