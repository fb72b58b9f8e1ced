import { useId, useRef, useState, type ChangeEvent, type ReactElement, type ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';
import { Icon, IconPath } from './icons';
import { formatBytes, readCheckedFile, typesText, type FileType } from './readFile';

export interface ChosenFile {
  /** The file's own name (as on the user's computer). */
  name: string;
  /** Bytes; unknown for some stored files. */
  size?: number | null;
}

export interface FileFieldProps {
  label: ReactNode;
  /** The chosen or stored file, or null. */
  file: ChosenFile | null;
  /** The types accepted: checked by declared type and by the file's first bytes when it is chosen. */
  types: readonly FileType[];
  maxBytes: number;
  /** A checked file, read as a data URL labelled with its real type. */
  onChoose(dataUrl: string, file: File): void;
  /** Opens the file (the caller fetches it); shows an 'Open' link when given. */
  onOpen?(): void;
  /** `name` of the file input, for a form that knows its fields by name. */
  name?: string;
  required?: boolean;
  readOnly?: boolean;
  /** A message from the form (the server's, the schema's); a refusal at pick time shows its own. */
  error?: ReactNode;
  chooseLabel?: string;
  className?: string;
}

const FILE_ICON = 'M3 1.5h6.5L13 5v9.5H3zm1.5 1.5v10h7V6H8.5V3zm5.5.6V4.5h.9z';

/**
 * One file: what is there (its own name and size, an Open link), a 'Choose file' button that says which types
 * and sizes are accepted, and a clear message when a chosen file is refused — before anything is sent.
 */
export function FileField({
  label,
  file,
  types,
  maxBytes,
  onChoose,
  onOpen,
  name,
  required,
  readOnly = false,
  error,
  chooseLabel,
  className,
}: FileFieldProps): ReactElement {
  const base = `fiu-file-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const accepted = typesText(types);
  const message = refusal ?? error;

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    // Cleared, so choosing the same file again still fires a change.
    event.target.value = '';
    if (!picked) return;
    setReading(true);
    const result = await readCheckedFile(picked, types, maxBytes);
    setReading(false);
    if (!result.ok) {
      setRefusal(
        result.reason === 'type'
          ? `${picked.name} is not a ${accepted} file. Choose a ${accepted} file.`
          : result.reason === 'size'
            ? `${picked.name} is larger than ${formatBytes(maxBytes)}. Choose a smaller file.`
            : `${picked.name} could not be read. Choose it again.`,
      );
      return;
    }
    setRefusal(null);
    onChoose(result.dataUrl, picked);
  }

  return (
    <div className={cx('fiu-field fiu-file', message ? 'fiu-field--invalid' : undefined, className)} role="group" aria-labelledby={`${base}-label`}>
      <p className="fiu-field__label" id={`${base}-label`}>
        {label}
        {required && !readOnly ? (
          <span className="fiu-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </p>
      <div className="fiu-file__row">
        <IconPath d={FILE_ICON} className="fiu-file__icon" />
        {file ? (
          <span className="fiu-file__name" id={`${base}-current`}>
            {onOpen ? (
              <button type="button" className="fiu-file__open" onClick={onOpen} aria-label={`Open ${file.name}`}>
                {file.name}
              </button>
            ) : (
              file.name
            )}
            {typeof file.size === 'number' ? <span className="fiu-file__size"> · {formatBytes(file.size)}</span> : null}
          </span>
        ) : (
          <span className="fiu-file__none" id={`${base}-current`}>
            No file chosen
          </span>
        )}
      </div>
      {readOnly ? null : (
        <div className="fiu-file__choose">
          <input
            ref={inputRef}
            id={`${base}-input`}
            type="file"
            name={name}
            accept={types.join(',')}
            className="fiu-visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => void chosen(e)}
          />
          <Button
            size="sm"
            icon={<Icon name="upload" />}
            busy={reading}
            onClick={() => inputRef.current?.click()}
            aria-describedby={cx(`${base}-current`, `${base}-hint`, message ? `${base}-error` : undefined)}
            aria-invalid={message ? true : undefined}
          >
            {chooseLabel ?? (file ? 'Choose another file' : 'Choose file')}
          </Button>
          <span className="fiu-field__hint" id={`${base}-hint`}>
            {accepted}, up to {formatBytes(maxBytes)}
          </span>
        </div>
      )}
      {message ? (
        <p className="fiu-field__error" id={`${base}-error`} role={refusal ? 'alert' : undefined}>
          <Icon name="error" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
