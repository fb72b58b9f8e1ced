// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { TimeChart } from './TimeChart';

describe('TimeChart', () => {
  it('is a figure named by its title with a summary of its slots and totals; no canvas: it says so', async () => {
    const { container } = render(
      <TimeChart title="Time Line" subtitle="2025" times={[1735686000, 1735772400]} series={[{ label: 'IN-FLOW', values: [10, 5] }, { label: 'OUT-FLOW', values: [0, 2] }]} formatValue={(n) => `₦${n}`} />,
    );
    const figure = container.querySelector('figure')!;
    expect(container.ownerDocument.getElementById(figure.getAttribute('aria-labelledby')!)!.textContent).toBe('Time Line');
    expect(container.ownerDocument.getElementById(figure.getAttribute('aria-describedby')!)!.textContent).toBe('2 slots. IN-FLOW: ₦15 in all. OUT-FLOW: ₦2 in all.');
    expect([...container.querySelectorAll('.fiu-chart__legend li')].map((l) => l.textContent)).toEqual(['IN-FLOW', 'OUT-FLOW']);
    await new Promise((r) => setTimeout(r, 0));
    expect(container.textContent).toContain('The chart could not be drawn.');
  });

  it('with no slots it shows the empty text', () => {
    const { container } = render(<TimeChart title="T" times={[]} series={[{ label: 'x', values: [] }]} emptyText="No Results" />);
    expect(container.querySelector('.fiu-chart__status')?.textContent).toBe('No Results');
  });
});
