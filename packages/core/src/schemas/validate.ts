import './zodConfig.js';
import type * as z from 'zod/mini';
import { MSG } from '../messages.js';

export type FieldErrors = Record<string, string[]>;
export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Dotted path of an issue: ['bank_accounts', 0, 'accountno'] → 'bank_accounts.0.accountno'; '' for the root. */
export const pathKey = (path: readonly PropertyKey[]): string => path.map(String).join('.');

function add(errors: FieldErrors, key: string, message: string): void {
  const list = Object.hasOwn(errors, key) ? errors[key]! : (errors[key] = []);
  if (!list.includes(message)) list.push(message);
}

/** Field errors of zod issues; an unknown key is reported at its own path. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  // A null prototype so keys such as '__proto__' or 'constructor' are plain entries.
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(errors, pathKey([...issue.path, key]), issue.message);
    } else {
      add(errors, pathKey(issue.path), issue.message);
    }
  }
  return errors;
}

/**
 * Parses `value` with `schema`. Never throws: a value that makes parsing throw (a hostile getter, a proxy)
 * is refused as a whole under the root key ''.
 */
export function validate<S extends z.core.$ZodType>(schema: S, value: unknown): Validation<z.output<S>> {
  let result: z.core.util.SafeParseResult<z.output<S>>;
  try {
    result = (schema as unknown as z.ZodMiniType<z.output<S>>).safeParse(value);
  } catch {
    return { ok: false, errors: { '': [MSG.invalidValue] } };
  }
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: issuesToErrors(result.error.issues) };
}
