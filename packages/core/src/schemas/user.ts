/**
 * User, group and message (core-records §3.9, §3.10). userSchema is what a client sends to create or edit a
 * user: it has no token (§3.9 lists one; a token is never sent in a user record, SECURITY.md promise 2)
 * and no password (users set theirs through the reset flow).
 */
import './zodConfig.js';
import * as z from 'zod/mini';
import { MSG } from '../messages.js';
import { digits, optBool, optId, optList, optText, reqEmail, reqText } from './fields.js';

/** The longest group name (ours: the spec gives no bound). */
export const GROUP_NAME_MAX = 100;
/** The longest username and name (ours: the spec gives no bound; the body limit alone would allow 256 KB). */
export const USER_TEXT_MAX = 150;

export const userSchema = z.strictObject({
  _id: optId(),
  username: reqText(USER_TEXT_MAX),
  name: reqText(USER_TEXT_MAX),
  email: reqEmail().check(z.maxLength(254, MSG.maxLength(254))),
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

/**
 * The fields the user form edits, in the order it shows them: what POST and PATCH send. Everything else of a
 * user (active, scope, created, modified) has its own call or is the server's.
 */
export const USER_FORM_FIELDS = ['username', 'name', 'email', 'phones', 'role', 'domain', 'groups', 'permissions'] as const;

/**
 * POST /api/users/change (core-records §7 shows neither payload nor use; our decision): the signed-in user
 * changes their own name and phones. Nothing else of one's own account (role, permissions, organisation,
 * e-mail, the active flag) is theirs to change.
 */
export const userChangeSchema = z.strictObject({
  name: z.optional(reqText(USER_TEXT_MAX)),
  phones: optList(digits()),
});
export type UserChange = z.infer<typeof userChangeSchema>;

/**
 * POST /api/password/reset from the users list (a signed-in call): the user whose reset key is mailed. The
 * public call of the reset screen sends {email, domain, scope} instead (passwordResetRequestSchema).
 */
export const userPasswordResetSchema = z.strictObject({ _id: reqText() });
export type UserPasswordReset = z.infer<typeof userPasswordResetSchema>;

/** A group (core-records §3.10): a name. The server owns _id. */
export const groupSchema = z.strictObject({ _id: optId(), name: reqText(GROUP_NAME_MAX) });
export type Group = z.infer<typeof groupSchema>;

export const messageSchema = z.object({
  _id: optId(),
  subject: z.string(),
  content: z.string(),
  sent: z.string(),
});
export type Message = z.infer<typeof messageSchema>;
