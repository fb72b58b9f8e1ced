/**
 * Styles of the DataGrid (the analysis grids), apart from gridCss so that the list screens, which use gridCss
 * and not the DataGrid, do not carry them. A screen with a DataGrid adopts both:
 *
 *   import { DataGrid, dataGridCss } from '@fiu/ui/datagrid';
 */
export const dataGridCss = /* css */ `
.fiu-dgrid { display: flex; flex-direction: column; gap: var(--fiu-space-2); min-width: 0; max-width: 100%; }
.fiu-dgrid__toolbar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--fiu-space-2); min-width: 0; }
.fiu-dgrid__search { flex: 1 1 220px; min-width: 0; max-width: 360px; }
.fiu-dgrid__tools { display: flex; flex-wrap: wrap; align-items: center; gap: var(--fiu-space-2); }
.fiu-dgrid__filterbar {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--fiu-space-2);
  padding: var(--fiu-space-2) var(--fiu-space-3); min-width: 0;
  background: var(--fiu-color-primary-subtle); border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg);
}
.fiu-dgrid__filter-sentence { flex: 1 1 240px; min-width: 0; overflow-wrap: anywhere; }
.fiu-dgrid__filterbar-actions { display: flex; gap: var(--fiu-space-1); }
.fiu-dgrid__frame {
  position: relative; min-width: 0;
  border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg); background: var(--fiu-color-surface); overflow: hidden;
}
/* The grid scrolls inside its own box, both ways: the page never scrolls sideways, even at 390 px. */
.fiu-dgrid__scroll { height: var(--fiu-dgrid-height); overflow: auto; overscroll-behavior: contain; }
.fiu-dgrid__grid { min-width: 100%; font-size: var(--fiu-font-size-table); font-variant-numeric: tabular-nums; }
.fiu-dgrid__head { position: sticky; top: 0; z-index: 3; background: var(--fiu-color-surface-sunken); }
.fiu-dgrid__row { display: flex; min-width: 100%; }
.fiu-dgrid__row--head { height: var(--fiu-dgrid-head); border-bottom: 1px solid var(--fiu-color-border); }
.fiu-dgrid__row--filter { height: var(--fiu-dgrid-filter-row); border-bottom: 1px solid var(--fiu-color-border-strong); background: var(--fiu-color-surface); }
.fiu-dgrid__th, .fiu-dgrid__fth, .fiu-dgrid__td { flex: none; box-sizing: border-box; min-width: 0; }
.fiu-dgrid__th {
  position: relative; display: flex; align-items: center; gap: 2px; padding: 0 var(--fiu-space-1) 0 var(--fiu-space-3);
  font-weight: var(--fiu-font-weight-semibold); color: var(--fiu-color-text);
}
.fiu-dgrid__th.fiu-dgrid__num { flex-direction: row; }
.fiu-dgrid__sort {
  flex: 1 1 auto; min-width: 0; display: inline-flex; align-items: center; gap: var(--fiu-space-1); height: 28px; padding: 0 var(--fiu-space-1);
  margin-left: calc(-1 * var(--fiu-space-1));
  font: inherit; color: inherit; text-align: left; background: transparent; border: 0; border-radius: var(--fiu-radius); cursor: pointer;
}
.fiu-dgrid__num .fiu-dgrid__sort { flex-direction: row-reverse; justify-content: flex-start; text-align: right; }
.fiu-dgrid__label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.fiu-dgrid__sort:hover { color: var(--fiu-color-primary); background: var(--fiu-color-surface-hover); }
.fiu-dgrid__sort:focus-visible, .fiu-dgrid__hfilter:focus-visible, .fiu-dgrid__fdate:focus-visible { outline: var(--fiu-focus-ring); outline-offset: 0; }
.fiu-dgrid__arrow { flex: none; width: 14px; height: 14px; color: var(--fiu-color-text-disabled); }
.fiu-dgrid__sort--active { color: var(--fiu-color-primary); }
.fiu-dgrid__sort--active .fiu-dgrid__arrow { color: currentColor; }
.fiu-dgrid__sortindex { font-size: var(--fiu-font-size-sm); color: var(--fiu-color-text-muted); }
.fiu-dgrid__hfilter {
  flex: none; display: inline-grid; place-items: center; width: 24px; height: 24px; padding: 0;
  color: var(--fiu-color-text-disabled); background: transparent; border: 0; border-radius: var(--fiu-radius); cursor: pointer;
}
.fiu-dgrid__hfilter:hover { color: var(--fiu-color-primary); background: var(--fiu-color-surface-hover); }
.fiu-dgrid__hfilter--active { color: var(--fiu-color-primary); background: var(--fiu-color-primary-subtle); }
.fiu-dgrid__resize { position: absolute; top: 0; right: 0; bottom: 0; width: 6px; cursor: col-resize; touch-action: none; user-select: none; }
.fiu-dgrid__resize:hover { background: var(--fiu-color-border-strong); }
.fiu-dgrid__fth { display: flex; align-items: center; padding: 0 var(--fiu-space-1); }
.fiu-dgrid__fcell { display: flex; gap: 2px; width: 100%; min-width: 0; }
.fiu-dgrid__fcell .fiu-input { height: 28px; min-height: 28px; padding: 0 var(--fiu-space-2); font-size: var(--fiu-font-size-table); }
.fiu-dgrid__finput { flex: 1 1 auto; min-width: 0; width: 100%; }
.fiu-dgrid__finput--num { text-align: right; }
.fiu-dgrid__fcell .fiu-dgrid__fop { flex: none; width: 44px; padding: 0 2px; }
.fiu-dgrid__fdate { width: 100%; text-align: left; color: var(--fiu-color-text-muted); cursor: pointer; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.fiu-dgrid__fdate--set { color: var(--fiu-color-text); }
/* The rows: a window that stays in view over a body as tall as the rows (or as the scale allows). */
.fiu-dgrid__body { position: relative; }
.fiu-dgrid__window { position: sticky; top: calc(var(--fiu-dgrid-head) + var(--fiu-dgrid-filter-row)); overflow: hidden; contain: strict; }
.fiu-dgrid__window .fiu-dgrid__row { position: absolute; top: 0; left: 0; height: var(--fiu-dgrid-row); will-change: transform; contain: layout style; }
.fiu-dgrid__row--odd { background: var(--fiu-color-surface-sunken); }
.fiu-dgrid__window .fiu-dgrid__row:hover { background: var(--fiu-color-primary-subtle); }
.fiu-dgrid__td {
  display: flex; align-items: center; padding: 0 var(--fiu-space-3);
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap; border-bottom: 1px solid transparent;
}
.fiu-dgrid__td.fiu-dgrid__num { justify-content: flex-end; }
.fiu-dgrid__td:focus { outline: none; }
.fiu-dgrid__td:focus-visible { outline: var(--fiu-focus-ring); outline-offset: -2px; }
.fiu-dgrid__skeleton { display: inline-block; width: 60%; height: 10px; border-radius: 5px; background: var(--fiu-color-surface-disabled); }
.fiu-dgrid__progress {
  position: absolute; top: 0; left: 0; right: 0; z-index: 5; height: 3px; overflow: hidden; background: var(--fiu-color-primary-subtle);
}
.fiu-dgrid__progress::after {
  content: ""; position: absolute; top: 0; bottom: 0; left: 0; width: 30%; background: var(--fiu-color-primary);
  animation: fiu-progress 1.2s ease-in-out infinite;
}
@media (prefers-reduced-motion: reduce) { .fiu-dgrid__progress::after { animation: none; width: 100%; opacity: 0.6; } }
.fiu-dgrid--loading .fiu-dgrid__row--pending { opacity: 0.7; }
/* The previous query's rows while the new one loads: kept (no flash, no jump), but plainly not the answer. */
.fiu-dgrid__window--stale { opacity: 0.45; pointer-events: none; transition: opacity var(--fiu-duration); }
.fiu-dgrid__message {
  position: absolute; left: 0; right: 0; top: calc(var(--fiu-dgrid-head) + var(--fiu-dgrid-filter-row)); z-index: 4;
  padding: var(--fiu-space-3) var(--fiu-space-4); background: var(--fiu-color-surface);
}
.fiu-dgrid__message .fiu-empty { padding: var(--fiu-space-5); font-size: var(--fiu-font-size); }
.fiu-dgrid__error {
  display: flex; flex-wrap: wrap; align-items: center; gap: var(--fiu-space-2); padding: var(--fiu-space-2) var(--fiu-space-3);
  color: var(--fiu-color-text); background: var(--fiu-color-danger-subtle);
  border: 1px solid var(--fiu-color-danger-border); border-left: 4px solid var(--fiu-color-danger); border-radius: var(--fiu-radius);
}
.fiu-dgrid__error-icon { color: var(--fiu-color-danger); }
.fiu-dgrid__error-text { flex: 1 1 160px; min-width: 0; overflow-wrap: anywhere; }
.fiu-dgrid__status { margin: 0; font-size: var(--fiu-font-size-sm); color: var(--fiu-color-text-muted); }
/* Popovers (header filters, the date cell): portalled, so they carry their own box. */
.fiu-dgrid__popover {
  z-index: 40; width: max-content; min-width: 200px; max-width: min(320px, calc(100vw - 16px)); max-height: min(70vh, 420px); overflow-y: auto;
  padding: var(--fiu-space-3); background: var(--fiu-color-surface-raised, var(--fiu-color-surface));
  border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg); box-shadow: var(--fiu-shadow-md);
}
.fiu-dgrid__popover-form { display: flex; flex-direction: column; gap: var(--fiu-space-2); }
.fiu-dgrid__popover-title { margin: 0 0 var(--fiu-space-1); font-weight: var(--fiu-font-weight-semibold); }
.fiu-dgrid__ticks { display: flex; flex-direction: column; gap: var(--fiu-space-1); }
.fiu-dgrid__popover-note { margin: 0; font-size: var(--fiu-font-size-sm); color: var(--fiu-color-text-muted); }
.fiu-dgrid__popover-note--error { color: var(--fiu-color-danger); }
.fiu-dgrid__popover-field { display: flex; flex-direction: column; gap: 2px; font-size: var(--fiu-font-size-sm); }
.fiu-dgrid__popover-actions { display: flex; justify-content: flex-end; gap: var(--fiu-space-1); padding-top: var(--fiu-space-1); border-top: 1px solid var(--fiu-color-border); }
/* The filter builder */
.fiu-dgrid__builder { display: flex; flex-direction: column; gap: var(--fiu-space-2); min-width: 0; }
.fiu-dgrid__group { margin: 0; padding: var(--fiu-space-2) var(--fiu-space-3); min-width: 0; border: 1px solid var(--fiu-color-border); border-left: 3px solid var(--fiu-color-primary); border-radius: var(--fiu-radius); }
.fiu-dgrid__group-head { padding: 0 var(--fiu-space-1); }
.fiu-dgrid__join { width: auto; }
.fiu-dgrid__group-items { list-style: none; margin: var(--fiu-space-2) 0; padding: 0; display: flex; flex-direction: column; gap: var(--fiu-space-2); }
.fiu-dgrid__group-empty { margin: var(--fiu-space-2) 0 0; color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm); }
.fiu-dgrid__group-actions { display: flex; flex-wrap: wrap; gap: var(--fiu-space-1); }
.fiu-dgrid__condition { display: flex; flex-wrap: wrap; align-items: center; gap: var(--fiu-space-1); min-width: 0; }
.fiu-dgrid__condition .fiu-input { flex: 1 1 140px; width: auto; min-width: 0; }
.fiu-dgrid__condition .fiu-input[aria-invalid="true"] { border-color: var(--fiu-color-danger); }
.fiu-dgrid__builder-error { margin: 0; color: var(--fiu-color-danger); }
`;
