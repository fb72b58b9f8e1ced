// @vitest-environment happy-dom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RepeatableList, type RepeatableErrors } from './RepeatableList';
import { TextField } from './TextField';
import { click, deepActiveElement, getByText, render, type } from './test/render';

interface Phone {
  telephone: string;
  note: string;
}

function Harness({
  initial,
  max,
  readOnly,
  errors,
  onItems,
}: {
  initial: Phone[];
  max?: number;
  readOnly?: boolean;
  errors?: RepeatableErrors;
  onItems?(items: Phone[]): void;
}) {
  const [items, setItems] = useState(initial);
  return (
    <RepeatableList
      legend="Telephones"
      name="telephones"
      items={items}
      onChange={(next) => {
        onItems?.(next);
        setItems(next);
      }}
      newItem={() => ({ telephone: '', note: 'new' })}
      itemLabel={(i) => `Telephone ${i + 1}`}
      addLabel="Add telephone"
      max={max}
      readOnly={readOnly}
      errors={errors}
      emptyText="No telephones recorded."
      renderItem={(item, _i, update, errorsFor) => (
        <>
          <TextField label="Number" value={item.telephone} onChange={(e) => update({ telephone: e.target.value })} error={errorsFor('telephone')} readOnly={readOnly} />
          <TextField label="Note" value={item.note} onChange={(e) => update({ note: e.target.value })} readOnly={readOnly} />
        </>
      )}
    />
  );
}

const numbers = (c: HTMLElement) =>
  [...c.querySelectorAll<HTMLInputElement>('.fiu-repeat__item')].map((f) => f.querySelector('input')!.value);
const legends = (c: HTMLElement) => [...c.querySelectorAll('.fiu-repeat__item-legend')].map((l) => l.textContent);
const removeButton = (c: HTMLElement, n: number) => c.querySelector<HTMLButtonElement>(`button[aria-label="Remove Telephone ${n}"]`);

describe('RepeatableList', () => {
  it('shows each item in its own fieldset, with a Remove button naming the item', () => {
    const { container } = render(<Harness initial={[{ telephone: '0801', note: '' }, { telephone: '0802', note: '' }]} />);
    expect(container.querySelector('.fiu-repeat > legend')!.textContent).toBe('Telephones');
    const items = container.querySelectorAll('fieldset.fiu-repeat__item');
    expect(items).toHaveLength(2);
    expect(legends(container)).toEqual(['Telephone 1', 'Telephone 2']);
    expect(removeButton(container, 2)!.textContent).toBe('Remove');
    expect(items[1]!.contains(removeButton(container, 2))).toBe(true);
  });

  it('Add appends a new item and puts the cursor in its first field', () => {
    const onItems = vi.fn();
    const { container } = render(<Harness initial={[{ telephone: '0801', note: '' }]} onItems={onItems} />);
    click(getByText(container, 'Add telephone', 'button'));
    expect(onItems).toHaveBeenLastCalledWith([
      { telephone: '0801', note: '' },
      { telephone: '', note: 'new' },
    ]);
    expect(legends(container)).toEqual(['Telephone 1', 'Telephone 2']);
    const first = container.querySelectorAll('.fiu-repeat__item')[1]!.querySelector('input');
    expect(deepActiveElement()).toBe(first);
  });

  it('Remove takes out that item only; the others keep their values and focus moves to the next item', () => {
    const { container } = render(
      <Harness
        initial={[
          { telephone: '0801', note: '' },
          { telephone: '0802', note: '' },
          { telephone: '0803', note: '' },
        ]}
      />,
    );
    const third = container.querySelectorAll('.fiu-repeat__item')[2];
    click(removeButton(container, 2));
    expect(numbers(container)).toEqual(['0801', '0803']);
    expect(legends(container)).toEqual(['Telephone 1', 'Telephone 2']);
    // The same element moved up (stable keys): what was typed there stays there.
    expect(container.querySelectorAll('.fiu-repeat__item')[1]).toBe(third);
    expect(deepActiveElement()).toBe(third!.querySelector('input'));
    // Removing the last item focuses the one before it.
    click(removeButton(container, 2));
    expect(numbers(container)).toEqual(['0801']);
    expect(deepActiveElement()).toBe(container.querySelector('.fiu-repeat__item input'));
  });

  it('removing every item shows the empty text and focuses Add', () => {
    const { container } = render(<Harness initial={[{ telephone: '0801', note: '' }]} />);
    expect(container.querySelector('.fiu-repeat__empty')).toBeNull();
    click(removeButton(container, 1));
    expect(container.querySelector('.fiu-repeat__empty')!.textContent).toBe('No telephones recorded.');
    expect(deepActiveElement()).toBe(getByText(container, 'Add telephone', 'button'));
  });

  it('update(patch) changes only that item', () => {
    const onItems = vi.fn();
    const { container } = render(<Harness initial={[{ telephone: '0801', note: 'a' }, { telephone: '0802', note: 'b' }]} onItems={onItems} />);
    type(container.querySelectorAll('.fiu-repeat__item')[1]!.querySelector('input'), '08029999999');
    expect(onItems).toHaveBeenLastCalledWith([
      { telephone: '0801', note: 'a' },
      { telephone: '08029999999', note: 'b' },
    ]);
    expect(numbers(container)).toEqual(['0801', '08029999999']);
  });

  it('errorsFor gives the messages at list.index.field; the list-level message shows under the heading', () => {
    const { container } = render(
      <Harness
        initial={[{ telephone: '0801', note: '' }, { telephone: '12', note: '' }]}
        errors={{ 'telephones.1.telephone': ['Invalid phone number', 'Too short'], telephones: 'Duplicate numbers' }}
      />,
    );
    const [first, second] = container.querySelectorAll('.fiu-repeat__item');
    expect(first!.querySelector('.fiu-field__error')).toBeNull();
    expect(second!.querySelector('.fiu-field__error')!.textContent).toBe('Invalid phone number; Too short');
    expect(second!.querySelector('input')!.getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector('.fiu-repeat__error')!.textContent).toBe('Duplicate numbers');
  });

  it('Add is disabled at the maximum', () => {
    const { container } = render(<Harness initial={[{ telephone: '1', note: '' }]} max={2} />);
    const add = getByText(container, 'Add telephone', 'button') as HTMLButtonElement;
    expect(container.querySelector('.fiu-repeat__count')!.textContent).toBe('1 of 2');
    click(add);
    expect(numbers(container)).toHaveLength(2);
    expect(add.disabled).toBe(true);
    click(add);
    expect(numbers(container)).toHaveLength(2);
  });

  it('read-only shows the items without Add or Remove', () => {
    const { container } = render(<Harness initial={[{ telephone: '0801', note: '' }]} readOnly />);
    expect(numbers(container)).toEqual(['0801']);
    expect(container.querySelectorAll('button')).toHaveLength(0);
    expect(container.querySelector('input')!.readOnly).toBe(true);
  });
});
