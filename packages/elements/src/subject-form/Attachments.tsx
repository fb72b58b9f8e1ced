/**
 * Attachments: a file read as a data URL (the server stores it under a generated name and checks its bytes,
 * SECURITY.md promise 7) with a description. A stored attachment shows its file name.
 */
import { useId, type ReactElement } from 'react';
import { FormGrid } from '@fiu/ui/FormGrid';
import { TextField } from '@fiu/ui/TextField';
import type { Binder } from '../shared/forms/bind';
import { RecordList } from '../shared/forms/RecordList';

export const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** What to show for the attachment value: a stored file's name, or the size of a new one. */
function describe(value: unknown): string {
  if (typeof value !== 'string' || value === '') return 'No file chosen';
  if (!value.startsWith('data:')) return value.split('/').pop() ?? value;
  const base64 = value.slice(value.indexOf(',') + 1);
  return `New file, ${Math.max(1, Math.round((base64.length * 3) / 4 / 1024))} KB (uploaded on Save)`;
}

function FileInput({ i }: { i: Binder }): ReactElement {
  const id = `sf-file-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const error = i.error('attachment');
  return (
    <div className={`fiu-field${error ? ' fiu-field--invalid' : ''}`}>
      <label className="fiu-field__label" htmlFor={id}>
        File<span className="fiu-field__required" aria-hidden="true">*</span>
      </label>
      <p className="sf-file" id={`${id}-current`}>{describe(i.get('attachment'))}</p>
      {i.readOnly ? null : (
        <input
          id={id}
          type="file"
          name={i.name('attachment')}
          className="sf-file__input"
          aria-describedby={`${id}-current${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void readAsDataUrl(file).then((url) => i.set('attachment', url));
          }}
        />
      )}
      {error ? (
        <p className="fiu-field__error" id={`${id}-error`}>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

export function Attachments({ b }: { b: Binder }): ReactElement {
  return (
    <RecordList b={b} name="attachments" legend="Attachments" item="Attachment" newItem={() => ({ attachment: '', description: '' })}>
      {(i) => (
        <FormGrid columns={2}>
          <FileInput i={i} />
          <TextField label="Description" {...i.text('description')} />
        </FormGrid>
      )}
    </RecordList>
  );
}
