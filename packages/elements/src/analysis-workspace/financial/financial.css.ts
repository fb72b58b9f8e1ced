/** The Financial Statement tabs that load on demand (Pivot, Time Line, Goaml-Accounts): adopted with them. */
export const financialCss = /* css */ `
.fiu-pivot-tab, .fiu-timeline-tab, .fiu-goaml-accounts { display: flex; flex-direction: column; gap: var(--fiu-space-3, 16px); padding-top: var(--fiu-space-3, 16px); min-width: 0; }
.fiu-pivot-tab__body { display: flex; flex-direction: column; gap: var(--fiu-space-3, 16px); min-width: 0; }
.fiu-fin__chooser { display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--fiu-space-2, 8px) var(--fiu-space-3, 16px); margin: 0; padding: var(--fiu-space-2, 8px) var(--fiu-space-3, 16px);
  border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg); min-width: 0; }
.fiu-fin__chooser > legend { padding: 0 var(--fiu-space-1, 4px); font-weight: 600; font-size: var(--fiu-font-size-sm, 13px); }
.fiu-fin__field { display: flex; flex-direction: column; gap: 2px; font-size: var(--fiu-font-size-sm, 13px); min-width: 0; }
.fiu-fin__field > select, .fiu-fin__field > input { min-width: 12rem; }
.fiu-fin__field--fixed strong { font-weight: 500; padding: 6px 0; }
.fiu-fin__ticks { display: flex; flex-wrap: wrap; gap: var(--fiu-space-2, 8px); padding: 6px 0; }
.fiu-fin__tick { display: inline-flex; align-items: center; gap: 4px; }
.fiu-fin__export { margin-left: auto; }
.fiu-fin__brush { display: flex; flex-wrap: wrap; align-items: center; gap: var(--fiu-space-2, 8px); margin: 0; font-size: var(--fiu-font-size-sm, 13px); }
.fiu-fin__accounts { display: flex; flex-wrap: wrap; gap: var(--fiu-space-1, 4px); margin: 0; padding: 0; list-style: none; font-size: var(--fiu-font-size-sm, 13px); }
.fiu-fin__accounts li { padding: 2px 8px; border: 1px solid var(--fiu-color-border); border-radius: 999px; font-variant-numeric: tabular-nums; }
.fiu-goaml-accounts__note { margin: 0; color: var(--fiu-color-danger, #b42318); font-weight: 600; }
.fiu-goaml-accounts__table { width: 100%; border-collapse: collapse; font-size: var(--fiu-font-size-sm, 13px); font-variant-numeric: tabular-nums; }
.fiu-goaml-accounts__scroll { overflow-x: auto; border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius); }
.fiu-goaml-accounts__table th, .fiu-goaml-accounts__table td { padding: 4px 8px; border-bottom: 1px solid var(--fiu-color-border); text-align: left; white-space: nowrap; }
.fiu-goaml-accounts__table thead th { background: var(--fiu-color-surface-sunken, #f6f8fa); font-weight: 600; }
.fiu-goaml-accounts__group th { background: var(--fiu-color-primary-subtle, #ddf4ff); font-weight: 600; }
/* The group's label stays in view while the table scrolls sideways (a phone), and wraps rather than hides. */
.fiu-goaml-accounts__group button { position: sticky; left: 8px; display: inline-flex; align-items: center; gap: 6px; max-width: min(100%, calc(100vw - 64px)); white-space: normal; text-align: left;
  border: 0; padding: 0; background: none; font: inherit; color: inherit; cursor: pointer; }
.fiu-goaml-accounts__group button:focus-visible { outline: 2px solid var(--fiu-color-focus); outline-offset: 2px; }
.fiu-goaml-accounts__bar { display: flex; flex-wrap: wrap; align-items: center; gap: var(--fiu-space-2, 8px) var(--fiu-space-3, 16px); }
.fiu-goaml-accounts__pager { display: flex; align-items: center; gap: var(--fiu-space-2, 8px); font-size: var(--fiu-font-size-sm, 13px); }
.fiu-goaml-accounts h3, .fiu-timeline-tab h3 { margin: 0; font-size: var(--fiu-font-size-md, 14px); }
`;
