/**
 * The typed API client: one function per call of the spec's call tables, grouped by area.
 * `api.subjects.list({...})`, `api.auth.startSignIn({...})`, ...; every failure throws ApiError.
 */
import * as analysis from './analysis.js';
import * as auth from './auth.js';
import * as batch from './batch.js';
import * as cases from './cases.js';
import * as colocation from './colocation.js';
import * as companies from './companies.js';
import * as dashboard from './dashboard.js';
import * as feedback from './feedback.js';
import * as forex from './forex.js';
import * as grids from './grids.js';
import * as groups from './groups.js';
import * as imports from './imports.js';
import * as intelligence from './intelligence.js';
import * as lookups from './lookups.js';
import * as messages from './messages.js';
import * as reports from './reports.js';
import * as rfi from './rfi.js';
import * as search from './search.js';
import * as subjects from './subjects.js';
import * as users from './users.js';

export const api = {
  auth,
  lookups,
  users,
  groups,
  subjects,
  companies,
  cases,
  messages,
  rfi,
  dashboard,
  intelligence,
  feedback,
  batch,
  forex,
  search,
  reports,
  analysis,
  colocation,
  imports,
  grids,
} as const;
export type Api = typeof api;

export {
  ApiError,
  isApiError,
  mediaUrl,
  setFetch,
  request,
  requestRaw,
  type Download,
  type ListQuery,
  type ListResponse,
  type Query as ApiQuery,
  type RequestOptions,
} from './http.js';
export { UNKNOWN_API_PATH } from './unknownPath.js';
export type { StartSignInInput, SignInStarted, RegistrationInput, ReportUploadInput, PasswordResetInput } from './auth.js';
export type { SubjectListQuery } from './subjects.js';
export type { CompanyListQuery } from './companies.js';
export type { CaseListQuery } from './cases.js';
export type { UserListQuery } from './users.js';
export type { IntelligenceListQuery, IntelligenceOrdering } from './intelligence.js';
export type { FeedbackContext, FeedbackRegisterRow, FeedbackReport, SavedFeedback } from './feedback.js';
export type { AnalysisQuery, CallDirection, CallRecordQuery } from './analysis.js';
export type { ImportAccepted, ImportJob, ImportKind, ImportQualityFinding, ImportStatus, MappingProposal, RegistryName } from './imports.js';
export type { IdentifierSearchInput, IdentifierSearchResult } from './search.js';
export type { ReportFormat, ManualEdition } from './reports.js';
export { MAX_CALL_POINTS, type CallPointRow, type CallPoints } from './callPoints.js';
