import { useId, type ReactElement, type ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';
import { Icon } from './icons';
import { ImagePicker } from './ImagePicker';
import { WebcamCapture, type WebcamMessages } from './WebcamCapture';

export interface PhotoFieldProps {
  /** The photo: a data URL just taken or chosen, or the URL of the saved one. */
  value?: string | null;
  /** A new photo (JPEG from the camera, PNG or JPEG from a file) as a data URL, or null when removed. */
  onChange(dataUrl: string | null): void;
  label?: ReactNode;
  /** Text of the photo's alt attribute. */
  alt?: string;
  /** Only show the photo. */
  readOnly?: boolean;
  /** Offer the camera (default true). */
  webcam?: boolean;
  /** Largest uploaded file (default 5 MB). */
  maxBytes?: number;
  removeLabel?: string;
  uploadLabel?: string;
  /** Shown under the field, e.g. the server's message. */
  error?: ReactNode;
  webcamMessages?: Partial<WebcamMessages>;
  className?: string;
}

/** A subject's photo with webcam capture and image upload beside it. */
export function PhotoField({
  value,
  onChange,
  label = 'Photograph',
  alt = 'Photograph',
  readOnly = false,
  webcam = true,
  maxBytes,
  removeLabel = 'Remove photo',
  uploadLabel = 'Upload image',
  error,
  webcamMessages,
  className,
}: PhotoFieldProps): ReactElement {
  const base = `fiu-photo-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <fieldset className={cx('fiu-photo', className)} aria-describedby={error ? `${base}-error` : undefined}>
      <legend className="fiu-field__label fiu-photo__legend">{label}</legend>
      <div className="fiu-photo__layout">
        <figure className="fiu-photo__current">
          {readOnly ? null : <figcaption className="fiu-photo__source-title">Current photo</figcaption>}
          {value ? (
            <img className="fiu-photo__img" src={value} alt={alt} />
          ) : (
            <div className="fiu-photo__none">
              <Icon name="person" className="fiu-photo__none-icon" />
              <span>No photo</span>
            </div>
          )}
          {value && !readOnly ? (
            <Button size="sm" variant="ghost" icon={<Icon name="trash" />} onClick={() => onChange(null)}>
              {removeLabel}
            </Button>
          ) : null}
        </figure>
        {readOnly ? null : (
          <>
            {webcam ? (
              <div className="fiu-photo__source">
                <p className="fiu-photo__source-title">Take with the camera</p>
                <WebcamCapture afterCapture="idle" onCapture={(url) => onChange(url)} messages={webcamMessages} />
              </div>
            ) : null}
            <div className="fiu-photo__source">
              <p className="fiu-photo__source-title">Or upload a file</p>
              <ImagePicker showPreview={false} label={uploadLabel} maxBytes={maxBytes} onChange={(url) => onChange(url)} />
            </div>
          </>
        )}
      </div>
      {error ? (
        <p className="fiu-field__error" id={`${base}-error`}>
          <Icon name="error" />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
