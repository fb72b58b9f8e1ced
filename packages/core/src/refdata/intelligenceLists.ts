/**
 * Choices of the intelligence reports (dissemination-feedback §2, §3). Apart from lists.ts for the reason given
 * in feedbackLists.ts.
 */
import type { Option } from './lists.js';

/** report_type choices of the form; labels as the list displays them. Default 'RFI'. */
export const REPORT_TYPES: readonly Option<'RFI' | 'Disclosure'>[] = [
  { value: 'RFI', label: 'Request for Information' },
  { value: 'Disclosure', label: 'Spontaneous Disclosure' },
];
/** Further report_type values seen in list logic (shown as their code). */
export const OTHER_REPORT_TYPES = ['PRO-IR', 'STR-ANALYSIS', 'LEA-F', 'INTERIM-REPORT', 'RE(DOM)-IR', 'RE(INT)-IR'] as const;
/** The list's display of a report type: RFI and Disclosure get their long names, others show as is. */
export function reportTypeLabel(type: string | null | undefined): string {
  return REPORT_TYPES.find((t) => t.value === type)?.label ?? type ?? '';
}
/** attachment_type (default 'report'; labels ours). */
export const ATTACHMENT_TYPES: readonly Option<'report' | 'cover' | 'other'>[] = [
  { value: 'report', label: 'Report' },
  { value: 'cover', label: 'Cover' },
  { value: 'other', label: 'Other' },
];
/** The downloaded filter of the intelligence list; `downloaded` is the query value (absent for All). */
export const DOWNLOAD_FILTERS: readonly { value: 'all' | 'true' | 'false'; label: string }[] = [
  { value: 'all', label: 'All Downloads' },
  { value: 'true', label: 'Downloaded' },
  { value: 'false', label: 'Not Downloaded' },
];
