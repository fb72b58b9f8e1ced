/**
 * Layout of the record lists (fiu-subject-list, fiu-company-list). The table, filter and search rules come from
 * ui's `recordsCss`, which the lists adopt before these.
 */
export const recordListCss = /* css */ `
.fiu-records { display: flex; flex-direction: column; gap: var(--fiu-space-3); min-width: 0; }
.fiu-records__header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--fiu-space-2) var(--fiu-space-4); }
.fiu-records__title {
  margin: 0; display: flex; align-items: baseline; gap: var(--fiu-space-2);
  font-size: var(--fiu-font-size-xl); line-height: 28px; font-weight: var(--fiu-font-weight-semibold);
}
.fiu-records__total {
  font-size: var(--fiu-font-size-sm); line-height: var(--fiu-line-height-sm); font-weight: var(--fiu-font-weight-semibold);
  font-variant-numeric: tabular-nums; color: var(--fiu-color-text-muted);
  background: var(--fiu-color-surface-sunken); border: 1px solid var(--fiu-color-border); border-radius: 999px; padding: 0 var(--fiu-space-2);
}
.fiu-records__actions { display: flex; flex-wrap: wrap; gap: var(--fiu-space-2); }
.fiu-records__search { width: 300px; max-width: 100%; }
/* Search runs on Enter only: say so while the box has focus, inside the filter card. Wide: to the box's left,
   over the header's empty middle (no layout jump). Narrow: on a line of its own under the box, kept free. */
.fiu-records__search { position: relative; }
.fiu-records__search .fiu-field__hint { margin: 2px 0 0; visibility: hidden; }
.fiu-records__search:focus-within .fiu-field__hint, .fiu-records__search .fiu-field__hint.fiu-search__hint--warn { visibility: visible; }
@media (min-width: 1024px) {
  .fiu-records__search .fiu-field__hint {
    position: absolute; top: 50%; right: calc(100% + var(--fiu-space-3)); margin: 0; transform: translateY(-50%);
    white-space: nowrap;
  }
}
.fiu-records__columns { flex: none; }
@media (max-width: 640px) {
  .fiu-filter__toolbar:has(.fiu-records__search) { width: 100%; flex-wrap: nowrap; }
  .fiu-records__search { flex: 1 1 auto; width: auto; min-width: 0; }
}
.fiu-records__footer { display: flex; justify-content: flex-end; align-items: center; }
.fiu-records__table .fiu-datatable__body tr { cursor: pointer; }
.fiu-records__none { color: var(--fiu-color-text-disabled); }
.fiu-records__open {
  font: inherit; font-family: var(--fiu-font-family-mono); font-size: 12px; letter-spacing: 0.01em;
  color: var(--fiu-color-primary); background: none; border: 0; padding: 0; cursor: pointer; text-align: left;
  text-decoration: underline; text-decoration-color: transparent; text-underline-offset: 2px;
}
.fiu-records__open:hover { text-decoration-color: currentColor; }
.fiu-records__open:focus-visible { outline: var(--fiu-focus-ring); outline-offset: 2px; border-radius: 2px; }
.fiu-records__clip { display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.fiu-records__wrap { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; overflow-wrap: anywhere; }
.fiu-records__table td.fiu-datatable__wrap { min-width: 11ch; }
.fiu-records__name { font-weight: var(--fiu-font-weight-semibold); }
.fiu-records__table .fiu-table :is(th, td) { padding-left: var(--fiu-space-2); padding-right: var(--fiu-space-2); }
.fiu-records__table .fiu-table :is(th, td):first-child { padding-left: var(--fiu-space-3); }
.fiu-records__table .fiu-table :is(th, td):last-child { padding-right: var(--fiu-space-3); }
.fiu-records__table .fiu-datatable__sort { gap: 2px; }
.fiu-records__table .fiu-datatable__arrow { width: 12px; height: 12px; }
.fiu-records__status { display: inline-block; }
.fiu-records__status { position: relative; }
.fiu-records__status .fiu-input { width: auto; min-width: 0; padding-left: var(--fiu-space-2); padding-right: 22px; }
.fiu-records__status::after { right: 8px; }
.fiu-records__status .fiu-input { height: var(--fiu-control-height-sm); min-height: 0; padding-top: 0; padding-bottom: 0; font-size: var(--fiu-font-size-table); }
.fiu-records__photo {
  display: inline-flex; align-items: center; justify-content: center; vertical-align: middle;
  width: 28px; height: 28px; border-radius: 50%; overflow: hidden; flex: none;
  background: var(--fiu-color-primary-subtle); color: var(--fiu-color-primary);
  font-size: 10px; font-weight: var(--fiu-font-weight-semibold); letter-spacing: 0.02em;
  border: 1px solid var(--fiu-color-border);
}
.fiu-records__photo img { width: 100%; height: 100%; object-fit: cover; display: block; }
`;
