import type { ReactElement } from 'react';
import { cx } from './cx';
import { Icon } from './icons';

export type FieldErrors = Record<string, readonly string[] | string | undefined>;

export interface ErrorsPanelProps {
  /** The server's error text. */
  error?: string | null;
  /** Field errors from the server, formatted one per line as 'field: message'. */
  fieldErrors?: FieldErrors | null;
  /** Display names for field keys, e.g. { first_name: 'First name' }; the key itself otherwise. */
  fieldLabels?: Record<string, string>;
  /** Default 'Errors'. */
  title?: string;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** Lines of 'field: message' for a field-errors map; '' and non_field_errors keys give the message alone. */
export function formatFieldErrors(fieldErrors: FieldErrors | null | undefined, fieldLabels: Record<string, string> = {}): string[] {
  if (!fieldErrors) return [];
  const lines: string[] = [];
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (messages === undefined) continue;
    const list = typeof messages === 'string' ? [messages] : messages;
    const name = fieldLabels[field] ?? field;
    for (const message of list) {
      if (!message) continue;
      lines.push(field === '' || field === 'non_field_errors' ? message : `${name}: ${message}`);
    }
  }
  return lines;
}

/**
 * The red 'Errors' panel for a failed save: the server's text and its field errors. role=alert, so it is
 * announced when it appears. Renders nothing when there is nothing to show.
 */
export function ErrorsPanel({
  error,
  fieldErrors,
  fieldLabels,
  title = 'Errors',
  headingLevel = 2,
  className,
}: ErrorsPanelProps): ReactElement | null {
  const lines = formatFieldErrors(fieldErrors, fieldLabels);
  const text = error?.trim();
  if (!text && lines.length === 0) return null;
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <div className={cx('fiu-errors', className)} role="alert">
      <Heading className="fiu-errors__title">
        <Icon name="error" />
        {title}
      </Heading>
      {text ? <p className="fiu-errors__message">{text}</p> : null}
      {lines.length > 0 ? (
        <ul className="fiu-errors__list">
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
