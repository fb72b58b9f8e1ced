// @vitest-environment happy-dom
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Confirm, useConfirm } from './Confirm';
import { click, deepActiveElement, getByText, press, render } from './test/render';

describe('Confirm', () => {
  it("asks with 'No' and 'Yes' by default and starts on 'No'", () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Confirm open title="Delete subject?" message="This cannot be undone." onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = document.querySelector('dialog')!;
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    const buttons = [...dialog.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(['No', 'Yes']);
    expect(deepActiveElement()?.textContent).toBe('No');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).toBe('This cannot be undone.');
    click(getByText(dialog, 'Yes', 'button'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    click(getByText(dialog, 'No', 'button'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('Escape cancels', () => {
    const onCancel = vi.fn();
    render(<Confirm open title="Sure?" confirmLabel="Delete" cancelLabel="Keep" onConfirm={() => {}} onCancel={onCancel} />);
    expect(getByText(document.body, 'Delete', 'button')).toBeTruthy();
    press('Escape');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('useConfirm resolves true on Yes and false on No', async () => {
    const results: boolean[] = [];
    function Harness() {
      const [confirm, element] = useConfirm();
      const [, force] = useState(0);
      return (
        <>
          <button
            onClick={async () => {
              results.push(await confirm({ title: 'Archive?' }));
              force((n) => n + 1);
            }}
          >
            Archive
          </button>
          {element}
        </>
      );
    }
    const { container } = render(<Harness />);
    click(getByText(container, 'Archive', 'button'));
    await act(async () => getByText(document.querySelector('dialog')!, 'Yes', 'button').click());
    expect(document.querySelector('dialog')).toBeNull();
    click(getByText(container, 'Archive', 'button'));
    await act(async () => getByText(document.querySelector('dialog')!, 'No', 'button').click());
    expect(results).toEqual([true, false]);
  });
});
