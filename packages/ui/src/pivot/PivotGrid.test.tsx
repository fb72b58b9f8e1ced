// @vitest-environment happy-dom
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render';
import { PivotGrid, type PivotGridCell } from './PivotGrid';

const cells: PivotGridCell[] = [
  { row: '222', column: '2025-02', values: { in: '0.10', out: '5.00' } },
  { row: '111', column: '2025-01', values: { in: '100.00', out: '0.00' } },
  { row: '111', column: '2025-02', values: { in: '0.20', out: '1.50' } },
  { row: '', column: '2025-01', values: { in: '3.00', out: '0.00' } },
];
const measures = [
  { id: 'in', label: 'Total Inflow' },
  { id: 'out', label: 'Total Outflow' },
];

function Harness({ onRow }: { onRow?(r: string): void }) {
  const [hidden, setHidden] = useState<string[]>([]);
  return (
    <PivotGrid label="Pivot" rowLabel="Account Number" columnLabel="Month" cells={cells} measures={measures} hiddenRows={hidden} onHiddenRowsChange={setHidden} onRowClick={onRow} />
  );
}

const rowsOf = (c: HTMLElement, part: 'tbody' | 'tfoot') => [...c.querySelectorAll(`${part} tr`)].map((tr) => [...tr.children].map((x) => x.textContent));

describe('PivotGrid', () => {
  it('rows by label, columns sorted, a sub-column per measure, exact row and column Grand Totals', () => {
    const { container } = render(<Harness />);
    expect([...container.querySelectorAll('thead tr:first-child th')].map((th) => th.textContent?.replace('Month', '').trim())).toEqual(['Account Number', '2025-01', '2025-02', 'Grand Total']);
    expect([...container.querySelectorAll('thead tr:nth-child(2) th')].map((th) => th.textContent)).toEqual(Array(3).fill(['Total Inflow', 'Total Outflow']).flat());
    expect(rowsOf(container, 'tbody')).toEqual([
      ['(Blank)', '3.00', '0.00', '', '', '3.00', '0.00'],
      ['111', '100.00', '0.00', '0.20', '1.50', '100.20', '1.50'],
      ['222', '', '', '0.10', '5.00', '0.10', '5.00'],
    ]);
    expect(rowsOf(container, 'tfoot')).toEqual([['Grand Total', '103.00', '0.00', '0.30', '6.50', '103.30', '6.50']]);
  });

  it("the row header's filter hides the unticked rows and the totals follow", async () => {
    const { container } = render(<Harness />);
    const filter = container.querySelector<HTMLButtonElement>('.fiu-pivot__filter')!;
    expect(filter.getAttribute('aria-label')).toBe('Filter Account Number');
    act(() => filter.click());
    const dialog = container.ownerDocument.querySelector('[role="dialog"]')!;
    const box = (name: string) => [...dialog.querySelectorAll('label')].find((l) => l.textContent === name)!.querySelector('input')!;
    act(() => box('111').click());
    act(() => (dialog.querySelector('form') as HTMLFormElement).requestSubmit());
    expect(rowsOf(container, 'tbody').map((r) => r[0])).toEqual(['(Blank)', '222']);
    expect(rowsOf(container, 'tfoot')[0]!.slice(-2)).toEqual(['3.10', '5.00']);
    expect(container.querySelector('.fiu-pivot__filter')!.getAttribute('aria-label')).toBe('Filter Account Number (2 of 3 shown)');
  });

  it('a row label is a button when rows can be opened', () => {
    const opened: string[] = [];
    const { container } = render(<Harness onRow={(r) => opened.push(r)} />);
    act(() => (container.querySelectorAll<HTMLButtonElement>('.fiu-pivot__pick')[1]!).click());
    expect(opened).toEqual(['111']);
  });

  it('puts only the rows in view in the DOM, and says how many rows there are', () => {
    const many: PivotGridCell[] = Array.from({ length: 1000 }, (_, i) => ({ row: `r${String(i).padStart(4, '0')}`, column: '2025-01', values: { in: '1.00', out: '0.00' } }));
    const { container } = render(<PivotGrid label="P" rowLabel="R" columnLabel="M" cells={many} measures={measures} hiddenRows={[]} onHiddenRowsChange={() => {}} />);
    const drawn = container.querySelectorAll('tbody tr:not(.fiu-pivot__pad)');
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(60);
    expect(container.querySelector('table')!.getAttribute('aria-rowcount')).toBe('1003');
    expect(drawn[0]!.getAttribute('aria-rowindex')).toBe('3');
    expect(rowsOf(container, 'tfoot')[0]!.slice(-2)).toEqual(['1000.00', '0.00']);
    // The rows not drawn still take their room, so the scrollbar is the whole list's.
    const pad = container.querySelector<HTMLElement>('tbody tr.fiu-pivot__pad:last-child')!;
    expect(parseInt(pad.style.height)).toBe((1000 - drawn.length) * 28);
  });

  it('draws at most maxRows rows and says how many more there are; the totals count them all', () => {
    const many: PivotGridCell[] = Array.from({ length: 5 }, (_, i) => ({ row: `r${i}`, column: '2025-01', values: { in: '1.00', out: '0.00' } }));
    const { container } = render(<PivotGrid label="P" rowLabel="R" columnLabel="M" cells={many} measures={measures} hiddenRows={[]} onHiddenRowsChange={() => {}} maxRows={2} />);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(container.querySelector('.fiu-pivot__note')?.textContent).toContain('Showing 2 of 5 rows');
    expect(rowsOf(container, 'tfoot')[0]!.slice(-2)).toEqual(['5.00', '0.00']);
  });
});
