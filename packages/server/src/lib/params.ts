/** Shapes of path parameters, checked before they reach SQL (a malformed value is a 4xx, never a 500). */
export const isDomainCode = (v: string): boolean => /^[a-z0-9][a-z0-9_-]{0,63}$/i.test(v);
export const isUrlCode = (v: string): boolean => /^[a-z0-9]{1,64}$/i.test(v);
export const isKeyText = (v: string): boolean => /^[A-Z0-9]{1,64}$/.test(v);

/** `limit`/`offset` of the spec's lists; `pager=default` (or no limit) means everything. */
export function paging(query: (name: string) => string | undefined, max = 1000): { limit: number; offset: number } {
  const int = (s: string | undefined, dflt: number): number => {
    const n = s === undefined || s === '' ? dflt : Number(s);
    return Number.isInteger(n) && n >= 0 ? n : dflt;
  };
  const limit = query('pager') === 'default' ? max : Math.min(int(query('limit'), max), max);
  return { limit, offset: int(query('offset'), 0) };
}
