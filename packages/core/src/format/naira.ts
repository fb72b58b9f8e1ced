const NAIRA = /* @__PURE__ */ new Intl.NumberFormat('en-NG', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/**
 * Naira amount with the ₦ symbol, thousands separators and 2 decimals (analysis-tools §9):
 * 1234.5 → '₦1,234.50', -1234.5 → '-₦1,234.50'. Numeric strings are accepted ('1234.5').
 * null, undefined, '' and non-numbers → '' (nothing to show).
 */
export function formatNaira(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const n = typeof amount === 'number' ? amount : Number(String(amount).replace(/,/g, '').trim());
  if (!Number.isFinite(n)) return '';
  const text = NAIRA.format(Math.abs(n));
  // -0.001 rounds to 0.00: no minus sign for an amount that displays as zero
  return n < 0 && text !== '0.00' ? `-₦${text}` : `₦${text}`;
}
