import { useId, useRef, useState, type ChangeEvent, type DragEvent, type ReactElement, type ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';
import { Icon } from './icons';
import { detectFileType, formatBytes, readCheckedFile, type ReadFileResult } from './readFile';

export { formatBytes };

export type ImageType = 'image/png' | 'image/jpeg';
const IMAGE_TYPES: readonly ImageType[] = ['image/png', 'image/jpeg'];

/** The image type a file's first bytes say it is (PNG signature, JPEG SOI marker), or null. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const type = detectFileType(bytes);
  return type === 'image/png' || type === 'image/jpeg' ? type : null;
}

export type ReadImageResult = ReadFileResult<ImageType>;

/**
 * Checks a chosen file the way the server will (its declared type, then its first bytes, then its size)
 * and reads it as a data URL whose type is the one its bytes prove.
 */
export const readImageFile = (file: Blob, maxBytes: number): Promise<ReadImageResult> => readCheckedFile(file, IMAGE_TYPES, maxBytes);

export interface ImagePickerProps {
  /** The current image (data URL or URL) shown as the preview. */
  value?: string | null;
  /** A checked PNG or JPEG as a data URL, with its file. */
  onChange(dataUrl: string, file: File): void;
  /** The button's text. */
  label?: ReactNode;
  /** Largest file accepted (default 5 MB). */
  maxBytes?: number;
  /** Show the chosen image (default true); PhotoField shows it itself. */
  showPreview?: boolean;
  previewAlt?: string;
  /** Under the button; default 'PNG or JPEG, up to 5 MB'. */
  hint?: ReactNode;
  typeMessage?: string;
  sizeMessage?(maxBytes: number): string;
  readMessage?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * Choose a PNG or JPEG (button or drop), checked by declared type, by its first bytes and by size; a clear
 * message says why a file was refused. Returns the image as a data URL.
 */
export function ImagePicker({
  value,
  onChange,
  label = 'Upload image',
  maxBytes = 5 * 1024 * 1024,
  showPreview = true,
  previewAlt = 'Chosen image',
  hint,
  typeMessage = 'Choose a PNG or JPEG image.',
  sizeMessage = (max) => `The image is larger than ${formatBytes(max)}. Choose a smaller one.`,
  readMessage = 'The image could not be read. Choose it again.',
  disabled = false,
  className,
}: ImagePickerProps): ReactElement {
  const base = `fiu-image-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [dragging, setDragging] = useState(false);

  async function take(file: File | undefined) {
    if (!file || disabled) return;
    setReading(true);
    setError(null);
    const result = await readImageFile(file, maxBytes);
    setReading(false);
    if (result.ok) onChange(result.dataUrl, file);
    else setError(result.reason === 'type' ? typeMessage : result.reason === 'size' ? sizeMessage(maxBytes) : readMessage);
  }

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Clear, so choosing the same file again still fires a change.
    event.target.value = '';
    void take(file);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer?.files?.[0]);
  }

  const hintText = hint ?? `PNG or JPEG, up to ${formatBytes(maxBytes)}`;

  return (
    <div
      className={cx('fiu-image-picker', dragging && 'fiu-image-picker--drag', className)}
      onDragOver={(e) => {
        if (disabled) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      {showPreview ? (
        <div className="fiu-image-picker__preview">
          {value ? <img src={value} alt={previewAlt} /> : <Icon name="person" className="fiu-image-picker__placeholder" />}
        </div>
      ) : null}
      <div className="fiu-image-picker__controls">
        <input
          ref={inputRef}
          id={`${base}-input`}
          type="file"
          accept="image/png,image/jpeg"
          className="fiu-visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          disabled={disabled}
          onChange={chosen}
        />
        <Button
          icon={<Icon name="upload" />}
          onClick={() => inputRef.current?.click()}
          disabled={disabled}
          busy={reading}
          aria-describedby={cx(`${base}-hint`, error ? `${base}-error` : undefined)}
        >
          {label}
        </Button>
        <p className="fiu-field__hint" id={`${base}-hint`}>
          {hintText}
        </p>
        {error ? (
          <p className="fiu-field__error" id={`${base}-error`} role="alert">
            <Icon name="error" />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
