import type { HTMLAttributes, ReactElement } from 'react';
import { cx } from './cx';

export interface FormActionsProps extends HTMLAttributes<HTMLDivElement> {
  align?: 'start' | 'end' | 'between';
}

/** The row of buttons under a form. */
export function FormActions({ align = 'start', className, ...rest }: FormActionsProps): ReactElement {
  return <div className={cx('fiu-form-actions', align !== 'start' && `fiu-form-actions--${align}`, className)} {...rest} />;
}
