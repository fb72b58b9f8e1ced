// Internal: the label / hint / error frame shared by TextField and Select.
import { useId, type ReactElement, type ReactNode } from 'react';
import { cx } from './cx';
import { Icon } from './icons';

export interface FieldCommonProps {
  label: ReactNode;
  /** Shows a required mark after the label and sets aria-required. */
  required?: boolean;
  /** Help text under the label's field. */
  hint?: ReactNode;
  /** The message under the field, in the spec's words; marks the control invalid. */
  error?: ReactNode;
  /** Class for the outer wrapper. */
  className?: string;
}

export interface FieldIds {
  inputId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  describedBy: string | undefined;
}

export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode, extraDescribedBy?: string): FieldIds {
  const auto = useId();
  const inputId = id ?? `fiu-field-${auto.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hintId = hasContent(hint) ? `${inputId}-hint` : undefined;
  const errorId = hasContent(error) ? `${inputId}-error` : undefined;
  const describedBy = [extraDescribedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

export function FieldShell({
  ids,
  label,
  required,
  hint,
  error,
  className,
  children,
}: FieldCommonProps & { ids: FieldIds; children: ReactNode }): ReactElement {
  return (
    <div className={cx('fiu-field', hasContent(error) && 'fiu-field--invalid', className)}>
      <label className="fiu-field__label" htmlFor={ids.inputId}>
        {label}
        {required ? (
          <span className="fiu-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {ids.hintId ? (
        <p className="fiu-field__hint" id={ids.hintId}>
          {hint}
        </p>
      ) : null}
      {ids.errorId ? (
        <p className="fiu-field__error" id={ids.errorId}>
          <Icon name="error" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
