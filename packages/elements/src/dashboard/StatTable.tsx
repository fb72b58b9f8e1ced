import type { ReactElement } from 'react';
import { BarChart } from '@fiu/ui/chart';
import type { Emit } from '../define/types';
import { CountLink, formatCount } from './CountLink';

/** One row as drawn: its name, its count and the list it links to. */
export interface StatRow {
  name: string;
  count: number;
  href: string;
}

export const NO_ROWS = 'No records';
/** Bars a chart shows at most (the largest counts; the table beside it has every row). */
export const CHART_BARS = 10;

/**
 * A statistics table of core-records §2.13 (columns #, name and Count; each count a link to its list) and,
 * where it helps, the same figures as a bar chart beside it (uPlot, loaded when the chart first draws; a bar
 * opens the same list as its row).
 */
export function StatTable({ title, rows, chart, subtitle, emit }: { title: string; rows: readonly StatRow[]; chart?: boolean; subtitle: string; emit: Emit }): ReactElement {
  const table = (
    <table className="dash-table">
      <caption className="fiu-visually-hidden">{title}</caption>
      <thead>
        <tr>
          <th scope="col" className="dash-table__n">
            #
          </th>
          <th scope="col">Name</th>
          <th scope="col" className="dash-table__count">
            Count
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={3} className="dash-table__none">
              {NO_ROWS}
            </td>
          </tr>
        ) : (
          rows.map((r, i) => (
            <tr key={`${r.name}-${i}`}>
              <td className="dash-table__n">{i + 1}</td>
              <th scope="row">{r.name}</th>
              <td className="dash-table__count">
                <CountLink href={r.href} label={`${r.name}: ${formatCount(r.count)}`} emit={emit}>
                  {formatCount(r.count)}
                </CountLink>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
  if (!chart || rows.length === 0) return table;
  const bars = [...rows].sort((a, b) => b.count - a.count).slice(0, CHART_BARS);
  return (
    <div className="dash-stat">
      {table}
      <BarChart
        className="dash-stat__chart"
        title={title}
        subtitle={rows.length > CHART_BARS ? `${subtitle} · the ${CHART_BARS} largest` : subtitle}
        labels={bars.map((r) => r.name)}
        values={bars.map((r) => r.count)}
        valueLabel="Count"
        formatValue={formatCount}
        height={220}
        onBarClick={(i) => {
          const row = bars[i];
          if (row) emit('fiu-navigate', { path: row.href });
        }}
      />
    </div>
  );
}
