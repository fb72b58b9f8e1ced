import type { ReactElement, ReactNode } from 'react';
import { cx } from './cx';
import { Icon } from './icons';

export interface PermissionDeniedProps {
  /** The line under the heading. */
  message?: ReactNode;
  /** Default 1: the screen is replaced by this. */
  headingLevel?: 1 | 2;
  /** E.g. a button back to the dashboard. */
  action?: ReactNode;
  className?: string;
}

/** Shown instead of a module the user may not open (core-records §8: heading 'Permission Denied'). */
export function PermissionDenied({
  message = 'You do not have permission to view this page. Ask your administrator if you need access.',
  headingLevel = 1,
  action,
  className,
}: PermissionDeniedProps): ReactElement {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={cx('fiu-denied', className)}>
      <Icon name="lock" className="fiu-denied__icon" />
      <Heading className="fiu-denied__title">Permission Denied</Heading>
      <p className="fiu-denied__message">{message}</p>
      {action ? <div>{action}</div> : null}
    </section>
  );
}
