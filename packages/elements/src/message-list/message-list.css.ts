/** fiu-message-list's own rules (the table's come from ui's gridCss, the layout from the record lists'). */
export const messageListCss = /* css */ `
.fiu-messages__subject { font-weight: var(--fiu-font-weight-semibold); }
.fiu-messages time { font-variant-numeric: tabular-nums; white-space: nowrap; }
`;
