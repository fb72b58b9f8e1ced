/** fiu-company-form's own rules: the frame (shared/forms), fields, lists and the Errors box come from elsewhere. */
export const companyFormCss = /* css */ `
.fiu-rf__section .fiu-repeat__item { background: var(--fiu-color-surface-sunken); }
.cf-primary { display: flex; align-items: center; gap: var(--fiu-space-2); margin: 0; color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm); }
.cf-primary-field { flex-direction: column; align-items: flex-start; justify-content: flex-end; gap: 2px; }
.cf-primary-field .fiu-field__hint { margin: 0; }
.cf-mono .fiu-input { font-family: var(--fiu-font-family-mono); font-variant-numeric: tabular-nums; }
`;
