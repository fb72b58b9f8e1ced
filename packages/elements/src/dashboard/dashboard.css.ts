/** fiu-dashboard's own rules: the header with the period, the cards, the statistics panels and the map. */
export const dashboardCss = /* css */ `
:host { display: block; }
.dash-screen { display: flex; flex-direction: column; gap: var(--fiu-space-4); min-width: 0; color: var(--fiu-color-text); }
.dash-header { display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between; gap: var(--fiu-space-3) var(--fiu-space-4); }
.dash-header__title { margin: 0; font-size: var(--fiu-font-size-xl); line-height: 28px; font-weight: var(--fiu-font-weight-semibold); }
.dash-header__period { margin: var(--fiu-space-1) 0 0; color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm); }
.dash-period { display: flex; flex-wrap: wrap; gap: var(--fiu-space-3); align-items: flex-start; }
.dash-period .fiu-field { width: 190px; max-width: 100%; margin: 0; }
.dash { display: flex; flex-direction: column; gap: var(--fiu-space-4); min-width: 0; }
.dash[aria-busy="true"] .dash-cards, .dash[aria-busy="true"] .dash-tables { opacity: 0.6; transition: opacity var(--fiu-duration, 150ms); }
.dash-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: var(--fiu-space-3); }
@media (max-width: 600px) { .dash-cards { grid-template-columns: repeat(2, minmax(0, 1fr)); } .dash-card { padding: var(--fiu-space-2) var(--fiu-space-3); } }
.dash-card {
  display: flex; flex-direction: column; gap: var(--fiu-space-1); min-height: 104px; padding: var(--fiu-space-3) var(--fiu-space-4);
  background: var(--fiu-color-surface); border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg);
}
.dash-card__title { margin: 0; font-size: var(--fiu-font-size-sm); font-weight: var(--fiu-font-weight-semibold); color: var(--fiu-color-text-muted); }
.dash-card__value { font-size: 28px; line-height: 36px; font-weight: var(--fiu-font-weight-semibold); font-variant-numeric: tabular-nums; }
.dash-card__second { margin: auto 0 0; font-size: var(--fiu-font-size-sm); color: var(--fiu-color-text-muted); }
.dash-card__second-value { font-weight: var(--fiu-font-weight-semibold); font-variant-numeric: tabular-nums; }
.dash-card__placeholder { color: var(--fiu-color-text-disabled); }
.dash a { color: var(--fiu-color-primary); text-decoration: none; border-radius: 2px; }
.dash a:hover { text-decoration: underline; }
.dash a:focus-visible { outline: var(--fiu-focus-ring); outline-offset: var(--fiu-focus-ring-offset); }
.dash-skeleton { height: 320px; border-radius: var(--fiu-radius-lg); background: var(--fiu-color-surface-sunken); }
.dash-tables { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(320px, 100%), 1fr)); gap: var(--fiu-space-4); align-items: start; }
.dash-panel {
  min-width: 0; padding: var(--fiu-space-3) var(--fiu-space-4) var(--fiu-space-4);
  background: var(--fiu-color-surface); border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg);
}
.dash-panel--wide { grid-column: 1 / -1; }
.dash-panel__title { margin: 0 0 var(--fiu-space-3); font-size: var(--fiu-font-size-lg); font-weight: var(--fiu-font-weight-semibold); }
.dash-stat { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: var(--fiu-space-4); align-items: start; }
@media (max-width: 760px) { .dash-stat { grid-template-columns: minmax(0, 1fr); } }
.dash-stat__chart { margin: 0; min-width: 0; }
.dash-table { width: 100%; border-collapse: collapse; font-size: var(--fiu-font-size-table); font-variant-numeric: tabular-nums; }
.dash-table th, .dash-table td { padding: var(--fiu-space-1) var(--fiu-space-2); border-bottom: 1px solid var(--fiu-color-border); text-align: left; vertical-align: top; }
.dash-table thead th { position: sticky; top: 0; background: var(--fiu-color-surface); color: var(--fiu-color-text-muted); font-weight: var(--fiu-font-weight-semibold); }
.dash-table tbody th { font-weight: var(--fiu-font-weight-normal); overflow-wrap: anywhere; }
.dash-table__n { width: 3ch; color: var(--fiu-color-text-muted); }
.dash-table__count { text-align: right !important; white-space: nowrap; }
.dash-table__none { color: var(--fiu-color-text-muted); margin: 0; }
.dash-orgs.fiu-tabs--vertical > .fiu-tabs__list { width: 200px; }
@media (max-width: 600px) {
  .dash-orgs.fiu-tabs--vertical { flex-direction: column; }
  .dash-orgs.fiu-tabs--vertical > .fiu-tabs__list { width: 100%; max-width: none; border-right: 0; border-bottom: 1px solid var(--fiu-color-border); }
}
.dash-map { display: flex; flex-direction: column; gap: var(--fiu-space-3); }
.dash-map__tools { display: flex; align-items: center; gap: var(--fiu-space-3); }
.dash-map__note { margin: 0; color: var(--fiu-color-text-muted); }
`;
