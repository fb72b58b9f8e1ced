/** Bank account number: exactly 10 digits (core-records §3.3, §5; message MSG.bankAccount). */
export function isValidBankAccountNumber(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^\d{10}$/.test(value);
}
