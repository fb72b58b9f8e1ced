import type { ReactElement, ReactNode } from 'react';
import { cx } from './cx';

/** warning = pending (amber), success = approved (green), info = disseminated (blue), archived = grey. */
export type BadgeTone = 'neutral' | 'warning' | 'success' | 'info' | 'archived' | 'danger';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

/** A small status label with a coloured dot; the text carries the meaning, the colour only helps. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps): ReactElement {
  return <span className={cx('fiu-badge', tone !== 'neutral' && `fiu-badge--${tone}`, className)}>{children}</span>;
}
