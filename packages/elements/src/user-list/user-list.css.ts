/** fiu-user-list's own rules (the table's come from ui's gridCss, the layout from the record lists'). */
export const userListCss = /* css */ `
.fiu-users__name { font-weight: var(--fiu-font-weight-semibold); }
.fiu-users__row-actions { display: inline-flex; flex-wrap: nowrap; gap: var(--fiu-space-1); }
.fiu-users__note { margin: 0; color: var(--fiu-color-text-muted); }
.fiu-users__error { margin: 0; color: var(--fiu-color-danger); grid-column: 1 / -1; }
`;
