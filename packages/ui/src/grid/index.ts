// @fiu/ui/grid: the data grid of the list screens: the table, its column chooser, filter panel and pager, and
// their styles. A screen without a grid never bundles it. The analysis grids' DataGrid is an entry of its own,
// @fiu/ui/datagrid: re-exported from here, it put TanStack into every list screen's chunks (the bundler gives a
// module to every entry that can reach it):
//
//   import { DataTable, FilterPanel, gridCss } from '@fiu/ui/grid';
//
// gridCss also styles the two general controls a grid's toolbar and rows use (SearchBox, ActionMenu at the
// root of ui/src), so that a list screen adopts one stylesheet.
export { ColumnChooser, type ColumnChooserProps } from './ColumnChooser';
export { DataTable, type DataTableColumn, type DataTableProps, type SortDirection, type SortState } from './DataTable';
export { FilterPanel, type FilterPanelProps } from './FilterPanel';
export { Pagination, formatRange, type PaginationProps } from './Pagination';
export { gridCss } from './grid.css';
export type { GridBand, GridColumn, GridColumnType, GridCompareOp, GridFilterNode, GridPage, GridQuery, GridScalar, GridSort } from './query';
