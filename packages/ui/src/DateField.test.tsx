// @vitest-environment happy-dom
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField, compareToRange, localDateString } from './DateField';
import { render, type } from './test/render';

const input = (c: HTMLElement) => c.querySelector<HTMLInputElement>('input')!;
const error = (c: HTMLElement) => c.querySelector('.fiu-field__error')?.textContent ?? null;
const MSG = 'Date of birth cannot be in the future';

afterEach(() => {
  vi.useRealTimers();
});

describe('DateField', () => {
  it("max='today' limits the picker to the user's local date", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 5, 23, 30));
    const { container } = render(<DateField label="Date of birth" max="today" maxMessage={MSG} />);
    expect(input(container).type).toBe('date');
    expect(input(container).max).toBe('2026-01-05');
  });

  it('shows the message while the date is after the max, and clears it when corrected', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 5, 10, 0));
    const { container } = render(<DateField label="Date of birth" max="today" maxMessage={MSG} />);
    expect(error(container)).toBeNull();
    type(input(container), '2026-01-06');
    expect(error(container)).toBe(MSG);
    expect(input(container).getAttribute('aria-invalid')).toBe('true');
    type(input(container), '2026-01-05');
    expect(error(container)).toBeNull();
    type(input(container), '1984-03-12');
    expect(error(container)).toBeNull();
    expect(input(container).hasAttribute('aria-invalid')).toBe(false);
  });

  it('works controlled; a min has its own message; an error passed in wins', () => {
    function Harness({ err }: { err?: string }) {
      const [v, setV] = useState('1899-12-31');
      return (
        <DateField
          label="Arrested"
          value={v}
          onChange={(e) => setV(e.target.value)}
          min="1900-01-01"
          minMessage="Too early"
          max="2026-01-01"
          maxMessage="Too late"
          error={err}
        />
      );
    }
    const { container, rerender } = render(<Harness />);
    expect(error(container)).toBe('Too early');
    type(input(container), '2030-01-01');
    expect(error(container)).toBe('Too late');
    rerender(<Harness err="The server refused this date" />);
    expect(error(container)).toBe('The server refused this date');
  });

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = render(<DateField ref={ref} label="D" />);
    expect(ref.current).toBe(input(container));
  });

  it('localDateString is the local calendar date, not the UTC one', () => {
    expect(localDateString(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDateString(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });

  it('compareToRange', () => {
    expect(compareToRange('', '2000-01-01', '2001-01-01')).toBe('ok');
    expect(compareToRange('2001-01-02', undefined, '2001-01-01')).toBe('after');
    expect(compareToRange('1999-12-31', '2000-01-01', undefined)).toBe('before');
    expect(compareToRange('2000-06-01', '2000-01-01', '2001-01-01')).toBe('ok');
  });
});
