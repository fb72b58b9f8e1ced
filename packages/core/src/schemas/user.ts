/**
 * User, group and message (core-records §3.9, §3.10). userSchema is what a client sends to create or edit a
 * user: it has no token (§3.9 lists one; a token is never sent in a user record, SECURITY.md promise 2)
 * and no password (users set theirs through the reset flow).
 */
import './zodConfig.js';
import * as z from 'zod/mini';
import { digits, optBool, optId, optList, optText, reqEmail, reqText } from './fields.js';

export const userSchema = z.strictObject({
  _id: optId(),
  username: reqText(),
  name: reqText(),
  email: reqEmail(),
  phones: optList(digits()),
  role: reqText(),
  scope: optText(),
  domain: optText(),
  groups: optList(z.string()),
  active: optBool(),
  permissions: optList(z.string()),
  created: optText(),
  modified: optText(),
});
export type User = z.infer<typeof userSchema>;

/** PATCH /api/users/{_id}: any subset of the user's fields. */
export const userPatchSchema = z.partial(userSchema);
export type UserPatch = z.infer<typeof userPatchSchema>;

export const groupSchema = z.strictObject({ _id: optId(), name: reqText() });
export type Group = z.infer<typeof groupSchema>;

export const messageSchema = z.object({
  _id: optId(),
  subject: z.string(),
  content: z.string(),
  sent: z.string(),
});
export type Message = z.infer<typeof messageSchema>;
