/** fiu-ir-form's own rules (the shared card layout comes from shared/auth.css). */
export const irFormCss = '';
