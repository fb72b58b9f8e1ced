import type * as z from 'zod/mini';
import { validate } from '../../core.js';
import { badRequest } from '../errors.js';
import type { AppContext } from '../../types.js';

/**
 * The query string as the analysis schemas take it: the parameters named in `repeated` as arrays (every value,
 * in order; absent when none), every other one as its first value. Then validated: a bad parameter is a 400
 * naming it.
 */
export function parseQuery<S extends z.ZodMiniType>(c: AppContext, schema: S, repeated: readonly string[] = []): z.output<S> {
  const input: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (repeated.includes(name)) input[name] = values;
    else input[name] = values[0];
  }
  const r = validate(schema, input);
  if (!r.ok) throw badRequest(r.errors);
  return r.data as z.output<S>;
}

/** A whole number from a schema-checked digit string, capped. */
export function count(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  return Math.min(Number(value), max);
}
