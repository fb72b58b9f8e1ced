// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { BarChart, summarise } from './BarChart';
import { chartStyleSheet } from './chartStyles';

const fmt = (n: number) => `₦${n.toFixed(2)}`;

describe('BarChart', () => {
  it('is a figure named by its title, with the period under it, an aria summary and the data as a table', () => {
    const { container } = render(
      <BarChart title="Top 10 Highest IN-FLOWS" subtitle="1 January 2025 – 31 December 2025" labels={['Ada', 'Bola', 'Chidi']} values={[300, 1200.5, 40]} valueLabel="IN-FLOW" formatValue={fmt} />,
    );
    const figure = container.querySelector('figure')!;
    const title = container.ownerDocument.getElementById(figure.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).toBe('Top 10 Highest IN-FLOWS');
    expect(container.querySelector('.fiu-chart__subtitle')?.textContent).toBe('1 January 2025 – 31 December 2025');
    const summary = container.ownerDocument.getElementById(figure.getAttribute('aria-describedby')!)!;
    expect(summary.textContent).toBe('3 bars. Highest: Bola, ₦1200.50. Lowest: Chidi, ₦40.00.');
    expect([...container.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Name', 'IN-FLOW']);
    expect([...container.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent))).toEqual([
      ['Ada', '₦300.00'],
      ['Bola', '₦1200.50'],
      ['Chidi', '₦40.00'],
    ]);
  });

  it('with no canvas to draw on, it says so and opens the table (never a spinner forever)', async () => {
    const { container } = render(<BarChart title="T" labels={['a']} values={[1]} />);
    await new Promise((r) => setTimeout(r, 0));
    expect(container.textContent).toContain('The chart could not be drawn; the table below has its data.');
    expect(container.querySelector('details')?.open).toBe(true);
    expect(container.querySelector('[role="status"]')).toBeNull();
  });

  it('with no bars it shows the empty text and no table', () => {
    const { container } = render(<BarChart title="T" labels={[]} values={[]} emptyText="No Results" />);
    expect(container.querySelector('.fiu-chart__status')?.textContent).toBe('No Results');
    expect(container.querySelector('table')).toBeNull();
  });

  it('adopts its stylesheet once into the root that holds it (no <style> element)', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const inner = document.createElement('div');
    shadow.append(inner);
    render(<BarChart title="A" labels={['x']} values={[1]} />, inner);
    render(<BarChart title="B" labels={['y']} values={[2]} />, (() => { const d = document.createElement('div'); shadow.append(d); return d; })());
    expect(shadow.adoptedStyleSheets.filter((s) => s === chartStyleSheet())).toHaveLength(1);
    expect(shadow.querySelector('style')).toBeNull();
  });

  it('two series stand side by side: a column each in the table and in the summary; a label picks its bar', async () => {
    const picked: number[] = [];
    const { container } = render(
      <BarChart
        title="Pivot"
        labels={['0123456789', '9876543210']}
        values={[]}
        series={[
          { label: 'Total Inflow', values: [100, 5] },
          { label: 'Total Outflow', values: [7, 300] },
        ]}
        formatValue={fmt}
        onBarClick={(i) => picked.push(i)}
      />,
    );
    expect([...container.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Name', 'Total Inflow', 'Total Outflow']);
    expect([...container.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent))).toEqual([
      ['0123456789', '₦100.00', '₦7.00'],
      ['9876543210', '₦5.00', '₦300.00'],
    ]);
    const summary = container.ownerDocument.getElementById(container.querySelector('figure')!.getAttribute('aria-describedby')!)!;
    expect(summary.textContent).toBe('Total Inflow: 2 bars. Highest: 0123456789, ₦100.00. Lowest: 9876543210, ₦5.00. Total Outflow: 2 bars. Highest: 9876543210, ₦300.00. Lowest: 0123456789, ₦7.00.');
    expect([...container.querySelectorAll('.fiu-chart__legend li')].map((li) => li.textContent)).toEqual(['Total Inflow', 'Total Outflow']);
    (container.querySelectorAll('tbody .fiu-chart__pick')[1] as HTMLButtonElement).click();
    expect(picked).toEqual([1]);
  });

  it('without onBarClick the labels are plain text', () => {
    const { container } = render(<BarChart title="T" labels={['a']} values={[1]} />);
    expect(container.querySelector('tbody th button')).toBeNull();
  });

  it('summarise names the highest and lowest bars', () => {
    expect(summarise(['a'], [5], String)).toBe('1 bar. Highest: a, 5. Lowest: a, 5.');
  });
});
