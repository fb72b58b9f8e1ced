// A page with one DataGrid over a 1,000,000-row fake server (rows made on demand, 30 ms per answer), for
// measuring long tasks while scrolling in Chromium. Built and driven by run.mjs.
import { createRoot } from 'react-dom/client';
import { DataGrid, dataGridCss } from '@fiu/ui/datagrid';
import { gridCss, type GridPage, type GridQuery } from '@fiu/ui/grid';
import { tokensCss } from '@fiu/ui/tokens.css';
import { uiCss } from '@fiu/ui/ui.css';

const TOTAL = 1_000_000;
const LATENCY = 30;
const columns = [
  { id: 'Transaction_Date', label: 'Transaction Date', type: 'date' as const, weekends: true },
  { id: 'Transaction_Value_Date', label: 'Value Date', type: 'date' as const, weekends: true },
  { id: 'Account_Number', label: 'Account Number', type: 'text' as const, searchable: true },
  { id: 'Transaction_Description', label: 'Description', type: 'text' as const, searchable: true },
  { id: 'Inflows', label: 'IN-FLOW', type: 'money' as const, bands: true },
  { id: 'Outflows', label: 'OUT-FLOW', type: 'money' as const, bands: true },
];
const bands = [
  { label: 'Less than 500,000', min: 0, max: 500_000 },
  { label: '500,000 - 3 Million', min: 500_000, max: 3_000_000 },
  { label: '3 - 5 Million', min: 3_000_000, max: 5_000_000 },
  { label: '5 - 10 Million', min: 5_000_000, max: 10_000_000 },
  { label: '10 - 100 Million', min: 10_000_000, max: 100_000_000 },
  { label: 'Greater than 100 Million', min: 100_000_000, max: null },
];
const queries: GridQuery[] = [];
(window as unknown as { gridQueries: GridQuery[] }).gridQueries = queries;

function fetchPage(query: GridQuery, signal: AbortSignal): Promise<GridPage> {
  queries.push(query);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const at = query.at ?? (query.after ? Number(query.after) : 0);
      const limit = query.limit ?? 100;
      const rows = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - at)) }, (_, k) => {
        const i = at + k;
        const day = String((i % 28) + 1).padStart(2, '0');
        return {
          Transaction_ID: `T${i}`,
          Transaction_Date: `2026-01-${day}`,
          Transaction_Value_Date: `2026-01-${day}`,
          Account_Number: String(1_000_000_000 + i),
          Transaction_Description: `POS purchase ${i} at a shop`,
          Inflows: i % 2 ? `${(i * 37) % 10_000_000}.${String(i % 100).padStart(2, '0')}` : null,
          Outflows: i % 2 ? null : `${(i * 53) % 5_000_000}.50`,
        };
      });
      resolve({ rows, total: TOTAL, at, next: at + limit < TOTAL ? String(at + limit) : null });
    }, LATENCY);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

const style = document.createElement('style');
style.textContent = `${tokensCss}\n${uiCss}\n${gridCss}\n${dataGridCss}\nbody { margin: 16px; font-family: var(--fiu-font-family); }`;
document.head.append(style);
const host = document.createElement('div');
host.className = 'fiu-root';
document.body.append(host);
createRoot(host).render(<DataGrid label="Statement" columns={columns} bands={bands} rowKey="Transaction_ID" fetchPage={fetchPage} height={600} />);
