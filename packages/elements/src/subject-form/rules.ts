/**
 * The subject's rules, from core's schema: the new record (generated subject ID, default status), the record
 * as the schema knows it, and the live check. A part of the form that loads beside the record (in parallel
 * with GET /api/suspects/{id}), so the schema's code is not in the form's own chunk.
 */
import { defaultSubjectStatus } from '@fiu/core/permissions/actions';
import type { PermOrg } from '@fiu/core/permissions/types';
import { newSuspectId, subjectSchema } from '@fiu/core/schemas/subject';
import { validate, type Validation } from '@fiu/core/schemas/validate';
import type { Rec } from '../shared/forms/paths';
import type { SubjectRecord } from './model';

/** A new subject: the generated ID (4 letters + YYMMDDHHmmss), nationality NG, the status of §4.1. */
export function blankSubject(org: PermOrg | null | undefined, now: Date = new Date()): SubjectRecord {
  return {
    suspectid: newSuspectId(now),
    nationality: 'NG',
    status: defaultSubjectStatus(org),
    is_primary: true,
  };
}

// zod/mini objects expose their shape; lists are optional(nullable(array(item))).
type Shape = Record<string, { _zod: { def: { type: string; innerType?: unknown; element?: unknown } } }>;
const shapeOf = (schema: unknown): Shape | null => ((schema as { shape?: Shape }).shape ?? null);

function itemShape(field: unknown): Shape | null {
  let def = (field as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
  while (def && (def.type === 'optional' || def.type === 'nullable' || def.type === 'default')) {
    def = (def.innerType as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  }
  return def?.type === 'array' ? shapeOf(def.element) : null;
}

const SHAPE = shapeOf(subjectSchema)!;

/**
 * The record as the schema knows it: fields the server adds for display (names of users, linked cases,
 * URLs) are left out, at the top level and in list items, so the strict schema and the server accept
 * the whole record back.
 */
export function toSchemaShape(record: SubjectRecord): SubjectRecord {
  const out: SubjectRecord = {};
  for (const [key, value] of Object.entries(record)) {
    const field = SHAPE[key];
    if (!field) continue;
    const item = Array.isArray(value) ? itemShape(field) : null;
    out[key] = item
      ? (value as unknown[]).map((v) =>
          v && typeof v === 'object' ? Object.fromEntries(Object.entries(v as Rec).filter(([k]) => k in item)) : v,
        )
      : value;
  }
  return out;
}

/** The live check (core's validate() with subjectSchema) of the record as the form holds it. */
export const checkSubject = (record: SubjectRecord): Validation<SubjectRecord> =>
  validate(subjectSchema, toSchemaShape(record)) as Validation<SubjectRecord>;
