/** BVN: exactly 11 digits, nothing else (core-records §5; message MSG.bvn). */
export function isValidBvn(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^\d{11}$/.test(value);
}
