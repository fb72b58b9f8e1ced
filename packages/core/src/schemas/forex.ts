/**
 * Forex evacuation (dissemination-feedback §3, §4): the request (institution and provider, both required),
 * its statuses (Approval by the central bank, Inspection Report by the unit) and the lookups they use.
 */
import './zodConfig.js';
import * as z from 'zod/mini';
import { EVACUATION_STATUS_TYPES } from '../refdata/lists.js';
import { bookkeeping, id, optId, optList, optText, reqText } from './fields.js';

/** A financial institution or a service provider (public lookups). */
export const lookupItemSchema = z.object({ id: z.string(), name: z.string() });
export type LookupItem = z.infer<typeof lookupItemSchema>;
export const institutionSchema = lookupItemSchema;
export type Institution = LookupItem;
export const providerSchema = lookupItemSchema;
export type Provider = LookupItem;

export const evacuationRequestSchema = z.strictObject({
  ...bookkeeping,
  institution: reqText(),
  provider: reqText(),
});
export type EvacuationRequest = z.infer<typeof evacuationRequestSchema>;

/** A status file: a new file as a data URL, or the URL of one the server holds. */
export const evacuationStatusAttachmentSchema = z.strictObject({ id: optId(), attachment: reqText() });
export type EvacuationStatusAttachment = z.infer<typeof evacuationStatusAttachmentSchema>;

export const evacuationStatusSchema = z.strictObject({
  ...bookkeeping,
  status_type: z.enum(EVACUATION_STATUS_TYPES),
  notes: optText(512),
  attachments: optList(evacuationStatusAttachmentSchema),
  request: id(),
});
export type EvacuationStatus = z.infer<typeof evacuationStatusSchema>;

/** GET evacuation request status files: one record per file, with the file's URL. */
export const evacuationStatusFileSchema = z.object({
  id: z.string(),
  status: z.string(),
  attachment: z.string(),
});
export type EvacuationStatusFile = z.infer<typeof evacuationStatusFileSchema>;
