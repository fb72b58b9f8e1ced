// @vitest-environment happy-dom
import { act } from 'react';
import { PortalTargetContext } from '../../PortalTargetContext';
import { describe, expect, it, vi } from 'vitest';
import { click, getByText, press, render, type } from '../../test/render';
import type { GridPage, GridQuery } from '../query';
import { DataGrid } from './DataGrid';
import { bands, columns } from './test/columns';

const TOTAL = 1_000_000;

/** A server of a million rows made on demand: row i exists only when a page asks for it. */
function millionRows(total = TOTAL) {
  const queries: GridQuery[] = [];
  const fetchPage = vi.fn(async (query: GridQuery, _signal: AbortSignal): Promise<GridPage> => {
    queries.push(query);
    const at = query.at ?? (query.after ? Number(query.after) : 0);
    const limit = query.limit ?? 100;
    const rows = Array.from({ length: Math.max(0, Math.min(limit, total - at)) }, (_, k) => {
      const i = at + k;
      return {
        Transaction_ID: `T${i}`,
        Transaction_Date: '2026-01-03',
        Account_Number: String(1000000000 + i),
        Transaction_Description: `Row ${i}`,
        Inflows: `${i}.5`,
        Outflows: null,
      };
    });
    return { rows, total, at, next: at + limit < total ? String(at + limit) : null };
  });
  return { fetchPage, queries };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await act(async () => {});
};

function scrollTo(scroller: HTMLElement, top: number) {
  act(() => {
    scroller.scrollTop = top;
    scroller.dispatchEvent(new Event('scroll'));
  });
}

describe('DataGrid', () => {
  it('holds a million rows but draws only the rows in view; aria-rowcount counts them all', async () => {
    const server = millionRows();
    const { container } = render(<DataGrid label="Statement" columns={columns} bands={bands} rowKey="Transaction_ID" fetchPage={server.fetchPage} height={400} />);
    await flush();
    const grid = container.querySelector('[role="grid"]')!;
    expect(grid.getAttribute('aria-rowcount')).toBe(String(TOTAL + 2));
    const rows = container.querySelectorAll('.fiu-dgrid__window [role="row"]');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]!.getAttribute('aria-rowindex')).toBe('3');
    expect(rows[0]!.textContent).toContain('Row 0');
    expect(rows[0]!.textContent).toContain('₦0.50');
    expect(rows[0]!.textContent).toContain('03/01/2026');
    // Hidden by default: Transaction ID is not a column.
    expect([...container.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent)).toEqual([
      'Transaction Date',
      'Account Number',
      'Description',
      'IN-FLOW',
      'OUT-FLOW',
    ]);
    expect(server.queries[0]).toEqual({ columns: ['Transaction_Date', 'Account_Number', 'Transaction_Description', 'Inflows', 'Outflows'], limit: 100 });
    expect(container.querySelector('.fiu-dgrid__status')!.textContent).toBe('1,000,000 rows');
  });

  it('a jump of the scrollbar to row 900,000 asks by position and paints those rows', async () => {
    const server = millionRows();
    const { container } = render(<DataGrid label="Statement" columns={columns} rowKey="Transaction_ID" fetchPage={server.fetchPage} height={400} />);
    await flush();
    const scroller = container.querySelector<HTMLElement>('.fiu-dgrid__scroll')!;
    const drawn = parseFloat(container.querySelector<HTMLElement>('.fiu-dgrid__body')!.style.height);
    // The body is drawn shorter than 32 million px; scroll to the point that maps onto row 900,000.
    expect(drawn).toBeLessThan(TOTAL * 32);
    const viewport = 400 - 76;
    const top = (900_000 * 32 * (drawn - viewport)) / (TOTAL * 32 - viewport);
    scrollTo(scroller, top);
    await flush();
    // One query by position for the rows in view (with the overscan they span two pages: 899,900–900,099).
    const jumps = server.queries.filter((q) => q.at !== undefined && q.at > 0);
    expect(jumps[0]).toEqual(expect.objectContaining({ at: 899_900, limit: 200 }));
    expect(jumps.filter((q) => q.at! >= 899_900 && q.at! <= 900_000)).toHaveLength(1);
    const rows = [...container.querySelectorAll('.fiu-dgrid__window [role="row"]')];
    expect(rows.length).toBeLessThan(40);
    expect(rows.some((r) => r.textContent?.includes('Row 900000'))).toBe(true);
    expect(rows.find((r) => r.textContent?.includes('Row 900000'))!.getAttribute('aria-rowindex')).toBe('900003');
  });

  it('sorts by header click, shift-click adds a key; aria-sort follows', async () => {
    const server = millionRows(10);
    const onQueryChange = vi.fn();
    const { container } = render(
      <DataGrid label="Statement" columns={columns} rowKey="Transaction_ID" fetchPage={server.fetchPage} onQueryChange={onQueryChange} />,
    );
    await flush();
    const header = (name: string) => getByText(container, name, '[role="columnheader"] button');
    click(header('IN-FLOW'));
    await flush();
    expect(header('IN-FLOW').closest('[role="columnheader"]')!.getAttribute('aria-sort')).toBe('descending');
    act(() => {
      header('Transaction Date').dispatchEvent(new MouseEvent('click', { bubbles: true, shiftKey: true }));
    });
    await flush();
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort: [{ column: 'Inflows', desc: true }, { column: 'Transaction_Date', desc: true }] }));
    expect(server.queries.at(-1)!.sort).toEqual([{ column: 'Inflows', desc: true }, { column: 'Transaction_Date', desc: true }]);
  });

  it('the filter row applies on Enter; the panel says the filter, unticks it and clears it', async () => {
    const server = millionRows(10);
    const { container } = render(<DataGrid label="Statement" columns={columns} bands={bands} rowKey="Transaction_ID" fetchPage={server.fetchPage} />);
    await flush();
    const op = container.querySelector<HTMLSelectElement>('select[aria-label="IN-FLOW operator"]')!;
    act(() => {
      op.value = 'gt';
      op.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const amount = container.querySelector<HTMLInputElement>('input[aria-label="IN-FLOW value"]')!;
    type(amount, '5,000,000');
    amount.focus();
    press('Enter', amount);
    await flush();
    expect(server.queries.at(-1)!.filter).toEqual({ type: 'compare', column: 'Inflows', op: 'gt', value: '5000000' });
    const panel = container.querySelector('[role="region"][aria-label="Filter"]')!;
    expect(panel.textContent).toContain('[IN-FLOW] is greater than 5,000,000');
    const enabled = panel.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    click(enabled);
    await flush();
    expect(server.queries.at(-1)!.filter).toBeUndefined();
    click(enabled);
    await flush();
    expect(server.queries.at(-1)!.filter).toBeDefined();
    click(getByText(panel, 'Clear', 'button'));
    await flush();
    expect(server.queries.at(-1)!.filter).toBeUndefined();
    expect(container.querySelector('[role="region"][aria-label="Filter"]')).toBeNull();
    expect(amount.value).toBe('');
  });

  it('a header filter ticks bands (any-of) and Weekends; the search box searches', async () => {
    const server = millionRows(10);
    const { container } = render(<DataGrid label="Statement" columns={columns} bands={bands} rowKey="Transaction_ID" fetchPage={server.fetchPage} />);
    await flush();
    click(container.querySelector('button[aria-label="Filter IN-FLOW"]'));
    const popover = document.querySelector('.fiu-dgrid__popover')!;
    expect([...popover.querySelectorAll('label')].map((l) => l.textContent)).toEqual([...bands.map((b) => b.label), 'Blank', 'Not blank']);
    click(getByText(popover, 'Less than 500,000', 'label').querySelector('input'));
    click(getByText(popover, 'Greater than 100 Million', 'label').querySelector('input'));
    click(getByText(popover, 'OK', 'button'));
    await flush();
    expect(server.queries.at(-1)!.filter).toEqual({
      type: 'group',
      join: 'or',
      items: [
        { type: 'group', join: 'and', items: [
          { type: 'compare', column: 'Inflows', op: 'ge', value: 0 },
          { type: 'compare', column: 'Inflows', op: 'lt', value: 500_000 },
        ] },
        { type: 'compare', column: 'Inflows', op: 'ge', value: 100_000_000 },
      ],
    });
    expect(container.querySelector('button[aria-label="Filter IN-FLOW (filtered)"]')).not.toBeNull();

    click(container.querySelector('button[aria-label="Filter Transaction Date"]'));
    const datePopover = document.querySelector('.fiu-dgrid__popover')!;
    click(getByText(datePopover, 'Weekends', 'label').querySelector('input'));
    click(getByText(datePopover, 'OK', 'button'));
    await flush();
    const filter = server.queries.at(-1)!.filter;
    expect(filter?.type === 'group' && filter.items[1]).toEqual({ type: 'weekend', column: 'Transaction_Date' });

    const search = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    type(search, 'atm');
    press('Enter', search);
    await flush();
    expect(server.queries.at(-1)!.search).toBe('atm');
  });

  it('the builder makes and/or groups with Weekends and applies them', async () => {
    const server = millionRows(10);
    const { container } = render(<DataGrid label="Statement" columns={columns} rowKey="Transaction_ID" fetchPage={server.fetchPage} />);
    await flush();
    click(getByText(container, 'Filter builder', 'button'));
    const dialog = document.querySelector('dialog')!;
    click(getByText(dialog, 'Add condition', 'button'));
    const selects = () => [...dialog.querySelectorAll<HTMLSelectElement>('select')];
    const choose = (el: HTMLSelectElement, value: string) =>
      act(() => {
        el.value = value;
        el.dispatchEvent(new Event('change', { bubbles: true }));
      });
    // [join, column, operator]
    choose(selects()[2]!, 'weekend');
    click(getByText(dialog, 'Add group', 'button'));
    click(dialog.querySelectorAll<HTMLButtonElement>('fieldset fieldset button')[0]!);
    choose(selects()[4]!, 'Inflows');
    // Missing value: OK is refused with a message.
    click(getByText(dialog, 'OK', 'button'));
    expect(dialog.querySelector('[role="alert"]')!.textContent).toContain('Give a value');
    type(dialog.querySelector('fieldset fieldset input')!, '1000');
    click(getByText(dialog, 'OK', 'button'));
    await flush();
    expect(server.queries.at(-1)!.filter).toEqual({
      type: 'group',
      join: 'and',
      items: [
        { type: 'weekend', column: 'Transaction_Date' },
        { type: 'compare', column: 'Inflows', op: 'eq', value: '1000' },
      ],
    });
    expect(container.querySelector('[aria-label="Filter"]')!.textContent).toContain('[Transaction Date] is on a weekend and [IN-FLOW] equals 1,000');
  });

  it('a failure says so with Retry, and Retry loads the rows; no progress line is left behind', async () => {
    let fail = true;
    const fetchPage = vi.fn(async (query: GridQuery): Promise<GridPage> => {
      if (fail) throw new Error('The server did not answer.');
      return { rows: [{ Transaction_ID: 'T1', Transaction_Description: 'Back' }], total: 1, at: query.at ?? 0, next: null };
    });
    const { container } = render(<DataGrid label="Statement" columns={columns} rowKey="Transaction_ID" fetchPage={fetchPage} />);
    await flush();
    const alert = container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('The server did not answer.');
    expect(container.querySelector('[role="progressbar"]')).toBeNull();
    fail = false;
    click(getByText(alert, 'Retry', 'button'));
    await flush();
    expect(container.querySelector('[role="alert"]')).toBeNull();
    expect(container.querySelector('.fiu-dgrid__window')!.textContent).toContain('Back');
  });

  it("an empty answer says 'No data'", async () => {
    const server = millionRows(0);
    const { container } = render(<DataGrid label="Statement" columns={columns} rowKey="Transaction_ID" fetchPage={server.fetchPage} />);
    await flush();
    expect(container.querySelector('.fiu-empty')!.textContent).toContain('No data');
    expect(container.querySelector('[role="progressbar"]')).toBeNull();
  });

  it('arrows, Page Down and Ctrl+End move the focused cell; Ctrl+End reaches the last row', async () => {
    const server = millionRows();
    const { container } = render(<DataGrid label="Statement" columns={columns} rowKey="Transaction_ID" fetchPage={server.fetchPage} height={400} />);
    await flush();
    const first = container.querySelector<HTMLElement>('[data-row="0"] [data-col="0"]')!;
    expect(first.tabIndex).toBe(0);
    act(() => first.focus());
    press('ArrowRight', first);
    press('ArrowDown');
    await flush();
    expect(document.activeElement).toBe(container.querySelector('[data-row="1"] [data-col="1"]'));
    press('PageDown');
    await flush();
    expect(document.activeElement?.closest('[role="row"]')?.getAttribute('data-row')).toBe(String(1 + Math.floor((400 - 76) / 32) - 1));
    act(() => {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', ctrlKey: true, bubbles: true }));
    });
    await flush();
    // The grid scrolled its box; a browser then fires 'scroll' (the test DOM does not).
    const scroller = container.querySelector<HTMLElement>('.fiu-dgrid__scroll')!;
    expect(scroller.scrollTop).toBeGreaterThan(7_000_000);
    act(() => {
      scroller.dispatchEvent(new Event('scroll'));
    });
    await flush();
    expect(server.queries.some((q) => q.at !== undefined && q.at >= 999_900)).toBe(true);
    await flush();
    expect(document.activeElement).toBe(container.querySelector('[data-row="999999"] [data-col="4"]'));
  });

  it("inside an element's shadow root, a header filter's popover is portalled into the portal target there", async () => {
    const server = millionRows(10);
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    const portal = document.createElement('div');
    shadow.append(mount, portal);
    render(
      <PortalTargetContext.Provider value={portal}>
        <DataGrid label="Statement" columns={columns} bands={bands} rowKey="Transaction_ID" fetchPage={server.fetchPage} />
      </PortalTargetContext.Provider>,
      mount,
    );
    await flush();
    click(mount.querySelector('button[aria-label="Filter OUT-FLOW"]'));
    expect(document.querySelector('.fiu-dgrid__popover')).toBeNull();
    const popover = portal.querySelector('.fiu-dgrid__popover')!;
    expect(popover.getAttribute('role')).toBe('dialog');
    expect(popover.textContent).toContain('Greater than 100 Million');
  });

  it('a text cell of the filter row applies when left, after a short pause; Escape puts back what is applied', async () => {
    const server = millionRows(10);
    const { container } = render(<DataGrid label="Statement" columns={columns} rowKey="Transaction_ID" fetchPage={server.fetchPage} />);
    await flush();
    const box = container.querySelector<HTMLInputElement>('input[aria-label="Description contains"]')!;
    type(box, 'atm');
    act(() => {
      box.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    });
    await flush();
    expect(server.queries.at(-1)!.filter).toBeUndefined();
    await act(() => new Promise((r) => setTimeout(r, 200)));
    await flush();
    expect(server.queries.at(-1)!.filter).toEqual({ type: 'compare', column: 'Transaction_Description', op: 'contains', value: 'atm' });
    type(box, 'pos');
    press('Escape', box);
    expect(box.value).toBe('atm');
  });
});
