import type { ReactElement } from 'react';
import { cx } from '../cx';
import { IconButton } from '../IconButton';
import { Icon } from '../icons';

export interface PaginationProps {
  /** Index of the first row shown (0-based). */
  offset: number;
  pageSize: number;
  total: number;
  /** Called with the new offset. */
  onChange(offset: number): void;
  /** Replaces the computed 'from-to of total' text. */
  rangeText?: string;
  /** Disables both buttons, e.g. while a page loads. */
  disabled?: boolean;
  'aria-label'?: string;
  className?: string;
}

/** '21-40 of 95'; '0-0 of 0' when empty. */
export function formatRange(offset: number, pageSize: number, total: number): string {
  if (total <= 0) return '0-0 of 0';
  const from = Math.min(Math.max(offset, 0) + 1, total);
  const to = Math.min(Math.max(offset, 0) + pageSize, total);
  return `${from}-${to} of ${total}`;
}

/** Previous/next paging with the 'from-to of total' text (no page buttons, per core-records §9). */
export function Pagination({
  offset,
  pageSize,
  total,
  onChange,
  rangeText,
  disabled = false,
  'aria-label': ariaLabel = 'Pagination',
  className,
}: PaginationProps): ReactElement {
  const atStart = offset <= 0;
  const atEnd = offset + pageSize >= total;
  return (
    <nav className={cx('fiu-pagination', className)} aria-label={ariaLabel}>
      <span className="fiu-pagination__range" aria-live="polite">
        {rangeText ?? formatRange(offset, pageSize, total)}
      </span>
      <IconButton
        label="Previous page"
        variant="secondary"
        disabled={disabled || atStart}
        onClick={() => onChange(Math.max(0, offset - pageSize))}
      >
        <Icon name="chevronLeft" />
      </IconButton>
      <IconButton
        label="Next page"
        variant="secondary"
        disabled={disabled || atEnd}
        onClick={() => onChange(offset + pageSize)}
      >
        <Icon name="chevronRight" />
      </IconButton>
    </nav>
  );
}
