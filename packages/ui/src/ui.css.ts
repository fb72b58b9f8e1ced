/**
 * Component styles. Class names are prefixed `fiu-` and follow block__element--modifier.
 * Every value comes from the tokens in tokens.css.ts.
 *
 * Split in three so each bundle carries only what its screens use (the script-tag shared chunk has a
 * 25 KB budget): `uiCss` for every element, `recordsCss` (tables, filters, repeatable lists, photos) for the
 * records screens, `shellCss` (top bar, drawer) for the standalone shell. `allUiCss` joins them.
 */
export const uiCss = /* css */ `
/* ---------- shared ---------- */
.fiu-visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px;
  padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%);
  white-space: nowrap; border: 0;
}
.fiu-root :where(h1, h2, h3, h4, p, ul, ol, dl, figure) { margin: 0; }
.fiu-root :where(a) { color: var(--fiu-color-primary); }
.fiu-root :where(a, button, input, select, textarea, summary, [tabindex]):focus-visible {
  outline: var(--fiu-focus-ring);
  outline-offset: var(--fiu-focus-ring-offset);
}
.fiu-icon { flex: none; width: 16px; height: 16px; fill: currentColor; vertical-align: middle; }

/* ---------- Button ---------- */
.fiu-btn {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--fiu-space-2);
  height: var(--fiu-control-height);
  min-width: var(--fiu-control-height);
  padding: 0 var(--fiu-space-3);
  margin: 0;
  font: inherit; font-weight: var(--fiu-font-weight-semibold); line-height: var(--fiu-line-height);
  letter-spacing: normal; text-transform: none; text-decoration: none; white-space: nowrap;
  color: var(--fiu-color-text);
  background: var(--fiu-color-surface);
  border: 1px solid var(--fiu-color-border-strong);
  border-radius: var(--fiu-radius);
  cursor: pointer; user-select: none; vertical-align: middle;
  transition: background-color var(--fiu-duration), border-color var(--fiu-duration), color var(--fiu-duration);
}
.fiu-btn:hover { background: var(--fiu-color-surface-hover); }
.fiu-btn:active { background: var(--fiu-color-surface-disabled); }
.fiu-btn:focus-visible { outline: var(--fiu-focus-ring); outline-offset: var(--fiu-focus-ring-offset); }
.fiu-btn--primary {
  color: var(--fiu-color-primary-contrast);
  background: var(--fiu-color-primary);
  border-color: var(--fiu-color-primary);
}
.fiu-btn--primary:hover { background: var(--fiu-color-primary-hover); border-color: var(--fiu-color-primary-hover); }
.fiu-btn--primary:active { background: var(--fiu-color-primary-active); border-color: var(--fiu-color-primary-active); }
.fiu-btn--danger {
  color: var(--fiu-color-primary-contrast);
  background: var(--fiu-color-danger);
  border-color: var(--fiu-color-danger);
}
.fiu-btn--danger:hover, .fiu-btn--danger:active { background: var(--fiu-color-danger-hover); border-color: var(--fiu-color-danger-hover); }
.fiu-btn--ghost { background: transparent; border-color: transparent; color: var(--fiu-color-primary); }
.fiu-btn--ghost:hover { background: var(--fiu-color-primary-subtle); }
.fiu-btn--ghost:active { background: var(--fiu-color-surface-disabled); }
.fiu-btn--ghost.fiu-btn--icon { color: var(--fiu-color-text-muted); }
.fiu-btn--ghost.fiu-btn--icon:hover { color: var(--fiu-color-text); background: var(--fiu-color-surface-hover); }
.fiu-btn--sm { height: var(--fiu-control-height-sm); min-width: var(--fiu-control-height-sm); padding: 0 var(--fiu-space-2); font-size: var(--fiu-font-size-sm); }
.fiu-btn--icon { padding: 0; width: var(--fiu-control-height); }
.fiu-btn--icon.fiu-btn--sm { width: var(--fiu-control-height-sm); }
.fiu-btn--block { display: flex; width: 100%; }
.fiu-btn:disabled, .fiu-btn[aria-disabled="true"] {
  cursor: not-allowed;
  color: var(--fiu-color-text-disabled);
  background: var(--fiu-color-surface-disabled);
  border-color: var(--fiu-color-border);
}
.fiu-btn--ghost:disabled { background: transparent; border-color: transparent; }
.fiu-btn--busy:disabled { cursor: progress; }
.fiu-btn__spinner {
  width: 14px; height: 14px; flex: none;
  border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%;
  animation: fiu-spin 0.8s linear infinite;
}

/* ---------- Spinner ---------- */
.fiu-spinner { display: inline-flex; align-items: center; gap: var(--fiu-space-2); color: var(--fiu-color-text-muted); vertical-align: middle; }
.fiu-spinner__circle {
  display: inline-block; width: 16px; height: 16px; flex: none;
  border: 2px solid var(--fiu-color-border); border-top-color: var(--fiu-color-primary); border-radius: 50%;
  animation: fiu-spin 0.8s linear infinite;
}
.fiu-spinner--sm .fiu-spinner__circle { width: 12px; height: 12px; }
.fiu-spinner--lg .fiu-spinner__circle { width: 32px; height: 32px; border-width: 3px; }
@keyframes fiu-spin { to { transform: rotate(360deg); } }

/* ---------- Fields ---------- */
.fiu-field { display: flex; flex-direction: column; gap: var(--fiu-space-1); min-width: 0; margin: 0; }
.fiu-field__label {
  font-size: var(--fiu-font-size); font-weight: var(--fiu-font-weight-semibold); line-height: var(--fiu-line-height);
  color: var(--fiu-color-text);
}
.fiu-field__required { color: var(--fiu-color-danger); margin-inline-start: 2px; font-weight: var(--fiu-font-weight-normal); }
.fiu-field__hint { font-size: var(--fiu-font-size-sm); line-height: var(--fiu-line-height-sm); color: var(--fiu-color-text-muted); }
.fiu-field__error {
  display: flex; align-items: flex-start; gap: var(--fiu-space-1);
  font-size: var(--fiu-font-size-sm); line-height: var(--fiu-line-height-sm); color: var(--fiu-color-danger);
}
.fiu-field__error .fiu-icon { width: 14px; height: 14px; margin-top: 1px; }
.fiu-input {
  display: block; width: 100%;
  height: var(--fiu-control-height);
  padding: 0 var(--fiu-space-2);
  margin: 0;
  font: inherit; line-height: var(--fiu-line-height); letter-spacing: normal; text-transform: none;
  color: var(--fiu-color-text);
  background: var(--fiu-color-surface);
  border: 1px solid var(--fiu-color-border-strong);
  border-radius: var(--fiu-radius);
  box-shadow: none;
  appearance: none;
  transition: border-color var(--fiu-duration), box-shadow var(--fiu-duration);
}
.fiu-input::placeholder { color: var(--fiu-color-text-muted); opacity: 1; }
.fiu-input:hover { border-color: var(--fiu-color-text-muted); }
.fiu-input:focus, .fiu-input:focus-visible {
  outline: none;
  border-color: var(--fiu-color-focus);
  box-shadow: 0 0 0 1px var(--fiu-color-focus);
}
textarea.fiu-input { height: auto; min-height: calc(var(--fiu-control-height) * 2); padding: 6px var(--fiu-space-2); resize: vertical; }
input.fiu-input[type="date"], input.fiu-input[type="datetime-local"] { padding-right: var(--fiu-space-1); }
.fiu-input[aria-invalid="true"]:not(:focus) { border-color: var(--fiu-color-danger); }
.fiu-input:disabled {
  cursor: not-allowed; color: var(--fiu-color-text-disabled);
  background: var(--fiu-color-surface-disabled); border-color: var(--fiu-color-border);
}
.fiu-input[readonly] { background: var(--fiu-color-surface-sunken); }
.fiu-select { position: relative; display: block; }
.fiu-select .fiu-input { padding-right: var(--fiu-space-6); cursor: pointer; }
.fiu-select::after {
  content: ""; position: absolute; top: 50%; right: 12px; pointer-events: none;
  width: 6px; height: 6px; margin-top: -5px;
  border-right: 1.5px solid var(--fiu-color-text-muted); border-bottom: 1.5px solid var(--fiu-color-text-muted);
  transform: rotate(45deg);
}
.fiu-select .fiu-input:disabled { cursor: not-allowed; }

/* ---------- Checkbox ---------- */
.fiu-checkbox { display: inline-flex; align-items: flex-start; gap: var(--fiu-space-2); cursor: pointer; line-height: var(--fiu-line-height); }
.fiu-checkbox__input { width: 16px; height: 16px; margin: 2px 0 0; flex: none; accent-color: var(--fiu-color-primary); cursor: inherit; }
.fiu-checkbox__input:focus-visible { outline: var(--fiu-focus-ring); outline-offset: var(--fiu-focus-ring-offset); }
.fiu-checkbox--disabled { cursor: not-allowed; color: var(--fiu-color-text-disabled); }

/* ---------- Form layout ---------- */
/* Grids follow the width the form gets (a container query where a form frame is a size container, the
   window otherwise): four or three columns become two under 900 px, one under 640 px. */
.fiu-form-grid {
  display: grid; gap: var(--fiu-space-4) var(--fiu-space-5); min-width: 0;
  grid-template-columns: repeat(var(--fiu-form-columns, 1), minmax(0, 1fr));
}
.fiu-form-grid__full { grid-column: 1 / -1; }
.fiu-form-grid__span2 { grid-column: span 2; }
@media (max-width: 900px) { .fiu-form-grid:is([data-columns="3"], [data-columns="4"]) { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (max-width: 640px) { .fiu-form-grid[data-columns] { grid-template-columns: minmax(0, 1fr); } .fiu-form-grid__span2 { grid-column: auto; } }
@container (max-width: 900px) { .fiu-form-grid:is([data-columns="3"], [data-columns="4"]) { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@container (max-width: 640px) { .fiu-form-grid[data-columns] { grid-template-columns: minmax(0, 1fr); } .fiu-form-grid__span2 { grid-column: auto; } }
.fiu-form-actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--fiu-space-2); padding-top: var(--fiu-space-2); }
.fiu-form-actions--end { justify-content: flex-end; }
.fiu-form-actions--between { justify-content: space-between; }

/* ---------- Card ---------- */
.fiu-card {
  background: var(--fiu-color-surface-raised);
  border: 1px solid var(--fiu-color-border);
  border-radius: var(--fiu-radius-lg);
  min-width: 0;
}
.fiu-card__header {
  display: flex; align-items: center; justify-content: space-between; gap: var(--fiu-space-3);
  min-height: 48px; padding: var(--fiu-space-2) var(--fiu-space-4);
  border-bottom: 1px solid var(--fiu-color-border);
}
.fiu-card__title { font-size: var(--fiu-font-size); line-height: var(--fiu-line-height); font-weight: var(--fiu-font-weight-semibold); }
.fiu-card__actions { display: flex; align-items: center; gap: var(--fiu-space-2); }
.fiu-card__body { padding: var(--fiu-space-4); }
.fiu-card__footer {
  display: flex; justify-content: flex-end; gap: var(--fiu-space-2);
  padding: var(--fiu-space-3) var(--fiu-space-4);
  border-top: 1px solid var(--fiu-color-border); background: var(--fiu-color-surface-sunken);
  border-radius: 0 0 var(--fiu-radius-lg) var(--fiu-radius-lg);
}

/* ---------- Tabs ---------- */
/* Tabs wider than the room (a phone) wrap rather than hide past the edge. */
.fiu-tabs__list {
  display: flex; flex-wrap: wrap; gap: var(--fiu-space-1); overflow-x: auto;
  border-bottom: 1px solid var(--fiu-color-border);
}
.fiu-tabs__tab {
  position: relative; flex: none;
  height: 40px; padding: 0 var(--fiu-space-3); margin: 0;
  font: inherit; color: var(--fiu-color-text-muted); white-space: nowrap;
  background: transparent; border: 0; border-radius: var(--fiu-radius) var(--fiu-radius) 0 0;
  cursor: pointer;
}
.fiu-tabs__tab:hover { color: var(--fiu-color-text); background: var(--fiu-color-surface-hover); }
.fiu-tabs__tab[aria-selected="true"] { color: var(--fiu-color-text); font-weight: var(--fiu-font-weight-semibold); }
/* Reserve the semibold width so tabs do not shift when the selection moves. */
.fiu-tabs__tab[data-label]::before {
  content: attr(data-label); display: block; height: 0; overflow: hidden; visibility: hidden;
  font-weight: var(--fiu-font-weight-semibold);
}
.fiu-tabs__tab[aria-selected="true"]::after {
  content: ""; position: absolute; left: var(--fiu-space-2); right: var(--fiu-space-2); bottom: -1px; height: 2px;
  background: var(--fiu-color-primary); border-radius: 2px 2px 0 0;
}
.fiu-tabs__tab:focus-visible { outline: var(--fiu-focus-ring); outline-offset: -2px; }
.fiu-tabs__tab:disabled { color: var(--fiu-color-text-disabled); cursor: not-allowed; background: transparent; }
.fiu-tabs__panel { padding-top: var(--fiu-space-4); }
.fiu-tabs__panel:focus-visible { outline: var(--fiu-focus-ring); outline-offset: var(--fiu-focus-ring-offset); }
.fiu-tabs--vertical { display: flex; align-items: flex-start; gap: var(--fiu-space-4); }
.fiu-tabs--vertical > .fiu-tabs__list {
  flex: none; flex-direction: column; max-width: 40%; overflow: visible;
  border-bottom: 0; border-right: 1px solid var(--fiu-color-border);
}
.fiu-tabs--vertical > .fiu-tabs__list > .fiu-tabs__tab { height: auto; min-height: 36px; padding: var(--fiu-space-2) var(--fiu-space-3); text-align: left; white-space: normal; border-radius: var(--fiu-radius) 0 0 var(--fiu-radius); }
.fiu-tabs--vertical > .fiu-tabs__list > .fiu-tabs__tab[aria-selected="true"]::after { left: auto; top: var(--fiu-space-1); bottom: var(--fiu-space-1); right: -1px; width: 2px; height: auto; border-radius: 2px 0 0 2px; }
.fiu-tabs--vertical > .fiu-tabs__panel { flex: 1; min-width: 0; padding-top: 0; }

/* ---------- Dialog ---------- */
.fiu-dialog {
  width: min(calc(100vw - 32px), var(--fiu-dialog-width, 560px));
  max-height: calc(100vh - 64px);
  padding: 0; margin: auto;
  color: var(--fiu-color-text);
  background: var(--fiu-color-surface-raised);
  border: 1px solid var(--fiu-color-border);
  border-radius: var(--fiu-radius-lg);
  box-shadow: var(--fiu-shadow-lg);
  overflow: hidden;
}
.fiu-dialog[open] { display: flex; flex-direction: column; }
.fiu-dialog--sm { --fiu-dialog-width: 400px; }
.fiu-dialog--lg { --fiu-dialog-width: 800px; }
.fiu-dialog::backdrop {
  /* Older Chromium does not let ::backdrop inherit custom properties: keep a literal fallback. */
  background: var(--fiu-color-backdrop, rgba(31, 35, 40, 0.5));
}
/* Fallback when showModal is missing: position it ourselves. */
.fiu-dialog--inline[open] { position: fixed; inset: 0; z-index: calc(var(--fiu-z-toast) - 1); }
.fiu-dialog__header {
  display: flex; align-items: flex-start; justify-content: space-between; gap: var(--fiu-space-3);
  padding: var(--fiu-space-4) var(--fiu-space-4) var(--fiu-space-2) var(--fiu-space-5);
}
.fiu-dialog__title { padding-top: var(--fiu-space-1); font-size: var(--fiu-font-size-lg); line-height: 24px; font-weight: var(--fiu-font-weight-semibold); }
.fiu-dialog__body { padding: var(--fiu-space-2) var(--fiu-space-5) var(--fiu-space-5); overflow: auto; }
.fiu-dialog__description { color: var(--fiu-color-text); }
.fiu-dialog__description + * { margin-top: var(--fiu-space-4); }
.fiu-dialog__footer {
  display: flex; justify-content: flex-end; gap: var(--fiu-space-2);
  padding: var(--fiu-space-3) var(--fiu-space-5);
  border-top: 1px solid var(--fiu-color-border);
  background: var(--fiu-color-surface-sunken);
}

/* ---------- Toasts ---------- */
.fiu-toasts {
  position: fixed; right: var(--fiu-space-4); bottom: var(--fiu-space-4); z-index: var(--fiu-z-toast);
  display: flex; flex-direction: column; align-items: flex-end; gap: var(--fiu-space-2);
  width: min(400px, calc(100vw - 32px));
  pointer-events: none;
}
.fiu-toast {
  display: flex; align-items: flex-start; gap: var(--fiu-space-2);
  width: 100%;
  padding: var(--fiu-space-3) var(--fiu-space-2) var(--fiu-space-3) var(--fiu-space-3);
  color: var(--fiu-color-text);
  background: var(--fiu-color-surface-raised);
  border: 1px solid var(--fiu-color-border);
  border-left: 4px solid var(--fiu-toast-accent, var(--fiu-color-info));
  border-radius: var(--fiu-radius);
  box-shadow: var(--fiu-shadow-md);
  pointer-events: auto;
  animation: fiu-toast-in 160ms ease-out;
}
.fiu-toast__icon { margin-top: 2px; color: var(--fiu-toast-accent, var(--fiu-color-info)); }
.fiu-toast__message { flex: 1; min-width: 0; padding-top: 0; overflow-wrap: anywhere; }
.fiu-toast__close { margin: -4px 0; }
.fiu-toast--success { --fiu-toast-accent: var(--fiu-color-success); }
.fiu-toast--warning { --fiu-toast-accent: var(--fiu-color-warning-solid); }
.fiu-toast--warning .fiu-toast__icon { color: var(--fiu-color-warning); }
.fiu-toast--error { --fiu-toast-accent: var(--fiu-color-danger); }
.fiu-toast--info { --fiu-toast-accent: var(--fiu-color-info); }
@keyframes fiu-toast-in { from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; } }

/* ---------- Banner ---------- */
.fiu-banner {
  display: flex; align-items: flex-start; gap: var(--fiu-space-2);
  padding: var(--fiu-space-3) var(--fiu-space-3) var(--fiu-space-3) var(--fiu-space-3);
  color: var(--fiu-color-text);
  background: var(--fiu-banner-bg, var(--fiu-color-info-subtle));
  border: 1px solid var(--fiu-banner-border, var(--fiu-color-info-border));
  border-left: 4px solid var(--fiu-banner-accent, var(--fiu-color-info));
  border-radius: var(--fiu-radius);
}
.fiu-banner__icon { margin-top: 2px; color: var(--fiu-banner-accent, var(--fiu-color-info)); }
.fiu-banner__content { flex: 1; min-width: 0; }
.fiu-banner__title { font-weight: var(--fiu-font-weight-semibold); }
.fiu-banner__actions { display: flex; align-items: center; gap: var(--fiu-space-2); margin: -4px 0; }
.fiu-banner--info { --fiu-banner-bg: var(--fiu-color-info-subtle); --fiu-banner-border: var(--fiu-color-info-border); --fiu-banner-accent: var(--fiu-color-info); }
.fiu-banner--warning { --fiu-banner-bg: var(--fiu-color-warning-subtle); --fiu-banner-border: var(--fiu-color-warning-border); --fiu-banner-accent: var(--fiu-color-warning-solid); }
.fiu-banner--warning .fiu-banner__icon { color: var(--fiu-color-warning); }
.fiu-banner--success { --fiu-banner-bg: var(--fiu-color-success-subtle); --fiu-banner-border: var(--fiu-color-success-border); --fiu-banner-accent: var(--fiu-color-success); }
.fiu-banner--error { --fiu-banner-bg: var(--fiu-color-danger-subtle); --fiu-banner-border: var(--fiu-color-danger-border); --fiu-banner-accent: var(--fiu-color-danger); }

/* ---------- Errors panel ---------- */
.fiu-errors {
  /* Scrolled into view under a host's fixed top bar (the standalone shell's is 48 px): keep the heading visible. */
  scroll-margin-top: var(--fiu-scroll-offset);
  padding: var(--fiu-space-3) var(--fiu-space-4);
  color: var(--fiu-color-danger);
  background: var(--fiu-color-danger-subtle);
  border: 1px solid var(--fiu-color-danger-border);
  border-left: 4px solid var(--fiu-color-danger);
  border-radius: var(--fiu-radius);
}
.fiu-errors__title {
  display: flex; align-items: center; gap: var(--fiu-space-2);
  font-size: var(--fiu-font-size); line-height: var(--fiu-line-height); font-weight: var(--fiu-font-weight-semibold);
}
.fiu-errors__message { margin-top: var(--fiu-space-1); color: var(--fiu-color-text); overflow-wrap: anywhere; }
.fiu-errors__list { margin: var(--fiu-space-1) 0 0; padding-left: var(--fiu-space-5); color: var(--fiu-color-text); }
.fiu-errors__list li { overflow-wrap: anywhere; }
.fiu-errors__list li + li { margin-top: 2px; }
.fiu-errors__field { font-weight: var(--fiu-font-weight-semibold); }

/* ---------- Badge ---------- */
.fiu-badge {
  display: inline-flex; align-items: center; gap: 6px;
  height: 20px; padding: 0 var(--fiu-space-2);
  font-size: var(--fiu-font-size-sm); line-height: var(--fiu-line-height-sm); font-weight: var(--fiu-font-weight-semibold);
  white-space: nowrap; vertical-align: middle;
  color: var(--fiu-badge-fg, var(--fiu-color-text-muted));
  background: var(--fiu-badge-bg, var(--fiu-color-surface-sunken));
  border: 1px solid var(--fiu-badge-border, var(--fiu-color-border));
  border-radius: 10px;
}
.fiu-badge::before { content: ""; width: 6px; height: 6px; border-radius: 50%; background: var(--fiu-badge-dot, currentColor); }
.fiu-badge--warning { --fiu-badge-fg: var(--fiu-color-warning); --fiu-badge-bg: var(--fiu-color-warning-subtle); --fiu-badge-border: var(--fiu-color-warning-border); --fiu-badge-dot: var(--fiu-color-warning-solid); }
.fiu-badge--success { --fiu-badge-fg: var(--fiu-color-success); --fiu-badge-bg: var(--fiu-color-success-subtle); --fiu-badge-border: var(--fiu-color-success-border); }
.fiu-badge--info { --fiu-badge-fg: var(--fiu-color-info); --fiu-badge-bg: var(--fiu-color-info-subtle); --fiu-badge-border: var(--fiu-color-info-border); }
.fiu-badge--archived { --fiu-badge-fg: var(--fiu-color-archived); --fiu-badge-bg: var(--fiu-color-archived-subtle); --fiu-badge-border: var(--fiu-color-archived-border); }
.fiu-badge--danger { --fiu-badge-fg: var(--fiu-color-danger); --fiu-badge-bg: var(--fiu-color-danger-subtle); --fiu-badge-border: var(--fiu-color-danger-border); }

/* ---------- Empty state / Permission denied ---------- */
.fiu-empty {
  display: flex; flex-direction: column; align-items: center; gap: var(--fiu-space-2);
  padding: var(--fiu-space-7) var(--fiu-space-5);
  text-align: center; color: var(--fiu-color-text-muted);
}
.fiu-empty__title { font-size: var(--fiu-font-size-lg); line-height: 24px; font-weight: var(--fiu-font-weight-semibold); color: var(--fiu-color-text); }
.fiu-empty__body { max-width: 56ch; }
.fiu-empty__action { margin-top: var(--fiu-space-2); }
.fiu-denied {
  display: flex; flex-direction: column; align-items: flex-start; gap: var(--fiu-space-2);
  padding: var(--fiu-space-6) var(--fiu-space-5);
}
.fiu-denied__icon { width: 32px; height: 32px; color: var(--fiu-color-text-muted); }
.fiu-denied__title { font-size: var(--fiu-font-size-xl); line-height: 28px; font-weight: var(--fiu-font-weight-semibold); color: var(--fiu-color-text); }
.fiu-denied__message { color: var(--fiu-color-text-muted); max-width: 60ch; }

/* ---------- Pagination ---------- */
.fiu-pagination { display: flex; align-items: center; justify-content: flex-end; gap: var(--fiu-space-2); }
.fiu-pagination__range { font-variant-numeric: tabular-nums; color: var(--fiu-color-text-muted); margin-inline-end: var(--fiu-space-2); white-space: nowrap; }

/* ---------- Motion ---------- */
@media (prefers-reduced-motion: reduce) {
  .fiu-btn, .fiu-input, .fiu-toast, .fiu-filter__chevron, .fiu-datatable__table td { transition: none; animation: none; }
  .fiu-datatable__progress::after { animation-duration: 3s; }
  /* Spinners keep turning (they carry meaning) but slowly. */
  .fiu-spinner__circle, .fiu-btn__spinner { animation-duration: 2s; }
}

/* ---------- Windows high contrast ---------- */
@media (forced-colors: active) {
  .fiu-btn, .fiu-input, .fiu-toast, .fiu-banner, .fiu-errors, .fiu-badge, .fiu-filter, .fiu-repeat__item, .fiu-datatable__error { border-color: CanvasText; }
  .fiu-datatable__progress::after { background: Highlight; }
  .fiu-tabs__tab[aria-selected="true"]::after, .fiu-drawer__link[aria-current="page"]::before { background: Highlight; }
}
`;
