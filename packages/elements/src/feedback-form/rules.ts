/** A questionnaire's live check, from core's schema for its kind: loaded beside the answers, not in the first chunk. */
import { FEEDBACK_SCHEMAS, type FeedbackKind } from '@fiu/core/schemas/feedback';
import { validate, type Validation } from '@fiu/core/schemas/validate';
import { toSchemaShape } from '../shared/forms/recordShape';
import type { FeedbackRecord } from './kind';

export const checkFeedback =
  (kind: FeedbackKind) =>
  (record: FeedbackRecord): Validation<FeedbackRecord> =>
    validate(FEEDBACK_SCHEMAS[kind], toSchemaShape(FEEDBACK_SCHEMAS[kind], record)) as Validation<FeedbackRecord>;
