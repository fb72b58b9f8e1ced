import { makeBoundedDate, type BoundedDateProps } from './boundedDate';

export { localDateTimeString } from './boundedDate';

export interface DateTimeFieldProps extends BoundedDateProps {
  /** 'YYYY-MM-DDTHH:mm'; shown as 'DD/MM/YYYY HH:mm'. Controlled with onChange, or uncontrolled from defaultValue. */
  value?: string;
  defaultValue?: string;
  /** Latest moment allowed: 'YYYY-MM-DDTHH:mm' or 'now' (the user's local time, to the minute). */
  max?: string;
  /** Earliest moment allowed: 'YYYY-MM-DDTHH:mm' or 'now'. */
  min?: string;
}

/**
 * A labelled date and time field ('23/11/2026 09:30', 24-hour) with a calendar for the day, and an optional
 * range, e.g. `max="now"` with `maxMessage` for 'created to' filters or report times that cannot be in the
 * future (an `error` passed in wins).
 */
export const DateTimeField = makeBoundedDate<DateTimeFieldProps>('datetime', 'now', 'DateTimeField');
