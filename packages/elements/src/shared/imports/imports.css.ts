/** The import screens' shared parts: file picker and preview table, suspect list, progress panel. */
export const importsCss = /* css */ `
.fiu-sheet { display: flex; flex-direction: column; gap: var(--fiu-space-1); min-width: 0; }
.fiu-sheet__row { display: flex; flex-wrap: wrap; align-items: center; gap: var(--fiu-space-2); }
.fiu-sheet__input { position: absolute; width: 1px; height: 1px; opacity: 0; pointer-events: none; }
.fiu-sheet__name { color: var(--fiu-color-text-muted); overflow-wrap: anywhere; min-width: 0; }
.fiu-sheet__scroll {
  overflow: auto; max-height: 420px; border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-md);
  margin-top: var(--fiu-space-2);
}
.fiu-sheet__scroll:focus-visible { outline: 2px solid var(--fiu-color-focus, #2563eb); outline-offset: 2px; }
.fiu-sheet__table, .fiu-map__table { border-collapse: collapse; width: 100%; font-size: var(--fiu-font-size-sm); }
.fiu-sheet__table caption, .fiu-map__table caption {
  text-align: left; padding: var(--fiu-space-2); color: var(--fiu-color-text-muted); caption-side: top;
}
.fiu-sheet__table th, .fiu-sheet__table td, .fiu-map__table th, .fiu-map__table td {
  padding: 6px var(--fiu-space-2); border-bottom: 1px solid var(--fiu-color-border); text-align: left;
  white-space: nowrap; vertical-align: middle;
}
.fiu-sheet__table thead th {
  position: sticky; top: 0; background: var(--fiu-color-surface-muted, #f4f5f7); font-weight: var(--fiu-font-weight-semibold);
}
.fiu-suspect { position: relative; }
.fiu-suspect__list {
  position: absolute; z-index: 5; left: 0; right: 0; top: calc(100% - 20px); margin: 0; padding: 4px 0; list-style: none;
  background: var(--fiu-color-surface); border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-md);
  box-shadow: 0 6px 18px rgb(0 0 0 / 0.12);
}
.fiu-suspect__option { display: flex; justify-content: space-between; gap: var(--fiu-space-2); padding: 8px 12px; cursor: pointer; }
.fiu-suspect__option:hover, .fiu-suspect__option[aria-selected='true'] { background: var(--fiu-color-surface-muted, #f4f5f7); }
.fiu-suspect__code { color: var(--fiu-color-text-muted); font-family: var(--fiu-font-family-mono); }
.fiu-progress {
  display: flex; flex-direction: column; gap: var(--fiu-space-3); padding: var(--fiu-space-4);
  border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg); background: var(--fiu-color-surface);
}
.fiu-progress__title { margin: 0; font-size: var(--fiu-font-size-lg); font-weight: var(--fiu-font-weight-semibold); overflow-wrap: anywhere; }
.fiu-progress__file { font-weight: normal; color: var(--fiu-color-text-muted); }
.fiu-progress__bar {
  position: relative; height: 12px; border-radius: 6px; overflow: hidden; background: var(--fiu-color-border);
}
.fiu-progress__fill { height: 100%; width: 0; background: var(--fiu-color-primary, #1d4ed8); transition: width 0.3s ease; }
.fiu-progress[data-status='done'] .fiu-progress__fill { background: var(--fiu-color-success, #15803d); }
.fiu-progress[data-status='failed'] .fiu-progress__fill { background: var(--fiu-color-danger, #b91c1c); }
.fiu-progress__bar--busy .fiu-progress__fill { width: 30%; animation: fiu-progress-busy 1.2s ease-in-out infinite; }
@keyframes fiu-progress-busy { from { transform: translateX(-100%); } to { transform: translateX(340%); } }
@media (prefers-reduced-motion: reduce) { .fiu-progress__bar--busy .fiu-progress__fill { animation: none; width: 100%; opacity: 0.4; } }
.fiu-progress__counts { display: grid; grid-template-columns: repeat(auto-fit, minmax(130px, 1fr)); gap: var(--fiu-space-2); margin: 0; }
.fiu-progress__counts div { display: flex; flex-direction: column; }
.fiu-progress__counts dt { color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm); }
.fiu-progress__counts dd { margin: 0; font-size: var(--fiu-font-size-lg); font-variant-numeric: tabular-nums; }
.fiu-progress__quality h3 { margin: 0 0 var(--fiu-space-1); font-size: var(--fiu-font-size-md, 1rem); }
.fiu-progress__quality ul { margin: 0; padding-left: 1.2em; }
.fiu-progress__rows { color: var(--fiu-color-text-muted); }
.fiu-progress__actions { display: flex; flex-wrap: wrap; gap: var(--fiu-space-2); align-items: center; }
.fiu-map__table .fiu-select { display: block; min-width: 200px; }
.fiu-map__table select { width: 100%; }
@container (max-width: 599px) {
  .fiu-map__table thead { display: none; }
  .fiu-map__table tr { display: block; padding: var(--fiu-space-2) 0; border-bottom: 1px solid var(--fiu-color-border); }
  .fiu-map__table th, .fiu-map__table td { display: block; border: 0; padding: 2px 0; white-space: normal; }
  .fiu-map__table .fiu-select { min-width: 0; }
}
.fiu-map__scroll { overflow-x: auto; }
.fiu-map__why { color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm); }
.fiu-import__alert:empty { display: none; }
.fiu-import__alert { padding-top: var(--fiu-space-3); }
.fiu-import__actions { display: flex; justify-content: flex-end; gap: var(--fiu-space-2); padding: var(--fiu-space-4) 0; }
`;
