/** Styles of the date fields (DateField, DateTimeField) and their calendar. */
export const dateFieldCss = /* css */ `
/* ---------- Date fields ---------- */
.fiu-date__control { position: relative; display: flex; min-width: 0; }
.fiu-date__input { flex: 1 1 auto; min-width: 0; font-variant-numeric: tabular-nums; }
.fiu-date__control:has(.fiu-date__button) .fiu-date__input { border-top-right-radius: 0; border-bottom-right-radius: 0; }
.fiu-date__button {
  flex: none; display: inline-flex; align-items: center; justify-content: center; width: var(--fiu-control-height);
  margin-left: -1px; padding: 0; color: var(--fiu-color-text-muted); cursor: pointer;
  background: var(--fiu-color-surface); border: 1px solid var(--fiu-color-border-strong);
  border-radius: 0 var(--fiu-radius) var(--fiu-radius) 0;
}
.fiu-date__button:hover { color: var(--fiu-color-primary); background: var(--fiu-color-surface-hover); }
.fiu-date__button:focus-visible { outline: var(--fiu-focus-ring); outline-offset: 0; position: relative; z-index: 1; }
.fiu-cal {
  position: absolute; top: calc(100% + 4px); left: 0; z-index: 20; width: max-content; max-width: calc(100vw - 16px);
  padding: var(--fiu-space-2); background: var(--fiu-color-surface-raised, var(--fiu-color-surface));
  border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg); box-shadow: var(--fiu-shadow-md);
}
.fiu-cal__head { display: flex; align-items: center; gap: var(--fiu-space-1); margin-bottom: var(--fiu-space-2); }
.fiu-cal__select { width: auto; min-width: 0; height: var(--fiu-control-height-sm); min-height: 0; padding-top: 0; padding-bottom: 0; }
.fiu-cal__nav, .fiu-cal__day {
  display: inline-flex; align-items: center; justify-content: center; font: inherit; color: var(--fiu-color-text);
  background: transparent; border: 0; border-radius: var(--fiu-radius); cursor: pointer;
}
.fiu-cal__nav { width: 28px; height: 28px; flex: none; }
.fiu-cal__nav:hover, .fiu-cal__day:hover:not(:disabled) { background: var(--fiu-color-surface-hover); }
.fiu-cal__grid { border-collapse: collapse; font-variant-numeric: tabular-nums; }
.fiu-cal__grid th { width: 36px; height: 24px; font-size: var(--fiu-font-size-sm); font-weight: var(--fiu-font-weight-semibold); color: var(--fiu-color-text-muted); }
.fiu-cal__grid td { padding: 1px; text-align: center; }
.fiu-cal__day { width: 34px; height: 32px; }
.fiu-cal__day--other { color: var(--fiu-color-text-muted); }
.fiu-cal__day--today { box-shadow: inset 0 0 0 1px var(--fiu-color-border-strong); }
.fiu-cal__day--selected, .fiu-cal__day--selected:hover:not(:disabled) { color: var(--fiu-color-primary-contrast); background: var(--fiu-color-primary); }
.fiu-cal__day:disabled { color: var(--fiu-color-text-disabled); cursor: not-allowed; }
.fiu-cal__nav:focus-visible, .fiu-cal__day:focus-visible { outline: var(--fiu-focus-ring); outline-offset: 0; }
`;
