/** User phones: digits only (core-records §3.9, §5). Empty or null → false. */
export function isDigitsOnly(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^\d+$/.test(value);
}
