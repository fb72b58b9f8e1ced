/** The records lists' cells: dates, clipped and wrapping text, yes/no. Light on purpose: the reports list uses them. */
import type { ReactElement, ReactNode } from 'react';
import { formatLongDate, formatLongDateTime } from '@fiu/core/format/date';

/** A date cell: the long date, with date and time in the tooltip. */
export function DateCell({ value }: { value: unknown }): ReactElement {
  const v = typeof value === 'string' || typeof value === 'number' ? value : '';
  const text = formatLongDate(v);
  if (!text) return <span className="fiu-records__none">—</span>;
  return (
    <time dateTime={String(v)} title={formatLongDateTime(v)}>
      {text}
    </time>
  );
}

/**
 * Text, or a dash for nothing. With `max` (px), a long value is cut with an ellipsis and shown whole in its
 * tooltip, so one long name or reference (up to 256 characters) cannot stretch every row of the table.
 */
export function text(value: unknown, max?: number): ReactNode {
  if (value === null || value === undefined || value === '') return <span className="fiu-records__none">—</span>;
  const s = String(value);
  if (!max) return s;
  return (
    <span className="fiu-records__clip" style={{ maxWidth: max }} title={s}>
      {s}
    </span>
  );
}

/**
 * Text that may wrap onto a second line (a column with `wrap`), cut after two lines and shown whole in its
 * tooltip: the table narrows such a column to fit the width instead of scrolling sideways.
 */
export function wrapText(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return <span className="fiu-records__none">—</span>;
  const s = String(value);
  // A reference such as 'MISSION/2025/1186' may break after its slashes.
  const parts = s.split('/');
  return (
    <span className="fiu-records__wrap" title={s}>
      {parts.map((part, i) => (i < parts.length - 1 ? [part, '/', <wbr key={i} />] : part))}
    </span>
  );
}

/** 'Yes' / 'No'. */
export const yesNo = (value: unknown): ReactNode =>
  value === true || value === 'true' || value === 1 ? 'Yes' : <span className="fiu-records__none">No</span>;
