import type { CSSProperties, HTMLAttributes, ReactElement } from 'react';
import { cx } from './cx';

export interface FormGridProps extends HTMLAttributes<HTMLDivElement> {
  /** Columns on wide screens; one column under 640 px. Wrap a child in `.fiu-form-grid__full` to span all. */
  columns?: 1 | 2 | 3 | 4;
}

/** Lays fields out on the 8 px grid: 16 px between rows, 24 px between columns. */
export function FormGrid({ columns = 2, className, style, ...rest }: FormGridProps): ReactElement {
  return (
    <div
      className={cx('fiu-form-grid', className)}
      style={{ ...style, '--fiu-form-columns': String(columns) } as CSSProperties}
      {...rest}
    />
  );
}
