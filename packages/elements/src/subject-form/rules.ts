/**
 * The subject's live check, from core's schema: a part of the form that loads beside the record (in parallel
 * with GET /api/suspects/{id}), so the schema's code is not in the form's own chunk.
 */
import { subjectSchema } from '@fiu/core/schemas/subject';
import { validate, type Validation } from '@fiu/core/schemas/validate';
import { toSchemaShape } from '../shared/forms/recordShape';
import type { SubjectRecord } from './model';

/** The record as the schema knows it (without the display fields the server adds). */
export const toSubjectShape = (record: SubjectRecord): SubjectRecord => toSchemaShape(subjectSchema, record);

/** The live check (core's validate() with subjectSchema) of the record as the form holds it. */
export const checkSubject = (record: SubjectRecord): Validation<SubjectRecord> =>
  validate(subjectSchema, toSubjectShape(record)) as Validation<SubjectRecord>;
