// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';
import { press, render, type } from './test/render';

const input = (c: HTMLElement) => c.querySelector<HTMLInputElement>('input')!;
const hint = (c: HTMLElement) => c.querySelector('.fiu-field__hint')!;

describe('SearchBox', () => {
  it('searches on Enter with the trimmed term when it is longer than 1 character, never while typing', () => {
    const onSearch = vi.fn();
    const { container } = render(<SearchBox onSearch={onSearch} />);
    type(input(container), 'O');
    type(input(container), 'Ok');
    type(input(container), '  Okafor ');
    expect(onSearch).not.toHaveBeenCalled();
    press('a', input(container));
    expect(onSearch).not.toHaveBeenCalled();
    press('Enter', input(container));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Okafor');
    type(input(container), 'ab');
    press('Enter', input(container));
    expect(onSearch).toHaveBeenLastCalledWith('ab');
  });

  it('a 1-character term is not searched, and the hint says why until the text changes', () => {
    const onSearch = vi.fn();
    const { container } = render(<SearchBox onSearch={onSearch} />);
    expect(hint(container).textContent).toBe('Press Enter to search');
    type(input(container), ' a ');
    press('Enter', input(container));
    expect(onSearch).not.toHaveBeenCalled();
    expect(hint(container).textContent).toBe('Type at least 2 characters, then press Enter');
    expect(hint(container).getAttribute('aria-live')).toBe('polite');
    type(input(container), ' ab');
    expect(hint(container).textContent).toBe('Press Enter to search');
  });

  it('Enter on an empty box clears the search: onSearch("")', () => {
    const onSearch = vi.fn();
    const { container } = render(<SearchBox onSearch={onSearch} defaultValue="Eze" />);
    expect(input(container).value).toBe('Eze');
    type(input(container), '');
    expect(onSearch).not.toHaveBeenCalled();
    press('Enter', input(container));
    expect(onSearch).toHaveBeenCalledWith('');
    type(input(container), '   ');
    press('Enter', input(container));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('shows the visible hint, linked to the input, and names the search', () => {
    const { container } = render(<SearchBox onSearch={() => {}} label="Search subjects" hideLabel placeholder="Name or ID" />);
    const el = input(container);
    expect(el.type).toBe('search');
    expect(container.querySelector('[role="search"]')).not.toBeNull();
    const label = container.querySelector('label')!;
    expect(label.htmlFor).toBe(el.id);
    expect(label.textContent).toBe('Search subjects');
    expect(label.className).toContain('fiu-visually-hidden');
    expect(document.getElementById(el.getAttribute('aria-describedby')!)!.textContent).toBe('Press Enter to search');
    expect(hint(container).className).not.toContain('fiu-visually-hidden');
  });

  it('works controlled, and a longer minimum can be asked for', () => {
    const onSearch = vi.fn();
    function Harness() {
      const [v, setV] = useState('');
      return <SearchBox value={v} onValueChange={setV} onSearch={onSearch} minLength={3} tooShortMessage="At least 3" />;
    }
    const { container } = render(<Harness />);
    type(input(container), 'ab');
    expect(input(container).value).toBe('ab');
    press('Enter', input(container));
    expect(onSearch).not.toHaveBeenCalled();
    expect(hint(container).textContent).toBe('At least 3');
    type(input(container), 'abc');
    press('Enter', input(container));
    expect(onSearch).toHaveBeenCalledWith('abc');
  });
});
