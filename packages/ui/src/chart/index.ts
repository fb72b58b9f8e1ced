// @fiu/ui/chart: bar charts on uPlot, a separate entry so that the loader, the shared chunk and the screens
// without a chart never bundle uPlot. Import it only where a chart is drawn:
//
//   import { BarChart, chartCss } from '@fiu/ui/chart';
//   import { TimeChart } from '@fiu/ui/timechart';   // its own entry: a screen that only draws bars
//                                                    // (the workspace's Dash board) never carries it
//
// Even there, uPlot is fetched with import() when a chart first mounts.
export { BarChart, loadUplot, type BarChartProps, type BarSeries } from './BarChart';
export { chartCss } from './chart.css';
