/** Styles of the application shell's components: TopBar and Drawer. */
export const shellCss = /* css */ `
/* ---------- Top bar ---------- */
.fiu-topbar {
  display: flex; align-items: center; justify-content: space-between; gap: var(--fiu-space-4);
  height: var(--fiu-topbar-height); padding: 0 var(--fiu-space-4);
  color: var(--fiu-color-text);
  background: var(--fiu-color-surface);
  border-bottom: 1px solid var(--fiu-color-border);
}
.fiu-topbar__start { display: flex; align-items: center; gap: var(--fiu-space-3); min-width: 0; flex: 1 1 auto; }
.fiu-topbar__title { font-size: var(--fiu-font-size-lg); line-height: 24px; font-weight: var(--fiu-font-weight-semibold); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.fiu-topbar__subtitle { color: var(--fiu-color-text-muted); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; flex-shrink: 100; }
.fiu-topbar__divider { width: 1px; height: 20px; background: var(--fiu-color-border); flex: none; }
.fiu-topbar__actions { display: flex; align-items: center; gap: var(--fiu-space-2); flex: none; }
@media (max-width: 640px) {
  .fiu-topbar { padding: 0 var(--fiu-space-3); }
  .fiu-topbar__divider, .fiu-topbar__subtitle { display: none; }
}

/* ---------- Drawer ---------- */
.fiu-drawer {
  width: var(--fiu-drawer-width); flex: none;
  background: var(--fiu-color-surface);
  border-right: 1px solid var(--fiu-color-border);
  overflow-y: auto;
}
.fiu-drawer__toggle { display: none; margin: var(--fiu-space-2); }
.fiu-drawer__content { padding: var(--fiu-space-2) 0 var(--fiu-space-4); }
.fiu-drawer__group + .fiu-drawer__group { margin-top: var(--fiu-space-3); padding-top: var(--fiu-space-3); border-top: 1px solid var(--fiu-color-border); }
.fiu-drawer__heading {
  /* Lines up with the item text: list padding + link padding. */
  padding: var(--fiu-space-2) calc(var(--fiu-space-2) + var(--fiu-space-3)) var(--fiu-space-1);
  font-size: var(--fiu-font-size-sm); line-height: var(--fiu-line-height-sm); font-weight: var(--fiu-font-weight-semibold);
  letter-spacing: 0.04em; color: var(--fiu-color-text-muted);
}
.fiu-drawer__list { list-style: none; margin: 0; padding: 0 var(--fiu-space-2); }
.fiu-drawer__link {
  position: relative; display: flex; align-items: center; gap: var(--fiu-space-2);
  height: 32px; padding: 0 var(--fiu-space-2) 0 var(--fiu-space-3); margin: 1px 0;
  color: var(--fiu-color-text); text-decoration: none;
  border-radius: var(--fiu-radius);
}
.fiu-drawer__link:hover { background: var(--fiu-color-surface-hover); }
.fiu-drawer__link[aria-current="page"] { background: var(--fiu-color-primary-subtle); color: var(--fiu-color-primary); font-weight: var(--fiu-font-weight-semibold); }
.fiu-drawer__link[aria-current="page"]::before {
  content: ""; position: absolute; left: 0; top: 6px; bottom: 6px; width: 3px; border-radius: 2px; background: var(--fiu-color-primary);
}
.fiu-drawer__link:focus-visible { outline: var(--fiu-focus-ring); outline-offset: -2px; }
@media (max-width: 800px) {
  .fiu-drawer { width: 100%; border-right: 0; border-bottom: 1px solid var(--fiu-color-border); }
  .fiu-drawer__toggle { display: inline-flex; }
  .fiu-drawer:not(.fiu-drawer--expanded) .fiu-drawer__content { display: none; }
}

`;
