import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A native checkbox with its label beside it. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, className, disabled, ...rest },
  ref,
) {
  return (
    <label className={cx('fiu-checkbox', disabled && 'fiu-checkbox--disabled', className)}>
      <input ref={ref} type="checkbox" className="fiu-checkbox__input" disabled={disabled} {...rest} />
      <span>{label}</span>
    </label>
  );
});
