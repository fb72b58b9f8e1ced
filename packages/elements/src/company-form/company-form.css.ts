/** fiu-company-form's own rules (fields, lists, banners and the Errors box come from ui). */
export const companyFormCss = /* css */ `
:host { display: block; }
.fiu-cf {
  max-width: 1120px; margin: 0 auto; padding: var(--fiu-space-4) 0 var(--fiu-space-6);
  display: flex; flex-direction: column; gap: var(--fiu-space-4);
}
.fiu-cf--state { padding: var(--fiu-space-6) 0; }
.fiu-cf__header { display: flex; align-items: flex-start; justify-content: space-between; gap: var(--fiu-space-4); }
.fiu-cf__heading { min-width: 0; }
.fiu-cf__title {
  margin: 0; font-size: var(--fiu-font-size-xl); line-height: 28px; font-weight: var(--fiu-font-weight-semibold);
  overflow-wrap: anywhere;
}
.fiu-cf__meta {
  display: flex; flex-wrap: wrap; align-items: center; gap: var(--fiu-space-1) var(--fiu-space-3);
  margin: var(--fiu-space-1) 0 0; color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm);
}
.fiu-cf__meta strong { color: var(--fiu-color-text); }
.fiu-cf__mono, .fiu-cf__mono-input .fiu-input { font-family: var(--fiu-font-family-mono); font-variant-numeric: tabular-nums; }
.fiu-cf__notices:empty, .fiu-cf__errors:empty { display: none; }
.fiu-cf__notices { display: flex; flex-direction: column; gap: var(--fiu-space-2); }
.fiu-cf__errors:focus { outline: none; }
.fiu-cf__kept { margin: var(--fiu-space-2) 0 0; color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm); }
.fiu-cf__form { display: flex; flex-direction: column; gap: var(--fiu-space-4); }
.fiu-cf__section {
  padding: var(--fiu-space-4) var(--fiu-space-5) var(--fiu-space-5);
  background: var(--fiu-color-surface); border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg);
}
.fiu-cf__section-title, .fiu-cf__section .fiu-repeat__legend {
  margin: 0 0 var(--fiu-space-3); font-size: var(--fiu-font-size-lg); line-height: 24px; font-weight: var(--fiu-font-weight-semibold);
}
.fiu-cf__section .fiu-repeat__item { background: var(--fiu-color-surface-sunken); }
.fiu-cf__span2 { grid-column: span 2; }
.fiu-cf__check { padding-top: calc(var(--fiu-line-height) + var(--fiu-space-1) + 6px); } /* level with the inputs beside it */
.fiu-cf__primary { display: flex; align-items: center; gap: var(--fiu-space-2); margin: 0; color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm); }
.fiu-cf .fiu-input[readonly] { background: var(--fiu-color-surface-sunken); }
.fiu-cf textarea.fiu-input { resize: vertical; }
.fiu-cf__actions { padding: 0; }
.fiu-cf__actions--sticky {
  position: sticky; bottom: 0; z-index: 1; padding: var(--fiu-space-3) var(--fiu-space-5);
  background: var(--fiu-color-surface); border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg);
  box-shadow: 0 -2px 6px rgba(31, 35, 40, 0.06);
}
.fiu-cf .fiu-field__error { text-wrap: pretty; }
.fiu-cf__invalid { color: var(--fiu-color-danger); font-size: var(--fiu-font-size-sm); }
@media (max-width: 640px) {
  .fiu-cf__span2 { grid-column: auto; }
  .fiu-cf__check { padding-top: 0; }
  .fiu-cf__section { padding: var(--fiu-space-3); }
}
`;
