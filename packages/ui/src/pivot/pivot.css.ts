/** PivotGrid's styles: a scrolling table with a sticky row-field column and header, numbers right-aligned. */
export const pivotCss = /* css */ `
.fiu-pivot { display: flex; flex-direction: column; gap: var(--fiu-space-1, 4px); min-width: 0; }
.fiu-pivot__scroll { overflow: auto; max-height: var(--fiu-pivot-height, 480px); border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius); background: var(--fiu-color-surface, #fff); }
.fiu-pivot__scroll:focus-visible { outline: 2px solid var(--fiu-color-focus); outline-offset: 2px; }
.fiu-pivot__table { border-collapse: separate; border-spacing: 0; font-size: var(--fiu-font-size-sm, 13px); font-variant-numeric: tabular-nums; min-width: 100%; }
.fiu-pivot__table th, .fiu-pivot__table td { padding: 4px 8px; border-bottom: 1px solid var(--fiu-color-border); border-right: 1px solid var(--fiu-color-border); white-space: nowrap; }
.fiu-pivot__table thead th { position: sticky; background: var(--fiu-color-surface-sunken, #f6f8fa); font-weight: 600; z-index: 2; }
.fiu-pivot__table thead tr:first-child th { top: 0; }
.fiu-pivot__table thead tr:nth-child(2) th { top: 29px; }
.fiu-pivot__corner { left: 0; z-index: 3 !important; text-align: left; vertical-align: top; min-width: 160px; }
.fiu-pivot__head { display: flex; align-items: center; justify-content: space-between; gap: 4px; }
.fiu-pivot__colfield { display: block; font-weight: 400; color: var(--fiu-color-text-muted); }
.fiu-pivot__col { text-align: center; }
.fiu-pivot__measure { text-align: right; font-weight: 500 !important; }
.fiu-pivot__row { position: sticky; left: 0; z-index: 1; background: var(--fiu-color-surface, #fff); text-align: left; font-weight: 500; max-width: 260px; overflow: hidden; text-overflow: ellipsis; }
.fiu-pivot__zebra td, .fiu-pivot__zebra th { background: var(--fiu-color-surface-sunken, #f6f8fa); }
.fiu-pivot__num { text-align: right; }
.fiu-pivot__table tbody tr { height: 28px; }
.fiu-pivot__table tbody th, .fiu-pivot__table tbody td { padding-top: 0; padding-bottom: 0; height: 28px; box-sizing: border-box; }
.fiu-pivot__pad td { padding: 0; border: 0; background: none !important; }
.fiu-pivot__num--total, .fiu-pivot__table tfoot th { font-weight: 600; }
.fiu-pivot__table tfoot th, .fiu-pivot__table tfoot td { position: sticky; bottom: 0; background: var(--fiu-color-surface-sunken, #f6f8fa); border-top: 2px solid var(--fiu-color-border-strong, #8c959f); }
.fiu-pivot__table tfoot th { left: 0; z-index: 2; }
.fiu-pivot__note { margin: 0; font-size: var(--fiu-font-size-sm, 13px); color: var(--fiu-color-text-muted); }
.fiu-pivot__filter { display: inline-grid; place-items: center; width: 24px; height: 24px; padding: 0; border: 1px solid transparent; border-radius: var(--fiu-radius); background: none; color: var(--fiu-color-text-muted); cursor: pointer; }
.fiu-pivot__filter:hover { background: var(--fiu-color-surface-hover); }
.fiu-pivot__filter--on { color: var(--fiu-color-primary); border-color: var(--fiu-color-primary); }
.fiu-pivot__filter:focus-visible, .fiu-pivot__pick:focus-visible { outline: 2px solid var(--fiu-color-focus); outline-offset: 1px; }
.fiu-pivot__pick { border: 0; padding: 0; background: none; color: var(--fiu-color-primary); text-decoration: underline; cursor: pointer; font: inherit; text-align: left; }
.fiu-pivot__tick { display: flex; align-items: center; gap: 6px; font-size: var(--fiu-font-size-sm, 13px); }
.fiu-pivot__popover {
  z-index: 40; width: max-content; min-width: 200px; max-width: min(320px, calc(100vw - 16px)); max-height: min(70vh, 420px); overflow-y: auto;
  padding: var(--fiu-space-3, 16px); background: var(--fiu-color-surface-raised, var(--fiu-color-surface, #fff));
  border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg); box-shadow: var(--fiu-shadow-md);
}
.fiu-pivot__popover .fiu-dgrid__popover-form { display: flex; flex-direction: column; gap: var(--fiu-space-2, 8px); }
.fiu-pivot__popover .fiu-dgrid__popover-title { margin: 0; font-weight: 600; }
.fiu-pivot__popover .fiu-dgrid__ticks { display: flex; flex-direction: column; gap: var(--fiu-space-1, 4px); }
.fiu-pivot__popover .fiu-dgrid__popover-note { margin: 0; font-size: var(--fiu-font-size-sm, 13px); color: var(--fiu-color-text-muted); }
.fiu-pivot__popover .fiu-dgrid__popover-field { display: flex; flex-direction: column; gap: 2px; font-size: var(--fiu-font-size-sm, 13px); }
.fiu-pivot__popover .fiu-dgrid__popover-actions { display: flex; justify-content: flex-end; gap: var(--fiu-space-1, 4px); padding-top: var(--fiu-space-1, 4px); border-top: 1px solid var(--fiu-color-border); }
`;
