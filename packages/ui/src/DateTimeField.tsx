import { makeBoundedDate, type BoundedDateProps } from './boundedDate';

export { localDateTimeString } from './boundedDate';

export interface DateTimeFieldProps extends BoundedDateProps {
  /** 'YYYY-MM-DDTHH:mm'. Controlled with onChange, or uncontrolled from defaultValue. */
  value?: string;
  defaultValue?: string;
  /** Latest moment allowed: 'YYYY-MM-DDTHH:mm' or 'now' (the user's local time, to the minute). */
  max?: string;
  /** Earliest moment allowed: 'YYYY-MM-DDTHH:mm' or 'now'. */
  min?: string;
}

/**
 * A labelled datetime-local input with an optional range, e.g. `max="now"` with `maxMessage` for 'created
 * to' filters or report times that cannot be in the future (an `error` passed in wins).
 */
export const DateTimeField = makeBoundedDate<DateTimeFieldProps>('datetime-local', 'now', 'DateTimeField');
