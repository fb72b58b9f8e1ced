// @fiu/ui/timechart: bars over a time axis with brushing (uPlot), an entry of its own so that a screen that
// draws only bar charts (@fiu/ui/chart, the workspace's Dash board) does not carry it:
//
//   import { TimeChart } from '@fiu/ui/timechart';
//
// uPlot itself is fetched with import() when the chart first mounts (the same chunk as @fiu/ui/chart's).
export { TimeChart, type TimeChartProps, type TimeSpan } from '../chart/TimeChart';
