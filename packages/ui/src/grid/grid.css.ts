/** Styles of the grid components: DataTable (and the class-only table), ActionMenu, ColumnChooser, SearchBox, FilterPanel. */
export const gridCss = /* css */ `
/* ---------- Table (class-only; a data-table component builds on these) ---------- */
.fiu-table-wrap { overflow: auto; border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg); background: var(--fiu-color-surface); }
.fiu-table { width: 100%; border-collapse: separate; border-spacing: 0; font-size: var(--fiu-font-size-table); font-variant-numeric: tabular-nums; }
.fiu-table th, .fiu-table td { padding: 6px var(--fiu-space-3); text-align: left; vertical-align: middle; border-bottom: 1px solid var(--fiu-color-border); }
.fiu-table th {
  position: sticky; top: 0; z-index: 1;
  height: 36px; font-weight: var(--fiu-font-weight-semibold); color: var(--fiu-color-text);
  background: var(--fiu-color-surface-sunken); white-space: nowrap;
}
.fiu-table :is(th, td):first-child { padding-left: var(--fiu-space-4); }
.fiu-table :is(th, td):last-child { padding-right: var(--fiu-space-4); }
.fiu-table tbody tr:last-child td { border-bottom: 0; }
.fiu-table tbody tr:hover td { background: var(--fiu-color-surface-hover); }
.fiu-table .fiu-table__num { text-align: right; white-space: nowrap; }

/* ---------- DataTable ---------- */
.fiu-datatable { position: relative; min-width: 0; }
.fiu-datatable--flush .fiu-datatable__scroll { border: 0; border-radius: 0; }
.fiu-datatable__table td { white-space: nowrap; }
/* Messages (error, empty) span the visible width of the scroll box (measured by DataTable), not the whole
   scrolled table. */
.fiu-datatable__pin { position: sticky; left: 0; width: var(--fiu-datatable-view, auto); }
.fiu-datatable__table td.fiu-datatable__wrap { white-space: normal; min-width: 16ch; }
/* A wrapping column's header may take two lines too, so the header does not hold the column wide. */
.fiu-datatable__table th.fiu-datatable__wrap, .fiu-datatable__table th.fiu-datatable__wrap .fiu-datatable__sort { white-space: normal; text-align: left; }
.fiu-datatable__table .fiu-datatable__end { text-align: right; }
.fiu-datatable__table th.fiu-datatable__end .fiu-datatable__sort,
.fiu-datatable__table th.fiu-table__num .fiu-datatable__sort { flex-direction: row-reverse; }
.fiu-datatable__caption {
  caption-side: top; padding: var(--fiu-space-3) var(--fiu-space-4);
  text-align: left; font-size: var(--fiu-font-size); font-weight: var(--fiu-font-weight-semibold);
  border-bottom: 1px solid var(--fiu-color-border); background: var(--fiu-color-surface);
}
.fiu-datatable__table thead th { z-index: 2; border-bottom-color: var(--fiu-color-border-strong); }
.fiu-datatable__sort {
  display: inline-flex; align-items: center; gap: var(--fiu-space-1);
  margin: 0 calc(-1 * var(--fiu-space-1)); padding: 2px var(--fiu-space-1);
  font: inherit; font-weight: var(--fiu-font-weight-semibold); color: inherit; text-align: inherit; white-space: nowrap;
  background: transparent; border: 0; border-radius: var(--fiu-radius); cursor: pointer;
}
.fiu-datatable__sort:hover { color: var(--fiu-color-primary); background: var(--fiu-color-surface-hover); }
.fiu-datatable__sort:focus-visible { outline: var(--fiu-focus-ring); outline-offset: 0; }
.fiu-datatable__arrow { width: 14px; height: 14px; color: var(--fiu-color-text-disabled); }
.fiu-datatable__sort:hover .fiu-datatable__arrow { color: currentColor; }
.fiu-datatable__sort--active { color: var(--fiu-color-primary); }
.fiu-datatable__sort--active .fiu-datatable__arrow { color: currentColor; }
.fiu-datatable--zebra tbody.fiu-datatable__body tr:nth-child(even) td { background: var(--fiu-color-surface-sunken); }
.fiu-datatable--zebra tbody.fiu-datatable__body td { border-bottom-color: transparent; }
.fiu-datatable__table tbody.fiu-datatable__body tr:hover td { background: var(--fiu-color-primary-subtle); }
.fiu-datatable__table tbody tr.fiu-datatable__empty-row:hover td,
.fiu-datatable__table tbody tr.fiu-datatable__skeleton-row:hover td { background: transparent; }
/* The actions column is an ordinary last column: a pinned column would hide the cells that pass under it. */
.fiu-datatable__table th.fiu-datatable__actions, .fiu-datatable__table td.fiu-datatable__actions { width: 1%; text-align: right; }
.fiu-datatable__actions-inner { display: flex; justify-content: flex-end; gap: var(--fiu-space-1); }
.fiu-datatable__table tbody.fiu-datatable__body td { transition: opacity var(--fiu-duration); }
.fiu-datatable--loading tbody.fiu-datatable__body td { opacity: 0.45; pointer-events: none; }
.fiu-datatable--loading tbody.fiu-datatable__body tr.fiu-datatable__skeleton-row td { opacity: 1; }
.fiu-datatable__progress {
  position: absolute; top: 0; left: 0; right: 0; z-index: 4; height: 3px; overflow: hidden;
  border-radius: var(--fiu-radius-lg) var(--fiu-radius-lg) 0 0;
  background: var(--fiu-color-primary-subtle);
}
.fiu-datatable__progress::after {
  content: ""; position: absolute; top: 0; bottom: 0; left: 0; width: 30%;
  background: var(--fiu-color-primary);
  animation: fiu-progress 1.2s ease-in-out infinite;
}
@keyframes fiu-progress { from { transform: translateX(-100%); } to { transform: translateX(340%); } }
.fiu-datatable__skeleton {
  display: inline-block; width: 70%; max-width: 160px; height: 10px; vertical-align: middle;
  border-radius: 5px; background: var(--fiu-color-surface-disabled);
}
.fiu-datatable__skeleton-row:nth-child(3n+2) .fiu-datatable__skeleton { width: 55%; }
.fiu-datatable__skeleton-row:nth-child(3n) .fiu-datatable__skeleton { width: 80%; }
.fiu-datatable__table tbody.fiu-datatable__message td { padding: 0; background: var(--fiu-color-surface); white-space: normal; }
.fiu-datatable__message .fiu-datatable__pin { padding: var(--fiu-space-3) var(--fiu-space-4); }
.fiu-datatable__error {
  display: flex; align-items: center; gap: var(--fiu-space-2);
  padding: var(--fiu-space-2) var(--fiu-space-3);
  color: var(--fiu-color-text);
  background: var(--fiu-color-danger-subtle);
  border: 1px solid var(--fiu-color-danger-border); border-left: 4px solid var(--fiu-color-danger);
  border-radius: var(--fiu-radius);
  font-size: var(--fiu-font-size);
}
.fiu-datatable__error-icon { color: var(--fiu-color-danger); }
.fiu-datatable__error-text { flex: 1; min-width: 0; overflow-wrap: anywhere; }
.fiu-datatable__table tr.fiu-datatable__empty-row td { padding: 0; white-space: normal; }
.fiu-datatable__table tr.fiu-datatable__empty-row .fiu-empty { padding: var(--fiu-space-6) var(--fiu-space-5); font-size: var(--fiu-font-size); }

/* Cards (narrowLayout 'cards' in a narrow box): one card per row, label and value per column. */
.fiu-datatable__cardview { display: flex; flex-direction: column; gap: var(--fiu-space-2); min-width: 0; }
.fiu-datatable__sortbar { display: flex; align-items: center; gap: var(--fiu-space-2); min-width: 0; }
.fiu-datatable__sortlabel { flex: none; font-size: var(--fiu-font-size-sm); color: var(--fiu-color-text-muted); }
.fiu-datatable__sortbar .fiu-select { flex: 1 1 auto; min-width: 0; }
.fiu-datatable__cards { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--fiu-space-2); min-width: 0; }
.fiu-datatable__card {
  position: relative; min-width: 0; padding: var(--fiu-space-2) var(--fiu-space-3);
  background: var(--fiu-color-surface); border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg);
  font-size: var(--fiu-font-size-table); font-variant-numeric: tabular-nums;
}
.fiu-datatable--loading .fiu-datatable__card { opacity: 0.45; pointer-events: none; }
.fiu-datatable__card--skeleton { display: flex; flex-direction: column; gap: var(--fiu-space-2); padding: var(--fiu-space-3); }
.fiu-datatable--loading .fiu-datatable__card--skeleton { opacity: 1; }
.fiu-datatable__fields { margin: 0; display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: var(--fiu-space-1) var(--fiu-space-3); }
.fiu-datatable__field { min-width: 0; }
.fiu-datatable__field dt { font-size: var(--fiu-font-size-sm); line-height: var(--fiu-line-height-sm); color: var(--fiu-color-text-muted); }
.fiu-datatable__field dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
.fiu-datatable__field dd > * { max-width: 100%; }
.fiu-datatable__card-actions { position: absolute; top: var(--fiu-space-1); right: var(--fiu-space-1); }

/* ---------- ActionMenu ---------- */
.fiu-menu { position: relative; display: inline-flex; }
.fiu-menu__list {
  position: fixed; z-index: 30; min-width: 160px; margin: 0; padding: var(--fiu-space-1); list-style: none;
  background: var(--fiu-color-surface-raised, var(--fiu-color-surface));
  border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg); box-shadow: var(--fiu-shadow-md);
}
.fiu-menu__item {
  display: flex; align-items: center; width: 100%; height: 32px; padding: 0 var(--fiu-space-3);
  font: inherit; font-size: var(--fiu-font-size); color: var(--fiu-color-text); text-align: left; white-space: nowrap;
  background: transparent; border: 0; border-radius: var(--fiu-radius); cursor: pointer;
}
.fiu-menu__item:hover, .fiu-menu__item:focus { background: var(--fiu-color-primary-subtle); color: var(--fiu-color-primary); outline: none; }
.fiu-menu__item:focus-visible { outline: var(--fiu-focus-ring); outline-offset: -2px; }
.fiu-menu__item:disabled { color: var(--fiu-color-text-disabled); cursor: not-allowed; background: transparent; }

/* ---------- ColumnChooser ---------- */
.fiu-columns { position: relative; display: inline-flex; }
.fiu-columns__panel {
  position: absolute; top: calc(100% + 4px); right: 0; z-index: 30;
  display: flex; flex-direction: column; gap: var(--fiu-space-1);
  width: max-content; max-width: calc(100vw - 32px); max-height: 60vh; overflow-y: auto;
  padding: var(--fiu-space-2) var(--fiu-space-3);
  background: var(--fiu-color-surface-raised, var(--fiu-color-surface));
  border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg); box-shadow: var(--fiu-shadow-md);
}

/* ---------- SearchBox ---------- */
.fiu-search__control { position: relative; display: block; }
.fiu-search__icon { position: absolute; left: var(--fiu-space-2); top: 50%; margin-top: -8px; color: var(--fiu-color-text-muted); pointer-events: none; }
.fiu-search .fiu-search__input { padding-left: calc(var(--fiu-space-2) + 16px + var(--fiu-space-2)); }
.fiu-search .fiu-search__input::-webkit-search-cancel-button { cursor: pointer; }
.fiu-search__hint--warn { color: var(--fiu-color-warning); }

/* ---------- FilterPanel ---------- */
.fiu-filter { background: var(--fiu-color-surface); border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg); min-width: 0; }
.fiu-filter__header {
  display: flex; flex-wrap: wrap; align-items: flex-start; justify-content: space-between; gap: var(--fiu-space-2) var(--fiu-space-4);
  padding: var(--fiu-space-2) var(--fiu-space-3);
}
.fiu-filter__toggle {
  display: inline-flex; align-items: center; gap: var(--fiu-space-2);
  height: var(--fiu-control-height); padding: 0 var(--fiu-space-2); margin: 0;
  font: inherit; font-weight: var(--fiu-font-weight-semibold); color: var(--fiu-color-text);
  background: transparent; border: 0; border-radius: var(--fiu-radius); cursor: pointer;
}
.fiu-filter__toggle:hover { background: var(--fiu-color-surface-hover); }
.fiu-filter__toggle:focus-visible { outline: var(--fiu-focus-ring); outline-offset: 0; }
.fiu-filter__icon { color: var(--fiu-color-text-muted); }
.fiu-filter__count {
  padding: 0 var(--fiu-space-2); font-size: var(--fiu-font-size-sm); line-height: 18px;
  color: var(--fiu-color-primary); background: var(--fiu-color-primary-subtle); border-radius: 9px;
}
.fiu-filter__chevron { color: var(--fiu-color-text-muted); transition: transform var(--fiu-duration); }
.fiu-filter--open .fiu-filter__chevron { transform: rotate(180deg); }
.fiu-filter__toolbar { display: flex; flex-wrap: wrap; align-items: flex-start; gap: var(--fiu-space-2); min-width: 0; }
.fiu-filter__body { padding: var(--fiu-space-3) var(--fiu-space-4) var(--fiu-space-4); border-top: 1px solid var(--fiu-color-border); }
.fiu-filter__grid {
  display: grid; gap: var(--fiu-space-3) var(--fiu-space-4);
  grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--fiu-filter-min, 200px)), 1fr));
}
.fiu-filter__actions { display: flex; flex-wrap: wrap; gap: var(--fiu-space-2); margin-top: var(--fiu-space-4); }
`;
