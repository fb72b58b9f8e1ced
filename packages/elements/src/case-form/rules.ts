/** The case's live check, from core's schema: loaded beside the record, so the schema is not in the first chunk. */
import { caseSchema } from '@fiu/core/schemas/case';
import { validate, type Validation } from '@fiu/core/schemas/validate';
import { toSend, type CaseRecord } from './model';

export const checkCase = (record: CaseRecord): Validation<CaseRecord> => {
  const result = validate(caseSchema, toSend(record));
  return result.ok ? { ok: true, data: record } : result;
};
