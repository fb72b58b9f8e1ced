/** National phone prefix (core-records §9). */
export const NATIONAL_PHONE_PREFIX = '234';

/**
 * Normalises a phone number to the national 234 format (core-records §5).
 * - strips an extension at the end ('ext 12', 'ext.12', 'extension 12', 'x12', '#12');
 * - strips hyphens, semicolons and spaces (and, our choice, dots and parentheses, common in typed numbers);
 * - '+234…' and '00234…' become '234…'; a leading 0 becomes 234 ('0803…' → '234803…');
 *   a 10-digit national number without its 0 ('803…', starting 7/8/9) gets 234 in front (our choice);
 *   any other '+' / '00' international number keeps its digits without the '+' / '00' (our choice);
 * - the result must be digits only and at least 6 characters, otherwise null.
 */
export function normalisePhone(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  let s = raw.trim().replace(/\s*(?:ext(?:ension)?\.?|x|#)\s*\d+\s*$/i, '');
  s = s.replace(/[-;\s.()]/g, '');
  if (s.startsWith('+')) s = s.slice(1);
  else if (s.startsWith('00')) s = s.slice(2);
  else if (s.startsWith('0')) s = NATIONAL_PHONE_PREFIX + s.slice(1);
  else if (/^[789]\d{9}$/.test(s)) s = NATIONAL_PHONE_PREFIX + s;
  if (!/^\d+$/.test(s) || s.length < 6) return null;
  return s;
}
