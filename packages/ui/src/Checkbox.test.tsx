// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';
import { click, render } from './test/render';

describe('Checkbox', () => {
  it('toggles when its label text is clicked', () => {
    const onChange = vi.fn();
    const { container } = render(<Checkbox label="Remember me" onChange={(e) => onChange(e.target.checked)} />);
    click(container.querySelector('label span'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(container.querySelector('input')!.checked).toBe(true);
  });
});
