/** fiu-subject-form's own rules; fields, tabs, lists, banners and the photo come from ui's styles. */
export const subjectFormCss = /* css */ `
.sf {
  display: flex;
  flex-direction: column;
  gap: var(--fiu-space-4);
  max-width: 1200px;
  color: var(--fiu-color-text);
}
.sf__header {
  display: flex;
  align-items: flex-start;
  gap: var(--fiu-space-3);
}
.sf__heading { min-width: 0; }
.sf__title {
  margin: 0;
  font-size: var(--fiu-font-size-xl);
  line-height: 28px;
  font-weight: var(--fiu-font-weight-semibold);
  overflow-wrap: anywhere;
}
.sf__meta {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--fiu-space-1) var(--fiu-space-4);
  margin: var(--fiu-space-1) 0 0;
  color: var(--fiu-color-text-muted);
  font-size: var(--fiu-font-size-sm);
}
.sf__meta strong { color: var(--fiu-color-text); font-weight: var(--fiu-font-weight-semibold); }
.sf__id { font-family: var(--fiu-font-family-mono); letter-spacing: 0.02em; }
.sf__form {
  background: var(--fiu-color-surface);
  border: 1px solid var(--fiu-color-border);
  border-radius: var(--fiu-radius-lg);
  padding: 0 var(--fiu-space-5) var(--fiu-space-4);
}
.sf__form .fiu-tabs__panel { padding-top: var(--fiu-space-2); }
.sf-section {
  padding: var(--fiu-space-4) 0;
  border-bottom: 1px solid var(--fiu-color-border);
}
.sf-section:last-child { border-bottom: 0; }
.sf-section__title {
  margin: 0 0 var(--fiu-space-3);
  font-size: var(--fiu-font-size-lg);
  line-height: 24px;
  font-weight: var(--fiu-font-weight-semibold);
}
.sf-section__note {
  margin: calc(-1 * var(--fiu-space-2)) 0 var(--fiu-space-3);
  color: var(--fiu-color-text-muted);
  font-size: var(--fiu-font-size-sm);
}
.sf-photo .fiu-photo__legend {
  margin-bottom: var(--fiu-space-3);
  font-size: var(--fiu-font-size-lg);
  line-height: 24px;
  color: var(--fiu-color-text);
}
.sf-span-2 { grid-column: span 2; }
@media (max-width: 640px) { .sf-photo .fiu-photo__legend {
  margin-bottom: var(--fiu-space-3);
  font-size: var(--fiu-font-size-lg);
  line-height: 24px;
  color: var(--fiu-color-text);
}
.sf-span-2 { grid-column: auto; } }
.sf-check { display: flex; align-items: flex-end; min-height: 52px; }
.sf-lists, .sf-wide-lists {
  display: grid;
  gap: var(--fiu-space-5);
  padding: var(--fiu-space-4) 0;
  border-bottom: 1px solid var(--fiu-color-border);
}
.sf-lists { grid-template-columns: repeat(2, minmax(0, 1fr)); }
@media (max-width: 800px) { .sf-lists { grid-template-columns: minmax(0, 1fr); } }
.sf-lists .fiu-repeat__legend, .sf-wide-lists .fiu-repeat__legend, .sf-section .fiu-repeat__legend {
  font-size: var(--fiu-font-size-lg);
  line-height: 24px;
}
.sf-file {
  margin: 0 0 var(--fiu-space-1);
  color: var(--fiu-color-text-muted);
  font-size: var(--fiu-font-size-sm);
  overflow-wrap: anywhere;
}
.sf-file__input { font: inherit; font-size: var(--fiu-font-size-sm); max-width: 100%; }
.sf-file__input:focus-visible { outline: var(--fiu-focus-ring); outline-offset: var(--fiu-focus-ring-offset); }
.sf-dl {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: var(--fiu-space-3) var(--fiu-space-5);
  margin: 0;
}
.sf-dl dt { color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm); }
.sf-dl dd { margin: 0; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.sf-tab { display: inline-flex; align-items: center; gap: var(--fiu-space-1); }
.sf-tab__mark {
  display: inline-grid;
  place-items: center;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  background: var(--fiu-color-danger);
  color: var(--fiu-color-primary-contrast);
  font-size: 11px;
  font-weight: var(--fiu-font-weight-semibold);
  line-height: 1;
}
.sf-map { padding: var(--fiu-space-4) 0; }
/* Read-only: every control looks alike (inputs are readonly, selects and checkboxes disabled) and stays legible. */
.sf--readonly .fiu-input:is([readonly], :disabled) {
  background: var(--fiu-color-surface-sunken);
  border-color: var(--fiu-color-border);
  color: var(--fiu-color-text);
  -webkit-text-fill-color: var(--fiu-color-text);
  opacity: 1;
  cursor: default;
}
.sf--readonly .fiu-checkbox--disabled { color: var(--fiu-color-text); opacity: 1; }
.sf-cases { margin: 0; padding-left: var(--fiu-space-5); }
.sf__actions {
  position: sticky;
  bottom: 0;
  margin: 0 calc(-1 * var(--fiu-space-5));
  padding: var(--fiu-space-3) var(--fiu-space-5);
  border-top: 1px solid var(--fiu-color-border);
  background: var(--fiu-color-surface);
  border-radius: 0 0 var(--fiu-radius-lg) var(--fiu-radius-lg);
}
.sf__unsaved { color: var(--fiu-color-warning); font-size: var(--fiu-font-size-sm); }
.sf__failed { display: flex; flex-direction: column; gap: var(--fiu-space-2); }
.sf__kept { margin: 0; font-size: var(--fiu-font-size-sm); color: var(--fiu-color-text-muted); }
.sf-back { align-self: flex-start; }
`;
