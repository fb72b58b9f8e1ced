/**
 * The shell's own layout (top bar above, drawer left, screen right). The elements style themselves inside
 * their shadow roots; @fiu/ui's tokensCss and uiCss give the shell's TopBar, Drawer and PermissionDenied
 * their looks. Applied to the document by main.tsx.
 */
export const appCss = /* css */ `
html, body { margin: 0; height: 100%; }
body {
  background: var(--fiu-color-background);
  color: var(--fiu-color-text);
  font-family: var(--fiu-font-family);
  font-size: var(--fiu-font-size);
  line-height: var(--fiu-line-height);
}
#root { min-height: 100%; }

.app {
  display: grid;
  /* One column no wider than the window: the top bar and the screen never push the page sideways. */
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: var(--fiu-topbar-height) 1fr;
  min-height: 100vh;
}
.app > .fiu-topbar { position: sticky; top: 0; z-index: 10; }
.app__body {
  display: grid;
  grid-template-columns: var(--fiu-drawer-width) minmax(0, 1fr);
  min-height: 0;
}
.app__body > .fiu-drawer {
  position: sticky;
  top: var(--fiu-topbar-height);
  height: calc(100vh - var(--fiu-topbar-height));
  overflow-y: auto;
}
.app__main {
  padding: var(--fiu-space-5);
  min-width: 0;
}
.app__user {
  color: inherit;
  opacity: 0.85;
  margin-right: var(--fiu-space-3);
  min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.app .fiu-topbar__actions { flex: 0 1 auto; min-width: 0; }
.app .fiu-topbar__actions > .fiu-btn { flex: none; }
/* The menu button: phones and narrow windows only. */
.app__menu { display: none; }

.screen-title {
  margin: 0 0 var(--fiu-space-3);
  font-size: var(--fiu-font-size-xl);
  line-height: 28px;
  font-weight: var(--fiu-font-weight-semibold);
}
.screen-placeholder {
  max-width: 720px;
  background: var(--fiu-color-surface);
  border: 1px solid var(--fiu-color-border);
  border-radius: var(--fiu-radius-lg);
  padding: var(--fiu-space-5);
}
.screen-placeholder p { margin: 0; color: var(--fiu-color-text-muted); }
.screen-placeholder a { color: var(--fiu-color-primary); }
.screen-placeholder a:focus-visible { outline: var(--fiu-focus-ring); outline-offset: var(--fiu-focus-ring-offset); }

/* Public screens (organisation lookup, sign-in, reset, registration, upload): one centred column. */
.public {
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: var(--fiu-space-8) var(--fiu-space-4);
  box-sizing: border-box;
}
.public__brand {
  margin: 0 0 var(--fiu-space-5);
  font-size: var(--fiu-font-size-lg);
  font-weight: var(--fiu-font-weight-semibold);
  color: var(--fiu-color-primary);
  letter-spacing: 0.02em;
}
.public__screen { width: 100%; max-width: 480px; }
.public__screen--wide { max-width: 720px; }

@media (max-width: 800px) {
  .app__menu { display: inline-flex; margin-left: calc(-1 * var(--fiu-space-1)); }
  .app__body { grid-template-columns: minmax(0, 1fr); }
  /* The drawer is a menu over the screen, under the top bar; closed, it is not there at all. */
  .app__body > .fiu-drawer {
    position: fixed; top: var(--fiu-topbar-height); left: 0; bottom: 0; z-index: 20;
    width: min(320px, 100vw); height: auto; max-height: none;
    border-right: 1px solid var(--fiu-color-border); border-bottom: 0;
    box-shadow: var(--fiu-shadow-md);
  }
  .app__body > .fiu-drawer:not(.fiu-drawer--expanded) { display: none; }
  .app__main { padding: var(--fiu-space-4); }
}
@media (max-width: 480px) {
  .app__main { padding: var(--fiu-space-3); }
  .app__user { max-width: 30vw; margin-right: var(--fiu-space-1); }
  .app > .fiu-topbar { gap: var(--fiu-space-2); }
}
`;
