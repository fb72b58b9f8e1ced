// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateTimeField, localDateTimeString } from './DateTimeField';
import { act } from 'react';
import { click, press, render, type } from './test/render';

const input = (c: HTMLElement) => c.querySelector<HTMLInputElement>('input')!;
const error = (c: HTMLElement) => c.querySelector('.fiu-field__error')?.textContent ?? null;

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

describe('DateTimeField', () => {
  it("shows DD/MM/YYYY HH:mm; max='now' is the local time to the minute; later moments show the message", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 5, 9, 7, 42));
    const changes: string[] = [];
    const { container } = render(<DateTimeField label="Created to" max="now" maxMessage="Created to cannot be in the future" onChange={(v) => changes.push(v)} />);
    expect(input(container).placeholder).toBe('DD/MM/YYYY HH:mm');
    type(input(container), '05/01/2026 09:07');
    expect(error(container)).toBeNull();
    type(input(container), '05/01/2026 09:08');
    expect(error(container)).toBe('Created to cannot be in the future');
    type(input(container), '31/12/2025 23:59');
    expect(error(container)).toBeNull();
    expect(changes).toEqual(['2026-01-05T09:07', '2026-01-05T09:08', '2025-12-31T23:59']);
  });

  it('an uncontrolled default value past the max shows the message at once', () => {
    const { container } = render(<DateTimeField label="Reported" defaultValue="2030-01-01T00:00" max="2026-01-01T00:00" maxMessage="Not in the future" />);
    expect(input(container).value).toBe('01/01/2030 00:00');
    expect(error(container)).toBe('Not in the future');
  });

  it('the calendar picks the day and keeps the time', async () => {
    const changes: string[] = [];
    const { container } = render(<DateTimeField label="From" defaultValue="2026-03-04T05:06" onChange={(v) => changes.push(v)} />);
    await openCalendar(container);
    press('ArrowLeft');
    press('Enter');
    expect(changes).toEqual(['2026-03-03T05:06']);
    expect(input(container).value).toBe('03/03/2026 05:06');
  });

  it('localDateTimeString pads and uses local time', () => {
    expect(localDateTimeString(new Date(2026, 2, 4, 5, 6, 7))).toBe('2026-03-04T05:06');
  });
});
