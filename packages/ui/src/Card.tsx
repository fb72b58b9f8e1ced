import type { HTMLAttributes, ReactElement, ReactNode } from 'react';
import { cx } from './cx';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Buttons in the header, right-aligned. */
  actions?: ReactNode;
  footer?: ReactNode;
  /** Heading level of the title. */
  headingLevel?: 2 | 3 | 4;
  /** Drop the body padding (e.g. for a table that runs edge to edge). */
  flush?: boolean;
}

/** A bordered panel with an optional header and footer. */
export function Card({
  title,
  actions,
  footer,
  headingLevel = 2,
  flush = false,
  className,
  children,
  ...rest
}: CardProps): ReactElement {
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <section className={cx('fiu-card', className)} {...rest}>
      {title || actions ? (
        <div className="fiu-card__header">
          {title ? <Heading className="fiu-card__title">{title}</Heading> : <span />}
          {actions ? <div className="fiu-card__actions">{actions}</div> : null}
        </div>
      ) : null}
      <div className={flush ? undefined : 'fiu-card__body'}>{children}</div>
      {footer ? <div className="fiu-card__footer">{footer}</div> : null}
    </section>
  );
}
