// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { ColumnChooser } from './ColumnChooser';
import { click, press, render } from '../test/render';

const columns = [
  { id: 'id', label: 'Subject ID', hideable: false },
  { id: 'surname', label: 'Surname' },
  { id: 'gender', label: 'Gender' },
];

describe('ColumnChooser', () => {
  it("a 'Columns' disclosure with one checkbox per column; the fixed one is checked and disabled", () => {
    const { container } = render(<ColumnChooser columns={columns} hidden={['gender']} onHiddenChange={() => {}} />);
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('Columns');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('[role="group"]')).toBeNull();
    click(button);
    const panel = container.querySelector('[role="group"]')!;
    expect(panel.getAttribute('aria-label')).toBe('Columns to show');
    const boxes = [...panel.querySelectorAll('input')];
    expect(boxes.map((b) => [b.parentElement!.textContent, b.checked, b.disabled])).toEqual([
      ['Subject ID', true, true],
      ['Surname', true, false],
      ['Gender', false, false],
    ]);
    // The first box it may change has the focus.
    expect(document.activeElement).toBe(boxes[1]);
  });

  it('a change reports the hidden ids; Escape closes and focuses the button', () => {
    const onHiddenChange = vi.fn();
    const { container } = render(<ColumnChooser columns={columns} hidden={['gender']} onHiddenChange={onHiddenChange} />);
    const button = container.querySelector('button')!;
    click(button);
    const [, surname, gender] = [...container.querySelectorAll('input')];
    click(surname!);
    expect(onHiddenChange).toHaveBeenLastCalledWith(['gender', 'surname']);
    click(gender!);
    expect(onHiddenChange).toHaveBeenLastCalledWith([]);
    press('Escape', surname!);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
