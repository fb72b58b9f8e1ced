/** The user as a record kind of the shared form lifecycle (shared/forms/useRecordForm). */
import { create, get, update } from '@fiu/core/api/users';
import { getConfig } from '@fiu/core/config';
import { canAddUsers, canEditUsers } from '@fiu/core/permissions/actions';
import { canEditUser } from '@fiu/core/permissions/users';
import type { PublicUser } from '@fiu/core/schemas/auth';
import type { RecordKind } from '../shared/forms/useRecordForm';
import { fromServer, toSend, type UserRecord } from './model';

const unit = () => ({ unitCode: getConfig().unitCode });

export const userKind: RecordKind<UserRecord> = {
  kind: 'user',
  noun: 'user',
  nouns: 'users',
  listPath: '/users',
  load: (id) => get(id).then(fromServer),
  // A partner editor never adds (central unit only); a central one picks the organisation in the form.
  blank: () => ({ username: '', name: '', email: '', phones: [], role: '', domain: '', groups: [], permissions: [] }),
  rules: () => import('./rules').then((m) => m.checkUser),
  isReadOnly: (user, record) => (record?.id ? !canEditUser(user, record, unit()) : !canAddUsers(user, unit())),
  mayChange: (user, mode) => mode !== 'investigate' && (canAddUsers(user, unit()) || canEditUsers(user, unit())),
  create: (record) => create(toSend(record) as Partial<PublicUser>).then(fromServer),
  update: (id, record) => update(id, toSend(record)).then(fromServer),
};
