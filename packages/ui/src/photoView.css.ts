/** Styles of a photo as shown: PhotoField's current photo, or a read-only photo with the same classes. */
export const photoViewCss = /* css */ `
/* ---------- PhotoField's current photo, a read-only photo ---------- */
.fiu-image-picker__preview, .fiu-photo__current .fiu-photo__img, .fiu-photo__none {
  display: flex; align-items: center; justify-content: center; flex: none;
  width: var(--fiu-photo-width); height: var(--fiu-photo-height); overflow: hidden;
  background: var(--fiu-color-surface-sunken); border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius);
}
.fiu-image-picker__placeholder, .fiu-photo__none-icon { width: 48px; height: 48px; color: var(--fiu-color-border-strong); }
.fiu-photo { min-width: 0; margin: 0; padding: 0; border: 0; }
.fiu-photo__legend { padding: 0; margin-bottom: var(--fiu-space-2); }
.fiu-photo__layout { display: flex; flex-wrap: wrap; align-items: flex-start; gap: var(--fiu-space-5); }
.fiu-photo__current { display: flex; flex-direction: column; align-items: flex-start; gap: var(--fiu-space-2); margin: 0; }
.fiu-photo__current .fiu-photo__img { object-fit: cover; }
.fiu-photo__none { flex-direction: column; gap: var(--fiu-space-1); color: var(--fiu-color-text-muted); font-size: var(--fiu-font-size-sm); }
.fiu-photo__source { display: flex; flex-direction: column; gap: var(--fiu-space-2); min-width: 0; }
.fiu-photo__source-title { font-size: var(--fiu-font-size-sm); line-height: var(--fiu-line-height-sm); font-weight: var(--fiu-font-weight-semibold); color: var(--fiu-color-text-muted); }
`;
