/**
 * One attachment's file (core-records §3.1), a part that loads on demand (Attachments.tsx): a PDF, PNG or JPEG
 * checked when it is chosen (type by its bytes, size), kept as a data URL until the subject is saved (the server
 * checks the bytes again and stores it under a generated name), shown by its own name and size with a link that
 * opens it. The file field's styles come with it.
 */
import type { ReactElement } from 'react';
import { fileFieldCss } from '@fiu/ui/fileField.css';
import { useToast } from '@fiu/ui/ToastProvider';
import { mediaUrl, requestRaw } from '@fiu/core/api/http';
import { FILE_LIMITS } from '@fiu/core/limits';
import { FileField } from '@fiu/ui/FileField';
import type { FileType } from '@fiu/ui/readFile';
import type { Binder } from '../shared/forms/bind';
import { PartStyles } from '../shared/forms/PartStyles';
import { isNewFile } from '../shared/forms/recordShape';

const TYPES: readonly FileType[] = ['application/pdf', 'image/png', 'image/jpeg'];
/** How long an opened file's object URL lives: long enough for the new tab to read it. */
const OPEN_URL_MS = 60_000;

/** A data URL's bytes (decoded here: a page's CSP need not allow fetching data: URLs). */
function dataUrlBlob(value: string): Blob {
  const comma = value.indexOf(',');
  const binary = atob(value.slice(comma + 1));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: /^data:([^;,]+)/.exec(value)?.[1] ?? '' });
}

/**
 * Opens an attachment in a new tab. A stored file is read with the session headers as a Blob (never a token in
 * a URL); only the three accepted types are shown as themselves, anything else would download.
 */
export async function openAttachment(value: string): Promise<void> {
  const blob = isNewFile(value) ? dataUrlBlob(value) : (await requestRaw<Blob>(mediaUrl(value), { base: 'absolute', responseType: 'blob' })).data;
  const type = (TYPES as readonly string[]).includes(blob.type) ? blob.type : 'application/octet-stream';
  const url = URL.createObjectURL(new Blob([blob], { type }));
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), OPEN_URL_MS);
}

export default function AttachmentFile({ i }: { i: Binder }): ReactElement {
  const value = i.get('attachment');
  const stored = typeof value === 'string' && value !== '' ? value : null;
  const filename = i.get('filename');
  const size = i.get('size');
  const toast = useToast();
  return (
    <>
      <PartStyles css={fileFieldCss} />
      <FileField
        label="File"
        name={i.name('attachment')}
        required
        readOnly={i.readOnly}
        types={TYPES}
        maxBytes={FILE_LIMITS.attachment}
        file={stored ? { name: typeof filename === 'string' && filename ? filename : (stored.split('/').pop() ?? stored), size: typeof size === 'number' ? size : null } : null}
        onOpen={stored ? () => void openAttachment(stored).catch(() => toast.error('The file could not be opened. Check the connection and try again.')) : undefined}
        onChoose={(dataUrl, file) => {
          i.set('attachment', dataUrl);
          i.set('filename', file.name);
          i.set('size', file.size);
        }}
        error={i.error('attachment')}
      />
    </>
  );
}

