/** The pivot's bar and table rules (the workspace's calls.css adds its own around them). */
export const callPivotCss = /* css */ `
.fiu-cpivot { display: flex; flex-direction: column; gap: var(--fiu-space-2, 8px); padding-top: var(--fiu-space-3, 16px); min-width: 0; }
.fiu-cpivot__bar { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--fiu-space-2, 8px) var(--fiu-space-3, 16px); }
.fiu-cpivot__bar .fiu-field { margin: 0; min-width: 12rem; }
.fiu-cpivot__scroll { overflow: auto; max-height: 520px; background: var(--fiu-color-surface, #fff); border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-md); }
.fiu-cpivot table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; font-size: var(--fiu-font-size-sm, 13px); }
.fiu-cpivot th, .fiu-cpivot td { padding: 4px 8px; border-bottom: 1px solid var(--fiu-color-border); text-align: left; white-space: nowrap; }
.fiu-cpivot thead th { position: sticky; top: 0; background: var(--fiu-color-surface-muted, #f4f5f7); z-index: 1; }
.fiu-cpivot td.fiu-cpivot__num, .fiu-cpivot th.fiu-cpivot__num { text-align: right; }
.fiu-cpivot tbody th { position: sticky; left: 0; background: var(--fiu-color-surface, #fff); font-weight: 500; }
.fiu-cpivot tfoot td, .fiu-cpivot tfoot th { font-weight: 600; border-top: 2px solid var(--fiu-color-border); }
`;
