/** Co-location of the subjects' phones and their shared contacts (schemas/colocation.ts; issue 10 item 7). */
import { request } from './http.js';
import type { ColocationResult } from '../schemas/colocation.js';

type DateLike = string | Date;
const iso = (d: DateLike | undefined): string | undefined => (d instanceof Date ? d.toISOString() : d);

/** GET /api/cdr/colocation?Suspect..&start&end&window&distance → the meetings and the shared contacts. */
export function colocation(
  q: { suspects: readonly string[]; start?: DateLike; end?: DateLike; window?: number; distance?: number },
  opts: { signal?: AbortSignal } = {},
): Promise<ColocationResult> {
  return request('/cdr/colocation', {
    query: { Suspect: q.suspects, start: iso(q.start), end: iso(q.end), window: q.window, distance: q.distance },
    ...opts,
  });
}
