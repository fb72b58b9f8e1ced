// zodConfig first: zod reads `jitless` when a schema is built. The field builders (fields.ts) stay internal.
import './zodConfig.js';

export { issueMessage } from './zodConfig.js';
export { validate, issuesToErrors, pathKey, type FieldErrors, type Validation } from './validate.js';
export { isDateText, dataUrlMime } from './fields.js';
export * from './enums.js';
export * from './common.js';
export * from './auth.js';
export * from './subject.js';
export * from './company.js';
export * from './case.js';
export * from './user.js';
export * from './rfi.js';
export * from './dashboard.js';
export * from './intelligence.js';
export * from './feedback.js';
export * from './feedbackQuestions.js';
export { FEEDBACK_PATHS } from './feedbackPaths.js';
export * from './batch.js';
export * from './forex.js';
export * from './analysis.js';
export * from './imports.js';
export * from './serverOwned.js';
export * from './analysisQuery.js';
export * from './colocation.js';
export * from './gridQuery.js';
export * from './goamlQuery.js';
export * from './selectionQuery.js';
