import { makeBoundedDate, type BoundedDateProps } from './boundedDate';

export { compareToRange, localDateString } from './boundedDate';

export interface DateFieldProps extends BoundedDateProps {
  /** 'YYYY-MM-DD'; shown as 'DD/MM/YYYY'. Controlled with onChange, or uncontrolled from defaultValue. */
  value?: string;
  defaultValue?: string;
  /** Latest date allowed: 'YYYY-MM-DD' or 'today' (the user's local date). Also limits the calendar. */
  max?: string;
  /** Earliest date allowed: 'YYYY-MM-DD' or 'today'. */
  min?: string;
}

/**
 * A labelled date field, day first ('23/11/2026', as the app writes dates everywhere) with a calendar beside
 * it, and an optional range, e.g. `max="today"` with `maxMessage` for a date of birth that may not be in the
 * future: the message shows while the value is past the max (an `error` passed in wins).
 */
export const DateField = makeBoundedDate<DateFieldProps>('date', 'today', 'DateField');
