// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';
import { click, deepActiveElement, press, render } from './test/render';

const tabs: TabItem[] = [
  { id: 'details', label: 'Details' },
  { id: 'accounts', label: 'Accounts' },
  { id: 'locked', label: 'Locked', disabled: true },
  { id: 'history', label: 'History' },
];

function Harness({
  onChange = () => {},
  activation,
  orientation,
}: {
  onChange?: (id: string) => void;
  activation?: 'auto' | 'manual';
  orientation?: 'horizontal' | 'vertical';
}) {
  const [value, setValue] = useState('details');
  return (
    <Tabs
      tabs={tabs}
      value={value}
      activation={activation}
      orientation={orientation}
      aria-label="Subject"
      onChange={(id) => {
        onChange(id);
        setValue(id);
      }}
    >
      {(id) => <p>Panel {id}</p>}
    </Tabs>
  );
}

const tab = (c: HTMLElement, name: string) =>
  [...c.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent === name)!;

describe('Tabs', () => {
  it('has one tab stop, on the selected tab, and a panel labelled by it', () => {
    const { container } = render(<Harness />);
    const list = container.querySelector('[role="tablist"]')!;
    expect(list.getAttribute('aria-label')).toBe('Subject');
    const stops = [...container.querySelectorAll('[role="tab"]')].map((t) => t.getAttribute('tabindex'));
    expect(stops).toEqual(['0', '-1', '-1', '-1']);
    const panel = container.querySelector('[role="tabpanel"]')!;
    expect(panel.textContent).toBe('Panel details');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab(container, 'Details').id);
    expect(tab(container, 'Details').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('ArrowRight / ArrowLeft move focus and select, skipping disabled tabs and wrapping', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    tab(container, 'Details').focus();

    press('ArrowRight');
    expect(deepActiveElement()).toBe(tab(container, 'Accounts'));
    expect(tab(container, 'Accounts').getAttribute('aria-selected')).toBe('true');
    expect(container.querySelector('[role="tabpanel"]')!.textContent).toBe('Panel accounts');

    press('ArrowRight'); // skips the disabled 'Locked'
    expect(deepActiveElement()).toBe(tab(container, 'History'));

    press('ArrowRight'); // wraps to the first
    expect(deepActiveElement()).toBe(tab(container, 'Details'));

    press('ArrowLeft'); // wraps to the last
    expect(deepActiveElement()).toBe(tab(container, 'History'));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['accounts', 'history', 'details', 'history']);
    // the roving tab stop followed the selection
    expect(tab(container, 'History').getAttribute('tabindex')).toBe('0');
    expect(tab(container, 'Details').getAttribute('tabindex')).toBe('-1');
  });

  it('Home and End jump to the first and last enabled tab', () => {
    const { container } = render(<Harness />);
    tab(container, 'Details').focus();
    press('End');
    expect(deepActiveElement()).toBe(tab(container, 'History'));
    press('Home');
    expect(deepActiveElement()).toBe(tab(container, 'Details'));
  });

  it('clicking selects; a disabled tab cannot be selected', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    click(tab(container, 'Locked'));
    expect(onChange).not.toHaveBeenCalled();
    click(tab(container, 'History'));
    expect(onChange).toHaveBeenCalledWith('history');
    expect(container.querySelector('[role="tabpanel"]')!.textContent).toBe('Panel history');
  });

  it('in manual mode arrows move focus only', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} activation="manual" />);
    tab(container, 'Details').focus();
    press('ArrowRight');
    expect(deepActiveElement()).toBe(tab(container, 'Accounts'));
    expect(onChange).not.toHaveBeenCalled();
    expect(tab(container, 'Details').getAttribute('aria-selected')).toBe('true');
  });

  it('other keys are left alone', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    tab(container, 'Details').focus();
    press('ArrowDown');
    press('a');
    expect(onChange).not.toHaveBeenCalled();
    expect(deepActiveElement()).toBe(tab(container, 'Details'));
  });

  it('vertical tabs say so and move with Up/Down, not Left/Right', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} orientation="vertical" />);
    expect(container.querySelector('[role="tablist"]')!.getAttribute('aria-orientation')).toBe('vertical');
    tab(container, 'Details').focus();
    press('ArrowRight');
    expect(deepActiveElement()).toBe(tab(container, 'Details'));
    press('ArrowDown');
    expect(deepActiveElement()).toBe(tab(container, 'Accounts'));
    press('ArrowUp');
    press('ArrowUp'); // wraps to the last
    expect(deepActiveElement()).toBe(tab(container, 'History'));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['accounts', 'details', 'history']);
  });
});
