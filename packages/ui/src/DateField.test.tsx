// @vitest-environment happy-dom
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField, compareToRange, localDateString } from './DateField';
import { formatDate, formatDateTime, parseDate, parseDateTime } from './dayMonthYear';
import { act } from 'react';
import { click, deepActiveElement, press, render, type } from './test/render';

const input = (c: HTMLElement) => c.querySelector<HTMLInputElement>('input')!;
const error = (c: HTMLElement) => c.querySelector('.fiu-field__error')?.textContent ?? null;
const calendarButton = (c: HTMLElement) => c.querySelector<HTMLButtonElement>('.fiu-date__button')!;
const MSG = 'Date of birth cannot be in the future';

/** Opens the calendar (its own chunk: it arrives after a tick). */
async function openCalendar(c: HTMLElement): Promise<void> {
  click(c.querySelector('.fiu-date__button'));
  await vi.waitFor(async () => {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(c.querySelector('[role="dialog"] [tabindex="0"]')).not.toBeNull();
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('day-first dates', () => {
  it('reads DD/MM/YYYY (also - . and one-digit parts, or a pasted ISO date) and writes it back day first', () => {
    expect(parseDate('23/11/2026')).toBe('2026-11-23');
    expect(parseDate('3-2-2026')).toBe('2026-02-03');
    expect(parseDate(' 03.02.2026 ')).toBe('2026-02-03');
    expect(parseDate('2026-02-03')).toBe('2026-02-03');
    for (const bad of ['31/02/2026', '12/13/2026', '23/11/26', '11/23', 'tomorrow', '']) expect(parseDate(bad)).toBeNull();
    expect(formatDate('2026-11-23')).toBe('23/11/2026');
    expect(formatDate('not a date')).toBe('not a date');
    expect(parseDateTime('23/11/2026 9:05')).toBe('2026-11-23T09:05');
    expect(parseDateTime('23/11/2026 24:00')).toBeNull();
    expect(formatDateTime('2026-11-23T09:05')).toBe('23/11/2026 09:05');
  });
});

describe('DateField', () => {
  it('shows an ISO value day first, and gives ISO back for typed DD/MM/YYYY (the typed text when it is not a date)', () => {
    const changes: string[] = [];
    function Harness() {
      const [v, setV] = useState('1985-04-12');
      return <DateField label="Date of birth" value={v} onChange={(next) => (changes.push(next), setV(next))} />;
    }
    const { container } = render(<Harness />);
    expect(input(container).type).toBe('text');
    expect(input(container).value).toBe('12/04/1985');
    expect(input(container).placeholder).toBe('DD/MM/YYYY');
    type(input(container), '03/02/1990');
    type(input(container), '03/02');
    type(input(container), '');
    expect(changes).toEqual(['1990-02-03', '03/02', '']);
  });

  it('shows the max message while the date is after the max, and clears it when corrected', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 5, 10, 0));
    const { container } = render(<DateField label="Date of birth" max="today" maxMessage={MSG} />);
    expect(error(container)).toBeNull();
    type(input(container), '06/01/2026');
    expect(error(container)).toBe(MSG);
    expect(input(container).getAttribute('aria-invalid')).toBe('true');
    type(input(container), '05/01/2026');
    expect(error(container)).toBeNull();
    type(input(container), '12/03/1984');
    expect(error(container)).toBeNull();
    expect(input(container).hasAttribute('aria-invalid')).toBe(false);
  });

  it('works controlled; a min has its own message; an error passed in wins', () => {
    function Harness({ err }: { err?: string }) {
      const [v, setV] = useState('1899-12-31');
      return <DateField label="Arrested" value={v} onChange={setV} min="1900-01-01" minMessage="Too early" max="2026-01-01" maxMessage="Too late" error={err} />;
    }
    const { container, rerender } = render(<Harness />);
    expect(error(container)).toBe('Too early');
    type(input(container), '01/01/2030');
    expect(error(container)).toBe('Too late');
    rerender(<Harness err="The server refused this date" />);
    expect(error(container)).toBe('The server refused this date');
  });

  it('a calendar picks a day with the keyboard: arrows, PageDown, Enter; Escape closes it', async () => {
    const changes: string[] = [];
    function Harness() {
      const [v, setV] = useState('2026-11-23');
      return <DateField label="Arrest date" value={v} onChange={(next) => (changes.push(next), setV(next))} />;
    }
    const { container } = render(<Harness />);
    expect(calendarButton(container).getAttribute('aria-label')).toBe('Choose a date from a calendar');
    await openCalendar(container);
    const dialog = container.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-label')).toBe('Choose Arrest date');
    expect(deepActiveElement()?.getAttribute('aria-label')).toBe('23 November 2026');
    press('ArrowRight');
    press('ArrowDown');
    expect(deepActiveElement()?.getAttribute('aria-label')).toBe('1 December 2026');
    press('PageDown');
    expect(deepActiveElement()?.getAttribute('aria-label')).toBe('1 January 2027');
    press('Enter');
    expect(changes).toEqual(['2027-01-01']);
    expect(input(container).value).toBe('01/01/2027');
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    await openCalendar(container);
    press('Escape');
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(deepActiveElement()).toBe(calendarButton(container));
  });

  it('offers no calendar read-only, and no day after max in the calendar', async () => {
    const { container, rerender } = render(<DateField label="D" value="2026-01-05" max="2026-01-06" readOnly />);
    expect(container.querySelector('.fiu-date__button')).toBeNull();
    expect(input(container).readOnly).toBe(true);
    rerender(<DateField label="D" value="2026-01-05" max="2026-01-06" />);
    await openCalendar(container);
    const day = (label: string) => container.querySelector<HTMLButtonElement>(`[aria-label="${label}"]`)!;
    expect(day('6 January 2026').disabled).toBe(false);
    expect(day('7 January 2026').disabled).toBe(true);
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
    expect(compareToRange('31/12/1999', '2000-01-01', undefined)).toBe('ok');
  });
});
