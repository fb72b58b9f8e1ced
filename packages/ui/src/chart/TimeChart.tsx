import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import type uPlotType from 'uplot';
import { loadUplot, type BarSeries } from './BarChart';
import { chartCss } from './chart.css';
import { adoptChartStyles } from './chartStyles';
import { canDraw, token } from './canvas';

/** A brushed span of the time axis, in seconds since the epoch (uPlot's time unit), `from` ≤ `to`. */
export interface TimeSpan {
  from: number;
  to: number;
}

export interface TimeChartProps {
  title: string;
  subtitle?: string;
  /** The x values: instants in seconds since the epoch, ascending (one bar slot each, e.g. one a day). */
  times: readonly number[];
  /** One or two series of values, one per time. */
  series: readonly BarSeries[];
  formatValue?(value: number): string;
  /** Pixels of plot height (default 300). */
  height?: number;
  emptyText?: string;
  /**
   * Dragging across the plot brushes a span; it is handed over when the drag ends. Without it the plot cannot
   * be brushed. (A screen offers its own way to clear it, and a keyboard way to set it.)
   */
  onBrush?(span: TimeSpan): void;
  /** Time zone of the axis labels (IANA name; default the browser's). */
  timeZone?: string;
  className?: string;
}

const compact = (n: number): string => n.toLocaleString('en-NG', { notation: 'compact', maximumFractionDigits: 1 });
const grouped = (n: number): string => n.toLocaleString('en-NG', { maximumFractionDigits: 2 });

const SERIES_TOKENS = [
  ['--fiu-color-success', '#1a7f37'],
  ['--fiu-color-danger', '#cf222e'],
] as const;

/**
 * Bars over a time axis on uPlot, domain-free, with brushing: drag across the plot to pick a span
 * (uPlot's select, without zooming), and the span is handed to `onBrush` so a screen can filter its other views
 * by it. The figure is named by its title and an aria summary says how many slots and their totals; the
 * brushing itself has a keyboard equivalent in the screen (its date fields).
 */
export function TimeChart({
  title,
  subtitle,
  times,
  series,
  formatValue = grouped,
  height = 300,
  emptyText = 'No data for this period.',
  onBrush,
  timeZone,
  className,
}: TimeChartProps): ReactElement {
  const id = `fiu-tchart-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const plotRef = useRef<HTMLDivElement>(null);
  const figureRef = useRef<HTMLElement>(null);
  const chartRef = useRef<uPlotType | null>(null);
  const brushRef = useRef(onBrush);
  brushRef.current = onBrush;
  const [inlineStyles, setInlineStyles] = useState(false);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [width, setWidth] = useState(0);
  const empty = times.length === 0;
  const dataKey = JSON.stringify([times, series]);

  useLayoutEffect(() => {
    if (figureRef.current && !adoptChartStyles(figureRef.current)) setInlineStyles(true);
  }, []);

  useLayoutEffect(() => {
    const el = plotRef.current;
    if (!el) return undefined;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const ro = new ResizeObserver((entries) => setWidth(Math.floor(entries[0]?.contentRect.width ?? el.clientWidth)));
    ro.observe(el);
    return () => ro.disconnect();
  }, [empty]);

  useEffect(() => {
    const el = plotRef.current;
    if (!el || empty) return undefined;
    if (!canDraw()) {
      setStatus('failed');
      return undefined;
    }
    let live = true;
    loadUplot().then(
      (uPlot) => {
        if (!live) return;
        chartRef.current?.destroy();
        const text = token(el, '--fiu-color-text-muted', '#57606a');
        const grid = token(el, '--fiu-color-border', '#d0d7de');
        const axisFont = '12px system-ui, sans-serif';
        const tzDate = timeZone ? (ts: number) => uPlot.tzDate(new Date(ts * 1000), timeZone) : undefined;
        const chart = new uPlot(
          {
            width: Math.max(el.clientWidth, 200),
            height,
            legend: { show: false },
            ...(tzDate ? { tzDate } : {}),
            // Drag selects a span on x only; the scale stays (the selection is a filter, not a zoom).
            cursor: { drag: { x: !!brushRef.current, y: false, setScale: false }, points: { show: false } },
            scales: { x: { time: true }, y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.05 : 1] } },
            axes: [
              { stroke: text, font: axisFont, grid: { show: false } },
              { stroke: text, font: axisFont, grid: { stroke: grid, width: 1 }, size: 64, values: (_u, splits) => splits.map((v) => compact(v)) },
            ],
            series: [
              {},
              ...series.map((s, i) => {
                const colour = token(el, SERIES_TOKENS[i % SERIES_TOKENS.length]![0], SERIES_TOKENS[i % SERIES_TOKENS.length]![1]);
                return {
                  label: s.label,
                  fill: colour,
                  stroke: colour,
                  paths: uPlot.paths.bars!(series.length === 2 ? { size: [0.45, 24, 3], align: i === 0 ? -1 : 1 } : { size: [0.8, 40, 3] }),
                  points: { show: false },
                };
              }),
            ],
            hooks: {
              setSelect: [
                (u) => {
                  if (!brushRef.current) return;
                  if (u.select.width < 2) return;
                  const from = u.posToVal(u.select.left, 'x');
                  const to = u.posToVal(u.select.left + u.select.width, 'x');
                  brushRef.current({ from: Math.min(from, to), to: Math.max(from, to) });
                },
              ],
            },
          },
          [times as number[], ...series.map((s) => s.values.slice(0, times.length) as number[])],
          el,
        );
        chartRef.current = chart;
        setStatus('ready');
      },
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
      chartRef.current?.destroy();
      chartRef.current = null;
    };
  }, [dataKey, height, empty, timeZone]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (width > 0) chartRef.current?.setSize({ width: Math.max(width, 200), height });
  }, [width, height]);

  const summary = empty
    ? emptyText
    : `${times.length} ${times.length === 1 ? 'slot' : 'slots'}. ${series.map((s) => `${s.label}: ${formatValue(s.values.reduce((a, v) => a + v, 0))} in all`).join('. ')}.`;

  return (
    <figure ref={figureRef} className={['fiu-chart', 'fiu-chart--time', className].filter(Boolean).join(' ')} aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`}>
      {inlineStyles ? <style>{chartCss}</style> : null}
      <figcaption>
        <p className="fiu-chart__title" id={`${id}-title`}>
          {title}
        </p>
        {subtitle ? <p className="fiu-chart__subtitle">{subtitle}</p> : null}
      </figcaption>
      <p className="fiu-visually-hidden" id={`${id}-summary`}>
        {summary}
      </p>
      {empty ? (
        <p className="fiu-chart__status">{emptyText}</p>
      ) : (
        <>
          {series.length > 1 ? (
            <ul className="fiu-chart__legend fiu-chart__legend--time" aria-hidden="true">
              {series.map((s, i) => (
                <li key={s.label} data-series={i}>
                  {s.label}
                </li>
              ))}
            </ul>
          ) : null}
          <div className={['fiu-chart__plot', onBrush && 'fiu-chart__plot--brush'].filter(Boolean).join(' ')} ref={plotRef} aria-hidden="true" style={{ minHeight: height }} />
          {status === 'loading' ? (
            <p className="fiu-chart__status" role="status">
              Drawing the chart…
            </p>
          ) : null}
          {status === 'failed' ? <p className="fiu-chart__status">The chart could not be drawn.</p> : null}
        </>
      )}
    </figure>
  );
}
