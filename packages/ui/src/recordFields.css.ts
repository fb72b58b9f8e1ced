/** Styles of the record form fields: RepeatableList, photo (ImagePicker, WebcamCapture, PhotoField) and file fields. */
export const recordFieldsCss = /* css */ `
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

/* ---------- ImagePicker / WebcamCapture / PhotoField ---------- */
.fiu-image-picker { display: flex; flex-wrap: wrap; align-items: flex-start; gap: var(--fiu-space-3); border-radius: var(--fiu-radius); }
.fiu-image-picker--drag { outline: 2px dashed var(--fiu-color-focus); outline-offset: 4px; }
.fiu-image-picker__preview, .fiu-photo__current .fiu-photo__img, .fiu-photo__none {
  display: flex; align-items: center; justify-content: center; flex: none;
  width: var(--fiu-photo-width); height: var(--fiu-photo-height); overflow: hidden;
  background: var(--fiu-color-surface-sunken); border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius);
}
.fiu-image-picker__preview img { width: 100%; height: 100%; object-fit: cover; }
.fiu-image-picker__placeholder, .fiu-photo__none-icon { width: 48px; height: 48px; color: var(--fiu-color-border-strong); }
.fiu-image-picker__controls { display: flex; flex-direction: column; align-items: flex-start; gap: var(--fiu-space-1); min-width: 0; }
.fiu-image-picker__controls .fiu-field__error { max-width: 40ch; }
.fiu-webcam { display: flex; flex-direction: column; gap: var(--fiu-space-2); width: var(--fiu-webcam-width); max-width: 100%; min-width: 0; }
.fiu-webcam__frame {
  position: relative; width: var(--fiu-webcam-width); max-width: 100%; aspect-ratio: 4 / 3; overflow: hidden;
  background: var(--fiu-color-text); border-radius: var(--fiu-radius);
}
.fiu-webcam__video { display: block; width: 100%; height: 100%; object-fit: cover; }
.fiu-webcam__placeholder {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: var(--fiu-space-1);
  width: 100%; height: 100%;
  color: var(--fiu-color-text-muted); background: var(--fiu-color-surface-sunken);
  border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius);
}
.fiu-webcam__placeholder-icon { width: 32px; height: 32px; color: var(--fiu-color-border-strong); }
.fiu-webcam__actions { display: flex; flex-wrap: wrap; gap: var(--fiu-space-2); }
.fiu-webcam__message--info { color: var(--fiu-color-text-muted); }
.fiu-photo { min-width: 0; margin: 0; padding: 0; border: 0; }
.fiu-photo__legend { padding: 0; margin-bottom: var(--fiu-space-2); }
.fiu-photo__layout { display: flex; flex-wrap: wrap; align-items: flex-start; gap: var(--fiu-space-5); }
.fiu-photo__current { display: flex; flex-direction: column; align-items: flex-start; gap: var(--fiu-space-2); margin: 0; }
.fiu-photo__current .fiu-photo__img { object-fit: cover; }
.fiu-photo__none { flex-direction: column; gap: var(--fiu-space-1); color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm); }
.fiu-photo__source { display: flex; flex-direction: column; gap: var(--fiu-space-2); min-width: 0; }
.fiu-photo__source-title { font-size: var(--fiu-font-size-sm); line-height: var(--fiu-line-height-sm); font-weight: var(--fiu-font-weight-semibold); color: var(--fiu-color-text-muted); }

/* ---------- FileField ---------- */
.fiu-file__row { display: flex; align-items: center; gap: var(--fiu-space-2); min-width: 0; min-height: var(--fiu-control-height); }
.fiu-file__icon { flex: none; color: var(--fiu-color-text-muted); }
.fiu-file__name { min-width: 0; overflow-wrap: anywhere; }
.fiu-file__none { color: var(--fiu-color-text-muted); }
.fiu-file__size { color: var(--fiu-color-text-muted); font-variant-numeric: tabular-nums; white-space: nowrap; }
.fiu-file__open {
  font: inherit; color: var(--fiu-color-primary); background: none; border: 0; padding: 0; cursor: pointer; text-align: left;
  text-decoration: underline; text-underline-offset: 2px; overflow-wrap: anywhere;
}
.fiu-file__open:focus-visible { outline: var(--fiu-focus-ring); outline-offset: 2px; border-radius: 2px; }
.fiu-file__choose { display: flex; flex-wrap: wrap; align-items: center; gap: var(--fiu-space-1) var(--fiu-space-3); }
`;
