/** fiu-group-list's own rules (the table's come from ui's gridCss, the layout from the record lists'). */
export const groupListCss = /* css */ `
.fiu-groups__form { display: flex; flex-direction: column; gap: var(--fiu-space-3); }
.fiu-groups__actions { display: flex; gap: var(--fiu-space-2); }
`;
