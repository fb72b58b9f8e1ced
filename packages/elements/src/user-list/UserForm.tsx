/**
 * The user form of core-records §2.9, §3.9, §6.4 on the shared record form (shared/forms): username, name,
 * email, phones (digits only), role (the choices of §6.4 for the editor's organisation), organisation (a new
 * user: the central unit picks it), groups (from the server; the central unit assigns them) and permissions
 * (the central unit with can.change.users sets them). A refused save shows the server's error text.
 * Loaded on demand (the list's lazy part) with its styles.
 */
import type { ReactElement } from 'react';
import { getConfig } from '@fiu/core/config';
import { canAssignGroups } from '@fiu/core/permissions/actions';
import { ALL_PERMISSIONS, roleLabel } from '@fiu/core/permissions/roles';
import { canSetUserPermissions, userRoleChoices } from '@fiu/core/permissions/users';
import type { Group } from '@fiu/core/schemas/user';
import type { Organisation } from '@fiu/core/schemas/auth';
import { Checkbox } from '@fiu/ui/Checkbox';
import { RepeatableList } from '@fiu/ui/RepeatableList';
import { Select } from '@fiu/ui/Select';
import { TextField } from '@fiu/ui/TextField';
import { repeatableListCss } from '@fiu/ui/recordFields.css';
import type { Emit } from '../define/types';
import { useSession } from '../define/useSession';
import { FormSection } from '../shared/forms/FormSection';
import { PartStyles } from '../shared/forms/PartStyles';
import { recordFormCss } from '../shared/forms/recordForm.css';
import { RecordFormFrame } from '../shared/forms/RecordFormFrame';
import { useRecordForm } from '../shared/forms/useRecordForm';
import { userKind } from './kind';
import { USER_LABELS, type UserRecord } from './model';

export interface UserFormProps {
  emit: Emit;
  /** The user to edit; '' for a new one. */
  id: string;
  /** The list's row of that user (shown without asking the server again), with its organisation's name. */
  given?: UserRecord | null;
  /** Every organisation (the central unit's choice for a new user); null while loading. */
  organisations: readonly Organisation[] | null;
  /** The groups of the server; null while loading or when the editor may not assign groups. */
  groups: readonly Group[] | null;
}

const toggle = (list: unknown, value: string, on: boolean): string[] => {
  const items = Array.isArray(list) ? (list as string[]) : [];
  return on ? [...items.filter((v) => v !== value), value] : items.filter((v) => v !== value);
};

/** The form's styles (the frame's and the repeatable list's) come with it, not with the list's first load. */
const FORM_CSS = repeatableListCss + recordFormCss;

export default function UserForm(props: UserFormProps): ReactElement {
  return (
    <>
      <PartStyles css={FORM_CSS} />
      <UserFormFields {...props} />
    </>
  );
}

function UserFormFields({ emit, id, given, organisations, groups }: UserFormProps): ReactElement {
  const user = useSession((s) => s.user);
  const form = useRecordForm(userKind, { emit, id, given });
  const { b, base, record, readOnly } = form;
  const unitCode = getConfig().unitCode;
  const unit = { unitCode };
  const roles = userRoleChoices(user, base, unit);
  const mayGroup = canAssignGroups(user, unit);
  const mayPermit = canSetUserPermissions(user, unit);
  const phones = Array.isArray(record.phones) ? (record.phones as string[]) : [];
  const chosenGroups = Array.isArray(record.groups) ? (record.groups as string[]) : [];
  const chosenPermissions = Array.isArray(record.permissions) ? (record.permissions as string[]) : [];

  return (
    <RecordFormFrame form={form} title={typeof base?.name === 'string' ? base.name : ''} code={{ label: 'Username', value: base?.username }} labels={USER_LABELS}>
      <FormSection title="Account" columns={2}>
          <TextField label="Username" required autoComplete="off" {...b.text('username')} />
          <TextField label="Name" required autoComplete="off" {...b.text('name')} />
          <TextField label="Email" type="email" required autoComplete="off" {...b.text('email')} />
          <Select
            label="Role"
            required
            placeholder="Select a role"
            {...b.select(
              'role',
              roles.map((r) => ({ value: r, label: roleLabel(r, unitCode) })),
            )}
          />
          {form.isNew ? (
            <Select
              label="Organisation"
              required
              placeholder={organisations ? 'Select an organisation' : 'Loading organisations…'}
              {...b.select(
                'domain',
                (organisations ?? []).map((o) => ({ value: o.domain, label: o.name })),
              )}
            />
          ) : null}
      </FormSection>

      <RepeatableList<string>
        items={phones}
        onChange={(next) => form.set('phones', next)}
        newItem={() => ''}
        legend="Phones"
        name="phones"
        description="Digits only."
        itemLabel={(i) => `Phone ${i + 1}`}
        addLabel="Add phone"
        readOnly={readOnly}
        emptyText={readOnly ? 'None recorded.' : 'None added yet.'}
        renderItem={(_phone, i) => <TextField label={`Phone ${i + 1}`} inputMode="numeric" autoComplete="off" {...b.text(`phones.${i}`)} />}
      />

      {mayGroup ? (
        <FormSection title="Groups">
          {groups === null ? (
            <p className="fiu-users__note">Loading groups…</p>
          ) : groups.length === 0 ? (
            <p className="fiu-users__note">No groups yet: the Groups screen adds them.</p>
          ) : (
            groups.map((g) => (
                <Checkbox
                  key={g._id}
                  label={g.name}
                  checked={chosenGroups.includes(g._id ?? '')}
                  disabled={readOnly}
                  onChange={(e) => form.set('groups', toggle(record.groups, g._id ?? '', e.currentTarget.checked))}
                />
            ))
          )}
          {b.error('groups') ? <p className="fiu-users__error">{b.error('groups')}</p> : null}
        </FormSection>
      ) : null}

      {mayPermit ? (
        <FormSection title="Permissions">
          {ALL_PERMISSIONS.map((p) => (
              <Checkbox
                key={p}
                label={p}
                checked={chosenPermissions.includes(p)}
                disabled={readOnly}
                onChange={(e) => form.set('permissions', toggle(record.permissions, p, e.currentTarget.checked))}
              />
          ))}
          {b.error('permissions') ? <p className="fiu-users__error">{b.error('permissions')}</p> : null}
        </FormSection>
      ) : null}
    </RecordFormFrame>
  );
}
