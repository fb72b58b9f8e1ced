/** Layout shared by the public screens (the card, the error region, the link row). */
export const authCss = /* css */ `
.fiu-auth {
  box-sizing: border-box;
  width: 100%;
  max-width: 440px;
  margin: 0 auto;
  padding: var(--fiu-space-6) var(--fiu-space-6) var(--fiu-space-5);
  background: var(--fiu-color-surface);
  border: 1px solid var(--fiu-color-border);
  border-radius: var(--fiu-radius-lg);
  box-shadow: var(--fiu-shadow-sm);
}
.fiu-auth__context {
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: var(--fiu-space-1) var(--fiu-space-3);
  margin: 0 0 var(--fiu-space-4);
  padding-bottom: var(--fiu-space-3);
  border-bottom: 1px solid var(--fiu-color-border);
  font-size: var(--fiu-font-size-sm);
  line-height: var(--fiu-line-height-sm);
  color: var(--fiu-color-text-muted);
}
.fiu-auth__context strong {
  color: var(--fiu-color-text);
  font-weight: var(--fiu-font-weight-semibold);
}
.fiu-auth__title {
  margin: 0 0 var(--fiu-space-2);
  font-size: var(--fiu-font-size-xl);
  line-height: 28px;
  font-weight: var(--fiu-font-weight-semibold);
  color: var(--fiu-color-text);
}
.fiu-auth__intro {
  margin: 0 0 var(--fiu-space-5);
  color: var(--fiu-color-text-muted);
}
.fiu-auth__form {
  display: flex;
  flex-direction: column;
  gap: var(--fiu-space-4);
  margin: 0;
}
.fiu-auth__form .fiu-field { margin: 0; }
.fiu-auth__actions {
  display: flex;
  flex-direction: column;
  gap: var(--fiu-space-2);
  margin-top: var(--fiu-space-2);
}
.fiu-auth__alert:empty { display: none; }
.fiu-auth__links {
  margin-top: var(--fiu-space-5);
  padding-top: var(--fiu-space-4);
  border-top: 1px solid var(--fiu-color-border);
}
/* Link-like buttons: their text lines up with the form's left edge. */
.fiu-auth__links-row {
  display: flex;
  flex-wrap: wrap;
  gap: var(--fiu-space-1) var(--fiu-space-2);
  margin-inline: calc(-1 * var(--fiu-space-2));
}
.fiu-auth__notice { margin: 0 0 var(--fiu-space-4); }
.fiu-auth__link {
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: var(--fiu-color-primary);
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
}
.fiu-auth__link:hover { color: var(--fiu-color-primary-hover); }
.fiu-auth__link:focus-visible {
  outline: var(--fiu-focus-ring);
  outline-offset: var(--fiu-focus-ring-offset);
  border-radius: 2px;
}
@media (max-width: 480px) {
  .fiu-auth { padding: var(--fiu-space-5) var(--fiu-space-4); border-radius: 0; border-left: 0; border-right: 0; }
}
`;
