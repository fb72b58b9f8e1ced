// @fiu/ui/grid: the data grid of the list screens (and of the analysis grids to come): the table, its column
// chooser, filter panel and pager, and their styles. A screen without a grid never bundles it:
//
//   import { DataTable, FilterPanel, gridCss } from '@fiu/ui/grid';
//
// gridCss also styles the two general controls a grid's toolbar and rows use (SearchBox, ActionMenu at the
// root of ui/src), so that a list screen adopts one stylesheet.
export { ColumnChooser, type ColumnChooserProps } from './ColumnChooser';
export { DataGrid, dataGridCss, filterSentence, formatMoney, type DataGridProps } from './DataGrid';
export { DataTable, type DataTableColumn, type DataTableProps, type SortDirection, type SortState } from './DataTable';
export { FilterPanel, type FilterPanelProps } from './FilterPanel';
export { Pagination, formatRange, type PaginationProps } from './Pagination';
export { gridCss } from './grid.css';
export type { GridBand, GridColumn, GridColumnType, GridCompareOp, GridFilterNode, GridPage, GridQuery, GridScalar, GridSort } from './query';
