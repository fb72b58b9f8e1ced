/**
 * Design tokens: every colour, size and spacing the components use, as `--fiu-*` custom properties.
 * A host themes an element by setting these on the element itself (outer rules beat `:host`).
 *
 * Colours were picked for WCAG AA on white: text >= 4.5:1, control borders and focus ring >= 3:1.
 */
export const tokensCss = /* css */ `
:host, :root {
  --fiu-font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif;
  --fiu-font-family-mono: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace;
  --fiu-font-size: 14px;
  --fiu-font-size-sm: 12px;
  --fiu-font-size-table: 13px;
  --fiu-font-size-lg: 16px;
  --fiu-font-size-xl: 20px;
  --fiu-line-height: 20px;
  --fiu-line-height-sm: 16px;
  --fiu-font-weight-normal: 400;
  --fiu-font-weight-semibold: 600;

  /* One primary: a calm deep blue (7.4:1 on white). */
  --fiu-color-primary: #0e5a8a;
  --fiu-color-primary-hover: #0a4a73;
  --fiu-color-primary-active: #083a5b;
  --fiu-color-primary-subtle: #e8f1f8;
  --fiu-color-primary-contrast: #ffffff;

  /* Neutrals */
  --fiu-color-text: #1f2328;
  --fiu-color-text-muted: #59636e;
  --fiu-color-text-disabled: #8c959f;
  --fiu-color-border: #d0d7de;
  --fiu-color-border-strong: #7d8590;
  --fiu-color-surface: #ffffff;
  --fiu-color-surface-raised: #ffffff;
  --fiu-color-surface-hover: #f3f5f7;
  --fiu-color-surface-sunken: #f6f8fa;
  --fiu-color-surface-disabled: #eef1f4;
  --fiu-color-background: #f6f8fa;
  --fiu-color-backdrop: rgba(31, 35, 40, 0.5);

  /* Status colours: text/foreground, subtle background, border. */
  --fiu-color-danger: #b42318;
  --fiu-color-danger-hover: #912018;
  --fiu-color-danger-subtle: #fef3f2;
  --fiu-color-danger-border: #f4a9a1;
  --fiu-color-warning: #8a5300;
  --fiu-color-warning-solid: #d99a06;
  --fiu-color-warning-subtle: #fff8e5;
  --fiu-color-warning-border: #edc462;
  --fiu-color-success: #1a7f37;
  --fiu-color-success-subtle: #edf7ef;
  --fiu-color-success-border: #94d3a2;
  --fiu-color-info: #0b5cb5;
  --fiu-color-info-subtle: #edf4fc;
  --fiu-color-info-border: #9ec5f0;
  --fiu-color-archived: #5c6670;
  --fiu-color-archived-subtle: #f0f2f4;
  --fiu-color-archived-border: #c4cad1;

  --fiu-color-focus: #1f6feb;
  --fiu-focus-ring: 2px solid var(--fiu-color-focus);
  --fiu-focus-ring-offset: 2px;

  /* 8 px grid with a 4 px half step. */
  --fiu-space-1: 4px;
  --fiu-space-2: 8px;
  --fiu-space-3: 12px;
  --fiu-space-4: 16px;
  --fiu-space-5: 24px;
  --fiu-space-6: 32px;
  --fiu-space-7: 40px;
  --fiu-space-8: 48px;

  --fiu-control-height: 32px;
  --fiu-control-height-sm: 24px;
  --fiu-radius: 4px;
  --fiu-radius-lg: 6px;
  --fiu-drawer-width: 240px;
  /* Room left above content scrolled into view, for a host's fixed top bar. */
  --fiu-scroll-offset: 64px;
  /* Photo (PhotoField, ImagePicker preview: passport proportions) and camera preview sizes. */
  --fiu-photo-width: 150px;
  --fiu-photo-height: 188px;
  --fiu-webcam-width: 240px;
  --fiu-topbar-height: 48px;

  --fiu-shadow-sm: 0 1px 2px rgba(31, 35, 40, 0.08);
  --fiu-shadow-md: 0 2px 4px rgba(31, 35, 40, 0.08), 0 4px 12px rgba(31, 35, 40, 0.12);
  --fiu-shadow-lg: 0 8px 24px rgba(31, 35, 40, 0.2);

  /* Maps (MapView, @fiu/ui/map): the offline base map's water, land and borders, Nigeria emphasised. */
  --fiu-map-water: #d5e3ec;
  --fiu-map-land: #f4f3ef;
  --fiu-map-land-context: #ebeae4;
  --fiu-map-land-focus: #ffffff;
  --fiu-map-border: #a3acb5;
  --fiu-map-border-focus: #3d4650;
  --fiu-map-marker: #b42318;
  --fiu-map-label: #59636e;

  --fiu-z-toast: 2147483000;
  --fiu-duration: 120ms;
}

/* The host page's inherited styles (font size, colour, line height, letter spacing, text transform...)
   stop here. all: initial also resets display, so set it back. Custom properties are not touched by all. */
:host {
  all: initial;
  display: block;
}

/* Repeated on .fiu-root (the element's inner wrapper and the portal target) because a host rule that
   matches the host element itself (e.g. "* { color: red }") beats :host. */
:host, .fiu-root {
  font-family: var(--fiu-font-family);
  font-size: var(--fiu-font-size);
  font-weight: var(--fiu-font-weight-normal);
  font-style: normal;
  line-height: var(--fiu-line-height);
  color: var(--fiu-color-text);
  letter-spacing: normal;
  word-spacing: normal;
  text-transform: none;
  text-align: start;
  text-indent: 0;
  text-shadow: none;
  white-space: normal;
  font-variant: normal;
  visibility: visible;
  cursor: auto;
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
}

*, *::before, *::after { box-sizing: border-box; }
[hidden] { display: none !important; }
`;
