/** The company's live check, from core's schema: loaded beside the record, so the schema is not in the first chunk. */
import { companySchema } from '@fiu/core/schemas/company';
import { validate, type Validation } from '@fiu/core/schemas/validate';
import { toSchemaShape } from '../shared/forms/recordShape';
import type { CompanyRecord } from './model';

export const checkCompany = (record: CompanyRecord): Validation<CompanyRecord> =>
  validate(companySchema, toSchemaShape(companySchema, record)) as Validation<CompanyRecord>;
