/**
 * Pagination text 'x-y of total' (core-records §2.5): offset is 0-based. '0-0 of 0' when empty; the last page
 * clamps to the total ('81-95 of 95'); an offset past the end shows the last page's range start clamped.
 */
export function pageRange(offset: number, pageSize: number, total: number): string {
  const t = Math.max(0, Math.floor(total || 0));
  if (t === 0) return '0-0 of 0';
  const size = Math.max(1, Math.floor(pageSize || 1));
  const start = Math.min(Math.max(0, Math.floor(offset || 0)), t - 1);
  const end = Math.min(start + size, t);
  return `${start + 1}-${end} of ${t}`;
}
