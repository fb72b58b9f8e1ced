/** fiu-feedback-form's own rules: the frame (shared/forms), fields and the Errors box come from elsewhere. */
export const feedbackFormCss = /* css */ `
/* §2: the case reference is shown in red. */
.fiu-rf__meta .fiu-rf__code { color: var(--fiu-color-danger); }
.fb-intro { margin: var(--fiu-space-4) 0 0; color: var(--fiu-color-text-muted); }
.fb-lock { border: 0; margin: 0; padding: 0; min-width: 0; }
.fb-section { border: 0; margin: 0; min-width: 0; display: flex; flex-direction: column; gap: var(--fiu-space-4); }
.fb-section > legend { padding: 0; float: left; width: 100%; }
.fb-section > legend + * { clear: both; }
.fb-choice { border: 0; margin: 0; padding: 0; min-width: 0; }
.fb-choice__legend { padding: 0; margin-bottom: var(--fiu-space-2); font-weight: var(--fiu-font-weight-semibold); }
.fb-choice__options { display: flex; flex-wrap: wrap; gap: var(--fiu-space-1) var(--fiu-space-2); }
.fb-choice__option {
  display: inline-flex; align-items: center; gap: var(--fiu-space-1);
  padding: var(--fiu-space-1) var(--fiu-space-2); min-height: 32px;
  border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius); cursor: pointer;
  background: var(--fiu-color-surface);
}
.fb-choice__option:has(input:checked) { border-color: var(--fiu-color-primary); background: var(--fiu-color-primary-subtle); }
.fb-choice__option:has(input:focus-visible) { outline: 2px solid var(--fiu-color-focus); outline-offset: 2px; }
.fb-choice__option input { margin: 0; accent-color: var(--fiu-color-primary); }
.fb-choice__option:has(input:disabled) { cursor: default; }
.fb-choice[aria-invalid] .fb-choice__option { border-color: var(--fiu-color-danger); }
.fb-choice .fiu-field__error { margin: var(--fiu-space-1) 0 0; color: var(--fiu-color-danger); font-size: var(--fiu-font-size-sm); }
.fb-question--text textarea { min-height: 72px; }
@container (max-width: 640px) {
  .fb-choice--scale .fb-choice__options { flex-direction: column; align-items: stretch; }
}
`;
