/**
 * The Advanced tools (analysis-tools §7): statement and transaction analysis, call records, imports,
 * graphs, face recognition, selection panels, subject report, per-user state and emergency request forms.
 *
 * The spec names these servers by placeholder ({erfServer}, {graphAPIServer}, ...); the paths chosen for
 * them are in api/PATHS.md. Unlike the old product, every call here carries the session headers
 * (SECURITY.md promise 4: deny by default).
 */
import { sessionStore } from '../session/store.js';
import { request, seg, type ListQuery, type ListResponse, type Query } from './http.js';
import { stamp } from './stamp.js';
import { saveUserState as saveSubjectUserState, uploadPhoto } from './subjects.js';
import type {
  AccountMatch,
  BasicStatementGroup,
  CallAnalysisItem,
  CallRecord,
  CallSubscriber,
  CompanyMatch,
  CrimsMatch,
  Erf,
  FaceJob,
  FaceJobInput,
  FaceMatchResult,
  GoamlAccountRow,
  GoamlStatementRow,
  GraphElements,
  NerResult,
  NinRecord,
  StatementRecord,
  SubjectBrief,
  SuspectReport,
  TaxDetail,
  TopUpRow,
  TransactionRecord,
  TransactionSummary,
  UserState,
  VehicleMatch,
} from './types.js';
import type { ImportAccepted } from './imports.js';

type DateLike = string | Date;
const iso = (d: DateLike | undefined): string | undefined => (d instanceof Date ? d.toISOString() : d);

/** Subjects and date range of the analysis workspace. */
export interface AnalysisQuery {
  /** Subject ids: sent as the repeated `Suspect` parameter. */
  suspects: readonly string[];
  start?: DateLike;
  /** Start and end are sent only when an end date is set (analysis-tools §7). */
  end?: DateLike;
}

function analysisQuery(q: AnalysisQuery, extra: Query = {}): Query {
  const range = q.end !== undefined && q.end !== null && q.end !== '' ? { start: iso(q.start), end: iso(q.end) } : {};
  return { Suspect: q.suspects, ...range, ...extra };
}

type Results<T> = { results: T[] };

// ---- statement and transaction analysis (GET, repeated Suspect, start/end) ----

/** getStatement, and the subject view's statement: GET /api/analysis/statement. */
export function statement(q: AnalysisQuery): Promise<Results<StatementRecord>> {
  return request('/analysis/statement', { query: analysisQuery(q) });
}
/** getAccountsFromPhones: GET /api/analysis/accountsfromphones → {Accounts, Statement}. */
export function accountsFromPhones(q: AnalysisQuery): Promise<{ Accounts: unknown[]; Statement: unknown[] }> {
  return request('/analysis/accountsfromphones', { query: analysisQuery(q) });
}
/** getTransferTransactions: GET /api/analysis/transfers. */
export function transferTransactions(q: AnalysisQuery): Promise<Results<StatementRecord>> {
  return request('/analysis/transfers', { query: analysisQuery(q) });
}
/** getCashbasedTransactions: GET /api/analysis/cash. */
export function cashTransactions(q: AnalysisQuery): Promise<Results<StatementRecord>> {
  return request('/analysis/cash', { query: analysisQuery(q) });
}
/** getCDRNamesOnTransaction (Called & Transacted): GET /api/analysis/cdrnames. */
export function cdrNamesOnTransactions(q: AnalysisQuery): Promise<Results<StatementRecord>> {
  return request('/analysis/cdrnames', { query: analysisQuery(q) });
}
/** getTimelineStatement with the amount band: GET /api/analysis/timeline?range=. */
export function timelineStatement(q: AnalysisQuery & { range?: string | number }): Promise<Results<StatementRecord>> {
  return request('/analysis/timeline', { query: analysisQuery(q, { range: q.range }) });
}
/** getGoamlStatement: GET /api/analysis/goaml → {Statement}. */
export function goamlStatement(q: AnalysisQuery): Promise<{ Statement: GoamlStatementRow[] }> {
  return request('/analysis/goaml', { query: analysisQuery(q) });
}
/** accountDescrip (Goaml-Accounts): GET /api/analysis/goamlaccounts → {Statement}. */
export function goamlAccounts(q: AnalysisQuery): Promise<{ Statement: GoamlAccountRow[] }> {
  return request('/analysis/goamlaccounts', { query: analysisQuery(q) });
}
/** getNER (Machine Learning): GET /api/analysis/ner → {LOC, LOCLOC, PERSON, ORG}. */
export function namedEntities(q: AnalysisQuery): Promise<NerResult> {
  return request('/analysis/ner', { query: analysisQuery(q) });
}
/** getBasicStatement (Dash board): GET /api/analysis/basic. */
export function basicStatement(q: AnalysisQuery): Promise<Results<BasicStatementGroup>> {
  return request('/analysis/basic', { query: analysisQuery(q) });
}
/** Bank-statement/call link graph: GET /api/analysis/linkgraph → {Elements}. */
export function linkGraph(q: AnalysisQuery): Promise<GraphElements> {
  return request('/analysis/linkgraph', { query: analysisQuery(q) });
}
/** Call analysis (call Dash board): GET /api/analysis/calls. */
export function callAnalysis(q: AnalysisQuery): Promise<Results<CallAnalysisItem>> {
  return request('/analysis/calls', { query: analysisQuery(q) });
}
/** The Top Up Record tab: GET /api/analysis/topups → {Records, Topups, Forensics, MostWanted}. */
export function topUpRecords(q: AnalysisQuery): Promise<{ Records: TopUpRow[]; Topups: TopUpRow[]; Forensics: TopUpRow[]; MostWanted: TopUpRow[] }> {
  return request('/analysis/topups', { query: analysisQuery(q) });
}

// ---- call records ----

export type CallDirection = 'originating' | 'terminating';

export interface CallRecordQuery extends ListQuery {
  direction: CallDirection;
  /** Sent as `{direction}_number`. */
  number: string | readonly string[];
  sort?: string;
}
function callRecordQuery(q: CallRecordQuery): Query {
  const { direction, number, ...rest } = q;
  return { ...rest, [`${direction}_number`]: number as Query[string] };
}
/** GET /api/cdr?{direction}_number&limit&offset&search&sort → {results, count}. */
export function callRecords(q: CallRecordQuery): Promise<ListResponse<CallRecord>> {
  return request('/cdr', { query: callRecordQuery(q) });
}
/** GET /api/cdr?default=true&{direction}_number: a plain array, for the pivot table and map. */
export function callRecordsAll(q: Omit<CallRecordQuery, 'limit' | 'offset'>): Promise<CallRecord[]> {
  return request('/cdr', { query: { ...callRecordQuery(q as CallRecordQuery), default: true } });
}
/** GET /api/cdr/range?Suspect..&direction&start&end&limit&offset&search → {results, count}. */
export function callRecordsByRange(
  q: { suspects: readonly string[]; direction?: string; start?: DateLike; end?: DateLike } & ListQuery,
): Promise<ListResponse<CallRecord>> {
  const { suspects, start, end, ...rest } = q;
  return request('/cdr/range', { query: { Suspect: suspects, start: iso(start), end: iso(end), ...rest } });
}
/** GET /api/cdr/timeline?originating_number&terminating_number&direction&start&end: calls between two numbers. */
export function callTimeline(q: {
  originating_number: string;
  terminating_number: string;
  direction?: string;
  start?: DateLike;
  end?: DateLike;
}): Promise<Results<Pick<CallRecord, 'cdr_ts' | 'call_duration' | 'Record_ID' | 'call_type'>>> {
  return request('/cdr/timeline', { query: { ...q, start: iso(q.start), end: iso(q.end) } });
}
/** GET /api/kycsuspect?search&limit=5&pager=default: call-record subscribers for the picker. */
export function kycSuspects(search?: string): Promise<Results<CallSubscriber>> {
  return request('/kycsuspect', { query: { search, limit: 5, pager: 'default' } });
}
/** GET /api/suspectlookup?Suspects=..: the picker's subjects by id, or by search (5 results). */
export function subjectsBrief(q: { suspects?: readonly string[]; search?: string; limit?: number }): Promise<Results<SubjectBrief>> {
  return request('/suspectlookup', {
    query: { Suspects: q.suspects, search: q.search, limit: q.limit ?? (q.suspects ? undefined : 5), pager: 'default' },
  });
}

// ---- imports (multipart) ----

export type FormFields = FormData | Record<string, string | Blob | number | boolean | null | undefined>;
/** Build a multipart body; absent values are left out, numbers and booleans become text. */
export function toFormData(fields: FormFields): FormData {
  if (fields instanceof FormData) return fields;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    form.append(key, typeof value === 'object' ? value : String(value));
  }
  return form;
}
/** POST /api/import/cdr (workspace IMPORT > Call Record): multipart file_field + person fields → {result}. */
export function importCallRecords(fields: FormFields): Promise<ImportAccepted> {
  return request('/import/cdr', { method: 'POST', body: toFormData(fields) });
}
/** POST /api/import/statement (IMPORT > Bank Statement): multipart → {result}. */
export function importStatement(fields: FormFields): Promise<ImportAccepted> {
  return request('/import/statement', { method: 'POST', body: toFormData(fields) });
}
/** POST /api/importcdr (the Import Call Data Record screen): multipart file_field + person fields → {result}. */
export function importCdr(fields: FormFields): Promise<ImportAccepted> {
  return request('/importcdr', { method: 'POST', body: toFormData(fields) });
}
/** PUT /api/cdr: multipart {file, mapping} where mapping is the JSON text of target field → column. */
export function importCdrMapped(
  file: Blob,
  mapping: Record<string, string>,
  fileName = 'records.xlsx',
  /** The layout's name: the confirmed mapping is kept as a template for this source. */
  source?: string,
): Promise<ImportAccepted> {
  const form = new FormData();
  form.append('file', file, fileName);
  form.append('mapping', JSON.stringify(mapping));
  if (source) form.append('source', source);
  return request('/cdr', { method: 'PUT', body: form });
}

// ---- graph ----

/** GET /api/graph?label&id: a node's neighbours as elements. */
export function graph(label: string, id: string): Promise<GraphElements> {
  return request('/graph', { query: { label, id } });
}

// ---- face recognition ----

/** PUT /api/upload/{name} {image}: store a picture under a generated name → {filename}. */
export const uploadImage: (name: string, dataUrl: string) => Promise<{ filename: string }> = uploadPhoto;
/** POST /api/facerecognition {known, unknown, task, user, created} → {job_id}. */
export function createFaceJob(job: FaceJobInput): Promise<{ job_id: string }> {
  return request('/facerecognition', { method: 'POST', body: job });
}
/** GET /api/facerecognition → {results}. */
export function faceJobs(): Promise<Results<FaceJob>> {
  return request('/facerecognition');
}
/** GET /api/facerecognition/{id}: one job with its confidences (chosen; the spec shows the comparison table). */
export function faceJob(id: string): Promise<FaceJob> {
  return request(`/facerecognition/${seg(id)}`);
}
/** GET /api/facematch?suspect_id. */
export function faceMatch(suspectId: string): Promise<FaceMatchResult> {
  return request('/facematch', { query: { suspect_id: suspectId } });
}

// ---- selection panels ----

/** GET /api/companymatch?suspect_id&confidence=25: sorted by confidence, highest first. */
export function companyMatches(suspectId: string, confidence = 25): Promise<Results<CompanyMatch>> {
  return request('/companymatch', { query: { suspect_id: suspectId, confidence } });
}
/** GET /api/companyquery?search, or ?criterion=name&aname= (company by account name). */
export function companyQuery(q: { search?: string; criterion?: 'name'; aname?: string }): Promise<Results<CompanyMatch>> {
  return request('/companyquery', { query: { ...q } });
}
/** GET /api/accounts?id. */
export function accounts(id: string): Promise<Results<AccountMatch>> {
  return request('/accounts', { query: { id } });
}
/** GET /api/accounts/name?q: the 'Search By Name' tab. */
export function accountsByName(q: string): Promise<Results<AccountMatch>> {
  return request('/accounts/name', { query: { q } });
}
/** GET /api/vehicles?id. */
export function vehicles(id: string): Promise<Results<VehicleMatch>> {
  return request('/vehicles', { query: { id } });
}
/** GET /api/taxdetails?suspect_id. */
export function taxDetails(suspectId: string): Promise<Results<TaxDetail>> {
  return request('/taxdetails', { query: { suspect_id: suspectId } });
}
/** GET /api/nin?suspect_id: national-ID records. */
export function ninRecords(suspectId: string): Promise<Results<NinRecord>> {
  return request('/nin', { query: { suspect_id: suspectId } });
}
/** GET /api/crimsmatch?suspect_id. */
export function crimsMatches(suspectId: string): Promise<Results<CrimsMatch>> {
  return request('/crimsmatch', { query: { suspect_id: suspectId } });
}
/** POST /api/transactions {accounts}. */
export function transactions(accountIds: readonly string[]): Promise<Results<TransactionRecord>> {
  return request('/transactions', { method: 'POST', body: { accounts: accountIds } });
}
/** POST /api/transactions/summary {accounts}. */
export function transactionSummary(accountIds: readonly string[]): Promise<Results<TransactionSummary>> {
  return request('/transactions/summary', { method: 'POST', body: { accounts: accountIds } });
}
/** GET /api/transactions/twoparty?from&to: transactions between two account numbers. */
export function twoPartyTransactions(from: string, to: string): Promise<Results<TransactionRecord>> {
  return request('/transactions/twoparty', { query: { from, to } });
}

// ---- user state ----

/** GET /api/userstate?suspectid: the saved selections. */
export function userState(suspectid: string): Promise<Partial<UserState>> {
  return request('/userstate', { query: { suspectid } });
}
/** POST /api/userstate {...state, suspectid}. */
export const saveUserState: (suspectid: string, state: Partial<UserState>) => Promise<unknown> = saveSubjectUserState;

// ---- subject report ----

/** GET /api/suspectreport?suspect → {results: [{id, report}]}. */
export function suspectReport(suspect: string): Promise<Results<SuspectReport>> {
  return request('/suspectreport', { query: { suspect } });
}
/** POST /api/suspectreport {report, suspect, modified_by}: the first save. */
export function createSuspectReport(body: { report: string; suspect: string; modified_by?: string }): Promise<SuspectReport> {
  return request('/suspectreport', { method: 'POST', body: withModifier(body) });
}
/** PUT /api/suspectreport/{id}: later saves. */
export function updateSuspectReport(id: string, body: { report: string; suspect: string; modified_by?: string }): Promise<SuspectReport> {
  return request(`/suspectreport/${seg(id)}`, { method: 'PUT', body: withModifier(body) });
}
function withModifier<T extends { modified_by?: string }>(body: T): T {
  return { ...body, modified_by: body.modified_by ?? sessionStore.getState().user?._id };
}

// ---- emergency request forms ----

/** GET /api/erf?limit&offset&search. */
export function listErf(query: ListQuery = {}): Promise<ListResponse<Erf>> {
  return request('/erf', { query: { ...query } });
}
/** POST /api/erf: the form plus created_by, domain, modified_by (filled if absent). */
export function createErf(erf: Partial<Erf>): Promise<Erf> {
  return request('/erf', { method: 'POST', body: stamp(erf, true) });
}
/** PUT /api/erf/{id}. */
export function updateErf(id: string, erf: Partial<Erf>): Promise<Erf> {
  return request(`/erf/${seg(id)}`, { method: 'PUT', body: stamp({ ...erf, id }, false) });
}
