/** fiu-case-list's own rules; the table, search and pager come from ui's grid styles, the picker's list from importsCss. */
export const caseListCss = /* css */ `
:host { display: block; }
.case-list { display: flex; flex-direction: column; gap: var(--fiu-space-3); min-width: 0; color: var(--fiu-color-text); }
.case-list__header { display: flex; flex-wrap: wrap; align-items: flex-end; justify-content: space-between; gap: var(--fiu-space-2) var(--fiu-space-4); }
.case-list__title { margin: 0; font-size: var(--fiu-font-size-xl); line-height: 28px; font-weight: var(--fiu-font-weight-semibold); }
.case-list__count { margin-left: var(--fiu-space-2); font-size: var(--fiu-font-size-sm); color: var(--fiu-color-text-muted); font-weight: normal; }
.case-list__tools { display: flex; flex-wrap: wrap; gap: var(--fiu-space-2); align-items: center; }
.case-list__search { width: 260px; max-width: 100%; }
.case-list__none { color: var(--fiu-color-text-muted); }
.case-list__label { font-weight: var(--fiu-font-weight-semibold); overflow-wrap: anywhere; white-space: normal; }
.case-list__handlers { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--fiu-space-1); }
.case-list__handler { display: flex; align-items: center; gap: var(--fiu-space-2); flex-wrap: wrap; }
.case-list__status { width: auto; min-width: 110px; padding-top: 2px; padding-bottom: 2px; }
.case-list__badge { font-size: var(--fiu-font-size-sm); padding: 0 var(--fiu-space-2); border-radius: 999px; background: var(--fiu-color-surface-muted, #f4f5f7); }
.case-list__badge--archived { color: var(--fiu-color-text-muted); }
.case-list__actions { display: inline-flex; gap: var(--fiu-space-1); }
.case-form { display: grid; gap: var(--fiu-space-4); }
.case-form__group { border: 0; margin: 0; padding: 0; display: grid; gap: var(--fiu-space-2); min-width: 0; }
.case-form__group > legend { font-weight: var(--fiu-font-weight-semibold); margin-bottom: var(--fiu-space-2); padding: 0; }
.case-form__chips { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--fiu-space-1); }
.case-form__chip { display: flex; align-items: center; gap: var(--fiu-space-2); justify-content: space-between; padding: var(--fiu-space-1) var(--fiu-space-2); border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-md, 6px); }
.case-form__chip > span:first-child { flex: 1; overflow-wrap: anywhere; }
.case-form__status { width: auto; }
.case-form__none { margin: 0; color: var(--fiu-color-text-muted); }
`;
