/**
 * Financial Statement > Time Line (analysis-tools §2, §4, §9; issue 10 items 6-7): the subjects' transactions
 * in the period as daily inflow and outflow bars (getTimelineStatement, which reloads when the amount range
 * changes), the account numbers they ran through, and the amount-range select with §2's bands. Linked view:
 * dragging across the timeline brushes a span of days, and the statement grid under it shows only the rows of
 * that span and band (its query gets a Transaction Date between condition); the From and To fields set the same
 * span from the keyboard.
 */
import { useMemo, useState, type ReactElement } from 'react';
import { timelineStatement } from '@fiu/core/api/analysis';
import { formatNaira } from '@fiu/core/format/naira';
import { AMOUNT_BANDS } from '@fiu/core/refdata/analysisLists';
import type { GridFilterNode } from '@fiu/core/schemas/gridQuery';
import { Button } from '@fiu/ui/Button';
import { TimeChart, type TimeSpan } from '@fiu/ui/timechart';
import { periodLabel, scopeOf, type Period } from '../../shared/analysis/period';
import { TabFailed, TabLoading } from '../../shared/analysis/TabState';
import { useTabData } from '../../shared/analysis/useTabData';
import { PartStyles } from '../../shared/forms/PartStyles';
import { financialCss } from './financial.css';
import GridTab from './GridTab';

/** Nigeria keeps WAT (UTC+1) all year: a day there starts at 23:00 UTC the day before. */
const WAT_OFFSET_S = 3600;
const DAY_S = 86_400;

interface Row {
  Transaction_Date?: string | null;
  Account_Number?: string | null;
  Inflows?: string | number | null;
  Outflows?: string | number | null;
}

/** The WAT day (YYYY-MM-DD) of an instant. */
export const watDay = (isoOrSeconds: string | number): string => {
  const ms = typeof isoOrSeconds === 'number' ? isoOrSeconds * 1000 : Date.parse(isoOrSeconds);
  return new Date(ms + WAT_OFFSET_S * 1000).toISOString().slice(0, 10);
};
/** The instant (seconds) a WAT day starts. */
const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`) / 1000 - WAT_OFFSET_S;

/** The rows as daily sums: one slot per day that has rows, in order. */
export function dailySums(rows: readonly Row[]): { times: number[]; inflow: number[]; outflow: number[]; accounts: [string, number][] } {
  const days = new Map<string, { i: number; o: number }>();
  const accounts = new Map<string, number>();
  for (const r of rows) {
    if (!r.Transaction_Date) continue;
    const d = watDay(r.Transaction_Date);
    const t = days.get(d) ?? { i: 0, o: 0 };
    t.i += Number(r.Inflows ?? 0) || 0;
    t.o += Number(r.Outflows ?? 0) || 0;
    days.set(d, t);
    if (r.Account_Number) accounts.set(r.Account_Number, (accounts.get(r.Account_Number) ?? 0) + 1);
  }
  const order = [...days.keys()].sort();
  return {
    times: order.map(dayStart),
    inflow: order.map((d) => days.get(d)!.i),
    outflow: order.map((d) => days.get(d)!.o),
    accounts: [...accounts.entries()].sort((a, b) => a[0].localeCompare(b[0])),
  };
}

/**
 * An amount band as a grid condition, the same rule as the timeline call (greatest of inflow and outflow in
 * [min, max)): a row moves money one way, so the other side is 0 and below any band but the first.
 */
export function bandFilter(value: string): GridFilterNode | undefined {
  const band = AMOUNT_BANDS.find((b) => b.value === value);
  if (!band) return undefined;
  const side = (column: string): GridFilterNode => ({
    type: 'group',
    join: 'and',
    items: [
      { type: 'compare', column, op: 'ge', value: band.min },
      ...(band.max === null ? [] : [{ type: 'compare' as const, column, op: 'lt' as const, value: band.max }]),
    ],
  });
  if (band.min === 0 && band.max !== null) {
    return {
      type: 'group',
      join: 'and',
      items: [
        { type: 'compare', column: 'Inflows', op: 'lt', value: band.max },
        { type: 'compare', column: 'Outflows', op: 'lt', value: band.max },
      ],
    };
  }
  return { type: 'group', join: 'or', items: [side('Inflows'), side('Outflows')] };
}

/** The grid's linked condition: the brushed days (both ends included) and the band. */
export function timelineFilter(brush: { from: string; to: string } | null, band: string): GridFilterNode | undefined {
  const items: GridFilterNode[] = [];
  if (brush) items.push({ type: 'between', column: 'Transaction_Date', from: brush.from, to: brush.to });
  const b = bandFilter(band);
  if (b) items.push(b);
  if (items.length === 0) return undefined;
  return items.length === 1 ? items[0] : { type: 'group', join: 'and', items };
}

export interface TimelineTabProps {
  subjects: readonly string[];
  period: Period;
}

export default function TimelineTab({ subjects, period }: TimelineTabProps): ReactElement {
  const [band, setBand] = useState('');
  const [brush, setBrush] = useState<{ from: string; to: string } | null>(null);
  const s = scopeOf(subjects, period);
  const data = useTabData(
    () => timelineStatement({ ...s, ...(band ? { range: band } : {}) }) as Promise<{ results: Row[]; truncated?: boolean }>,
    JSON.stringify([s, band]),
  );
  const sums = useMemo(() => dailySums(data.data?.results ?? []), [data.data]);
  const series = useMemo(
    () => [
      { label: 'IN-FLOW', values: sums.inflow },
      { label: 'OUT-FLOW', values: sums.outflow },
    ],
    [sums],
  );
  const scopeFilter = useMemo(() => timelineFilter(brush, band), [brush, band]);

  const onBrush = (span: TimeSpan) => {
    // A span covers the days it touches; a bar's slot starts at its day, so the end is the day before `to`'s
    // slot ends (a drag that ends just past a bar's left edge takes that bar).
    const from = watDay(Math.max(span.from, dayStart(period.start)));
    const to = watDay(Math.min(span.to, dayStart(period.stop) + DAY_S - 1));
    setBrush(from <= to ? { from, to } : null);
  };
  const setEnd = (end: 'from' | 'to', value: string) => {
    if (!value) return;
    setBrush((b) => {
      const next = { from: b?.from ?? period.start, to: b?.to ?? period.stop, [end]: value };
      return next.from <= next.to ? next : b;
    });
  };

  return (
    <div className="fiu-timeline-tab">
      <PartStyles css={financialCss} />
      <div className="fiu-fin__chooser" role="group" aria-label="Time Line options">
        <label className="fiu-fin__field">
          Amount range
          <select className="fiu-input" value={band} onChange={(e) => setBand(e.target.value)}>
            <option value="">All amounts</option>
            {AMOUNT_BANDS.map((b) => (
              <option key={b.value} value={b.value}>
                {b.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {data.status === 'failed' ? (
        <TabFailed what="The timeline" error={data.error} onRetry={data.retry} />
      ) : !data.data ? (
        <TabLoading label="Loading the timeline" />
      ) : (
        <>
          {data.status === 'loading' ? <TabLoading label="Reloading" /> : null}
          {data.data.truncated ? (
            <p className="fiu-an__note" role="status">
              The timeline shows the first 50,000 transactions: narrow the period or the amount range.
            </p>
          ) : null}
          <TimeChart
            title="Time Line"
            subtitle={`${periodLabel(period)} · drag across the bars to show only those days in the grid below`}
            times={sums.times}
            series={series}
            formatValue={formatNaira}
            height={520}
            timeZone="Africa/Lagos"
            emptyText="No Results"
            onBrush={onBrush}
          />
          <section aria-labelledby="fiu-timeline-accounts">
            <h3 id="fiu-timeline-accounts">Account numbers</h3>
            {sums.accounts.length === 0 ? (
              <p className="fiu-an__note">No Results</p>
            ) : (
              <ul className="fiu-fin__accounts">
                {sums.accounts.map(([number, count]) => (
                  <li key={number}>
                    {number} <span className="fiu-an__note">({count.toLocaleString('en-NG')})</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      <p className="fiu-fin__brush" role="status">
        {brush ? `Grid shows ${brush.from} to ${brush.to}` : 'Grid shows the whole period'}
        {band ? `, ${AMOUNT_BANDS.find((b) => b.value === band)?.label}` : ''}
      </p>
      <div className="fiu-fin__chooser" role="group" aria-label="Days shown in the grid">
        <label className="fiu-fin__field">
          From
          <input type="date" className="fiu-input" min={period.start} max={period.stop} value={brush?.from ?? period.start} onChange={(e) => setEnd('from', e.target.value)} />
        </label>
        <label className="fiu-fin__field">
          To
          <input type="date" className="fiu-input" min={period.start} max={period.stop} value={brush?.to ?? period.stop} onChange={(e) => setEnd('to', e.target.value)} />
        </label>
        <Button variant="secondary" onClick={() => setBrush(null)} disabled={!brush}>
          Show whole period
        </Button>
      </div>
      <GridTab source="statement" subjects={subjects} period={period} scopeFilter={scopeFilter} label="Time Line transactions" height={440} />
    </div>
  );
}
