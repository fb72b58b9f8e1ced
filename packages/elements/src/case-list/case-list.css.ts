/** fiu-case-list's own rules; the table, search and pager come from ui's grid styles, the case form is its own screen (fiu-case-form). */
export const caseListCss = /* css */ `
:host { display: block; }
.case-list { display: flex; flex-direction: column; gap: var(--fiu-space-3); min-width: 0; color: var(--fiu-color-text); }
.case-list__header { display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between; gap: var(--fiu-space-2) var(--fiu-space-4); }
.case-list__title { margin: 0; font-size: var(--fiu-font-size-xl); line-height: 28px; font-weight: var(--fiu-font-weight-semibold); }
.case-list__count { margin-left: var(--fiu-space-2); font-size: var(--fiu-font-size-sm); color: var(--fiu-color-text-muted); font-weight: normal; }
.case-list__tools { display: flex; flex-wrap: wrap; gap: var(--fiu-space-2); align-items: center; }
.case-list__search { width: 260px; max-width: 100%; }
.case-list__none { color: var(--fiu-color-text-muted); }
.case-list__open {
  all: unset; cursor: pointer; color: var(--fiu-color-primary); font-weight: var(--fiu-font-weight-semibold);
  overflow-wrap: anywhere; white-space: normal; text-decoration: underline; text-underline-offset: 2px;
}
.case-list__open:hover { text-decoration-thickness: 2px; }
.case-list__open:focus-visible { outline: var(--fiu-focus-ring); outline-offset: 2px; border-radius: 2px; }
.case-list__handlers { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--fiu-space-1); }
.case-list__handler { display: flex; align-items: center; gap: var(--fiu-space-2); flex-wrap: wrap; }
.case-list__status { display: inline-block; min-width: 120px; }
.case-list__status .fiu-input { padding-top: 2px; padding-bottom: 2px; }
.case-list__badge { font-size: var(--fiu-font-size-sm); padding: 0 var(--fiu-space-2); border-radius: 999px; background: var(--fiu-color-surface-muted, #f4f5f7); }
.case-list__badge--archived { color: var(--fiu-color-text-muted); }
.case-list__actions { display: inline-flex; gap: var(--fiu-space-1); }
`;
