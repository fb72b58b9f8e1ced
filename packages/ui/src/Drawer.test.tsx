// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Drawer, type DrawerGroup } from './Drawer';
import { click, getByText, render } from './test/render';

const groups: DrawerGroup[] = [
  {
    heading: 'OPERATIONAL',
    items: [
      { id: 'dashboard', label: 'Dashboard', href: '/dashboard' },
      { id: 'subjects', label: 'Subjects', href: '/subjects', active: true },
    ],
  },
  { heading: 'SETTINGS', items: [{ id: 'logout', label: 'Logout', href: '/logout' }] },
];

describe('Drawer', () => {
  it('is a named nav landmark with group headings and their links in order', () => {
    const { container } = render(<Drawer groups={groups} onNavigate={() => {}} aria-label="Main menu" />);
    const nav = container.querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).toBe('Main menu');
    expect([...nav.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['OPERATIONAL', 'SETTINGS']);
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Subjects', '/subjects'],
      ['Logout', '/logout'],
    ]);
    // each list is labelled by its heading
    const firstList = nav.querySelector('ul')!;
    expect(document.getElementById(firstList.getAttribute('aria-labelledby')!)!.textContent).toBe('OPERATIONAL');
  });

  it('marks the active item as the current page', () => {
    const { container } = render(<Drawer groups={groups} onNavigate={() => {}} />);
    expect(getByText(container, 'Subjects', 'a').getAttribute('aria-current')).toBe('page');
    expect(getByText(container, 'Dashboard', 'a').hasAttribute('aria-current')).toBe(false);
  });

  it('a click calls onNavigate with the item instead of following the link', () => {
    const onNavigate = vi.fn();
    const { container } = render(<Drawer groups={groups} onNavigate={onNavigate} />);
    const link = getByText(container, 'Logout', 'a');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(event);
    });
    expect(onNavigate).toHaveBeenCalledWith(groups[1]!.items[0]);
    expect(event.defaultPrevented).toBe(true);
  });

  it('a Ctrl-click is left to the browser (open in a new tab)', () => {
    const onNavigate = vi.fn();
    const { container } = render(<Drawer groups={groups} onNavigate={onNavigate} />);
    act(() => {
      getByText(container, 'Dashboard', 'a').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    });
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('the toggle expands and collapses it (narrow screens), and navigating collapses it', () => {
    const { container } = render(<Drawer groups={groups} onNavigate={() => {}} />);
    const nav = container.querySelector('nav')!;
    const toggle = getByText(container, 'Menu', 'button');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBe(nav.querySelector('.fiu-drawer__content'));
    click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(nav.classList.contains('fiu-drawer--expanded')).toBe(true);
    click(getByText(container, 'Dashboard', 'a'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(nav.classList.contains('fiu-drawer--expanded')).toBe(false);
  });
});
