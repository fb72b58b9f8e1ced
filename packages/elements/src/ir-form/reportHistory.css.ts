/**
 * The History panel under the report form: a card like the form's, a table with hairline rows and tabular
 * times; where the panel is narrow (a phone, a narrow host column) each entry stacks as labelled lines.
 */
export const reportHistoryCss = /* css */ `
.fiu-irh {
  max-width: 1200px; min-width: 0; margin-top: var(--fiu-space-4); container-type: inline-size;
  background: var(--fiu-color-surface); border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg);
  padding: var(--fiu-space-4) var(--fiu-space-5); color: var(--fiu-color-text);
}
.fiu-irh__header { display: flex; align-items: baseline; flex-wrap: wrap; gap: var(--fiu-space-1) var(--fiu-space-3); margin-bottom: var(--fiu-space-3); }
.fiu-irh__title { margin: 0; font-size: var(--fiu-font-size-lg); line-height: 24px; font-weight: var(--fiu-font-weight-semibold); }
.fiu-irh__count { color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm); }
.fiu-irh__state { padding: var(--fiu-space-4) 0; }
.fiu-irh__table { width: 100%; border-collapse: collapse; font-size: var(--fiu-font-size-table); }
.fiu-irh__table th {
  text-align: left; font-weight: var(--fiu-font-weight-semibold); color: var(--fiu-color-text-muted);
  padding: var(--fiu-space-2) var(--fiu-space-3); border-bottom: 1px solid var(--fiu-color-border-strong); white-space: nowrap;
}
.fiu-irh__table td { padding: var(--fiu-space-2) var(--fiu-space-3); border-bottom: 1px solid var(--fiu-color-border); vertical-align: top; overflow-wrap: anywhere; }
.fiu-irh__table th:first-child, .fiu-irh__table td:first-child { padding-left: 0; }
.fiu-irh__table tr:last-child td { border-bottom: 0; }
.fiu-irh__when { font-variant-numeric: tabular-nums; white-space: nowrap; }
.fiu-irh__actor { display: block; color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm); }
.fiu-irh__more { padding-top: var(--fiu-space-3); }
.fiu-irh .fiu-banner { margin-top: var(--fiu-space-3); }
@container (max-width: 560px) {
  .fiu-irh__table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .fiu-irh__table, .fiu-irh__table tbody, .fiu-irh__table tr, .fiu-irh__table td { display: block; }
  .fiu-irh__table tr { padding: var(--fiu-space-2) 0; border-bottom: 1px solid var(--fiu-color-border); }
  .fiu-irh__table tr:last-child { border-bottom: 0; }
  .fiu-irh__table td { display: grid; grid-template-columns: 96px 1fr; gap: var(--fiu-space-2); padding: 2px 0; border: 0; }
  .fiu-irh__table td::before { content: attr(data-label); color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm); }
  .fiu-irh__when { white-space: normal; }
}
`;
