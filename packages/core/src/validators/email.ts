/**
 * E-mail format (core-records §5 'e-mail format'; dissemination-feedback §5 identifier 'email').
 * Pragmatic check: one '@', no spaces, a dot in the domain part, no empty labels, at most 254 characters.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isValidEmail(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value);
}
