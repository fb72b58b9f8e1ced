import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
// Types only: uPlot itself is loaded with import() when a chart is first drawn.
import type uPlotType from 'uplot';
import { chartCss } from './chart.css';
import { adoptChartStyles } from './chartStyles';
import { canDraw, token } from './canvas';

export interface BarChartProps {
  /** The chart's heading. */
  title: string;
  /** A line under the heading (e.g. the period shown). */
  subtitle?: string;
  /** One label per bar (the x axis, and the table's first column). */
  labels: readonly string[];
  /** One value per bar. */
  values: readonly number[];
  /** The value column's heading in the table alternative (default 'Value'). */
  valueLabel?: string;
  /**
   * Bars per label (inflow beside outflow), each series with its own colour, legend entry and table column;
   * two stand side by side. Given, it replaces `values` and `valueLabel`.
   */
  series?: readonly BarSeries[];
  /** A bar (or its label in the table) was chosen: the label's index. Bars become clickable. */
  onBarClick?(index: number): void;
  /** How a value reads in the table, the axis and the summary (default: grouped digits). */
  formatValue?(value: number): string;
  /** Pixels of plot height (default 260). */
  height?: number;
  /** Shown instead of the plot when there are no bars. */
  emptyText?: string;
  className?: string;
}

export interface BarSeries {
  label: string;
  values: readonly number[];
}

type UPlot = typeof uPlotType;

/** Series colours after the first (the primary): tokens a host can theme, with calm defaults. */
const SERIES_TOKENS = [
  ['--fiu-color-primary', '#0e5a8a'],
  ['--fiu-color-warning-solid', '#b35c00'],
  ['--fiu-color-success', '#1a7f37'],
] as const;
let uplotPromise: Promise<UPlot> | null = null;

/** Imports uPlot once (its own chunk in the script-tag build). */
export function loadUplot(): Promise<UPlot> {
  uplotPromise ??= import('uplot').then((mod) => (mod as unknown as { default: UPlot }).default ?? (mod as unknown as UPlot));
  uplotPromise.catch(() => {
    uplotPromise = null; // a failed chunk load is tried again next time
  });
  return uplotPromise;
}

const grouped = (n: number): string => n.toLocaleString('en-NG', { maximumFractionDigits: 2 });
/** The value axis in short form (1.5M); the table has the exact values. */
const compact = (n: number): string => n.toLocaleString('en-NG', { notation: 'compact', maximumFractionDigits: 1 });
const shortLabel = (s: string, max = 14): string => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/**
 * A bar chart on uPlot, domain-free: labels and values in, a figure out. Accessible without the canvas: the
 * figure is named by its title, an aria summary says the highest and lowest bars, and the same data is a
 * table a screen reader (or anyone who opens "Show as table") can read. The plot follows its container's width.
 */
export function BarChart({
  title,
  subtitle,
  labels,
  values,
  valueLabel = 'Value',
  series: seriesProp,
  onBarClick,
  formatValue = grouped,
  height = 260,
  emptyText = 'No data for this period.',
  className,
}: BarChartProps): ReactElement {
  const id = `fiu-chart-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const plotRef = useRef<HTMLDivElement>(null);
  const figureRef = useRef<HTMLElement>(null);
  const [inlineStyles, setInlineStyles] = useState(false);
  useLayoutEffect(() => {
    if (figureRef.current && !adoptChartStyles(figureRef.current)) setInlineStyles(true);
  }, []);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [width, setWidth] = useState(0);
  const empty = labels.length === 0;
  const series = seriesProp ?? [{ label: valueLabel, values }];
  const seriesKey = JSON.stringify(series);
  const clickRef = useRef(onBarClick);
  clickRef.current = onBarClick;

  useLayoutEffect(() => {
    const el = plotRef.current;
    if (!el) return undefined;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const ro = new ResizeObserver((entries) => setWidth(Math.floor(entries[0]?.contentRect.width ?? el.clientWidth)));
    ro.observe(el);
    return () => ro.disconnect();
  }, [empty]);

  // Labels turn when a bar has less than 90 px of its own (a phone, or many bars); under 48 px a slanted label
  // runs into its neighbour's (ten phone numbers in a half-width card), so they stand upright. uPlot turns a label
  // by -rotate degrees on the canvas: 40 rises to the right and, aligned right, ends at its bar with its text below
  // the axis (-40 put the text up-left of the tick, over the bars); -90 reads downwards from the tick.
  const slot = width / Math.max(labels.length, 1);
  const rotate = width > 0 && slot < 90 ? (slot < 48 ? -90 : 40) : 0;
  const chartRef = useRef<uPlotType | null>(null);

  useEffect(() => {
    const el = plotRef.current;
    if (!el || empty) return undefined;
    if (!canDraw()) {
      setStatus('failed'); // no canvas (an old browser, a test DOM): the table is the chart
      return undefined;
    }
    let live = true;
    loadUplot().then(
      (uPlot) => {
        if (!live) return;
        chartRef.current?.destroy();
        const colours = series.map((_, i) => token(el, SERIES_TOKENS[i % SERIES_TOKENS.length]![0], SERIES_TOKENS[i % SERIES_TOKENS.length]![1]));
        const text = token(el, '--fiu-color-text-muted', '#57606a');
        const grid = token(el, '--fiu-color-border', '#d0d7de');
        const xs = labels.map((_, i) => i);
        const axisFont = '12px system-ui, sans-serif';
        chartRef.current = new uPlot(
          {
            width: Math.max(el.clientWidth, 200),
            height,
            legend: { show: false },
            cursor: { show: false },
            scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.05 : 1] } },
            axes: [
              {
                stroke: text,
                font: axisFont,
                grid: { show: false },
                splits: () => xs,
                values: (_u, splits) => splits.map((i) => shortLabel(labels[i] ?? '')),
                rotate,
                // Turned labels end at their bar (they would run off the right edge otherwise).
                align: rotate === -90 ? 1 : rotate ? 2 : undefined,
                size: rotate === -90 ? 112 : rotate ? 90 : 40,
              },
              { stroke: text, font: axisFont, grid: { stroke: grid, width: 1 }, size: 64, values: (_u, splits) => splits.map((v) => compact(v)) },
            ],
            // Two series stand side by side: the first ends at the label's centre, the second starts there.
            series: [
              {},
              ...series.map((s, i) => ({
                label: s.label,
                fill: colours[i],
                stroke: colours[i],
                paths: uPlot.paths.bars!(series.length === 2 ? { size: [0.35, 40], align: i === 0 ? -1 : 1 } : { size: [0.6, 64] }),
                points: { show: false },
              })),
            ],
          },
          [xs, ...series.map((s) => s.values.slice(0, labels.length) as number[])],
          el,
        );
        const chart = chartRef.current;
        // A click picks the label under the pointer (uPlot's cursor is off: the position is read from the event).
        chart.over.addEventListener('click', (e) => {
          if (!clickRef.current) return;
          const i = Math.round(chart.posToVal(e.offsetX, 'x'));
          if (i >= 0 && i < labels.length) clickRef.current(i);
        });
        setStatus('ready');
      },
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
      chartRef.current?.destroy();
      chartRef.current = null;
    };
    // Redrawn when the data change or the labels must turn; a width change only resizes (below).
  }, [labels, seriesKey, height, empty, rotate]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (width > 0) chartRef.current?.setSize({ width: Math.max(width, 200), height });
  }, [width, height]);

  const summary = empty ? emptyText : series.map((s) => (series.length > 1 ? `${s.label}: ` : '') + summarise(labels, s.values, formatValue)).join(' ');
  return (
    <figure ref={figureRef} className={['fiu-chart', className].filter(Boolean).join(' ')} aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`}>
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
            <ul className="fiu-chart__legend" aria-hidden="true">
              {series.map((s, i) => (
                <li key={s.label} data-series={i}>
                  {s.label}
                </li>
              ))}
            </ul>
          ) : null}
          <div className={['fiu-chart__plot', onBarClick && 'fiu-chart__plot--clickable'].filter(Boolean).join(' ')} ref={plotRef} aria-hidden="true" style={{ minHeight: height }} />
          {status === 'loading' ? <p className="fiu-chart__status" role="status">Drawing the chart…</p> : null}
          {status === 'failed' ? <p className="fiu-chart__status">The chart could not be drawn; the table below has its data.</p> : null}
          <details className="fiu-chart__table-toggle" open={status === 'failed' || undefined}>
            <summary>Show as table</summary>
            <table className="fiu-chart__table">
              <caption className="fiu-visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  {series.map((s) => (
                    <th scope="col" key={s.label}>
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {labels.map((label, i) => (
                  <tr key={`${label}-${i}`}>
                    <th scope="row">
                      {onBarClick ? (
                        <button type="button" className="fiu-chart__pick" onClick={() => onBarClick(i)}>
                          {label}
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                    {series.map((s) => (
                      <td key={s.label}>{formatValue(s.values[i] ?? 0)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  );
}

/** "10 bars. Highest: A, 1,000. Lowest: B, 10." */
export function summarise(labels: readonly string[], values: readonly number[], format: (n: number) => string): string {
  let hi = 0;
  let lo = 0;
  values.forEach((v, i) => {
    if (v > (values[hi] ?? -Infinity)) hi = i;
    if (v < (values[lo] ?? Infinity)) lo = i;
  });
  const n = labels.length;
  return `${n} ${n === 1 ? 'bar' : 'bars'}. Highest: ${labels[hi]}, ${format(values[hi] ?? 0)}. Lowest: ${labels[lo]}, ${format(values[lo] ?? 0)}.`;
}
