import { canResetUserPassword, userPasswordResetSchema } from '../core.js';
import { readBody } from '../lib/body.js';
import { ApiError } from '../lib/errors.js';
import { sendMessage } from '../lib/messages.js';
import { issueResetKey } from '../lib/users-reset.js';
import type { AppContext, Deps } from '../types.js';
import { visibleUser } from './users.js';

export const RESET_REFUSED = 'Your role does not allow resetting the password of this user';

/**
 * POST /api/password/reset {_id}, signed in: the users list's reset-password button (core-records §2.9, §6.4).
 * Needs can.reset.password and a user the caller manages; mails that user a reset key through the outbox (or
 * SMTP). Nobody sets another user's password: the key goes to the user's own address.
 */
export async function resetForListedUser(c: AppContext, d: Deps): Promise<Response> {
  const me = c.get('user')!;
  const body = await readBody(c, userPasswordResetSchema);
  const user = await visibleUser(c, d, body._id);
  if (!canResetUserPassword({ ...me, _id: me.id }, { _id: user.id, domain: user.domain, role: user.role }, { unitCode: d.unitCode })) {
    await d.audit(c, { action: 'authz.refused', outcome: 'refused', target: user.id, detail: { resource: 'user', action: 'password reset' } });
    throw new ApiError(403, RESET_REFUSED);
  }
  const now = d.clock();
  await issueResetKey({ db: d.db, mailer: d.mailer, keyTtlMs: d.limits.keyTtlMs }, user, now);
  if (user.id !== me.id) {
    await sendMessage(d.db, user.id, { subject: 'Password reset', content: `${me.name} sent a password reset key to ${user.email}.` }, now);
  }
  await d.audit(c, { action: 'password.reset.request', outcome: 'ok', target: user.id, detail: { of: user.domain, by: 'administrator' } });
  return c.json({ sent: true as const });
}
