/**
 * Tax identification number: digits and '-' only (core-records §5; message MSG.taxId).
 * Choice: at least one digit is required, so '-' or '---' alone is not a tax id. Empty/null → false
 * (an optional empty field is the form's business, not this check's).
 */
export function isValidTaxId(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^[\d-]+$/.test(value) && /\d/.test(value);
}
