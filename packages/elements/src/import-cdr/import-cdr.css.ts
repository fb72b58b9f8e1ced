/** fiu-import-cdr's own rules (frame from shared/forms, parts from shared/imports): none yet. */
export const importCdrCss = '';
