// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { ActionMenu } from './ActionMenu';
import { click, press, render } from './test/render';

const items = (report = vi.fn(), insights = vi.fn()) => [
  { id: 'report', label: 'Report', onSelect: report },
  { id: 'insights', label: 'Insights', onSelect: insights },
];

describe('ActionMenu', () => {
  it('is a named menu button, closed until pressed', () => {
    const { container } = render(<ActionMenu label="Actions for ABCD" items={items()} />);
    const button = container.querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('Actions for ABCD');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('[role="menu"]')).toBeNull();
  });

  it('opens on the first item; arrows wrap, End goes last; Escape closes and gives the focus back', () => {
    const { container } = render(<ActionMenu label="Actions" items={items()} />);
    const button = container.querySelector('button')!;
    click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menuItems = [...container.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
    expect(menuItems.map((b) => b.textContent)).toEqual(['Report', 'Insights']);
    expect(document.activeElement).toBe(menuItems[0]);
    press('ArrowDown');
    expect(document.activeElement).toBe(menuItems[1]);
    press('ArrowDown');
    expect(document.activeElement).toBe(menuItems[0]);
    press('End');
    expect(document.activeElement).toBe(menuItems[1]);
    press('Escape');
    expect(container.querySelector('[role="menu"]')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('ArrowUp on the button opens on the last item; choosing one calls it and closes the menu', () => {
    const insights = vi.fn();
    const { container } = render(<ActionMenu label="Actions" items={items(vi.fn(), insights)} />);
    const button = container.querySelector('button')!;
    button.focus();
    press('ArrowUp', button);
    const last = container.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')[1]!;
    expect(document.activeElement).toBe(last);
    click(last);
    expect(insights).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[role="menu"]')).toBeNull();
  });
});
