/**
 * Sums of decimal text without a float: '1500000.50' + '0.25'. Exact for the 2-decimal amounts the pivot shows
 * (values are scaled to hundredths as BigInt; more decimals are cut, never rounded through a double). A long sum
 * stays in hundredths (`hundredths`, then `+`) and becomes text once (`decimalText`).
 */
export function addDecimal(a: string, b: string): string {
  return decimalText(hundredths(a) + hundredths(b));
}

/** Decimal text as a whole number of hundredths. */
export function hundredths(s: string): bigint {
  const t = s.trim();
  const negative = t.startsWith('-');
  const [whole = '0', frac = ''] = t.replace(/^[-+]/, '').split('.');
  const v = BigInt(whole || '0') * 100n + BigInt((frac + '00').slice(0, 2));
  return negative ? -v : v;
}

/** Hundredths back to decimal text with 2 decimals. */
export function decimalText(k: bigint): string {
  const abs = k < 0n ? -k : k;
  return `${k < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Compares two decimal texts (-1, 0, 1). */
export const compareDecimal = (a: string, b: string): number => {
  const d = hundredths(a) - hundredths(b);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};
