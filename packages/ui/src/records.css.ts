/** Styles of the records components: DataTable, SearchBox, FilterPanel, RepeatableList, photo and file fields, date fields. */
export const recordsCss = /* css */ `
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

/* ---------- RepeatableList ---------- */
.fiu-repeat { min-width: 0; margin: 0; padding: 0; border: 0; }
.fiu-repeat__legend { padding: 0; margin-bottom: var(--fiu-space-2); font-size: var(--fiu-font-size); font-weight: var(--fiu-font-weight-semibold); }
.fiu-repeat__description { margin: calc(-1 * var(--fiu-space-1)) 0 var(--fiu-space-2); color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm); line-height: var(--fiu-line-height-sm); }
.fiu-repeat__error { margin-bottom: var(--fiu-space-2); }
.fiu-repeat__items { display: flex; flex-direction: column; gap: var(--fiu-space-2); }
.fiu-repeat__empty {
  padding: var(--fiu-space-3) var(--fiu-space-4); color: var(--fiu-color-text-muted);
  border: 1px dashed var(--fiu-color-border); border-radius: var(--fiu-radius);
}
.fiu-repeat__item {
  position: relative; min-width: 0; margin: 0;
  padding: var(--fiu-space-2) var(--fiu-space-4) var(--fiu-space-4);
  background: var(--fiu-color-surface);
  border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius);
}
.fiu-repeat__item-legend {
  float: left; width: 100%; padding: 0; margin: 0 0 var(--fiu-space-2);
  font-size: var(--fiu-font-size-sm); line-height: var(--fiu-control-height-sm); font-weight: var(--fiu-font-weight-semibold);
  color: var(--fiu-color-text-muted);
}
.fiu-repeat__item-legend + * { clear: both; }
.fiu-repeat__remove { position: absolute; top: var(--fiu-space-2); right: var(--fiu-space-2); }
.fiu-repeat__remove.fiu-btn--ghost { color: var(--fiu-color-danger); }
.fiu-repeat__remove.fiu-btn--ghost:hover { background: var(--fiu-color-danger-subtle); }
.fiu-repeat__fields { clear: both; }
.fiu-repeat__footer { display: flex; align-items: center; gap: var(--fiu-space-3); margin-top: var(--fiu-space-2); }
.fiu-repeat__count { color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm); font-variant-numeric: tabular-nums; }
.fiu-repeat--readonly .fiu-repeat__item { padding-top: var(--fiu-space-2); background: var(--fiu-color-surface-sunken); }

/* ---------- ImagePicker / WebcamCapture / PhotoField ---------- */
.fiu-image-picker { display: flex; flex-wrap: wrap; align-items: flex-start; gap: var(--fiu-space-3); border-radius: var(--fiu-radius); }
.fiu-image-picker--drag { outline: 2px dashed var(--fiu-color-focus); outline-offset: 4px; }
.fiu-image-picker__preview, .fiu-photo__current .fiu-photo__img, .fiu-photo__none {
  display: flex; align-items: center; justify-content: center; flex: none;
  width: var(--fiu-photo-width); height: var(--fiu-photo-height); overflow: hidden;
  background: var(--fiu-color-surface-sunken); border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius);
}
.fiu-image-picker__preview img { width: 100%; height: 100%; object-fit: cover; }
.fiu-image-picker__placeholder, .fiu-photo__none-icon { width: 48px; height: 48px; color: var(--fiu-color-border-strong); }
.fiu-image-picker__controls { display: flex; flex-direction: column; align-items: flex-start; gap: var(--fiu-space-1); min-width: 0; }
.fiu-image-picker__controls .fiu-field__error { max-width: 40ch; }
.fiu-webcam { display: flex; flex-direction: column; gap: var(--fiu-space-2); width: var(--fiu-webcam-width); max-width: 100%; min-width: 0; }
.fiu-webcam__frame {
  position: relative; width: var(--fiu-webcam-width); max-width: 100%; aspect-ratio: 4 / 3; overflow: hidden;
  background: var(--fiu-color-text); border-radius: var(--fiu-radius);
}
.fiu-webcam__video { display: block; width: 100%; height: 100%; object-fit: cover; }
.fiu-webcam__placeholder {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: var(--fiu-space-1);
  width: 100%; height: 100%;
  color: var(--fiu-color-text-muted); background: var(--fiu-color-surface-sunken);
  border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius);
}
.fiu-webcam__placeholder-icon { width: 32px; height: 32px; color: var(--fiu-color-border-strong); }
.fiu-webcam__actions { display: flex; flex-wrap: wrap; gap: var(--fiu-space-2); }
.fiu-webcam__message--info { color: var(--fiu-color-text-muted); }
.fiu-photo { min-width: 0; margin: 0; padding: 0; border: 0; }
.fiu-photo__legend { padding: 0; margin-bottom: var(--fiu-space-2); }
.fiu-photo__layout { display: flex; flex-wrap: wrap; align-items: flex-start; gap: var(--fiu-space-5); }
.fiu-photo__current { display: flex; flex-direction: column; align-items: flex-start; gap: var(--fiu-space-2); margin: 0; }
.fiu-photo__current .fiu-photo__img { object-fit: cover; }
.fiu-photo__none { flex-direction: column; gap: var(--fiu-space-1); color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm); }
.fiu-photo__source { display: flex; flex-direction: column; gap: var(--fiu-space-2); min-width: 0; }
.fiu-photo__source-title { font-size: var(--fiu-font-size-sm); line-height: var(--fiu-line-height-sm); font-weight: var(--fiu-font-weight-semibold); color: var(--fiu-color-text-muted); }

/* ---------- FileField ---------- */
.fiu-file__row { display: flex; align-items: center; gap: var(--fiu-space-2); min-width: 0; min-height: var(--fiu-control-height); }
.fiu-file__icon { flex: none; color: var(--fiu-color-text-muted); }
.fiu-file__name { min-width: 0; overflow-wrap: anywhere; }
.fiu-file__none { color: var(--fiu-color-text-muted); }
.fiu-file__size { color: var(--fiu-color-text-muted); font-variant-numeric: tabular-nums; white-space: nowrap; }
.fiu-file__open {
  font: inherit; color: var(--fiu-color-primary); background: none; border: 0; padding: 0; cursor: pointer; text-align: left;
  text-decoration: underline; text-underline-offset: 2px; overflow-wrap: anywhere;
}
.fiu-file__open:focus-visible { outline: var(--fiu-focus-ring); outline-offset: 2px; border-radius: 2px; }
.fiu-file__choose { display: flex; flex-wrap: wrap; align-items: center; gap: var(--fiu-space-1) var(--fiu-space-3); }

/* ---------- Date fields ---------- */
.fiu-date__control { position: relative; display: flex; min-width: 0; }
.fiu-date__input { flex: 1 1 auto; min-width: 0; font-variant-numeric: tabular-nums; }
.fiu-date__control:has(.fiu-date__button) .fiu-date__input { border-top-right-radius: 0; border-bottom-right-radius: 0; }
.fiu-date__button {
  flex: none; display: inline-flex; align-items: center; justify-content: center; width: var(--fiu-control-height);
  margin-left: -1px; padding: 0; color: var(--fiu-color-text-muted); cursor: pointer;
  background: var(--fiu-color-surface); border: 1px solid var(--fiu-color-border-strong);
  border-radius: 0 var(--fiu-radius) var(--fiu-radius) 0;
}
.fiu-date__button:hover { color: var(--fiu-color-primary); background: var(--fiu-color-surface-hover); }
.fiu-date__button:focus-visible { outline: var(--fiu-focus-ring); outline-offset: 0; position: relative; z-index: 1; }
.fiu-cal {
  position: absolute; top: calc(100% + 4px); left: 0; z-index: 20; width: max-content; max-width: calc(100vw - 16px);
  padding: var(--fiu-space-2); background: var(--fiu-color-surface-raised, var(--fiu-color-surface));
  border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg); box-shadow: var(--fiu-shadow-md);
}
.fiu-cal__head { display: flex; align-items: center; gap: var(--fiu-space-1); margin-bottom: var(--fiu-space-2); }
.fiu-cal__select { width: auto; min-width: 0; height: var(--fiu-control-height-sm); min-height: 0; padding-top: 0; padding-bottom: 0; }
.fiu-cal__nav, .fiu-cal__day {
  display: inline-flex; align-items: center; justify-content: center; font: inherit; color: var(--fiu-color-text);
  background: transparent; border: 0; border-radius: var(--fiu-radius); cursor: pointer;
}
.fiu-cal__nav { width: 28px; height: 28px; flex: none; }
.fiu-cal__nav:hover, .fiu-cal__day:hover:not(:disabled) { background: var(--fiu-color-surface-hover); }
.fiu-cal__grid { border-collapse: collapse; font-variant-numeric: tabular-nums; }
.fiu-cal__grid th { width: 36px; height: 24px; font-size: var(--fiu-font-size-sm); font-weight: var(--fiu-font-weight-semibold); color: var(--fiu-color-text-muted); }
.fiu-cal__grid td { padding: 1px; text-align: center; }
.fiu-cal__day { width: 34px; height: 32px; }
.fiu-cal__day--other { color: var(--fiu-color-text-muted); }
.fiu-cal__day--today { box-shadow: inset 0 0 0 1px var(--fiu-color-border-strong); }
.fiu-cal__day--selected, .fiu-cal__day--selected:hover:not(:disabled) { color: var(--fiu-color-primary-contrast); background: var(--fiu-color-primary); }
.fiu-cal__day:disabled { color: var(--fiu-color-text-disabled); cursor: not-allowed; }
.fiu-cal__nav:focus-visible, .fiu-cal__day:focus-visible { outline: var(--fiu-focus-ring); outline-offset: 0; }
`;
