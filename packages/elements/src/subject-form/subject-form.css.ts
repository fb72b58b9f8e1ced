/**
 * fiu-subject-form's own rules: the frame (shared/forms), fields, tabs, lists and the photo come from elsewhere; the
 * device panel, which loads on demand, brings its own (devicePanel.css.ts).
 */
export const subjectFormCss = /* css */ `
.sf-photo .fiu-photo__legend {
  margin-bottom: var(--fiu-space-3); font-size: var(--fiu-font-size-lg); line-height: 24px; color: var(--fiu-color-text);
}
.sf-lists, .sf-wide-lists {
  display: grid; gap: var(--fiu-space-5); padding: var(--fiu-space-4) 0; border-bottom: 1px solid var(--fiu-color-border);
}
.sf-lists { grid-template-columns: repeat(2, minmax(0, 1fr)); }
@container (max-width: 800px) { .sf-lists { grid-template-columns: minmax(0, 1fr); } }
.sf-lists .fiu-repeat__legend, .sf-wide-lists .fiu-repeat__legend, .fiu-rf__section .fiu-repeat__legend {
  font-size: var(--fiu-font-size-lg); line-height: 24px;
}
.sf-tab { display: inline-flex; align-items: center; gap: var(--fiu-space-1); }
.sf-tab__mark {
  display: inline-grid; place-items: center; width: 16px; height: 16px; border-radius: 50%;
  background: var(--fiu-color-danger); color: var(--fiu-color-primary-contrast);
  font-size: 11px; font-weight: var(--fiu-font-weight-semibold); line-height: 1;
}
.sf-map { padding: var(--fiu-space-4) 0; }
.sf-cases { margin: 0; padding: 0; list-style: none; display: grid; gap: var(--fiu-space-2); }
.sf-cases__item { display: flex; flex-wrap: wrap; align-items: baseline; gap: var(--fiu-space-1) var(--fiu-space-3); padding: var(--fiu-space-2) 0; border-bottom: 1px solid var(--fiu-color-border); }
.sf-cases__link { color: var(--fiu-color-primary); font-weight: var(--fiu-font-weight-semibold); overflow-wrap: anywhere; text-underline-offset: 2px; }
.sf-cases__link:focus-visible { outline: var(--fiu-focus-ring); outline-offset: 2px; border-radius: 2px; }
.sf-cases__item:last-child { border-bottom: 0; }
.sf-cases__meta { color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm); }
`;
