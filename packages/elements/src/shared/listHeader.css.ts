/**
 * The frame of a small list screen (users, groups, messages): title with its total, the buttons, the pager.
 * The record lists' own (records.css) carries their search and filter rules too; a small list does not need them.
 */
export const listHeaderCss = /* css */ `
.fiu-list { display: flex; flex-direction: column; gap: var(--fiu-space-3); min-width: 0; }
.fiu-list__header { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--fiu-space-2) var(--fiu-space-4); }
.fiu-list__title {
  margin: 0; display: flex; align-items: baseline; gap: var(--fiu-space-2);
  font-size: var(--fiu-font-size-xl); line-height: 28px; font-weight: var(--fiu-font-weight-semibold);
}
.fiu-list__total {
  font-size: var(--fiu-font-size-sm); line-height: var(--fiu-line-height-sm); font-weight: var(--fiu-font-weight-semibold);
  font-variant-numeric: tabular-nums; color: var(--fiu-color-text-muted);
  background: var(--fiu-color-surface-sunken); border: 1px solid var(--fiu-color-border); border-radius: 999px; padding: 0 var(--fiu-space-2);
}
.fiu-list__actions { display: flex; flex-wrap: wrap; gap: var(--fiu-space-2); }
.fiu-list__footer { display: flex; justify-content: flex-end; align-items: center; }
.fiu-list__signin { margin: 0; padding: var(--fiu-space-4); color: var(--fiu-color-text-muted); }
`;
