/** The user as the user form holds it: core's PublicUser with `id` (the form lifecycle's key) beside `_id`. */
import type { PublicUser } from '@fiu/core/schemas/auth';
import { USER_FORM_FIELDS } from '@fiu/core/schemas/user';
import type { FieldLabels } from '../shared/forms/errorText';
import type { Rec } from '../shared/forms/paths';

export type UserRecord = Rec & Partial<PublicUser> & { id?: string };

export const fromServer = (u: PublicUser): UserRecord => ({ ...u, id: u._id });

/** What a save sends: the form's fields only (core USER_FORM_FIELDS); the rest has its own call or is the server's. */
export function toSend(record: UserRecord): Rec {
  const out: Rec = {};
  for (const key of USER_FORM_FIELDS) {
    const value = record[key];
    if (value !== undefined && value !== null) out[key] = key === 'phones' ? (value as string[]).filter((p) => p !== '') : value;
  }
  return out;
}

/** Field labels, for the Errors panel ('phones.1' reads 'Phone 2'). */
export const USER_LABELS: FieldLabels = {
  items: { phones: 'Phone' },
  fields: {
  username: 'Username',
  name: 'Name',
  email: 'Email',
  phones: 'Phones',
  role: 'Role',
  domain: 'Organisation',
  groups: 'Groups',
  permissions: 'Permissions',
  active: 'Active',
  },
};
