import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types.js';
import type { Mailer } from '../mail/index.js';
import { oneTimeKey, sha256 } from './secrets.js';

/** Reset keys are stored as this hash only. */
export const resetHash = (key: string): string => sha256(`reset:${key}`);

export interface ResetTarget {
  id: string;
  name: string;
  username: string;
  email: string;
}

/** 'reset': the user (or an administrator for them) asked for a key; 'welcome': an account was just created. */
export type ResetMailKind = 'reset' | 'welcome';

const resetMail = (kind: ResetMailKind, name: string, username: string, key: string, minutes: number): string =>
  [
    `Hello ${name},`,
    '',
    kind === 'welcome'
      ? `An account "${username}" was created for you. Enter this key with a password of your choice to set your password.`
      : `A password reset was asked for your account "${username}". Enter this key with your new password.`,
    `It works once, within ${minutes} minutes.`,
    '',
    `Reset key: ${key}`,
    '',
    kind === 'welcome'
      ? 'If you did not expect an account, ignore this message.'
      : 'If you did not ask for this, ignore this message; your password stays as it is.',
  ].join('\n');

/**
 * Mails `user` a new reset key (the one password reset flow: a key to the user's own address, never a password
 * set by someone else). Only the newest key of a user works.
 */
export async function issueResetKey(
  deps: { db: Db; mailer: Mailer; keyTtlMs: number },
  user: ResetTarget,
  now: Date,
  kind: ResetMailKind = 'reset',
): Promise<void> {
  const key = oneTimeKey();
  await deps.db.transaction(async (tx) => {
    await tx.query('UPDATE password_reset_keys SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [user.id, now]);
    await tx.query('INSERT INTO password_reset_keys (id, user_id, key_hash, expires_at, created) VALUES ($1, $2, $3, $4, $5)', [
      randomUUID(),
      user.id,
      resetHash(key),
      new Date(now.getTime() + deps.keyTtlMs),
      now,
    ]);
  });
  await deps.mailer.send({
    to: user.email,
    subject: kind === 'welcome' ? 'Your new account: set your password' : 'Your password reset key',
    text: resetMail(kind, user.name, user.username, key, Math.round(deps.keyTtlMs / 60_000)),
  });
}
