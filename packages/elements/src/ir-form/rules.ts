/** The report's live check, from core's schema: loaded beside the record, so the schema is not in the first chunk. */
import { getConfig } from '@fiu/core/config';
import { intelligenceReportSchemaFor } from '@fiu/core/schemas/intelligence';
import { validate, type Validation } from '@fiu/core/schemas/validate';
import { toSchemaShape } from '../shared/forms/recordShape';
import { toSent, type ReportRecord } from './model';

export function checkReport(record: ReportRecord): Validation<ReportRecord> {
  const schema = intelligenceReportSchemaFor(getConfig().unitCode);
  // Disseminated and downloaded reports carry the server's fields; the schema knows them all.
  return validate(schema, toSchemaShape(schema, toSent(record))) as Validation<ReportRecord>;
}
