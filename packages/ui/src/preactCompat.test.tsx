// @vitest-environment happy-dom
// The script-tag build aliases react to preact/compat. This file runs the components that carry behaviour
// (keyboard, portals, timers, refs) on preact/compat to prove they use nothing preact lacks.
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('react', async () => await import('preact/compat'));
vi.mock('react-dom', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-runtime'));

const { createRef, useState } = await import('react');
const { render: preactRender } = await import('preact');
const ui = await import('./index');

let container: HTMLElement;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => preactRender(null, container));
  container.remove();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function render(node: unknown) {
  act(() => preactRender(node as never, container));
}
function key(el: Element | null, k: string) {
  act(() => {
    el!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
  });
}
function deepActive(): Element | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

describe('on preact/compat', () => {
  it('really runs on preact (the mock is in effect)', async () => {
    const react = await import('react');
    const compat = await import('preact/compat');
    expect(react.createElement).toBe(compat.createElement);
    render(<ui.Spinner />);
    // preact keeps its vnode tree on the container; React would leave a __reactContainer key instead.
    expect(Object.keys(container).some((k) => k.startsWith('__reactContainer'))).toBe(false);
    expect('__k' in container || '_children' in container).toBe(true);
  });

  it('Tabs: arrow keys move the selection', () => {
    function Harness() {
      const [v, setV] = useState('a');
      return (
        <ui.Tabs tabs={[{ id: 'a', label: 'A' }, { id: 'b', label: 'B' }]} value={v} onChange={setV}>
          {(id) => <p>panel {id}</p>}
        </ui.Tabs>
      );
    }
    render(<Harness />);
    const [a, b] = container.querySelectorAll<HTMLButtonElement>('[role="tab"]');
    a!.focus();
    key(a!, 'ArrowRight');
    expect(deepActive()).toBe(b);
    expect(b!.getAttribute('aria-selected')).toBe('true');
    expect(container.querySelector('[role="tabpanel"]')!.textContent).toBe('panel b');
  });

  it('Dialog: portals into the target, Escape closes, focus returns to the opener', () => {
    const portal = document.createElement('div');
    document.body.append(portal);
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <ui.PortalTargetContext.Provider value={portal}>
          <ui.Button onClick={() => setOpen(true)}>Open</ui.Button>
          <ui.Dialog open={open} onClose={() => setOpen(false)} title="T">
            <input aria-label="x" />
          </ui.Dialog>
        </ui.PortalTargetContext.Provider>
      );
    }
    render(<Harness />);
    const opener = container.querySelector('button')!;
    opener.focus();
    act(() => opener.click());
    const dialog = portal.querySelector('dialog')!;
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(deepActive()).toBe(dialog.querySelector('input'));
    key(dialog.querySelector('input'), 'Escape');
    expect(portal.querySelector('dialog')).toBeNull();
    expect(deepActive()).toBe(opener);
  });

  it('Toast: gone after 3000 ms', () => {
    vi.useFakeTimers();
    let api!: ReturnType<typeof ui.useToast>;
    function Grab() {
      api = ui.useToast();
      return null;
    }
    render(
      <ui.ToastProvider>
        <Grab />
      </ui.ToastProvider>,
    );
    act(() => {
      api.success('Feedback saved');
    });
    expect(document.body.textContent).toContain('Feedback saved');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(document.body.textContent).not.toContain('Feedback saved');
  });

  it('TextField: forwardRef and aria-describedby', () => {
    const ref = createRef<HTMLInputElement | HTMLTextAreaElement>();
    render(<ui.TextField ref={ref} label="Username" error="Please provide your username" />);
    const input = container.querySelector('input')!;
    expect(ref.current).toBe(input);
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('Please provide your username');
  });

  it('Button busy disables; Pagination ends disable', () => {
    render(
      <>
        <ui.Button busy>Save</ui.Button>
        <ui.Pagination offset={0} pageSize={20} total={5} onChange={() => {}} />
      </>,
    );
    const [save, prev, next] = container.querySelectorAll('button');
    expect(save!.disabled).toBe(true);
    expect(prev!.disabled).toBe(true);
    expect(next!.disabled).toBe(true);
    expect(container.textContent).toContain('1-5 of 5');
  });

  it('DataTable: a header click asks for the sort and aria-sort follows', () => {
    function Harness() {
      const [sort, setSort] = useState<{ id: string; direction: 'asc' | 'desc' } | null>(null);
      return (
        <ui.DataTable
          columns={[{ id: 'name', header: 'Name', sortable: true, cell: (r: { n: string }) => r.n }]}
          rows={[{ n: 'a' }, { n: 'b' }]}
          rowKey={(r) => r.n}
          sort={sort}
          onSortChange={setSort}
          loading
        />
      );
    }
    render(<Harness />);
    const button = container.querySelector('th button')!;
    act(() => (button as HTMLButtonElement).click());
    expect(container.querySelector('th')!.getAttribute('aria-sort')).toBe('ascending');
    act(() => (button as HTMLButtonElement).click());
    expect(container.querySelector('th')!.getAttribute('aria-sort')).toBe('descending');
    expect(container.querySelector('table')!.getAttribute('aria-busy')).toBe('true');
  });

  it('SearchBox: searches on Enter only, from 2 characters', () => {
    const onSearch = vi.fn();
    render(<ui.SearchBox onSearch={onSearch} defaultValue="a" />);
    const input = container.querySelector('input')!;
    key(input, 'Enter');
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      input.value = 'ab';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    key(input, 'Enter');
    expect(onSearch).toHaveBeenCalledWith('ab');
  });

  it('RepeatableList: Add focuses the new item; Remove names the item', () => {
    function Harness() {
      const [items, setItems] = useState([{ v: 'x' }]);
      return (
        <ui.RepeatableList
          legend="Aliases"
          items={items}
          onChange={setItems}
          newItem={() => ({ v: '' })}
          itemLabel={(i) => `Alias ${i + 1}`}
          addLabel="Add alias"
          renderItem={(item, _i, update) => <ui.TextField label="Alias" value={item.v} onChange={(e) => update({ v: e.target.value })} />}
        />
      );
    }
    render(<Harness />);
    const add = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Add alias')!;
    act(() => add.click());
    const inputs = container.querySelectorAll('input');
    expect(inputs).toHaveLength(2);
    expect(deepActive()).toBe(inputs[1]);
    expect(container.querySelector('button[aria-label="Remove Alias 2"]')).not.toBeNull();
  });
});
