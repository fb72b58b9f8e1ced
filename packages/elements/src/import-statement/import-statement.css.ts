/** fiu-import-statement's own rules (the shared card layout comes from shared/auth.css). */
export const importStatementCss = '';
