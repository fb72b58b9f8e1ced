/**
 * Dotted paths into a record, the way core's `validate()` and the server name fields
 * ('bank_accounts.0.accountno'). Updates are immutable: only the objects on the path are copied.
 */
export type Rec = Record<string, unknown>;

const parts = (path: string): string[] => (path === '' ? [] : path.split('.'));

/** Keys that must never be walked or written (prototype pollution through a crafted path). */
const UNSAFE = new Set(['__proto__', 'prototype', 'constructor']);

export function getPath(value: unknown, path: string): unknown {
  let at: unknown = value;
  for (const key of parts(path)) {
    if (at === null || typeof at !== 'object' || UNSAFE.has(key)) return undefined;
    at = (at as Rec)[key];
  }
  return at;
}

/** A copy of `value` with `path` set to `next` (missing objects and arrays are created). */
export function setPath<T>(value: T, path: string, next: unknown): T {
  const keys = parts(path);
  if (keys.some((k) => UNSAFE.has(k))) return value;
  const write = (at: unknown, i: number): unknown => {
    if (i === keys.length) return next;
    const key = keys[i]!;
    const index = /^\d+$/.test(key) ? Number(key) : null;
    if (Array.isArray(at)) {
      if (index === null) return at;
      const copy = [...at];
      copy[index] = write(copy[index], i + 1);
      return copy;
    }
    const base: Rec = at !== null && typeof at === 'object' ? { ...(at as Rec) } : index !== null ? ([] as unknown as Rec) : {};
    base[key] = write(base[key], i + 1);
    return base;
  };
  return write(value, 0) as T;
}

/** The first segment of a path: the record field a nested error belongs to ('telephones.0.telephone' → 'telephones'). */
export const topKey = (path: string): string => path.split('.', 1)[0]!;
