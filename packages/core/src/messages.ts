/**
 * Every product text quoted in the specification (spec/core-records.md, spec/dissemination-feedback.md,
 * spec/analysis-tools.md), to the letter: the spec's typos, double spaces and trailing spaces are kept on
 * purpose ('at least on capital', 'SELECT CALL DETAIL RECORD (XLS)  FILE ...', 'Occurence', the trailing
 * space of the registration success text). Do not "fix" them: end-to-end tests compare them literally.
 *
 * `{product}` texts are functions of the configured unit code (config.unitCode, default 'fiu'); labels show
 * the code upper-cased ('FIU Reference', 'Director/CEO (FIU)').
 *
 * The texts of the record screens live in messages.records.ts, of the import screens in messages.imports.ts,
 * of the public screens in authMessages.ts:
 * a screen imports its area's object and carries only those; MSG holds them all.
 *
 * The last group (non-spec helpers) holds texts the spec does not print but the forms need.
 */


import { AUTH_MSG } from './authMessages.js';
import { IMPORTS_MSG } from './messages.imports.js';
import { INTELLIGENCE_MSG } from './messages.intelligence.js';
import { RECORDS_MSG } from './messages.records.js';

export { AUTH_MSG, IMPORTS_MSG, INTELLIGENCE_MSG, RECORDS_MSG };

export const MSG = {
  ...AUTH_MSG,

  ...RECORDS_MSG,

  // ── Errors, permissions (analysis-tools §8, dissemination-feedback §8) ─────────────────────────
  permissionDenied: 'Permission Denied',
  noResults: 'No Results',
  searchNoResponse: 'Error 404 — No Response!',

  // ── Requests for information (core-records §2.12) ───────────────────────────────────────────────
  rfiDisabled:
    'Please note the Request for Information has been disabled. Previous submissions will still be available. Please use the Subjects/Companies page to submit new requests...',
  addFeedback: 'Add Feedback',
  feedbackSaved: 'Feedback saved',
  somethingWentWrong: 'Something went wrong!!',

  // ── Intelligence reports (dissemination-feedback §2, §3, §4): messages.intelligence.ts ──────────
  ...INTELLIGENCE_MSG,

  // Feedback forms (dissemination-feedback §2, §8)
  submitted: 'Submitted',
  updated: 'Updated',
  failed: 'Failed',

  // Evacuation status kinds (dissemination-feedback §4)
  statusApproval: 'Approval',
  statusInspectionReport: 'Inspection Report',

  // Subject report viewer (dissemination-feedback §2)
  subjectReportGenerating:
    'Subject Report is being generated. Please check at a later time. An email will be sent to you when the report is ready.',

  // ── Identifier search (dissemination-feedback §5) ───────────────────────────────────────────────
  selectOnlyOneIdentifier: 'Select only one identifier!',
  fixIdentifiersWarning: 'Kindly fix the identifiers warning before clicking search!',
  searchInputEmpty:
    'Kindly input either a Account Number, Phone Number or Company Name before selecting search input field cannot be empty',

  // ── Analysis tools (analysis-tools §2, §4, §5, §8) ──────────────────────────────────────────────
  advanced: 'Advanced',
  subjectsProfile: 'Subject(s) Profile',
  analyseCallDataRecord: 'Analyse Call Data Record',
  importCallDataRecord: 'Import Call Data Record',
  summarizedAnalysis: 'Summarized Analysis',
  times: 'times',
  goamlTopContacts: 'Displaying top 30 contacts that have an account on goaml',
  topOutgoingCalls: 'Top 10 Highest Out-Going-Calls',
  topIncomingCalls: 'Top 10 Highest IN-Coming-Calls',
  totalOriginating: 'Total Originating Call/Sms',
  totalTerminating: 'Total Terminating Call/Sms',
  clearDiagramConfirm: 'Are you sure you want to clear the diagram? This action cannot be undone.',
  seconds: (n: number): string => `${n} seconds`,
  inflow: 'IN-FLOW',
  outflow: 'OUT-FLOW',
  valueDate: 'Value Date',
  defaultCompanySource: 'CAC',
  groupByBvn: 'Group By BVN',
  groupByAccount: 'Group By Account Number',
  searchByName: 'Search By Name',
  manual: 'Manual',
  emergencyRequestForms: 'Emergency Request Forms',
  suspectInfoSaved: 'Suspect information saved!',

  // Face jobs (analysis-tools §5, in the order they are checked)
  faceJobName: 'Enter a Unique Job Name (required)',
  faceJobTwoImages: 'You must upload at least 2 images',
  faceJobReference: 'You must select reference image by clicking on it',

  ...IMPORTS_MSG,

  // ── Non-spec helpers (texts the spec does not print) ────────────────────────────────────────────
  maxLength: (n: number): string => `Must be at most ${n} characters`,
  digitsOnly: 'Phone numbers can only contain digits',
  invalidDate: 'Enter a valid date',
  invalidChoice: 'Select a valid choice',
  invalidValue: 'Enter a valid value',
  invalidNumber: 'Enter a number',
  invalidInteger: 'Enter a whole number',
  unknownField: 'Unknown field',
  fileType: 'File type not accepted',
  height: 'Height must be in metres, between 0.3 and 2.5',
} as const;

export type MessageKey = keyof typeof MSG;
