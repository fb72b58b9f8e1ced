/** fiu-subject-list's own rules (the list layout comes from shared/records/records.css). */
export const subjectListCss = /* css */ `
.fiu-records__signin { margin: 0; padding: var(--fiu-space-4); color: var(--fiu-color-text-muted); }
`;
