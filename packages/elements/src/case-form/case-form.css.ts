/** fiu-case-form's own rules: the subjects' and handlers' rows; the frame's come from recordForm.css. */
export const caseFormCss = /* css */ `
.case-form__label { max-width: 640px; }
.case-form__group { border: 0; margin: 0; display: grid; gap: var(--fiu-space-3); }
.case-form__group > legend { float: left; width: 100%; padding: 0; margin-bottom: 0; }
.case-form__chips { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--fiu-space-2); }
.case-form__chip {
  display: flex; flex-wrap: wrap; align-items: center; gap: var(--fiu-space-2) var(--fiu-space-3);
  padding: var(--fiu-space-2) var(--fiu-space-3); border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-md);
}
.case-form__name { flex: 1 1 12rem; min-width: 0; overflow-wrap: anywhere; }
.case-form__chip .fiu-field__error { flex-basis: 100%; order: 3; margin: 0; }
.case-form__status { display: inline-block; min-width: 130px; }
.case-form__badge { font-size: var(--fiu-font-size-sm); padding: 0 var(--fiu-space-2); border-radius: 999px; background: var(--fiu-color-surface-muted, #f4f5f7); }
.case-form__badge--archived { color: var(--fiu-color-text-muted); }
.case-form__none { margin: 0; color: var(--fiu-color-text-muted); }
.case-form__add-handler { max-width: 420px; }
.case-form .fiu-suspect, .fiu-rf__section .fiu-suspect { max-width: 640px; }
`;
