/**
 * Attachments (core-records §3.1): the list, with each item's file field (AttachmentFile.tsx) loading on demand
 * (preloaded once the form is shown) and a description.
 */
import type { ReactElement } from 'react';
import { FormGrid } from '@fiu/ui/FormGrid';
import { Spinner } from '@fiu/ui/Spinner';
import { TextField } from '@fiu/ui/TextField';
import type { Binder } from '../shared/forms/bind';
import { lazyPart } from '../shared/forms/lazyPart';
import { RecordList } from '../shared/forms/RecordList';

/** The file field, its checks and the opening of a stored file: their own chunk. */
export const AttachmentFile = lazyPart<{ i: Binder }>(() => import('./AttachmentFile'));

export function Attachments({ b }: { b: Binder }): ReactElement {
  return (
    <RecordList b={b} name="attachments" legend="Attachments" item="Attachment" newItem={() => ({ attachment: '', description: '' })}>
      {(i) => (
        <FormGrid columns={2}>
          <AttachmentFile i={i} fallback={<Spinner label="Loading…" />} />
          <TextField label="Description" {...i.text('description')} />
        </FormGrid>
      )}
    </RecordList>
  );
}
