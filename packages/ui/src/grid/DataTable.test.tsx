// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { DataTable, type DataTableColumn, type SortState } from './DataTable';
import { click, getByText, render } from '../test/render';

interface Row {
  id: string;
  name: string;
  amount: number;
}

const rows: Row[] = [
  { id: 'a', name: 'Adebayo Ogunleye', amount: 1250000 },
  { id: 'b', name: 'Chiamaka Eze', amount: 48200.5 },
  { id: 'c', name: 'Musa Abdullahi', amount: 310.75 },
];

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', sortable: true, cell: (r) => r.name },
  { id: 'amount', header: 'Amount', sortable: true, numeric: true, cell: (r) => r.amount.toFixed(2) },
  { id: 'created', header: 'Created', sortable: true, firstDirection: 'desc', cell: () => '5 Jan 2026' },
  { id: 'note', header: 'Note', cell: () => '' },
];

const headerButton = (c: HTMLElement, name: string) => getByText(c, name, 'th').querySelector('button');
const th = (c: HTMLElement, name: string) => getByText(c, name, 'th');
const bodyRows = (c: HTMLElement) => [...c.querySelectorAll('tbody.fiu-datatable__body tr')];

describe('DataTable', () => {
  it('shows a header and a row per record, amounts right-aligned in tabular figures', () => {
    const { container } = render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} caption="Subjects" />);
    expect([...container.querySelectorAll('thead th')].map((t) => t.textContent)).toEqual(['Name', 'Amount', 'Created', 'Note']);
    expect(bodyRows(container).map((r) => r.querySelector('td')!.textContent)).toEqual([
      'Adebayo Ogunleye',
      'Chiamaka Eze',
      'Musa Abdullahi',
    ]);
    const amount = bodyRows(container)[0]!.querySelectorAll('td')[1]!;
    expect(amount.textContent).toBe('1250000.00');
    expect(amount.className).toContain('fiu-table__num');
    expect(th(container, 'Amount').className).toContain('fiu-table__num');
    expect(container.querySelector('caption')!.textContent).toBe('Subjects');
    expect(container.querySelector('.fiu-datatable__table')!.className).toContain('fiu-table');
  });

  it('sortable headers are buttons; clicking asks for the sort, flipping the direction on the sorted column', () => {
    const onSortChange = vi.fn();
    const { container, rerender } = render(
      <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} sort={null} onSortChange={onSortChange} />,
    );
    expect(headerButton(container, 'Note')).toBeNull();
    const name = headerButton(container, 'Name')!;
    expect(name.type).toBe('button');
    click(name);
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'asc' });

    rerender(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} sort={{ id: 'name', direction: 'asc' }} onSortChange={onSortChange} />);
    click(headerButton(container, 'Name'));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'desc' });

    rerender(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} sort={{ id: 'name', direction: 'desc' }} onSortChange={onSortChange} />);
    click(headerButton(container, 'Name'));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', direction: 'asc' });
    // Another column starts at its own first direction.
    click(headerButton(container, 'Created'));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'created', direction: 'desc' });
    click(headerButton(container, 'Amount'));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'amount', direction: 'asc' });
  });

  it('aria-sort and the arrow follow the sort', () => {
    function Harness() {
      const [sort, setSort] = useState<SortState | null>(null);
      return <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} sort={sort} onSortChange={setSort} />;
    }
    const { container } = render(<Harness />);
    expect(container.querySelector('[aria-sort]')).toBeNull();
    const arrowOf = (name: string) => headerButton(container, name)!.querySelector('svg path')!.getAttribute('d');
    const unsortedArrow = arrowOf('Name');

    click(headerButton(container, 'Name'));
    expect(th(container, 'Name').getAttribute('aria-sort')).toBe('ascending');
    const up = arrowOf('Name');
    expect(up).not.toBe(unsortedArrow);
    expect(headerButton(container, 'Name')!.className).toContain('fiu-datatable__sort--active');

    click(headerButton(container, 'Name'));
    expect(th(container, 'Name').getAttribute('aria-sort')).toBe('descending');
    expect(arrowOf('Name')).not.toBe(up);
    expect(arrowOf('Name')).not.toBe(unsortedArrow);

    click(headerButton(container, 'Amount'));
    expect(th(container, 'Name').hasAttribute('aria-sort')).toBe(false);
    expect(arrowOf('Name')).toBe(unsortedArrow);
    expect(th(container, 'Amount').getAttribute('aria-sort')).toBe('ascending');
    expect(container.querySelectorAll('[aria-sort]')).toHaveLength(1);
  });

  it('without onSortChange the headers are plain text', () => {
    const { container } = render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(container.querySelector('thead button')).toBeNull();
  });

  it('keeps each row element across a re-sort (rowKey), so focus and state stay with the record', () => {
    const { container, rerender } = render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const musa = bodyRows(container)[2];
    rerender(<DataTable columns={columns} rows={[...rows].reverse()} rowKey={(r) => r.id} />);
    expect(bodyRows(container)[0]).toBe(musa);
  });

  it('loading keeps the previous rows (dimmed), shows a progress bar and is aria-busy', () => {
    const { container, rerender } = render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} aria-label="Subjects" />);
    const table = container.querySelector('table')!;
    expect(table.hasAttribute('aria-busy')).toBe(false);
    expect(container.querySelector('.fiu-datatable__progress')).toBeNull();

    rerender(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} aria-label="Subjects" loading loadingLabel="Loading subjects" />);
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.fiu-datatable--loading')).not.toBeNull();
    expect(container.querySelector('.fiu-datatable__progress')).not.toBeNull();
    expect(bodyRows(container)).toHaveLength(3);
    expect(container.querySelector('[role="status"]')!.textContent).toBe('Loading subjects');
    expect(container.querySelector('.fiu-empty')).toBeNull();
  });

  it('a first load shows placeholder rows hidden from screen readers, not the empty state', () => {
    const { container } = render(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} loading skeletonRows={4} />);
    const placeholders = bodyRows(container);
    expect(placeholders).toHaveLength(4);
    expect(placeholders.every((r) => r.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(placeholders[0]!.querySelectorAll('td')).toHaveLength(4);
    expect(container.querySelector('.fiu-empty')).toBeNull();
  });

  it('an empty list says so and what to do, across all columns', () => {
    const { container } = render(
      <DataTable
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        rowActions={() => <Button size="sm">Report</Button>}
        emptyTitle="No subjects match"
        empty="Change the filters or add a subject."
        emptyAction={<Button>Add subject</Button>}
      />,
    );
    expect(container.querySelector('.fiu-empty__title')!.textContent).toBe('No subjects match');
    expect(container.querySelector('.fiu-empty__body')!.textContent).toBe('Change the filters or add a subject.');
    expect(getByText(container, 'Add subject', 'button')).toBeTruthy();
    expect(container.querySelector('.fiu-datatable__empty-row td')!.getAttribute('colspan')).toBe('5');
    // The headers stay, so the layout does not jump.
    expect(container.querySelectorAll('thead th')).toHaveLength(5);
  });

  it('an error shows in place, above the rows, as an alert with Retry; no empty state with it', () => {
    const onRetry = vi.fn();
    const { container, rerender } = render(
      <DataTable columns={columns} rows={[]} rowKey={(r) => r.id} error="The subjects could not be loaded." onRetry={onRetry} />,
    );
    const alert = container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('The subjects could not be loaded.');
    expect(alert.closest('tbody')!.className).toContain('fiu-datatable__message');
    expect(container.querySelector('.fiu-empty')).toBeNull();
    click(getByText(alert as HTMLElement, 'Retry', 'button'));
    expect(onRetry).toHaveBeenCalledTimes(1);

    // With rows from before, the error sits above them and they stay.
    rerender(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} error="Could not reload." />);
    const bodies = [...container.querySelectorAll('tbody')];
    expect(bodies[0]!.textContent).toContain('Could not reload.');
    expect(bodies[1]!.querySelectorAll('tr')).toHaveLength(3);
  });

  it('row actions get their own column, named for screen readers, with the row passed in', () => {
    const onReport = vi.fn();
    const { container } = render(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowActions={(r) => (
          <Button size="sm" onClick={() => onReport(r.id)}>
            Report
          </Button>
        )}
      />,
    );
    const actionsTh = container.querySelector('thead th.fiu-datatable__actions')!;
    expect(actionsTh.textContent).toBe('Actions');
    expect(actionsTh.querySelector('.fiu-visually-hidden')).not.toBeNull();
    const reports = container.querySelectorAll('tbody td.fiu-datatable__actions button');
    expect(reports).toHaveLength(3);
    click(reports[1]!);
    expect(onReport).toHaveBeenCalledWith('b');
  });

  it('is named by its caption, or by aria-label without one; the caption can be for screen readers only', () => {
    const { container, rerender } = render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} aria-label="Companies" />);
    expect(container.querySelector('table')!.getAttribute('aria-label')).toBe('Companies');
    rerender(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} caption="Subjects" hideCaption />);
    expect(container.querySelector('table')!.hasAttribute('aria-label')).toBe(false);
    expect(container.querySelector('caption')!.className).toContain('fiu-visually-hidden');
  });

  it('zebra rows, widths, a hidden header and a scroll height are applied', () => {
    const { container } = render(
      <DataTable
        columns={[{ id: 'photo', header: 'Photo', hideHeader: true, width: 44, cell: () => '' }, ...columns.slice(0, 2)]}
        rows={rows}
        rowKey={(r) => r.id}
        variant="zebra"
        maxHeight={400}
      />,
    );
    expect(container.querySelector('.fiu-datatable--zebra')).not.toBeNull();
    expect(container.querySelector<HTMLElement>('.fiu-datatable__scroll')!.style.maxHeight).toBe('400px');
    expect(container.querySelector<HTMLElement>('col')!.style.width).toBe('44px');
    expect(container.querySelector('thead th .fiu-visually-hidden')!.textContent).toBe('Photo');
  });
});
