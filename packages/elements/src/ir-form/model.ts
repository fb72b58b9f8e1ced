/**
 * The intelligence report as the form holds it (dissemination-feedback §3): core's IntelligenceReport plus the
 * display fields the server adds and, per attachment, the chosen file's own name (shown, never sent).
 */
import type { IntelligenceReport } from '@fiu/core/api/types';
import type { Rec } from '../shared/forms/paths';

export type ReportRecord = Partial<IntelligenceReport> & Rec & {
  domain_name?: string | null;
  created_by_name?: string | null;
  modified_by_name?: string | null;
  number_of_files?: number;
};

/** Fields the form keeps for display only: the server adds them, or the file picker does. */
const DISPLAY = ['domain_name', 'created_by_name', 'modified_by_name', 'disseminated_by_name', 'number_of_files'];
const ATTACHMENT_DISPLAY = ['filename', 'size'];

/** The record to send: without display fields (core's schema is strict, and so is the server). */
export function toSent(record: ReportRecord): ReportRecord {
  const out: Rec = { ...record };
  for (const k of DISPLAY) delete out[k];
  if (Array.isArray(out.attachments)) {
    out.attachments = (out.attachments as Rec[]).map((a) => Object.fromEntries(Object.entries(a).filter(([k]) => !ATTACHMENT_DISPLAY.includes(k))));
  }
  return out as ReportRecord;
}

/** Labels of the fields for the Errors panel (others read as their words). */
export const reportLabels = (productReference: string) => ({
  fields: {
    domain: 'Organisation',
    report_title: 'Title',
    report_type: 'Type',
    internal_reference: productReference,
    external_reference: 'Case Reference',
    authorized_by: 'Authorized by',
    authorized_on: 'Authorized on',
    attachment: 'File',
    attachment_type: 'Attachment type',
  },
  items: { attachments: 'Attachment' },
});
