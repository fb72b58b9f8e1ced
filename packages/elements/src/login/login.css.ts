/** fiu-login's own rules (the card and form layout come from shared/auth.css). */
export const loginCss = /* css */ `
.fiu-login__key {
  font-family: var(--fiu-font-family-mono);
  letter-spacing: 0.08em;
}
`;
