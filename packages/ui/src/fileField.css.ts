/** Styles of FileField. */
export const fileFieldCss = /* css */ `
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
