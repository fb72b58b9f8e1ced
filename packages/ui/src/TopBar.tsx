import type { ReactElement, ReactNode } from 'react';
import { cx } from './cx';

export interface TopBarProps {
  /** Product or organisation name, on the left. */
  title: ReactNode;
  /** A secondary name after a divider (e.g. the organisation when the title is the product). */
  subtitle?: ReactNode;
  /** Before the title: a logo or a menu button. */
  start?: ReactNode;
  /** Right-aligned: user menu, sign-out... */
  actions?: ReactNode;
  className?: string;
}

export function TopBar({ title, subtitle, start, actions, className }: TopBarProps): ReactElement {
  return (
    <header className={cx('fiu-topbar', className)}>
      <div className="fiu-topbar__start">
        {start}
        <span className="fiu-topbar__title">{title}</span>
        {subtitle ? (
          <>
            <span className="fiu-topbar__divider" aria-hidden="true" />
            <span className="fiu-topbar__subtitle">{subtitle}</span>
          </>
        ) : null}
      </div>
      {actions ? <div className="fiu-topbar__actions">{actions}</div> : null}
    </header>
  );
}
