// @fiu/ui/chart: bar charts on uPlot, a separate entry so that the loader, the shared chunk and the screens
// without a chart never bundle uPlot. Import it only where a chart is drawn:
//
//   import { BarChart, TimeChart, chartCss } from '@fiu/ui/chart';
//
// Even there, uPlot is fetched with import() when a chart first mounts.
export { BarChart, loadUplot, type BarChartProps, type BarSeries } from './BarChart';
export { TimeChart, type TimeChartProps, type TimeSpan } from './TimeChart';
export { chartCss } from './chart.css';
