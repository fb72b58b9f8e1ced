/** fiu-ir-form's own rules: the frame (shared/forms), fields, lists and the Errors box come from elsewhere. */
export const irFormCss = /* css */ `
.fiu-rf__section .fiu-repeat__item { background: var(--fiu-color-surface-sunken); }
`;
