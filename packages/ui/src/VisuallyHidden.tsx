import type { HTMLAttributes, ReactElement } from 'react';
import { cx } from './cx';

/** Text for assistive technology only: read aloud, not shown. */
export function VisuallyHidden({ className, ...rest }: HTMLAttributes<HTMLSpanElement>): ReactElement {
  return <span className={cx('fiu-visually-hidden', className)} {...rest} />;
}
