/** Special characters of the password rule (core-records §5, message MSG.password). */
export const PASSWORD_SPECIALS = '_$#!*%@';

/**
 * Password rule: at least 8 characters, at least one capital letter, one small letter, one digit 0-9 and one
 * special character from _$#!*%@. Other characters are allowed but do not count as special.
 */
export function isValidPassword(value: string | null | undefined): boolean {
  if (typeof value !== 'string' || value.length < 8) return false;
  return /[A-Z]/.test(value) && /[a-z]/.test(value) && /[0-9]/.test(value) && /[_$#!*%@]/.test(value);
}
