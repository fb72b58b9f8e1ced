/** Styles of PhotoField's sources (ImagePicker, WebcamCapture): the part of a form that changes a photo. */
export const photoEditorCss = /* css */ `
/* ---------- ImagePicker / WebcamCapture (PhotoField's sources) ---------- */
.fiu-image-picker { display: flex; flex-wrap: wrap; align-items: flex-start; gap: var(--fiu-space-3); border-radius: var(--fiu-radius); }
.fiu-image-picker--drag { outline: 2px dashed var(--fiu-color-focus); outline-offset: 4px; }
.fiu-image-picker__preview img { width: 100%; height: 100%; object-fit: cover; }
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
`;
