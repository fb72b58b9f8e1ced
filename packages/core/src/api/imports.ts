/**
 * Imports as durable jobs (issue 9): the upload calls answer at once with the job's id; the job's progress,
 * quality report and refused rows are read here. The upload calls themselves are in analysis.ts (the spec's
 * §7 calls); the goAML and registry uploads and the mapping proposal are chosen paths (api/PATHS.md).
 */
import { fileNameFrom, request, requestRaw, seg, type Download, type ListQuery, type ListResponse } from './http.js';
import { toFormData, type FormFields } from './analysis.js';

export type ImportKind = 'statement' | 'cdr' | 'cdr_manual' | 'goaml' | 'registry';
export type ImportStatus = 'queued' | 'running' | 'done' | 'failed';
export type RegistryName = 'companies' | 'vehicles' | 'tax' | 'nin' | 'crims' | 'forensics' | 'most_wanted' | 'subscribers' | 'ftm';

/** One finding of the quality checks a careful analyst runs before trusting a statement. */
export interface ImportQualityFinding {
  check: 'balance_continuity' | 'duplicate_transaction' | 'outside_period' | 'repeated_row';
  /** How many rows the finding covers. */
  count: number;
  /** A sentence for the screen, e.g. "Running balance breaks at 3 rows (first at row 118)". */
  message: string;
  /** Up to 20 source row numbers, for the analyst to look at. */
  rows: number[];
}

/** An import job as the screens show it (GET /api/imports/{id}). */
export interface ImportJob {
  id: string;
  kind: ImportKind;
  registry: RegistryName | null;
  status: ImportStatus;
  file_name: string | null;
  /**
   * Rows read from the file so far, and of those: stored, already present (from an earlier import), repeated
   * (identical to an earlier row of the same file: stored once, listed with the refused rows), refused.
   */
  rows_read: number;
  rows_stored: number;
  rows_duplicate: number;
  rows_repeated: number;
  rows_refused: number;
  /** Rows the file holds, when known before the end (for the progress bar); null while unknown. */
  rows_total: number | null;
  quality: ImportQualityFinding[];
  /** Why the job failed, as the user reads it ('File not uploaded check Excel headers', a read limit, ...). */
  error: string | null;
  created: string;
  started: string | null;
  finished: string | null;
}

/** What an upload call answers: the spec's message text, and the job to follow. */
export interface ImportAccepted {
  result: string;
  import_id: string;
}

/** GET /api/imports?limit&offset&kind: the signed-in user's imports, newest first. */
export function list(query: ListQuery & { kind?: ImportKind } = {}): Promise<ListResponse<ImportJob>> {
  return request('/imports', { query: { ...query } });
}

/** GET /api/imports/{id}: one job's progress (poll it while status is queued or running). */
export function get(id: string): Promise<ImportJob> {
  return request(`/imports/${seg(id)}`);
}

/** GET /api/imports/{id}/refused: every refused row with its row number and reason, as CSV. */
export async function refusedRows(id: string): Promise<Download> {
  const res = await requestRaw<Blob>(`/imports/${seg(id)}/refused`, { responseType: 'blob' });
  return { blob: res.data, filename: fileNameFrom(res.headers, `refused-rows-${id}.csv`) };
}

/** A proposed column mapping: target field → the file's column header, and why. */
export interface MappingProposal {
  /** target field (core's CDR_MAPPING_TARGETS or STATEMENT_MAPPING_TARGETS) → source header. */
  mapping: Record<string, string>;
  /** The known layout or saved template it came from ('MTN', 'GTBank', a saved source's name), or null for a fuzzy match. */
  source: string | null;
  template_id: string | null;
  /** Per target: 'template', 'layout' or a similarity 0–1 of the fuzzy match. */
  confidence: Record<string, 'template' | 'layout' | number>;
}

/** POST /api/import/mapping/propose {kind, headers}: the server's proposal for a file's header row. */
export function proposeMapping(body: { kind: 'cdr' | 'statement'; headers: string[] }): Promise<MappingProposal> {
  return request('/import/mapping/propose', { method: 'POST', body });
}

/** POST /api/import/goaml: multipart {file} (a goAML XML report, STR or CTR). */
export function importGoaml(file: Blob, fileName = 'report.xml'): Promise<ImportAccepted> {
  const form = new FormData();
  form.append('file', file, fileName);
  return request('/import/goaml', { method: 'POST', body: form });
}

/** POST /api/import/registry/{registry}: multipart {file} (CSV, XLSX, or FollowTheMoney JSON lines for 'ftm'). */
export function importRegistry(registry: RegistryName, file: Blob, fileName: string): Promise<ImportAccepted> {
  const form = new FormData();
  form.append('file', file, fileName);
  return request(`/import/registry/${seg(registry)}`, { method: 'POST', body: form });
}

/** POST /api/import/cdr/manual: the manual call-record form (a subscriber and the crime), JSON. */
export function importManualCallRecord(fields: FormFields): Promise<ImportAccepted> {
  const body = Object.fromEntries(toFormData(fields).entries());
  return request('/import/cdr/manual', { method: 'POST', body });
}
