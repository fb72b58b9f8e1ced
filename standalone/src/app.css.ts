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
  padding: var(--fiu-space-5) var(--fiu-space-6);
  min-width: 0;
}
.app__user {
  color: inherit;
  opacity: 0.85;
  margin-right: var(--fiu-space-3);
}

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
  .app__body { grid-template-columns: minmax(0, 1fr); grid-template-rows: auto 1fr; }
  .app__body > .fiu-drawer { position: static; height: auto; }
  .app__main { padding: var(--fiu-space-4); }
}
`;
