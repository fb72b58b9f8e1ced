// @fiu/ui/datagrid: the analysis grids' DataGrid (server-side rows on TanStack Table + Virtual) and its styles,
// an entry of its own so that only the screens that draw it carry TanStack:
//
//   import { DataGrid, dataGridCss } from '@fiu/ui/datagrid';
//   import { gridCss } from '@fiu/ui/grid';   // the controls it shares with the list screens
export * from '../grid/DataGrid/index';
