/**
 * The record form frame's rules (RecordFormFrame, FormSection); fields, lists, banners and the Errors panel come
 * from ui's styles. The frame is a size container: its grids stack by the width the form gets, not the
 * window's (an embedded form in a narrow column stacks too).
 */
export const recordFormCss = /* css */ `
:host { display: block; }
.fiu-rf {
  display: flex; flex-direction: column; gap: var(--fiu-space-4);
  max-width: 1200px; min-width: 0; color: var(--fiu-color-text);
  container-type: inline-size;
}
.fiu-rf--state { padding: var(--fiu-space-5) 0; }
.fiu-rf__header { display: flex; flex-wrap: wrap; align-items: flex-start; gap: var(--fiu-space-1) var(--fiu-space-3); }
.fiu-rf__back { flex: none; }
.fiu-rf__heading { min-width: 0; flex: 1 1 320px; }
.fiu-rf__title {
  margin: 0; font-size: var(--fiu-font-size-xl); line-height: 28px; font-weight: var(--fiu-font-weight-semibold);
  overflow-wrap: anywhere;
}
.fiu-rf__meta {
  display: flex; flex-wrap: wrap; align-items: center; gap: var(--fiu-space-1) var(--fiu-space-4);
  margin: var(--fiu-space-1) 0 0; color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm);
}
.fiu-rf__meta strong { color: var(--fiu-color-text); font-weight: var(--fiu-font-weight-semibold); }
.fiu-rf__code { font-family: var(--fiu-font-family-mono); letter-spacing: 0.02em; }
.fiu-rf__pending { font-style: normal; color: var(--fiu-color-text); }
.fiu-rf__notices { display: flex; flex-direction: column; gap: var(--fiu-space-2); }
.fiu-rf__errors:empty { display: none; }
.fiu-rf__errors { scroll-margin-top: var(--fiu-scroll-offset, 0px); }
.fiu-rf__errors:focus { outline: none; }
.fiu-rf__kept { margin: var(--fiu-space-2) 0 0; color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm); }
.fiu-rf__form {
  min-width: 0;
  background: var(--fiu-color-surface); border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg);
  padding: 0 var(--fiu-space-5);
}
.fiu-rf__form .fiu-tabs__panel { padding-top: var(--fiu-space-2); }
.fiu-rf__section { padding: var(--fiu-space-4) 0; border-bottom: 1px solid var(--fiu-color-border); min-width: 0; }
/* The actions bar draws the last line. */
.fiu-rf__form > .fiu-rf__section:nth-last-child(2) { border-bottom: 0; }
.fiu-rf__section-title, .fiu-rf__section .fiu-repeat__legend {
  margin: 0 0 var(--fiu-space-3); font-size: var(--fiu-font-size-lg); line-height: 24px; font-weight: var(--fiu-font-weight-semibold);
}
.fiu-rf__note { margin: calc(-1 * var(--fiu-space-2)) 0 var(--fiu-space-3); color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm); }
.fiu-rf__check { display: flex; align-items: flex-end; min-height: 52px; }
.fiu-rf textarea.fiu-input { resize: vertical; }
.fiu-rf .fiu-field__error { text-wrap: pretty; }
/* Read-only: every control looks alike (inputs are readonly, selects and checkboxes disabled) and stays legible. */
.fiu-rf--readonly .fiu-input:is([readonly], :disabled) {
  background: var(--fiu-color-surface-sunken); border-color: var(--fiu-color-border);
  color: var(--fiu-color-text); -webkit-text-fill-color: var(--fiu-color-text); opacity: 1; cursor: default;
}
.fiu-rf--readonly .fiu-checkbox--disabled { color: var(--fiu-color-text); opacity: 1; }
.fiu-rf__actions {
  position: sticky; bottom: 0; z-index: 1;
  margin: 0 calc(-1 * var(--fiu-space-5)); padding: var(--fiu-space-3) var(--fiu-space-5);
  border-top: 1px solid var(--fiu-color-border); background: var(--fiu-color-surface);
  border-radius: 0 0 var(--fiu-radius-lg) var(--fiu-radius-lg);
}
.fiu-rf__unsaved { color: var(--fiu-color-warning); font-size: var(--fiu-font-size-sm); }
.fiu-rf__invalid { color: var(--fiu-color-danger); font-size: var(--fiu-font-size-sm); }
@container (max-width: 640px) {
  .fiu-rf__form { padding: 0 var(--fiu-space-3); }
  .fiu-rf__actions { margin: 0 calc(-1 * var(--fiu-space-3)); padding: var(--fiu-space-2) var(--fiu-space-3); }
  .fiu-rf__check { min-height: 0; }
}
`;
