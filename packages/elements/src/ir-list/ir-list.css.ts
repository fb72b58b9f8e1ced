/** fiu-ir-list's own rules (the lists' layout comes from shared/records/records.css). */
export const irListCss = /* css */ `
.fiu-ir__toolbar {
  display: flex; flex-wrap: wrap; align-items: flex-end; gap: var(--fiu-space-2) var(--fiu-space-4);
  padding: var(--fiu-space-3); background: var(--fiu-color-surface); border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius);
}
.fiu-ir__search { margin-right: auto; }
.fiu-ir__filter { width: 200px; max-width: 100%; order: 1; }
.fiu-ir__toolbar .fiu-records__columns { order: 2; }
.fiu-ir__filter .fiu-field__label { font-size: var(--fiu-font-size-sm); }
.fiu-ir__tool {
  align-self: center; color: var(--fiu-color-primary); font-size: var(--fiu-font-size-sm); text-underline-offset: 2px;
}
.fiu-ir__tool:focus-visible { outline: var(--fiu-focus-ring); outline-offset: 2px; border-radius: 2px; }
.fiu-ir .fiu-records__table .fiu-datatable__body tr { cursor: default; }
.fiu-ir__overdue {
  order: 1; display: inline-flex; align-items: center; gap: var(--fiu-space-2); min-height: 36px;
  font-size: var(--fiu-font-size-sm); color: var(--fiu-color-text); cursor: pointer;
}
.fiu-ir__overdue input { width: 16px; height: 16px; margin: 0; accent-color: var(--fiu-color-primary); }
.fiu-ir__overdue input:focus-visible { outline: var(--fiu-focus-ring); outline-offset: 2px; }
.fiu-ir__due { display: inline-flex; flex-wrap: wrap; align-items: center; gap: var(--fiu-space-1) var(--fiu-space-2); font-variant-numeric: tabular-nums; }
.fiu-ir__due > span > span, .fiu-ir__due time { white-space: nowrap; }
/* Unit staff's list fits 1280 px beside the drawer without sideways scroll: tighter cells, and the long
   'Number of Files' header on two lines (its cells hold a digit or two). */
.fiu-ir .fiu-datatable__table :is(th, td) { padding-left: 6px; padding-right: 6px; }
.fiu-ir__pending { white-space: normal; color: var(--fiu-color-text-muted); font-style: italic; }
.fiu-ir .fiu-datatable__table td.fiu-datatable__wrap { min-width: 11ch; }
.fiu-ir .fiu-datatable__table :is(th, td):first-child { padding-left: var(--fiu-space-2); }
.fiu-ir .fiu-datatable__table th.fiu-table__num { white-space: normal; min-width: 7ch; }
@media (max-width: 640px) {
  .fiu-ir__search, .fiu-ir__filter { width: 100%; }
}
`;
