/** fiu-user-list's own rules (the table's come from ui's gridCss, the layout from the record lists'). */
export const userListCss = /* css */ `
.fiu-users__name { display: block; font-weight: var(--fiu-font-weight-semibold); }
.fiu-users__username { display: block; color: var(--fiu-color-text-muted); font-family: var(--fiu-font-family-mono); font-size: 12px; }
/* On a phone the row buttons go under the card's fields, not over them. */
.fiu-users .fiu-datatable__card-actions { position: static; margin-top: var(--fiu-space-2); }
.fiu-users__email { overflow-wrap: anywhere; }
.fiu-users__row-actions { display: inline-flex; flex-wrap: nowrap; gap: var(--fiu-space-1); }
.fiu-users__note { margin: 0; color: var(--fiu-color-text-muted); }
.fiu-users__error { margin: 0; color: var(--fiu-color-danger); grid-column: 1 / -1; }
`;
