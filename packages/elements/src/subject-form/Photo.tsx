/** The photo editor, a lazy part: ui's PhotoField (webcam and upload) pulls in the camera and file code. */
import type { ReactElement } from 'react';
import { FILE_LIMITS } from '@fiu/core/limits';
import { PhotoField } from '@fiu/ui/PhotoField';
import { photoEditorCss } from '@fiu/ui/photoEditor.css';
import { PartStyles } from '../shared/forms/PartStyles';

export interface PhotoProps {
  value: string | null;
  onChange(dataUrl: string | null): void;
  error?: string;
}

/** Webcam capture (getUserMedia) and image upload beside the current photo: ui's PhotoField, with its styles. */
export default function PhotoEditor({ value, onChange, error }: PhotoProps): ReactElement {
  return (
    <>
      <PartStyles css={photoEditorCss} />
      <PhotoField value={value} onChange={onChange} alt="Subject's photograph" error={error} maxBytes={FILE_LIMITS.photo} />
    </>
  );
}
