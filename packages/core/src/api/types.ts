/**
 * The entity types the API functions take and return, in one place. They come from ../schemas, type-only:
 * the API client never pulls schema code into a bundle.
 */
import type { FaceMatch } from '../schemas/index.js';

export type {
  Organisation,
  SignedInUser,
  PublicUser,
  User,
  UserPatch,
  Subject,
  Company,
  Case,
  CaseAssignmentUpdate,
  Group,
  Message,
  Rfi,
  RfiFeedback,
  IntelligenceReport,
  ProactiveInterimFeedback,
  ReactiveInterimFeedback,
  FinalFeedback,
  CaseProgressUpdate,
  GenericFeedback,
  BatchRequest,
  EvacuationRequest,
  EvacuationStatus,
  EvacuationStatusFile,
  Erf,
  Dashboard,
  OrganisationLocation,
  Institution,
  Provider,
  UserState,
  CompanyMatch,
  TaxDetail,
  TransactionSummary,
  StatementRecord,
  GoamlStatementRow,
  GoamlAccountRow,
  CallAnalysisItem,
  CallRecord,
  NerResult,
  GraphElements,
  SuspectReport,
  FaceMatch,
  TopUpRow,
} from '../schemas/index.js';

// Names the API reads better with, mapped onto the schemas' names.
export type {
  FaceJob as FaceJobInput,
  FaceJobRecord as FaceJob,
  Account as AccountMatch,
  Vehicle as VehicleMatch,
  NationalIdRecord as NinRecord,
  Transaction as TransactionRecord,
  StatementAnalysisGroup as BasicStatementGroup,
  CallRecordSubscriber as CallSubscriber,
  SubjectSummary as SubjectBrief,
} from '../schemas/index.js';

/** GET /api/facematch: the spec shows only a confidence per compared image. */
export type FaceMatchResult = { results: FaceMatch[] };

// The spec gives no columns for CRIMS (criminal-records) match rows: the record's own fields (crims_number, names,
// aliases, birthdate, nin, phones, offence, ...) and, like every match, its confidence and reasons.
export type CrimsMatch = Record<string, unknown> & {
  confidence: number;
  reasons: string[];
  match_criterion: string;
  match_value: string;
};
