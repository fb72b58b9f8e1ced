import { forwardRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from './Button';
import { cx } from './cx';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'icon' | 'block'> {
  /** Accessible name, also shown as a tooltip. */
  label: string;
  children: ReactNode;
}

/** A square button holding only an icon; `label` names it for assistive tech. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, variant = 'ghost', className, children, title, ...rest },
  ref,
) {
  return (
    <Button
      ref={ref}
      variant={variant}
      className={cx('fiu-btn--icon', className)}
      aria-label={label}
      title={title ?? label}
      {...rest}
    >
      {children}
    </Button>
  );
});
