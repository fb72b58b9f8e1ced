/** fiu-authorize's own rules. */
export const authorizeCss = /* css */ `
.fiu-authorize__code { font-family: var(--fiu-font-family-mono); }
.fiu-authorize__preset {
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: var(--fiu-space-3) var(--fiu-space-4);
  border: 1px solid var(--fiu-color-primary);
  border-radius: var(--fiu-radius);
  background: var(--fiu-color-primary-subtle);
}
.fiu-authorize__preset-name { font-weight: var(--fiu-font-weight-semibold); }
.fiu-authorize__preset-domain {
  font-size: var(--fiu-font-size-sm);
  color: var(--fiu-color-text-muted);
  font-family: var(--fiu-font-family-mono);
}
`;
