/**
 * MapView's own styles, put in a <style> beside leaflet's (inside the element's shadow root) by MapView.
 * Leaflet's path options become SVG presentation attributes, which CSS overrides: the base map is coloured
 * here with the --fiu-map-* tokens, so a host can theme it.
 */
export const mapCss = /* css */ `
.fiu-map { position: relative; min-width: 0; border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg); overflow: hidden; }
.fiu-map__canvas { width: 100%; }
.fiu-map .leaflet-container {
  font-family: var(--fiu-font-family); font-size: var(--fiu-font-size-sm); line-height: var(--fiu-line-height-sm);
  background: var(--fiu-map-water);
}
.fiu-map .leaflet-container:focus-visible { outline: none; }
/* An outline would be painted under leaflet's panes: draw the ring on a layer above them. */
.fiu-map .leaflet-container:focus-visible::after {
  content: ""; position: absolute; inset: 0; z-index: 1001; pointer-events: none;
  border: 2px solid var(--fiu-color-focus); border-radius: var(--fiu-radius-lg);
}
.fiu-map__loading {
  position: absolute; inset: 0; z-index: 1000;
  display: flex; align-items: center; justify-content: center;
  color: var(--fiu-color-text-muted); background: var(--fiu-map-water);
}
.fiu-map__loading[hidden] { display: none; }

/* Offline base map */
.fiu-map .fiu-map__land { fill: var(--fiu-map-land); fill-opacity: 1; stroke: var(--fiu-map-border); stroke-width: 0.75px; stroke-opacity: 1; }
.fiu-map .fiu-map__land--context { fill: var(--fiu-map-land-context); }
.fiu-map .fiu-map__land--focus { fill: var(--fiu-map-land-focus); stroke: var(--fiu-map-border-focus); stroke-width: 1.5px; }
.fiu-map .leaflet-div-icon.fiu-map__country { background: none; border: 0; }
.fiu-map__country-name {
  display: block; width: max-content; transform: translate(-50%, -50%);
  font-size: 11px; line-height: 14px; letter-spacing: 0.06em; text-transform: uppercase;
  color: var(--fiu-map-label); white-space: nowrap; pointer-events: none;
  text-shadow: 0 0 2px var(--fiu-map-land), 0 0 2px var(--fiu-map-land);
}
.fiu-map__country--context .fiu-map__country-name { opacity: 0.8; }

/* Markers and their labels */
.fiu-map .leaflet-div-icon.fiu-map__marker { background: none; border: 0; }
.fiu-map__pin { display: block; width: 24px; height: 32px; filter: drop-shadow(0 1px 1px rgba(31, 35, 40, 0.35)); }
.fiu-map__pin svg { display: block; }
.fiu-map__pin-body { fill: var(--fiu-map-marker); stroke: var(--fiu-color-surface); stroke-width: 1.5px; }
.fiu-map__pin-dot { fill: var(--fiu-color-surface); }
.fiu-map .fiu-map__marker:focus-visible { outline: var(--fiu-focus-ring); outline-offset: 2px; border-radius: var(--fiu-radius); }
.fiu-map .leaflet-tooltip.fiu-map__label {
  padding: 2px var(--fiu-space-2);
  font-family: var(--fiu-font-family); font-size: var(--fiu-font-size-sm); line-height: var(--fiu-line-height-sm); font-weight: var(--fiu-font-weight-semibold);
  color: var(--fiu-color-text); background: var(--fiu-color-surface);
  border: 1px solid var(--fiu-color-border-strong); border-radius: var(--fiu-radius);
  box-shadow: var(--fiu-shadow-sm); white-space: nowrap;
}
.fiu-map .leaflet-tooltip-top.fiu-map__label::before { border-top-color: var(--fiu-color-border-strong); }

/* Controls in the house style */
.fiu-map .leaflet-bar { border: 1px solid var(--fiu-color-border-strong); border-radius: var(--fiu-radius); box-shadow: var(--fiu-shadow-sm); }
.fiu-map .leaflet-bar a { color: var(--fiu-color-text); width: 28px; height: 28px; line-height: 28px; }
.fiu-map .leaflet-bar a:focus-visible { outline: var(--fiu-focus-ring); outline-offset: 0; position: relative; z-index: 1; }
.fiu-map .leaflet-control-attribution { font-size: 11px; line-height: 16px; color: var(--fiu-color-text-muted); background: color-mix(in srgb, var(--fiu-color-surface) 85%, transparent); }
.fiu-map .leaflet-control-attribution a { color: var(--fiu-color-primary); }

/* Clusters: a count on a disc, sized by how many it holds */
.fiu-map .leaflet-div-icon.fiu-map__cluster-icon { background: none; border: 0; }
.fiu-map__cluster {
  box-sizing: border-box; display: flex; align-items: center; justify-content: center; width: 100%; height: 100%;
  border-radius: 50%; border: 3px solid color-mix(in srgb, var(--fiu-color-primary) 35%, transparent);
  background-clip: padding-box; background-color: var(--fiu-color-primary);
  color: var(--fiu-color-primary-contrast); font-family: var(--fiu-font-family); font-size: 12px; font-weight: var(--fiu-font-weight-semibold);
  font-variant-numeric: tabular-nums; line-height: 1;
}
.fiu-map__cluster--medium { font-size: 13px; }
.fiu-map__cluster--large { font-size: 14px; background-color: var(--fiu-color-primary-active); }
.fiu-map .fiu-map__cluster-icon:focus-visible { outline: var(--fiu-focus-ring); outline-offset: 2px; border-radius: 50%; }

/* A single clustered point: a dot in the marker colour */
.fiu-map .leaflet-div-icon.fiu-map__dot {
  box-sizing: border-box; border-radius: 50%; border: 2px solid var(--fiu-color-surface);
  background: var(--fiu-map-marker); box-shadow: 0 0 0 1px var(--fiu-map-marker);
}
.fiu-map .fiu-map__dot:focus-visible { outline: var(--fiu-focus-ring); outline-offset: 2px; }

/* Popups: text only, in the house style */
.fiu-map .fiu-map__popup-frame .leaflet-popup-content-wrapper { border-radius: var(--fiu-radius-lg); box-shadow: var(--fiu-shadow-sm); }
.fiu-map .fiu-map__popup-frame .leaflet-popup-content { margin: var(--fiu-space-3) var(--fiu-space-4); font-size: var(--fiu-font-size-sm); line-height: var(--fiu-line-height-sm); color: var(--fiu-color-text); }
.fiu-map__popup:focus { outline: none; }
.fiu-map__popup:focus-visible { outline: var(--fiu-focus-ring); outline-offset: 2px; }
.fiu-map__popup-title, .fiu-map__popup-head { display: block; font-weight: var(--fiu-font-weight-semibold); margin-bottom: var(--fiu-space-1); }
.fiu-map__popup-rows { display: grid; grid-template-columns: max-content 1fr; gap: 2px var(--fiu-space-3); margin: 0; }
.fiu-map__popup-rows dt { color: var(--fiu-color-text-muted); }
.fiu-map__popup-rows dd { margin: 0; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.fiu-map__popup--list ul { list-style: none; margin: 0; padding: 0; max-height: 240px; overflow-y: auto; }
.fiu-map__popup--list li { padding: var(--fiu-space-2) 0; border-top: 1px solid var(--fiu-color-border); }
.fiu-map__popup-more { margin: var(--fiu-space-2) 0 0; color: var(--fiu-color-text-muted); }

/* The route: Leaflet sets colour, width, opacity and dashes as SVG attributes */
.fiu-map .fiu-map__route { pointer-events: none; }
`;
