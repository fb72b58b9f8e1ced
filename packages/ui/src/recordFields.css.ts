/**
 * Styles of the record form fields, one file per part so a screen adopts what its first paint shows and a part
 * that loads on demand brings its own: RepeatableList here; the photo as shown (photoView.css.ts); the photo
 * editor (ImagePicker, WebcamCapture: photoEditor.css.ts); FileField (fileField.css.ts). `recordFieldsCss`
 * (records.css.ts) is all of them.
 */
export const repeatableListCss = /* css */ `
/* ---------- RepeatableList ---------- */
.fiu-repeat { min-width: 0; margin: 0; padding: 0; border: 0; }
.fiu-repeat__legend { padding: 0; margin-bottom: var(--fiu-space-2); font-size: var(--fiu-font-size); font-weight: var(--fiu-font-weight-semibold); }
.fiu-repeat__description { margin: calc(-1 * var(--fiu-space-1)) 0 var(--fiu-space-2); color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm); line-height: var(--fiu-line-height-sm); }
.fiu-repeat__error { margin-bottom: var(--fiu-space-2); }
.fiu-repeat__items { display: flex; flex-direction: column; gap: var(--fiu-space-2); }
.fiu-repeat__empty {
  padding: var(--fiu-space-3) var(--fiu-space-4); color: var(--fiu-color-text-muted);
  border: 1px dashed var(--fiu-color-border); border-radius: var(--fiu-radius);
}
.fiu-repeat__item {
  position: relative; min-width: 0; margin: 0;
  padding: var(--fiu-space-2) var(--fiu-space-4) var(--fiu-space-4);
  background: var(--fiu-color-surface);
  border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius);
}
.fiu-repeat__item-legend {
  float: left; width: 100%; padding: 0; margin: 0 0 var(--fiu-space-2);
  font-size: var(--fiu-font-size-sm); line-height: var(--fiu-control-height-sm); font-weight: var(--fiu-font-weight-semibold);
  color: var(--fiu-color-text-muted);
}
.fiu-repeat__item-legend + * { clear: both; }
.fiu-repeat__remove { position: absolute; top: var(--fiu-space-2); right: var(--fiu-space-2); }
.fiu-repeat__remove.fiu-btn--ghost { color: var(--fiu-color-danger); }
.fiu-repeat__remove.fiu-btn--ghost:hover { background: var(--fiu-color-danger-subtle); }
.fiu-repeat__fields { clear: both; }
.fiu-repeat__footer { display: flex; align-items: center; gap: var(--fiu-space-3); margin-top: var(--fiu-space-2); }
.fiu-repeat__count { color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm); font-variant-numeric: tabular-nums; }
.fiu-repeat--readonly .fiu-repeat__item { padding-top: var(--fiu-space-2); background: var(--fiu-color-surface-sunken); }
`;
