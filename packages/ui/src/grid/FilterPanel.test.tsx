// @vitest-environment happy-dom
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './FilterPanel';
import { TextField } from '../TextField';
import { click, getByText, render } from '../test/render';

const toggle = (c: HTMLElement) => c.querySelector<HTMLButtonElement>('.fiu-filter__toggle')!;
const body = (c: HTMLElement) => c.querySelector<HTMLFormElement>('.fiu-filter__body')!;

describe('FilterPanel', () => {
  it('is a disclosure: closed by default, the button toggles and says so with aria-expanded', () => {
    const { container } = render(
      <FilterPanel onApply={() => {}} onClear={() => {}}>
        <TextField label="Created by" />
      </FilterPanel>,
    );
    expect(toggle(container).getAttribute('aria-expanded')).toBe('false');
    expect(toggle(container).getAttribute('aria-controls')).toBe(body(container).id);
    expect(body(container).hidden).toBe(true);
    click(toggle(container));
    expect(toggle(container).getAttribute('aria-expanded')).toBe('true');
    expect(body(container).hidden).toBe(false);
    expect(body(container).querySelector('.fiu-filter__grid input')).not.toBeNull();
    click(toggle(container));
    expect(body(container).hidden).toBe(true);
  });

  it('Apply (or Enter in a field) applies; Clear clears and does not apply', () => {
    const onApply = vi.fn();
    const onClear = vi.fn();
    const { container } = render(
      <FilterPanel defaultOpen onApply={onApply} onClear={onClear}>
        <TextField label="Created by" />
      </FilterPanel>,
    );
    click(getByText(container, 'Apply', 'button'));
    expect(onApply).toHaveBeenCalledTimes(1);
    // What Enter in a field does in a browser: submit the panel's form (checked in Chromium by gallery/shoot.mjs).
    act(() => {
      body(container).dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(onApply).toHaveBeenCalledTimes(2);
    click(getByText(container, 'Clear', 'button'));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledTimes(2);
    expect(getByText(container, 'Apply', 'button').getAttribute('type')).toBe('submit');
    expect(getByText(container, 'Clear', 'button').getAttribute('type')).toBe('button');
  });

  it('tells how many filters are in force, even when closed', () => {
    const { container, rerender } = render(<FilterPanel onApply={() => {}} onClear={() => {}} activeCount={0}>x</FilterPanel>);
    expect(container.querySelector('.fiu-filter__count')).toBeNull();
    rerender(<FilterPanel onApply={() => {}} onClear={() => {}} activeCount={2}>x</FilterPanel>);
    expect(toggle(container).textContent).toBe('Filters2 active');
  });

  it('can be controlled and holds a toolbar outside the collapsible part', () => {
    const onOpenChange = vi.fn();
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <FilterPanel
          open={open}
          onOpenChange={(o) => {
            onOpenChange(o);
            setOpen(o);
          }}
          onApply={() => {}}
          onClear={() => {}}
          toolbar={<span className="probe">search here</span>}
          busy
        >
          x
        </FilterPanel>
      );
    }
    const { container } = render(<Harness />);
    expect(body(container).hidden).toBe(false);
    expect(getByText(container, 'Apply', 'button').getAttribute('aria-busy')).toBe('true');
    click(toggle(container));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(body(container).hidden).toBe(true);
    expect(container.querySelector('.fiu-filter__header .probe')).not.toBeNull();
  });
});
