import { forwardRef, type InputHTMLAttributes, type Ref } from 'react';
import { cx } from './cx';
import { FieldShell, useFieldIds, type FieldCommonProps } from './FieldShell';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, 'type' | 'required'>;

export interface TextFieldProps extends NativeProps, FieldCommonProps {
  type?: 'text' | 'password' | 'email' | 'date' | 'datetime-local' | 'search' | 'tel' | 'number' | 'url';
  /** Render a <textarea> instead of an <input>. */
  multiline?: boolean;
  rows?: number;
  /** Class for the control itself (className goes on the wrapper). */
  inputClassName?: string;
}

/**
 * A labelled text input. The label sits above; `hint` and `error` sit below and are linked through
 * aria-describedby. `required` sets aria-required (not the native attribute, whose browser bubbles would
 * not use the spec's words), so forms validate themselves.
 */
export const TextField = forwardRef<HTMLInputElement | HTMLTextAreaElement, TextFieldProps>(function TextField(
  { label, required, hint, error, className, inputClassName, id, type = 'text', multiline = false, rows = 3, ...rest },
  ref,
) {
  const ids = useFieldIds(id, hint, error, rest['aria-describedby']);
  const common = {
    ...rest,
    id: ids.inputId,
    className: cx('fiu-input', inputClassName),
    'aria-describedby': ids.describedBy,
    'aria-invalid': ids.errorId ? true : rest['aria-invalid'],
    'aria-required': required || undefined,
  };
  return (
    <FieldShell ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      {multiline ? (
        <textarea ref={ref as Ref<HTMLTextAreaElement>} rows={rows} {...common} />
      ) : (
        <input ref={ref as Ref<HTMLInputElement>} type={type} {...common} />
      )}
    </FieldShell>
  );
});
