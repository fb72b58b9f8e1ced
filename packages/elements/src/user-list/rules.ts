/** The user's live check, from core's schema: loaded beside the record, so the schema is not in the first chunk. */
import { userSchema } from '@fiu/core/schemas/user';
import { validate, type Validation } from '@fiu/core/schemas/validate';
import { toSend, type UserRecord } from './model';

export const checkUser = (record: UserRecord): Validation<UserRecord> => {
  const result = validate(userSchema, toSend(record));
  return result.ok ? { ok: true, data: record } : result;
};
