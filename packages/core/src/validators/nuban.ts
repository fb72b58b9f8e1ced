/**
 * NUBAN (Nigeria Uniform Bank Account Number) check, core-records §5 and refdata/PROVENANCE.md.
 *
 * The bank code is the CBN institution code (BANKS[i].code), NOT the 6-digit NIBSS transfer code:
 * - a 3-digit CBN code is padded to 6 digits with leading zeros ('044' → '000044');
 * - a 5-digit code of another financial institution takes a leading 9 ('50211' → '950211');
 * - a 6-digit code is used as is; shorter codes are zero-padded; longer than 6 digits is rejected.
 * The 6 code digits plus the first 9 account digits (15 digits) are weighted 3,7,3,3,7,3,...; the check digit
 * is 10 - (sum mod 10), with 10 becoming 0, and must equal the 10th account digit.
 * null/undefined/empty values are absent and give false. The account number must be exactly 10 digits.
 */
const WEIGHTS = [3, 7, 3] as const;

/** The 6-digit NUBAN institution code for a bank code, or null when the code cannot be one. */
export function nubanInstitutionCode(bankCode: string | number | null | undefined): string | null {
  if (bankCode === null || bankCode === undefined) return null;
  const code = String(bankCode).trim();
  if (!/^\d+$/.test(code) || code.length > 6) return null;
  if (code.length === 5) return `9${code}`;
  return code.padStart(6, '0');
}

/** The check digit (0-9) for a bank code and a 9-digit account serial, or null when either is malformed. */
export function nubanCheckDigit(bankCode: string | number | null | undefined, serial: string): number | null {
  const institution = nubanInstitutionCode(bankCode);
  if (institution === null || !/^\d{9}$/.test(serial)) return null;
  const digits = institution + serial;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * WEIGHTS[i % 3]!;
  const check = 10 - (sum % 10);
  return check === 10 ? 0 : check;
}

export function isValidNuban(
  bankCode: string | number | null | undefined,
  accountNumber: string | null | undefined,
): boolean {
  if (accountNumber === null || accountNumber === undefined) return false;
  if (!/^\d{10}$/.test(accountNumber)) return false;
  const check = nubanCheckDigit(bankCode, accountNumber.slice(0, 9));
  return check !== null && check === Number(accountNumber[9]);
}
