import type { Context } from 'hono';
import type { z } from 'zod/mini';
import { validate } from '../core.js';
import { ApiError, badRequest } from './errors.js';

/** An unpaired UTF-16 surrogate: JSON can carry it, UTF-8 (and so PostgreSQL) cannot store it unchanged. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text PostgreSQL cannot keep as sent: U+0000 (text and jsonb refuse it) and unpaired surrogates (they would
 * be stored as U+FFFD, silently changed). Refused at the door rather than failed or altered in the database.
 */
function badText(value: unknown): string | null {
  const check = (s: string) => (s.includes('\u0000') ? 'Text must not contain NUL characters' : LONE_SURROGATE.test(s) ? 'Text must not contain unpaired surrogate characters' : null);
  // Iterative: a JSON value may nest deeper than the call stack allows.
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      const bad = check(v);
      if (bad) return bad;
    } else if (v !== null && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        const bad = check(k);
        if (bad) return bad;
        stack.push(item);
      }
    }
  }
  return null;
}

/** Deepest nesting of arrays and objects a request body may have (records nest a few levels). */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `JSON is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/**
 * Whether JSON text nests arrays/objects deeper than `max`, counted on the text before parsing (brackets
 * inside strings skipped): a body 100,000 levels deep would otherwise end in a RangeError (a 500) in the
 * parser, the validator or the database driver.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (ch === 0x5d /* ] */ || ch === 0x7d /* } */) depth--;
  }
  return false;
}

/** The request's JSON: 415 when it is not declared JSON, 400 when it does not parse or nests too deeply. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new ApiError(415, 'Content-Type must be application/json');
  const text = await c.req.text();
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new ApiError(400, TOO_DEEP_MESSAGE);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Malformed JSON in request body');
  }
  const bad = badText(value);
  if (bad) throw new ApiError(400, bad);
  return value;
}

/** The request's JSON checked against one of core's strict schemas: 400 with `{error, errors}` otherwise. */
export async function readBody<S extends Parameters<typeof validate>[0]>(c: Context, schema: S): Promise<z.output<S>> {
  const result = validate(schema, await readJson(c));
  if (!result.ok) throw badRequest(result.errors);
  return result.data;
}
