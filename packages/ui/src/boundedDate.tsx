// Internal: date and date-time inputs with a min/max (a date, or 'today'/'now') and the message shown outside it.
import {
  forwardRef,
  useState,
  type ChangeEvent,
  type ForwardRefExoticComponent,
  type ReactNode,
  type RefAttributes,
} from 'react';
import { TextField, type TextFieldProps } from './TextField';

export interface BoundedDateProps
  extends Omit<TextFieldProps, 'type' | 'multiline' | 'rows' | 'min' | 'max' | 'value' | 'defaultValue'> {
  value?: string;
  defaultValue?: string;
  max?: string;
  min?: string;
  /** Shown under the field while the value is after `max`. */
  maxMessage?: ReactNode;
  /** Shown under the field while the value is before `min`. */
  minMessage?: ReactNode;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date as 'YYYY-MM-DD' (not toISOString, which gives the UTC date). */
export function localDateString(d: Date = new Date()): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The local date and time as 'YYYY-MM-DDTHH:mm', the value format of datetime-local. */
export function localDateTimeString(d: Date = new Date()): string {
  return `${localDateString(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * Where a value lies against min/max. ISO dates and date-times of one format order as text ('10:00' sorts
 * before '10:00:30', which is also the right order).
 */
export function compareToRange(value: string, min: string | undefined, max: string | undefined): 'before' | 'after' | 'ok' {
  if (!value) return 'ok';
  if (max && value > max) return 'after';
  if (min && value < min) return 'before';
  return 'ok';
}

export function makeBoundedDate<P extends BoundedDateProps>(
  kind: 'date' | 'datetime-local',
  keyword: 'today' | 'now',
  displayName: string,
): ForwardRefExoticComponent<P & RefAttributes<HTMLInputElement>> {
  const resolve = (bound: string | undefined) =>
    bound === keyword ? (kind === 'date' ? localDateString() : localDateTimeString()) : bound;

  const Field = forwardRef<HTMLInputElement, BoundedDateProps>(function BoundedDate(
    { value: valueProp, defaultValue, max, min, maxMessage, minMessage, error, onChange, ...rest },
    ref,
  ) {
    const [inner, setInner] = useState(defaultValue ?? '');
    const value = valueProp ?? inner;
    const maxValue = resolve(max);
    const minValue = resolve(min);
    const position = compareToRange(value, minValue, maxValue);
    const rangeError = position === 'after' ? maxMessage : position === 'before' ? minMessage : undefined;

    function change(event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) {
      if (valueProp === undefined) setInner(event.target.value);
      onChange?.(event);
    }

    return (
      <TextField
        ref={ref as never}
        {...rest}
        type={kind}
        {...(valueProp !== undefined ? { value: valueProp } : { defaultValue })}
        max={maxValue}
        min={minValue}
        // A message passed in (e.g. the form's own rule or the server's) wins over the range message.
        error={error ?? rangeError}
        onChange={change}
      />
    );
  });
  Field.displayName = displayName;
  return Field as unknown as ForwardRefExoticComponent<P & RefAttributes<HTMLInputElement>>;
}
