export { DataGrid, type DataGridProps } from './DataGrid';
export { filterSentence } from './sentence';
export { formatMoney } from './format';
export { dataGridCss } from './dataGrid.css';
