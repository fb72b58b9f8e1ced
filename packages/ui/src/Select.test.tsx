// @vitest-environment happy-dom
import { act, createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';
import { render } from './test/render';

const options = [
  { value: 'LA', label: 'Lagos' },
  { value: 'FC', label: 'Federal Capital Territory' },
];

describe('Select', () => {
  it('shows the placeholder first, then the options, under a linked label', () => {
    const { container } = render(<Select label="State" options={options} placeholder="Select a state" />);
    const select = container.querySelector('select')!;
    expect(container.querySelector('label')!.htmlFor).toBe(select.id);
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Select a state'],
      ['LA', 'Lagos'],
      ['FC', 'Federal Capital Territory'],
    ]);
  });

  it('reports the chosen value', () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLSelectElement>();
    render(<Select ref={ref} label="State" options={options} onChange={(e) => onChange(e.target.value)} />);
    act(() => {
      ref.current!.value = 'FC';
      ref.current!.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onChange).toHaveBeenCalledWith('FC');
  });

  it('links the error message and marks the select invalid', () => {
    const { container } = render(<Select label="State" options={options} error="Please select a state" />);
    const select = container.querySelector('select')!;
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const id = select.getAttribute('aria-describedby')!;
    expect(container.querySelector(`[id="${id}"]`)!.textContent).toBe('Please select a state');
  });
});
