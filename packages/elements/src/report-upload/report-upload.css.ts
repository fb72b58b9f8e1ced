/** fiu-report-upload's own rules: the file picker, the file list, the progress line. */
export const reportUploadCss = /* css */ `
.fiu-upload__drop {
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--fiu-space-2) var(--fiu-space-3);
  padding: var(--fiu-space-3);
  border: 1px dashed var(--fiu-color-border-strong);
  border-radius: var(--fiu-radius);
  background: var(--fiu-color-surface-sunken);
}
.fiu-upload__drop--over {
  border-color: var(--fiu-color-primary);
  background: var(--fiu-color-primary-subtle);
}
.fiu-field--invalid .fiu-upload__drop { border-color: var(--fiu-color-danger); }
/* The native input stays focusable and in the accessibility tree; the label is what you see. */
.fiu-upload__input {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}
.fiu-upload__input:focus-visible + .fiu-upload__pick {
  outline: var(--fiu-focus-ring);
  outline-offset: var(--fiu-focus-ring-offset);
}
.fiu-upload__input:disabled + .fiu-upload__pick { opacity: 0.6; cursor: not-allowed; }
.fiu-upload__pick { cursor: pointer; }
.fiu-upload__or {
  color: var(--fiu-color-text-muted);
  font-size: var(--fiu-font-size-sm);
}
.fiu-upload__list {
  list-style: none;
  margin: var(--fiu-space-2) 0 0;
  padding: 0;
  border: 1px solid var(--fiu-color-border);
  border-radius: var(--fiu-radius);
}
.fiu-upload__item {
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: center;
  gap: var(--fiu-space-2);
  padding: var(--fiu-space-1) var(--fiu-space-1) var(--fiu-space-1) var(--fiu-space-3);
  border-bottom: 1px solid var(--fiu-color-border);
}
.fiu-upload__name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.fiu-upload__size {
  color: var(--fiu-color-text-muted);
  font-size: var(--fiu-font-size-sm);
  font-variant-numeric: tabular-nums;
  text-align: right;
}
.fiu-upload__total {
  padding: var(--fiu-space-1) var(--fiu-space-3);
  color: var(--fiu-color-text-muted);
  font-size: var(--fiu-font-size-sm);
  background: var(--fiu-color-surface-sunken);
}
.fiu-upload__problems {
  margin: var(--fiu-space-2) 0 0;
  padding: var(--fiu-space-2) var(--fiu-space-3) var(--fiu-space-2) var(--fiu-space-6);
  color: var(--fiu-color-danger);
  background: var(--fiu-color-danger-subtle);
  border: 1px solid var(--fiu-color-danger-border);
  border-radius: var(--fiu-radius);
  font-size: var(--fiu-font-size-sm);
}
.fiu-upload__progress {
  display: flex;
  flex-direction: column;
  gap: var(--fiu-space-1);
  color: var(--fiu-color-text-muted);
}
.fiu-upload__progress progress { width: 100%; height: 6px; accent-color: var(--fiu-color-primary); }
`;
