/** fiu-validate-reset's own rules. */
export const validateResetCss = /* css */ `
.fiu-validate__key { font-family: var(--fiu-font-family-mono); letter-spacing: 0.04em; }
`;
