/** Batch request (dissemination-feedback §3): spreadsheet files (.xls, .xlsx) and notes. */
import './zodConfig.js';
import * as z from 'zod/mini';
import { BATCH_REPORT_TYPE } from './enums.js';
import { SPREADSHEETS, bookkeeping, file, optInt, optText, reqList } from './fields.js';

/** An uploaded spreadsheet: a new file as a data URL, or a file the server already holds. */
export const batchFileSchema = z.strictObject({
  id: optText(),
  uploaded_file: file(SPREADSHEETS, { stored: true }),
  name: optText(256),
});
export type BatchFile = z.infer<typeof batchFileSchema>;

export const batchRequestSchema = z.strictObject({
  ...bookkeeping,
  files: reqList(batchFileSchema),
  notes: optText(),
  report_type: z._default(z.literal(BATCH_REPORT_TYPE), BATCH_REPORT_TYPE),
  /** Set by the server for the list. */
  number_of_files: optInt(),
});
export type BatchRequest = z.infer<typeof batchRequestSchema>;
