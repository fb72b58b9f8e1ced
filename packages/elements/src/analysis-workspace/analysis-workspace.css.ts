/** fiu-analysis-workspace's own rules: the date bar, the tabs, the dashboard and the grid tabs. */
export const analysisWorkspaceCss = /* css */ `
.fiu-ws__bar { padding-bottom: var(--fiu-space-2, 8px); border-bottom: 1px solid var(--fiu-color-border); }
.fiu-ws__title { flex: 1 1 100%; }
.fiu-ws__subtabs { margin-top: var(--fiu-space-2, 8px); }
.fiu-ws .fiu-tabs__list { overflow-x: auto; }
.fiu-dash { display: grid; grid-template-columns: minmax(10rem, 14rem) minmax(0, 1fr); gap: var(--fiu-space-3, 16px); padding-top: var(--fiu-space-3, 16px); }
.fiu-dash__tree { border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg); padding: var(--fiu-space-2, 8px); align-self: start; }
.fiu-dash__tree-title { margin: 0 0 var(--fiu-space-1, 4px); font-weight: 600; }
.fiu-dash__tree ul { list-style: none; margin: 0; padding: 0; }
.fiu-dash__node { padding: 6px 8px; border-radius: var(--fiu-radius-md); cursor: pointer; }
.fiu-dash__node:hover { background: var(--fiu-color-surface-muted, #f4f5f7); }
.fiu-dash__node[aria-selected='true'] { background: var(--fiu-color-primary-subtle); color: var(--fiu-color-primary); font-weight: 600; }
.fiu-dash__node:focus-visible { outline: 2px solid var(--fiu-color-focus); outline-offset: 1px; }
.fiu-dash__main { display: flex; flex-direction: column; gap: var(--fiu-space-3, 16px); min-width: 0; }
.fiu-dash__card { display: flex; gap: var(--fiu-space-3, 16px); align-items: flex-start; border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg); padding: var(--fiu-space-3, 16px); }
.fiu-dash__photo { flex: none; width: 96px; height: 96px; border-radius: var(--fiu-radius-md); background: var(--fiu-color-surface-muted, #f4f5f7); display: flex; align-items: center; justify-content: center; overflow: hidden; font-size: 28px; color: var(--fiu-color-text-muted); }
.fiu-dash__photo img { width: 100%; height: 100%; object-fit: cover; }
.fiu-dash__name { margin: 0; font-size: var(--fiu-font-size-lg, 16px); }
.fiu-dash__desc { margin: 4px 0 0; color: var(--fiu-color-text-muted); }
.fiu-dash__facts { display: flex; flex-wrap: wrap; gap: var(--fiu-space-3, 16px); margin: var(--fiu-space-2, 8px) 0 0; }
.fiu-dash__facts dt { font-size: var(--fiu-font-size-sm, 13px); color: var(--fiu-color-text-muted); }
.fiu-dash__facts dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
.fiu-dash__summary-title { margin: 0 0 var(--fiu-space-1, 4px); font-size: var(--fiu-font-size-md, 14px); }
.fiu-dash__channels { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: var(--fiu-space-2, 8px); }
.fiu-dash__channel { display: flex; flex-direction: column; gap: 2px; padding: var(--fiu-space-2, 8px); border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-md); font-variant-numeric: tabular-nums; }
.fiu-dash__channel-name { font-weight: 600; text-transform: capitalize; }
.fiu-dash__charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr)); gap: var(--fiu-space-3, 16px); }
.fiu-grid-tab { padding-top: var(--fiu-space-3, 16px); min-width: 0; }
@media (max-width: 640px) {
  .fiu-dash { grid-template-columns: minmax(0, 1fr); }
  .fiu-dash__card { flex-direction: column; }
}
`;
