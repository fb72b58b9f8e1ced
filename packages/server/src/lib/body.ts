import type { Context } from 'hono';
import type { z } from 'zod/mini';
import { validate } from '../core.js';
import { ApiError, badRequest } from './errors.js';

/** PostgreSQL text cannot hold U+0000; refuse it at the door rather than fail in the database. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [k, v] of Object.entries(value)) if (k.includes('\u0000') || hasNul(v, depth + 1)) return true;
  return false;
}

/** The request's JSON: 415 when it is not declared JSON, 400 when it does not parse. */
export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new ApiError(415, 'Content-Type must be application/json');
  const text = await c.req.text();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Malformed JSON in request body');
  }
  if (hasNul(value)) throw new ApiError(400, 'Text must not contain NUL characters');
  return value;
}

/** The request's JSON checked against one of core's strict schemas: 400 with `{error, errors}` otherwise. */
export async function readBody<S extends Parameters<typeof validate>[0]>(c: Context, schema: S): Promise<z.output<S>> {
  const result = validate(schema, await readJson(c));
  if (!result.ok) throw badRequest(result.errors);
  return result.data;
}
