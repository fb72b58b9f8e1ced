/**
 * BarChart's styles: uPlot's own rules that the chart needs (its stylesheet cannot reach into a shadow root
 * from the document), and the figure around it. Colours come from the --fiu-* tokens so a host can theme it.
 */
export const chartCss = /* css */ `
.fiu-chart { margin: 0; min-width: 0; display: flex; flex-direction: column; gap: var(--fiu-space-1, 4px);
  border: 1px solid var(--fiu-color-border); border-radius: var(--fiu-radius-lg); padding: var(--fiu-space-2, 8px); background: var(--fiu-color-surface, #fff); }
.fiu-chart__title { margin: 0; font-size: var(--fiu-font-size-md, 14px); font-weight: 600; }
.fiu-chart__subtitle { margin: 0; font-size: var(--fiu-font-size-sm, 13px); color: var(--fiu-color-text-muted); }
.fiu-chart__plot { position: relative; width: 100%; min-width: 0; }
.fiu-chart__status { margin: 0; padding: var(--fiu-space-3, 24px) 0; text-align: center; color: var(--fiu-color-text-muted); }
.fiu-chart__table-toggle { font-size: var(--fiu-font-size-sm, 13px); }
.fiu-chart__table { width: 100%; border-collapse: collapse; font-size: var(--fiu-font-size-sm, 13px); font-variant-numeric: tabular-nums; }
.fiu-chart__table th, .fiu-chart__table td { padding: 2px 8px; border-bottom: 1px solid var(--fiu-color-border); text-align: left; }
.fiu-chart__table td:last-child { text-align: right; }
.fiu-chart__legend { display: flex; gap: var(--fiu-space-2, 8px); margin: 0; padding: 0; list-style: none; font-size: var(--fiu-font-size-sm, 13px); }
.fiu-chart__legend li::before { content: ''; display: inline-block; width: 10px; height: 10px; margin-right: 4px; border-radius: 2px; background: var(--fiu-color-primary); }
.fiu-chart__legend li[data-series="1"]::before { background: var(--fiu-color-warning-solid); }
.fiu-chart__legend li[data-series="2"]::before { background: var(--fiu-color-success); }
.fiu-chart__plot--clickable .u-over { cursor: pointer; }
.fiu-chart__plot--brush .u-over { cursor: crosshair; }
.fiu-chart__legend--time li[data-series="0"]::before { background: var(--fiu-color-success); }
.fiu-chart__legend--time li[data-series="1"]::before { background: var(--fiu-color-danger); }
.fiu-chart__pick { border: 0; padding: 0; background: none; color: var(--fiu-color-primary); text-decoration: underline; cursor: pointer; font: inherit; text-align: left; }
.fiu-chart__pick:focus-visible { outline: 2px solid var(--fiu-color-focus); outline-offset: 2px; }
.fiu-chart .uplot, .fiu-chart .uplot * { box-sizing: border-box; }
.fiu-chart .uplot { font-family: var(--fiu-font-family); line-height: 1.5; width: min-content; }
.fiu-chart .u-wrap { position: relative; user-select: none; }
.fiu-chart .u-over, .fiu-chart .u-under { position: absolute; }
.fiu-chart .u-under { overflow: hidden; }
.fiu-chart .uplot canvas { display: block; position: relative; width: 100%; height: 100%; }
.fiu-chart .u-axis { position: absolute; }
.fiu-chart .u-legend { display: none; }
.fiu-chart .u-select { background: color-mix(in srgb, var(--fiu-color-primary) 18%, transparent); position: absolute; pointer-events: none; }
.fiu-chart .u-cursor-x, .fiu-chart .u-cursor-y { position: absolute; left: 0; top: 0; pointer-events: none; will-change: transform; }
.fiu-chart .u-hz .u-cursor-x { height: 100%; border-right: 1px dashed #607D8B; }
.fiu-chart .u-hz .u-cursor-y { display: none; }
.fiu-chart .u-cursor-pt { position: absolute; top: 0; left: 0; border-radius: 50%; border: 0 solid; pointer-events: none; will-change: transform; background-clip: padding-box !important; }
.fiu-chart .u-axis.u-off, .fiu-chart .u-select.u-off, .fiu-chart .u-cursor-x.u-off, .fiu-chart .u-cursor-y.u-off, .fiu-chart .u-cursor-pt.u-off { display: none; }
`;
