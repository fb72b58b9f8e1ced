/** The picture section of an import form (KYC image, BVN photo): its title, the picker and the field's error. */
import type { ReactElement } from 'react';
import { ImagePicker } from '@fiu/ui/ImagePicker';
import type { ImportForm } from './useImportForm';

export function ImageSection({
  form,
  title,
  field,
  preview,
  disabled,
}: {
  form: ImportForm;
  title: string;
  /** The form value the file is sent as ('image', 'BVN_Photo'). */
  field: string;
  /** The draft value keeping the picture's data URL for the preview ('$image', '$photo'). */
  preview: string;
  disabled?: boolean;
}): ReactElement {
  const url = form.values[preview];
  const error = form.errors[field]?.[0];
  return (
    <section className="fiu-rf__section">
      <h2 className="fiu-rf__section-title">{title}</h2>
      <ImagePicker
        label="Choose image"
        previewAlt={title}
        disabled={disabled}
        value={typeof url === 'string' ? url : null}
        onChange={(dataUrl, file) => form.patch({ [field]: file, [preview]: dataUrl })}
      />
      {error ? <p className="fiu-field__error">{error}</p> : null}
    </section>
  );
}
