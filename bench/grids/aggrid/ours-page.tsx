// Our DataGrid over the same 1,000,000 statement rows, worked on the server (run.ts proxies /grid to the Hono
// app with the analyst's session over the bench world). window.bench.op(name) opens the grid on a new query (a
// new filter, sort or search) or drags the scrollbar to row 900,000, and answers when the first rows are painted.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { DataGrid, dataGridCss } from '@fiu/ui/datagrid';
import { gridCss, type GridPage, type GridQuery } from '@fiu/ui/grid';
import { tokensCss } from '@fiu/ui/tokens.css';
import { uiCss } from '@fiu/ui/ui.css';

const columns = [
  { id: 'Transaction_Date', label: 'Transaction Date', type: 'datetime' as const, weekends: true },
  { id: 'Transaction_Value_Date', label: 'Value Date', type: 'date' as const, weekends: true },
  { id: 'Account_Number', label: 'Account Number', type: 'text' as const, searchable: true },
  { id: 'Transaction_Description', label: 'Description', type: 'text' as const, searchable: true },
  { id: 'Inflows', label: 'IN-FLOW', type: 'money' as const },
  { id: 'Outflows', label: 'OUT-FLOW', type: 'money' as const },
  { id: 'Transaction_Currency', label: 'Currency', type: 'text' as const },
];

const QUERIES: Record<string, GridQuery> = {
  open: {},
  'weekends-inflow': {
    filter: { type: 'group', join: 'and', items: [{ type: 'weekend', column: 'Transaction_Date' }, { type: 'compare', column: 'Inflows', op: 'gt', value: 5_000_000 }] },
  },
  'outflow-band': { filter: { type: 'between', column: 'Outflows', from: 500_000, to: '2999999.99' } },
  contains: { filter: { type: 'compare', column: 'Transaction_Description', op: 'contains', value: 'okafor' } },
  'sort-inflow': { sort: [{ column: 'Inflows', desc: true }] },
  search: { search: 'okafor' },
};

let lastTotal = 0;
async function fetchPage(query: GridQuery, signal: AbortSignal): Promise<GridPage> {
  const res = await fetch('/grid', { method: 'POST', body: JSON.stringify(query), headers: { 'Content-Type': 'application/json' }, signal });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  const page = (await res.json()) as GridPage;
  lastTotal = page.total;
  return page;
}

let show: (q: { key: number; query: GridQuery }) => void = () => {};
function App() {
  const [q, setQ] = useState({ key: 0, query: QUERIES.open! });
  show = setQ;
  return <DataGrid key={q.key} label="Statement" columns={columns} rowKey="Transaction_ID" fetchPage={fetchPage} initialQuery={q.query} height={600} />;
}

const style = document.createElement('style');
style.textContent = `${tokensCss}\n${uiCss}\n${gridCss}\n${dataGridCss}\nbody { margin: 16px; font-family: var(--fiu-font-family); }`;
document.head.append(style);
const host = document.createElement('div');
host.className = 'fiu-root';
document.body.append(host);
createRoot(host).render(<App />);

const frames = () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
const cellOf = (row: number) => document.querySelector<HTMLElement>(`[data-row="${row}"] .fiu-dgrid__td:not(:empty)`);
/** Resolves when row `row`'s cells hold text, then the frame after. */
const paintedRow = (row: number) =>
  new Promise<void>((resolve) => {
    const check = () => (cellOf(row)?.textContent ? void frames().then(resolve) : requestAnimationFrame(check));
    requestAnimationFrame(check);
  });

let key = 0;
const bench = {
  async op(name: string): Promise<{ ms: number; rows: number; first: string }> {
    if (name === 'jump') {
      // The scrollbar dragged to row 900,000 of the open grid (scrollTop set as a drag does).
      const el = document.querySelector<HTMLElement>('.fiu-dgrid__scroll')!;
      const body = document.querySelector<HTMLElement>('.fiu-dgrid__body')!;
      const drawn = parseFloat(body.style.height);
      const viewport = el.clientHeight - 76;
      const total = lastTotal * 32;
      const t0 = performance.now();
      el.scrollTop = (900_000 * 32 * (drawn - viewport)) / (total - viewport);
      await paintedRow(900_000);
      return { ms: performance.now() - t0, rows: lastTotal, first: cellOf(900_000)?.textContent ?? '' };
    }
    const t0 = performance.now();
    flushSync(() => show({ key: ++key, query: QUERIES[name]! }));
    await paintedRow(0);
    return { ms: performance.now() - t0, rows: lastTotal, first: cellOf(0)?.textContent ?? '' };
  },
};
(window as unknown as { bench: typeof bench }).bench = bench;
