import { badRequest } from './errors.js';

/** Shapes of path parameters, checked before they reach SQL (a malformed value is a 4xx, never a 500). */
export const isDomainCode = (v: string): boolean => /^[a-z0-9][a-z0-9_-]{0,63}$/i.test(v);
export const isUrlCode = (v: string): boolean => /^[a-z0-9]{1,64}$/i.test(v);
export const isKeyText = (v: string): boolean => /^[A-Z0-9]{1,64}$/.test(v);

export const WHOLE_NUMBER_MESSAGE = 'Must be a whole number of 0 or more';

/** Largest offset a list accepts (deeper pages are refused, not computed). */
export const MAX_OFFSET = 1_000_000_000;

/**
 * `limit`/`offset` of the spec's lists, validated (issue 7 item 8): digits only, so `Infinity`, `-1`, `1e3`,
 * `1.5` are a 400 naming the parameter, never a number pasted into SQL. The values are meant for SQL
 * parameters ($n). `pager=default` (or no limit) means `dflt`; a limit above `max` is capped to it.
 */
export function paging(
  query: (name: string) => string | undefined,
  max = 1000,
  dflt = max,
): { limit: number; offset: number } {
  const errors: Record<string, string[]> = {};
  const int = (name: string, fallback: number): number => {
    const v = query(name);
    if (v === undefined || v === '') return fallback;
    if (!/^\d{1,12}$/.test(v)) {
      errors[name] = [WHOLE_NUMBER_MESSAGE];
      return fallback;
    }
    return Number(v);
  };
  const asked = int('limit', dflt);
  const offset = int('offset', 0);
  if (offset > MAX_OFFSET && !errors.offset) errors.offset = [`At most ${MAX_OFFSET}`];
  if (Object.keys(errors).length) throw badRequest(errors);
  const limit = query('pager') === 'default' ? max : Math.min(asked, max);
  return { limit, offset };
}
