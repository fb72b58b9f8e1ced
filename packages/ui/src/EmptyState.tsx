import type { ReactElement, ReactNode } from 'react';
import { cx } from './cx';

export interface EmptyStateProps {
  title: ReactNode;
  /** Say what to do next. */
  children?: ReactNode;
  /** A button that does it. */
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

/** What a list shows when it has no rows. */
export function EmptyState({ title, children, action, icon, className }: EmptyStateProps): ReactElement {
  return (
    <div className={cx('fiu-empty', className)}>
      {icon}
      <p className="fiu-empty__title">{title}</p>
      {children ? <div className="fiu-empty__body">{children}</div> : null}
      {action ? <div className="fiu-empty__action">{action}</div> : null}
    </div>
  );
}
