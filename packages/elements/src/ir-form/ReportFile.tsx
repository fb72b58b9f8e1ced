/**
 * One attachment's file: a PDF checked when it is chosen (declared type, then its first bytes; size), kept as
 * a data URL until the report is saved (the server checks the bytes again and stores it under a generated
 * name), shown by its own name and size; a stored one opens from /media with the session's headers. A part
 * that loads on demand (IrForm), with the file field's styles.
 */
import type { ReactElement } from 'react';
import { mediaUrl, requestRaw } from '@fiu/core/api/http';
import { FILE_LIMITS } from '@fiu/core/limits';
import { FileField } from '@fiu/ui/FileField';
import { fileFieldCss } from '@fiu/ui/fileField.css';
import { useToast } from '@fiu/ui/ToastProvider';
import type { FileType } from '@fiu/ui/readFile';
import type { Binder } from '../shared/forms/bind';
import { PartStyles } from '../shared/forms/PartStyles';
import { isNewFile } from '../shared/forms/recordShape';

/** Reports accept .pdf only (dissemination-feedback §5, §9). */
export const REPORT_FILE_TYPES: readonly FileType[] = ['application/pdf'];
const OPEN_URL_MS = 60_000;

async function openStored(name: string): Promise<void> {
  const blob = (await requestRaw<Blob>(mediaUrl(name), { base: 'absolute', responseType: 'blob' })).data;
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), OPEN_URL_MS);
}

export default function ReportFile({ i }: { i: Binder }): ReactElement {
  const toast = useToast();
  const value = i.get('attachment');
  const present = typeof value === 'string' && value !== '' ? value : null;
  const filename = i.get('filename');
  const size = i.get('size');
  const stored = present && !isNewFile(present) ? present : null;
  return (
    <>
      <PartStyles css={fileFieldCss} />
      <FileField
      label="File"
      name={i.name('attachment')}
      required
      readOnly={i.readOnly}
      types={REPORT_FILE_TYPES}
      maxBytes={FILE_LIMITS.attachment}
      file={present ? { name: typeof filename === 'string' && filename ? filename : (stored ?? 'report.pdf'), size: typeof size === 'number' ? size : null } : null}
      onOpen={stored ? () => void openStored(stored).catch(() => toast.error('The file could not be opened. Check the connection and try again.')) : undefined}
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
