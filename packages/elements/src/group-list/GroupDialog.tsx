/**
 * The group form (core-records §2.10: a name only) in a dialog, checked live with core's groupSchema; a refused
 * save shows the server's error text (§8). Loaded on demand by the list (its lazy part).
 */
import { useState, type FormEvent, type ReactElement } from 'react';
import * as groupsApi from '@fiu/core/api/groups';
import { groupSchema, type Group } from '@fiu/core/schemas/user';
import { validate } from '@fiu/core/schemas/validate';
import { Banner } from '@fiu/ui/Banner';
import { Button } from '@fiu/ui/Button';
import { Dialog } from '@fiu/ui/Dialog';
import { TextField } from '@fiu/ui/TextField';
import { fieldErrorsOf, serverText } from '../shared/errors';

export const GROUP_FORM_TEXT = { newGroup: 'New group', editGroup: 'Edit group', notSaved: 'Not saved' } as const;

export interface GroupDialogProps {
  /** The group to rename; null for a new one. */
  group: Group | null;
  onClose(): void;
  onSaved(group: Group): void;
}

export default function GroupDialog({ group, onClose, onSaved }: GroupDialogProps): ReactElement {
  const [name, setName] = useState(group?.name ?? '');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; name?: string } | null>(null);
  const check = validate(groupSchema, { name });
  const nameError = (touched && !check.ok ? check.errors.name?.[0] : undefined) ?? failure?.name;
  const title = group?._id ? GROUP_FORM_TEXT.editGroup : GROUP_FORM_TEXT.newGroup;

  async function save(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (sending) return;
    setTouched(true);
    if (!check.ok) return;
    setSending(true);
    setFailure(null);
    try {
      const value = name.trim();
      onSaved(group?._id ? await groupsApi.update(group._id, { name: value }) : await groupsApi.create({ name: value }));
    } catch (error) {
      setFailure({ message: serverText(error), name: fieldErrorsOf(error).name?.[0] });
      setSending(false);
    }
  }

  return (
    <Dialog open onClose={() => !sending && onClose()} title={title} size="sm">
      <form className="fiu-groups__form" noValidate onSubmit={(e) => void save(e)} aria-label={title}>
        {failure ? (
          <Banner variant="error" role="alert" title={GROUP_FORM_TEXT.notSaved}>
            {failure.message}
          </Banner>
        ) : null}
        <TextField
          label="Name"
          name="name"
          required
          autoComplete="off"
          value={name}
          error={nameError}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setTouched(true);
            setFailure(null);
          }}
        />
        <div className="fiu-groups__actions">
          <Button type="submit" variant="primary" busy={sending} disabled={sending}>
            Save
          </Button>
          <Button onClick={onClose} disabled={sending}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
