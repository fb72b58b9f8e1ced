/**
 * The form checks of the public screens, built from core's validators and messages.
 *
 * Why not core's zod schemas here: these screens are the first thing an embedding page loads, and zod/mini
 * with the schemas is about 7 KB gzip of a 25 KB shared budget (bench/budgets.json) for a handful of
 * "required" and "e-mail format" checks. The rules still exist once: the same validator functions and MSG
 * texts, and checks.test.ts proves these checks agree with core's schemas (which the server applies) on
 * every field.
 */
import { AUTH_MSG as MSG } from '@fiu/core/authMessages';
import { isValidEmail } from '@fiu/core/validators/email';
import { isValidPassword } from '@fiu/core/validators/password';

export type Problems = Record<string, string[]>;

/** The fields that have a message, as field → [message] (the shape of core's `validate()` errors). */
export function problems(checks: Record<string, string | null | undefined>): Problems {
  const out: Problems = {};
  for (const [field, message] of Object.entries(checks)) if (message) out[field] = [message];
  return out;
}

export const isBlank = (value: string): boolean => value.trim() === '';

/** Required text: empty or only spaces gives `message`. */
export const required = (value: string, message: string = MSG.required): string | null => (isBlank(value) ? message : null);

/** A required e-mail address: `emptyMessage` when empty, MSG.invalidEmail when malformed. */
export const requiredEmail = (value: string, emptyMessage: string = MSG.required): string | null =>
  isBlank(value) ? emptyMessage : isValidEmail(value) ? null : MSG.invalidEmail;

/** A new password (reset): MSG.providePassword when empty, else the password rule (MSG.password). */
export const newPassword = (value: string): string | null =>
  isBlank(value) ? MSG.providePassword : isValidPassword(value) ? null : MSG.password;

export const hasProblems = (p: Problems): boolean => Object.keys(p).length > 0;
