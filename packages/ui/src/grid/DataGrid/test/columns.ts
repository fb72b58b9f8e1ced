import type { GridBand, GridColumn } from '../../query';

/** Columns and bands like the statement grid's, for the grid's own tests (ui knows no domain: plain data). */
export const columns: GridColumn[] = [
  { id: 'Transaction_Date', label: 'Transaction Date', type: 'date', weekends: true },
  { id: 'Account_Number', label: 'Account Number', type: 'text', searchable: true },
  { id: 'Transaction_Description', label: 'Description', type: 'text', searchable: true },
  { id: 'Inflows', label: 'IN-FLOW', type: 'money', bands: true },
  { id: 'Outflows', label: 'OUT-FLOW', type: 'money', bands: true },
  { id: 'Transaction_ID', label: 'Transaction ID', type: 'text', hidden: true },
];

export const bands: GridBand[] = [
  { label: 'Less than 500,000', min: 0, max: 500_000 },
  { label: '500,000 - 3 Million', min: 500_000, max: 3_000_000 },
  { label: 'Greater than 100 Million', min: 100_000_000, max: null },
];
