import type { CSSProperties, HTMLAttributes, ReactElement } from 'react';
import { cx } from './cx';

export interface FormGridProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Columns on wide screens; three or four become two under 900 px, and every grid one column under 640 px
   * (of the form's width where it is a size container). `.fiu-form-grid__full` spans all, `__span2` two.
   */
  columns?: 1 | 2 | 3 | 4;
}

/** Lays fields out on the 8 px grid: 16 px between rows, 24 px between columns. */
export function FormGrid({ columns = 2, className, style, ...rest }: FormGridProps): ReactElement {
  return (
    <div
      className={cx('fiu-form-grid', className)}
      data-columns={columns}
      style={{ ...style, '--fiu-form-columns': String(columns) } as CSSProperties}
      {...rest}
    />
  );
}
