/**
 * Generated subject reports, help manuals and other media (dissemination-feedback §2 "Help", "Subject Report
 * viewer", §7). Chosen paths: HEAD /api/generate-report/{suspectId}; media `reports/{suspectId}.pdf|.docx`;
 * manuals `manual/analyst.pdf` and `manual/general.pdf` under mediaBase.
 *
 * The `...Url` functions give credential-free URLs (for a viewer that fetches by URL on a public media path);
 * the `download...` functions read with the session headers and return a Blob, so no token is ever put in a URL.
 */
import { ApiError, fileNameFrom, mediaUrl, requestRaw, seg, type Download } from './http.js';

export type ReportFormat = 'pdf' | 'docx';
export type ManualEdition = 'analyst' | 'general';

/** HEAD /api/generate-report/{suspectId}: whether the subject's generated report exists (404 = not yet). */
export async function subjectReportExists(suspectId: string): Promise<boolean> {
  try {
    await requestRaw<unknown>(`/generate-report/${seg(suspectId)}`, { method: 'HEAD' });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** `${mediaBase}/reports/{suspectId}.pdf|docx`. */
export function subjectReportUrl(suspectId: string, format: ReportFormat = 'pdf'): string {
  return mediaUrl(`reports/${suspectId}.${format}`);
}

/** `${mediaBase}/manual/{edition}.pdf`: analysts get the analyst edition, everyone else the general one. */
export function manualUrl(edition: ManualEdition): string {
  return mediaUrl(`manual/${edition}.pdf`);
}

/** Read a media file (or an attachment URL the server returned) with the session headers. */
export async function downloadMedia(file: string, fallbackName?: string): Promise<Download> {
  const res = await requestRaw<Blob>(mediaUrl(file), { base: 'absolute', responseType: 'blob' });
  const last = file.split(/[/?#]/).filter(Boolean).pop() ?? 'download';
  return { blob: res.data, filename: fileNameFrom(res.headers, fallbackName ?? last) };
}

/** GET media reports/{suspectId}.pdf|docx with the session headers. */
export function downloadSubjectReport(suspectId: string, format: ReportFormat = 'pdf'): Promise<Download> {
  return downloadMedia(`reports/${suspectId}.${format}`);
}

/** GET the manual PDF with the session headers. */
export function downloadManual(edition: ManualEdition): Promise<Download> {
  return downloadMedia(`manual/${edition}.pdf`);
}
