import type { ReactElement, ReactNode } from 'react';
import { cx } from './cx';
import { IconButton } from './IconButton';
import { Icon } from './icons';

export type BannerVariant = 'info' | 'warning' | 'success' | 'error';

export interface BannerProps {
  variant?: BannerVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons on the right. */
  actions?: ReactNode;
  /** Shows a dismiss button. */
  onDismiss?(): void;
  dismissLabel?: string;
  /** 'alert' or 'status' when the banner appears in response to something; none for static notices. */
  role?: 'alert' | 'status';
  className?: string;
}

/** An inline notice across the top of a screen or section. */
export function Banner({
  variant = 'info',
  title,
  children,
  actions,
  onDismiss,
  dismissLabel = 'Dismiss',
  role,
  className,
}: BannerProps): ReactElement {
  return (
    <div className={cx('fiu-banner', `fiu-banner--${variant}`, className)} role={role}>
      <Icon name={variant} className="fiu-banner__icon" />
      <div className="fiu-banner__content">
        {title ? <p className="fiu-banner__title">{title}</p> : null}
        {children ? <div className="fiu-banner__body">{children}</div> : null}
      </div>
      {actions || onDismiss ? (
        <div className="fiu-banner__actions">
          {actions}
          {onDismiss ? (
            <IconButton label={dismissLabel} size="sm" onClick={onDismiss}>
              <Icon name="close" />
            </IconButton>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
