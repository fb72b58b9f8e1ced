import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cx } from './cx';
import { FieldShell, useFieldIds, type FieldCommonProps } from './FieldShell';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'>, FieldCommonProps {
  options: readonly SelectOption[];
  /** A first, empty choice (value ''), e.g. 'Select a state'. */
  placeholder?: string;
  selectClassName?: string;
}

/** A labelled native <select>: keyboard, type-ahead and mobile pickers come for free. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, required, hint, error, className, selectClassName, id, options, placeholder, ...rest },
  ref,
) {
  const ids = useFieldIds(id, hint, error, rest['aria-describedby']);
  return (
    <FieldShell ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <span className="fiu-select">
        <select
          ref={ref}
          {...rest}
          id={ids.inputId}
          className={cx('fiu-input', selectClassName)}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.errorId ? true : rest['aria-invalid']}
          aria-required={required || undefined}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      </span>
    </FieldShell>
  );
});
