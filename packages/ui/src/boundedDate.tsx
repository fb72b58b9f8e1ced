// Internal: the date and date-time fields. A native date input shows the browser's locale (mm/dd/yyyy on an
// en-US Chromium); these show and accept the day first, as the rest of the app writes dates ('23/11/2026'),
// with a calendar beside them, and keep ISO values ('2026-11-23', '2026-11-23T09:30') for the record.
import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentType,
  type ForwardRefExoticComponent,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
} from 'react';
import type { CalendarProps } from './Calendar';

// Typed far more often than picked: the calendar comes in its own chunk when first opened (a plain dynamic
// import: React.lazy and Suspense would add their code to every screen's shared runtime).
let calendar: ComponentType<CalendarProps> | null = null;
function LazyCalendar(props: CalendarProps): ReactElement | null {
  const [C, setC] = useState(() => calendar);
  useEffect(() => {
    if (C) return;
    let live = true;
    void import('./Calendar').then((m) => {
      calendar = m.default;
      if (live) setC(() => m.default);
    });
    return () => {
      live = false;
    };
  }, [C]);
  return C ? <C {...props} /> : null;
}
import { cx } from './cx';
import { formatDate, formatDateTime, localDateString, localDateTimeString, parseDate, parseDateTime } from './dayMonthYear';
import { FieldShell, useFieldIds, type FieldCommonProps } from './FieldShell';
import { IconPath } from './icons';

const CALENDAR_ICON =
  'M4.5 1v1.5h-2A1.5 1.5 0 0 0 1 4v9.5A1.5 1.5 0 0 0 2.5 15h11a1.5 1.5 0 0 0 1.5-1.5V4a1.5 1.5 0 0 0-1.5-1.5h-2V1H10v1.5H6V1zM2.5 6.5h11v7h-11zM4 8v1.5h1.5V8zm3.25 0v1.5h1.5V8zm3.25 0v1.5H12V8zM4 11v1.5h1.5V11zm3.25 0v1.5h1.5V11z';

export { localDateString, localDateTimeString } from './dayMonthYear';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max'>;

export interface BoundedDateProps extends NativeProps, FieldCommonProps {
  /** ISO. Controlled with onChange, or uncontrolled from defaultValue. */
  value?: string;
  defaultValue?: string;
  /**
   * The new value: ISO when the text is a date (or ''), else the text as typed, so that a form's check can
   * say it is not a date.
   */
  onChange?(value: string): void;
  max?: string;
  min?: string;
  /** Shown under the field while the value is after `max`. */
  maxMessage?: ReactNode;
  /** Shown under the field while the value is before `min`. */
  minMessage?: ReactNode;
}

/**
 * Where a value lies against min/max. ISO dates and date-times of one format order as text ('10:00' sorts
 * before '10:00:30', which is also the right order). Text that is not an ISO date is 'ok' here (the form's
 * check says what is wrong with it).
 */
export function compareToRange(value: string, min: string | undefined, max: string | undefined): 'before' | 'after' | 'ok' {
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return 'ok';
  if (max && value > max) return 'after';
  if (min && value < min) return 'before';
  return 'ok';
}

export function makeBoundedDate<P extends BoundedDateProps>(
  kind: 'date' | 'datetime',
  keyword: 'today' | 'now',
  displayName: string,
): ForwardRefExoticComponent<P & RefAttributes<HTMLInputElement>> {
  const now = () => (kind === 'date' ? localDateString() : localDateTimeString());
  const resolve = (bound: string | undefined) => (bound === keyword ? now() : bound);
  const parse = kind === 'date' ? parseDate : parseDateTime;
  const format = kind === 'date' ? formatDate : formatDateTime;
  const pattern = kind === 'date' ? 'DD/MM/YYYY' : 'DD/MM/YYYY HH:mm';

  const Field = forwardRef<HTMLInputElement, BoundedDateProps>(function BoundedDate(
    { value: valueProp, defaultValue, max, min, maxMessage, minMessage, error, onChange, label, required, hint, className, id, readOnly, disabled, ...rest },
    ref,
  ) {
    const [inner, setInner] = useState(defaultValue ?? '');
    const value = valueProp ?? inner;
    const [text, setText] = useState(() => format(value));
    const [open, setOpen] = useState(false);
    const emitted = useRef(value);
    const wrapRef = useRef<HTMLDivElement>(null);
    const buttonRef = useRef<HTMLButtonElement>(null);
    const formatId = `fiu-date-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-format`;
    const maxValue = resolve(max);
    const minValue = resolve(min);
    const position = compareToRange(value, minValue, maxValue);
    const rangeError = position === 'after' ? maxMessage : position === 'before' ? minMessage : undefined;
    const shownError = error ?? rangeError;
    const ids = useFieldIds(id, hint, shownError, formatId);

    // A value set from outside (a record loaded, a draft discarded) is shown in the day-first form.
    useEffect(() => {
      if (value !== emitted.current) {
        emitted.current = value;
        setText(format(value));
      }
    }, [value]);

    // A click outside closes the calendar (composedPath: the field may be inside a shadow root).
    useEffect(() => {
      if (!open) return undefined;
      const away = (event: Event) => {
        if (wrapRef.current && !event.composedPath().includes(wrapRef.current)) setOpen(false);
      };
      document.addEventListener('pointerdown', away);
      return () => document.removeEventListener('pointerdown', away);
    }, [open]);

    function emit(next: string) {
      emitted.current = next;
      if (valueProp === undefined) setInner(next);
      onChange?.(next);
    }

    function typed(event: ChangeEvent<HTMLInputElement>) {
      const t = event.currentTarget.value;
      setText(t);
      emit(t.trim() === '' ? '' : (parse(t) ?? t));
    }

    function picked(day: string) {
      // A date-time keeps its time; a new one starts at midnight.
      const next = kind === 'date' ? day : `${day}T${/T(\d{2}:\d{2})/.exec(value)?.[1] ?? '00:00'}`;
      setText(format(next));
      emit(next);
      setOpen(false);
      buttonRef.current?.focus();
    }

    const editable = !readOnly && !disabled;
    return (
      <FieldShell ids={ids} label={label} required={required} hint={hint} error={shownError} className={cx('fiu-date', className)}>
        <div className="fiu-date__control" ref={wrapRef}>
          <input
            ref={ref}
            {...rest}
            id={ids.inputId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={editable ? pattern : undefined}
            className="fiu-input fiu-date__input"
            value={text}
            onChange={typed}
            readOnly={readOnly}
            disabled={disabled}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.errorId ? true : undefined}
            aria-required={required || undefined}
          />
          <span id={formatId} className="fiu-visually-hidden">
            {kind === 'date' ? 'Day, month, year: DD/MM/YYYY' : 'Day, month, year and time: DD/MM/YYYY HH:mm'}
          </span>
          {editable ? (
            <button
              ref={buttonRef}
              type="button"
              className="fiu-date__button"
              aria-label="Choose a date from a calendar"
              aria-haspopup="dialog"
              aria-expanded={open}
              onClick={() => setOpen((o) => !o)}
            >
              <IconPath d={CALENDAR_ICON} />
            </button>
          ) : null}
          {open ? (
            <LazyCalendar
              value={value}
              min={minValue}
              max={maxValue}
              label={`Choose ${typeof label === 'string' ? label : 'a date'}`}
              onPick={picked}
              onClose={() => {
                setOpen(false);
                buttonRef.current?.focus();
              }}
            />
          ) : null}
        </div>
      </FieldShell>
    );
  });
  Field.displayName = displayName;
  return Field as unknown as ForwardRefExoticComponent<P & RefAttributes<HTMLInputElement>>;
}
