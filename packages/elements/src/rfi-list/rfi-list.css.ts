/** fiu-rfi-list's own rules; the table, search and pager come from ui's grid styles. */
export const rfiListCss = /* css */ `
:host { display: block; }
.rfi-list { display: flex; flex-direction: column; gap: var(--fiu-space-3); min-width: 0; color: var(--fiu-color-text); }
.rfi-list__header { display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between; gap: var(--fiu-space-2) var(--fiu-space-4); }
.rfi-list__title { margin: 0; font-size: var(--fiu-font-size-xl); line-height: 28px; font-weight: var(--fiu-font-weight-semibold); }
.rfi-list__count { margin-left: var(--fiu-space-2); font-size: var(--fiu-font-size-sm); color: var(--fiu-color-text-muted); font-weight: normal; }
.rfi-list__search { width: 300px; max-width: 100%; }
.rfi-list__none { color: var(--fiu-color-text-muted); }
.rfi-list__text { white-space: normal; overflow-wrap: anywhere; }
.rfi-feedback { display: grid; gap: var(--fiu-space-3); }
`;
