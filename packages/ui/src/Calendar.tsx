// Internal: the month grid a date field opens (WAI-ARIA APG "date picker dialog": a grid of days, one of them
// in the tab order, moved with the keyboard).
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { Icon } from './icons';
import { isoDate, localDateString } from './dayMonthYear';

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;

interface Day {
  y: number;
  m: number; // 1-12
  d: number;
}

const toDay = (iso: string): Day | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) } : null;
};
const iso = ({ y, m, d }: Day): string => isoDate(y, m, d)!;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
/** The day `n` days after `day` (n may be negative). */
const addDays = (day: Day, n: number): Day => {
  const t = new Date(Date.UTC(day.y, day.m - 1, day.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
};
/** The same day `n` months later, clamped to the month's length (31 Jan + 1 month = 28/29 Feb). */
const addMonths = (day: Day, n: number): Day => {
  const index = day.y * 12 + (day.m - 1) + n;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return { y, m, d: Math.min(day.d, daysIn(y, m)) };
};
/** Monday = 0 ... Sunday = 6. */
const weekday = (day: Day) => (new Date(Date.UTC(day.y, day.m - 1, day.d)).getUTCDay() + 6) % 7;

export interface CalendarProps {
  /** The chosen date ('YYYY-MM-DD') or ''. */
  value: string;
  min?: string;
  max?: string;
  onPick(iso: string): void;
  /** Escape, or a click outside: focus goes back to the opener. */
  onClose(): void;
  /** Names the dialog ('Choose Date of birth'). */
  label: string;
}

export default function Calendar({ value, min, max, onPick, onClose, label }: CalendarProps): ReactElement {
  const base = `fiu-cal-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const today = toDay(localDateString())!;
  const chosen = toDay(value);
  const [focus, setFocus] = useState<Day>(() => chosen ?? clamp(today));
  const gridRef = useRef<HTMLTableElement>(null);
  const moved = useRef(false);

  function clamp(day: Day): Day {
    if (max && iso(day) > max.slice(0, 10)) return toDay(max) ?? day;
    if (min && iso(day) < min.slice(0, 10)) return toDay(min) ?? day;
    return day;
  }
  const outside = (day: Day) => (max !== undefined && iso(day) > max.slice(0, 10)) || (min !== undefined && iso(day) < min.slice(0, 10));

  // The focused day takes the keyboard focus (on opening, and when the keys move it).
  useEffect(() => {
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, []);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focus]);

  const move = (day: Day) => {
    moved.current = true;
    setFocus(day);
  };

  function onKey(event: KeyboardEvent<HTMLTableElement>) {
    const k = event.key;
    const next =
      k === 'ArrowLeft' ? addDays(focus, -1)
      : k === 'ArrowRight' ? addDays(focus, 1)
      : k === 'ArrowUp' ? addDays(focus, -7)
      : k === 'ArrowDown' ? addDays(focus, 7)
      : k === 'Home' ? addDays(focus, -weekday(focus))
      : k === 'End' ? addDays(focus, 6 - weekday(focus))
      : k === 'PageUp' ? addMonths(focus, event.shiftKey ? -12 : -1)
      : k === 'PageDown' ? addMonths(focus, event.shiftKey ? 12 : 1)
      : null;
    if (next) {
      event.preventDefault();
      move(next);
    }
  }

  // The weeks of the focused month, Monday first; days of the next and previous months fill the edges.
  const first = { y: focus.y, m: focus.m, d: 1 };
  const start = addDays(first, -weekday(first));
  const weeks: Day[][] = [];
  for (let w = 0; w < 6; w++) {
    const week = Array.from({ length: 7 }, (_, i) => addDays(start, w * 7 + i));
    if (w > 0 && week[0]!.m !== focus.m) break;
    weeks.push(week);
  }
  const thisYear = today.y;
  const firstYear = min ? Number(min.slice(0, 4)) : 1900;
  const lastYear = max ? Number(max.slice(0, 4)) : thisYear + 10;
  const years: number[] = [];
  for (let y = lastYear; y >= firstYear; y--) years.push(y);
  if (!years.includes(focus.y)) years.push(focus.y);

  return (
    <div
      className="fiu-cal"
      role="dialog"
      aria-modal="false"
      aria-label={label}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="fiu-cal__head">
        <button type="button" className="fiu-cal__nav" aria-label="Previous month" onClick={() => setFocus(addMonths(focus, -1))}>
          <Icon name="chevronLeft" />
        </button>
        <select
          className="fiu-input fiu-cal__select"
          aria-label="Month"
          value={focus.m}
          onChange={(e) => setFocus({ ...focus, m: Number(e.currentTarget.value), d: Math.min(focus.d, daysIn(focus.y, Number(e.currentTarget.value))) })}
        >
          {MONTHS.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
        <select
          className="fiu-input fiu-cal__select"
          aria-label="Year"
          value={focus.y}
          onChange={(e) => setFocus({ ...focus, y: Number(e.currentTarget.value), d: Math.min(focus.d, daysIn(Number(e.currentTarget.value), focus.m)) })}
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <button type="button" className="fiu-cal__nav" aria-label="Next month" onClick={() => setFocus(addMonths(focus, 1))}>
          <Icon name="chevronRight" />
        </button>
      </div>
      <table ref={gridRef} className="fiu-cal__grid" role="grid" aria-labelledby={`${base}-month`} onKeyDown={onKey}>
        <caption id={`${base}-month`} className="fiu-visually-hidden" aria-live="polite">
          {MONTHS[focus.m - 1]} {focus.y}
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={iso(week[0]!)}>
              {week.map((day) => {
                const key = iso(day);
                const isFocus = key === iso(focus);
                const selected = chosen !== null && key === iso(chosen);
                const disabled = outside(day);
                return (
                  <td key={key} role="gridcell" aria-selected={selected}>
                    <button
                      type="button"
                      tabIndex={isFocus ? 0 : -1}
                      className={[
                        'fiu-cal__day',
                        day.m !== focus.m && 'fiu-cal__day--other',
                        selected && 'fiu-cal__day--selected',
                        key === iso(today) && 'fiu-cal__day--today',
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      aria-label={`${day.d} ${MONTHS[day.m - 1]} ${day.y}`}
                      aria-current={key === iso(today) ? 'date' : undefined}
                      disabled={disabled}
                      onClick={() => onPick(key)}
                      onKeyDown={(e) => {
                        if ((e.key === 'Enter' || e.key === ' ') && !disabled) {
                          e.preventDefault();
                          onPick(key);
                        }
                      }}
                    >
                      {day.d}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
