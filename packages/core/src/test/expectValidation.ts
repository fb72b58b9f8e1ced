/** Test helpers for the schema tests (not exported from the package). */
import { expect } from 'vitest';
import type * as z from 'zod/mini';
import { validate, type FieldErrors } from '../schemas/validate.js';

/** The field errors of `value`, or {} when it is valid. */
export function errorsOf(schema: z.core.$ZodType, value: unknown): FieldErrors {
  const r = validate(schema, value);
  return r.ok ? {} : { ...r.errors };
}

/** Asserts `value` is valid and returns the parsed data. */
export function expectValid<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const r = validate(schema, value);
  if (!r.ok) expect.fail(`expected valid, got ${JSON.stringify(r.errors)}`);
  return r.data;
}

/** Asserts `value` fails with `message` at `path` (among possibly other errors). */
export function expectError(schema: z.core.$ZodType, value: unknown, path: string, message: string): void {
  const errors = errorsOf(schema, value);
  expect(errors[path], `errors: ${JSON.stringify(errors)}`).toContain(message);
}

/** Asserts `value` fails with exactly these field errors. */
export function expectErrors(schema: z.core.$ZodType, value: unknown, expected: FieldErrors): void {
  expect(errorsOf(schema, value)).toEqual(expected);
}
