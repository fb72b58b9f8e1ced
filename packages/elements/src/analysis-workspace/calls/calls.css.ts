import { callPivotCss } from '../../shared/analysis/callPivot.css';

/** The Call Details tab's own rules (loaded with its sub-tabs): the direction bar, the dashboard's lists, the pivot and the top-up grids. */
export const callsCss = callPivotCss + /* css */ `
.fiu-calldash__lists { min-width: 0; }
.fiu-calldash__lists .fiu-tabs__list { overflow-x: auto; }
.fiu-calldash__lists .fiu-dash__channels { padding-top: var(--fiu-space-2, 8px); }
.fiu-calldash__empty { padding-top: var(--fiu-space-2, 8px); }
.fiu-calldash__entry .fiu-dash__channel-name { text-transform: none; font-variant-numeric: tabular-nums; }
.fiu-topup__scroll { overflow: auto; max-height: 520px; background: var(--fiu-color-surface, #fff); border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-md); }
.fiu-topup table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; font-size: var(--fiu-font-size-sm, 13px); }
.fiu-topup th, .fiu-topup td { padding: 4px 8px; border-bottom: 1px solid var(--fiu-color-border); text-align: left; white-space: nowrap; }
.fiu-topup thead th { position: sticky; top: 0; background: var(--fiu-color-surface-muted, #f4f5f7); z-index: 1; }
.fiu-topup { display: flex; flex-direction: column; gap: var(--fiu-space-3, 16px); padding-top: var(--fiu-space-3, 16px); min-width: 0; }
.fiu-topup__title { margin: 0 0 var(--fiu-space-1, 4px); font-size: var(--fiu-font-size-md, 14px); }
.fiu-calls__bar { display: flex; flex-wrap: wrap; gap: var(--fiu-space-3, 16px); align-items: flex-end; padding-top: var(--fiu-space-2, 8px); }
.fiu-calls__bar .fiu-field { margin: 0; min-width: 14rem; }
`;
