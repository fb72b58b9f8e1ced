/**
 * A record as a form holds it and as the schema knows it: the record minus the display fields a server adds
 * (names of users, of the organisation, linked cases), and the comparison that decides whether a form has
 * unsaved changes.
 */
import type { Rec } from './paths';

// zod/mini objects expose their shape; lists are optional(nullable(array(item))).
type ZodDef = { type: string; innerType?: unknown; element?: unknown };
export type Shape = Readonly<Record<string, unknown>>;
const defOf = (schema: unknown): ZodDef | undefined => (schema as { _zod?: { def?: ZodDef } } | undefined)?._zod?.def;

/** The shape of a list field's items (`optList(itemSchema)`), or null for a field that is not a list of objects. */
function itemShape(field: unknown): Shape | null {
  let def = defOf(field);
  while (def && (def.type === 'optional' || def.type === 'nullable' || def.type === 'default')) def = defOf(def.innerType);
  return def?.type === 'array' ? ((def.element as { shape?: Shape } | undefined)?.shape ?? null) : null;
}

/**
 * The record as `schema` knows it: keys the schema does not have are left out, at the top level and in list
 * items, so that the strict schema (and the server, which applies the same one) accepts the whole record back.
 */
export function toSchemaShape<R extends Rec>(schema: { shape: Shape }, record: Rec): R {
  const out: Rec = {};
  for (const [key, value] of Object.entries(record)) {
    if (!Object.hasOwn(schema.shape, key)) continue;
    const item = Array.isArray(value) ? itemShape(schema.shape[key]) : null;
    out[key] = item
      ? (value as unknown[]).map((v) => (v && typeof v === 'object' ? Object.fromEntries(Object.entries(v as Rec).filter(([k]) => Object.hasOwn(item, k))) : v))
      : value;
  }
  return out as R;
}

const empty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Whether two records hold the same values, '' / null / absent / [] counting as one (a field typed into and
 * emptied again is no change). A form keeps a draft only while it differs from what was loaded.
 */
export function sameRecord(a: unknown, b: unknown): boolean {
  if (empty(a) && empty(b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameRecord(v, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) if (!sameRecord((a as Rec)[k], (b as Rec)[k])) return false;
    return true;
  }
  return a === b;
}

/** Whether a value is a file not yet uploaded (a data URL), e.g. a new photo or attachment. */
export const isNewFile = (v: unknown): v is string => typeof v === 'string' && v.startsWith('data:');
