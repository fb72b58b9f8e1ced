import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** Sending: shows a small spinner and disables the button so a form is not sent twice. */
  busy?: boolean;
  /** Stretch to the container's width. */
  block?: boolean;
  /** An icon before the label. */
  icon?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', busy = false, block = false, icon, type = 'button', disabled, className, children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      // A bare <button> inside a form submits it; ours only submit when asked to.
      type={type}
      className={cx(
        'fiu-btn',
        `fiu-btn--${variant}`,
        size === 'sm' && 'fiu-btn--sm',
        block && 'fiu-btn--block',
        busy && 'fiu-btn--busy',
        className,
      )}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <span className="fiu-btn__spinner" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
});
