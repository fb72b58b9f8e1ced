import type { ReactElement } from 'react';
import { cx } from './cx';
import { VisuallyHidden } from './VisuallyHidden';

export interface SpinnerProps {
  /** Read by screen readers; shown next to the circle when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A loading indicator announced politely (role=status). */
export function Spinner({ label = 'Loading', showLabel = false, size = 'md', className }: SpinnerProps): ReactElement {
  return (
    <span role="status" className={cx('fiu-spinner', size !== 'md' && `fiu-spinner--${size}`, className)}>
      <span className="fiu-spinner__circle" aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </span>
  );
}
