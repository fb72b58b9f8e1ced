/**
 * Analysis tools (analysis-tools §3). Requests (emergency request form, face job, suspect report, user
 * state) are strict. The rest are rows read from the analysis services: every field optional and unknown
 * fields kept (z.looseObject), since those services add fields (the national-ID record's nok_*,
 * residence_*, self_origin_* families, for one). Field names are the services' own, typos included
 * (owner_lastnamee, heigth, emplymentstatus).
 */
import './zodConfig.js';
import * as z from 'zod/mini';
import { MSG } from '../messages.js';
import { COMPANY_TYPES } from '../refdata/lists.js';
import { CALL_TYPES } from '../refdata/analysisLists.js';
import { idTypeSchema, telephoneSchema } from './subject.js';
import {
  GRAPH_EDGE_TYPES,
  GRAPH_NODE_TYPES,
  LINK_GRAPH_EDGE_TYPES,
  LINK_GRAPH_NODE_TYPES,
  TRANSACTION_REPORT_TYPES,
  valuesOf,
} from './enums.js';
import {
  bookkeeping,
  dataUrlMime,
  id,
  opt,
  optBool,
  optInt,
  optList,
  optNum,
  optText,
  reqList,
  reqText,
} from './fields.js';

const s = optText;
const n = optNum;
/** Money from the server: exact decimal text ('150000000.50'); a number where an older service sent one. */
const money = () => opt(z.union([z.string(), z.number()]));
const row = <T extends z.core.$ZodLooseShape>(shape: T) => z.looseObject(shape);
// confidence 0..100 and the reasons a person reads ("BVN equal"; "name 0.93 similar, same date of birth").
const match = { match_criterion: s(), match_value: s(), confidence: n(), reasons: optList(z.string()), graph_users: optList(z.string()) };

// ── Emergency request forms and face jobs ───────────────────────────────────────────────────────────

/** A file of an emergency request form or similar upload: a data URL, or a file the server holds. */
export const uploadedFileSchema = z.strictObject({ id: s(), uploaded_file: reqText(), name: s(256) });
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const erfSchema = z.strictObject({
  ...bookkeeping,
  files: reqList(uploadedFileSchema),
  /** Set by the server for the list. */
  number_of_files: optInt(),
});
export type Erf = z.infer<typeof erfSchema>;

export const faceImageSchema = z.strictObject({ name: reqText(), url: reqText(), filename: s() });
export type FaceImage = z.infer<typeof faceImageSchema>;

/**
 * A face-recognition job as submitted: the reference image (`known`) and the others (`unknown`).
 * Checks in the spec's order: task name; at least 2 images in all; a reference image chosen.
 */
export const faceJobSchema = z
  .strictObject({
    job_id: s(),
    task: reqText(undefined, MSG.faceJobName),
    user: s(),
    created: s(),
    known: opt(z.strictObject({ url: reqText(), name: reqText() })),
    unknown: z._default(z.array(faceImageSchema), []),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.unknown.length + (v.known ? 1 : 0) < 2) {
        ctx.addIssue({ code: 'custom', path: ['unknown'], message: MSG.faceJobTwoImages, input: v.unknown });
      } else if (!v.known) {
        ctx.addIssue({ code: 'custom', path: ['known'], message: MSG.faceJobReference, input: v.known });
      }
    }),
  );
export type FaceJob = z.infer<typeof faceJobSchema>;

/** A job in the job list. */
export const faceJobRecordSchema = row({
  job_id: s(),
  id: s(),
  task: s(),
  user: s(),
  created: s(),
  known: opt(row({ url: s(), name: s() })),
  unknown: optList(row({ name: s(), url: s(), filename: s() })),
});
export type FaceJobRecord = z.infer<typeof faceJobRecordSchema>;

/** One compared image of a job's result, with its confidence in percent. */
export const faceMatchSchema = row({ name: s(), url: s(), filename: s(), confidence: n() });
export type FaceMatch = z.infer<typeof faceMatchSchema>;

// ── Selection panels ────────────────────────────────────────────────────────────────────────────────

export const directorSchema = row({
  index: opt(z.union([z.number(), z.string()])),
  name: s(),
  email: s(),
  address: s(),
  occupation: s(),
  status: s(),
  gender: s(),
  nationality: s(),
  dateOfAppointment: s(),
  dateOfBirth: s(),
  identityType: s(),
  identityNumber: s(),
});
export type Director = z.infer<typeof directorSchema>;

/** A company found for a subject (key rcNumber or inc_no); company_type 1 Business, 2 Company, 3 NGO. */
export const companyMatchSchema = row({
  rcNumber: s(),
  inc_no: s(),
  companyName: s(),
  CompanyName: s(),
  classification: s(),
  companyType: s(),
  company_type: opt(z.literal(valuesOf(COMPANY_TYPES))),
  status: s(),
  registrationDate: s(),
  email: s(),
  ...match,
  api_source: s(),
  goaml_entity_id: s(),
  affiliates: optList(directorSchema),
});
export type CompanyMatch = z.infer<typeof companyMatchSchema>;

/** An account (key tac_account); tac_entity_id present means an Entity, otherwise a Person. */
export const accountSchema = row({
  tac_account: s(),
  tac_account_id: s(),
  tac_account_name: s(),
  tac_institution_name: s(),
  tac_client_number: s(),
  tac_entity_id: s(),
  ...match,
  crims_manually_added: optBool(),
  crims_created_by: s(),
  crims_created: s(),
});
export type Account = z.infer<typeof accountSchema>;

export const transactionSchema = row({
  ttr_transaction_number: s(),
  report_type: opt(z.enum(TRANSACTION_REPORT_TYPES)),
  ttr_source_acc_prm_name: s(),
  ttr_source_party_name: s(),
  ttr_source_entity_name: s(),
  ttr_amount_local: money(),
  ttr_amount_foreign: money(),
  ttr_dest_acc_prm_name: s(),
  ttr_dest_party_name: s(),
  ttr_dest_entity_name: s(),
  /** Unix seconds. */
  ttr_date_transaction: n(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionSummarySchema = row({
  api_direction: s(),
  tac_account_name: s(),
  tac_account: s(),
  tac_institution_name: s(),
  api_total: money(),
  api_count: n(),
  api_average: money(),
  api_start: s(),
});
export type TransactionSummary = z.infer<typeof transactionSummarySchema>;

/** POST transactions and transactions/summary: the chosen account ids. */
export const transactionsRequestSchema = z.strictObject({ accounts: reqList(z.string()) });
export type TransactionsRequest = z.infer<typeof transactionsRequestSchema>;

/** A vehicle (key number_plate). */
export const vehicleSchema = row({
  number_plate: s(),
  chassis_number: s(),
  make: s(),
  owner_firstname: s(),
  owner_middlename: s(),
  owner_lastnamee: s(),
  owner_phone: s(),
  owner_lga: s(),
  owner_state: s(),
  owner_address: s(),
  ...match,
});
export type Vehicle = z.infer<typeof vehicleSchema>;

/** A tax record (key TIN). */
export const taxDetailSchema = row({
  TIN: s(),
  TaxPayerName: s(),
  RCNumber: s(),
  DateOfIncorporation: s(),
  JTBTIN: s(),
  Phone: s(),
  Email: s(),
  StreetNo: s(),
  Street: s(),
  City: s(),
  State: s(),
  TaxOfficeName: s(),
  TaxOfficeID: s(),
  TaxPayerType: s(),
  ...match,
});
export type TaxDetail = z.infer<typeof taxDetailSchema>;

/** A national-ID record (key nin); photo is base64. */
export const nationalIdRecordSchema = row({
  nin: s(),
  firstname: s(),
  middlename: s(),
  surname: s(),
  photo: s(),
  gender: s(),
  heigth: opt(z.union([z.number(), z.string()])),
  telephoneno: s(),
  profession: s(),
  religion: s(),
  birthstate: s(),
  birthlga: s(),
  birthdate: s(),
  cardstatus: s(),
  documentno: s(),
  educationallevel: s(),
  email: s(),
  emplymentstatus: s(),
  maritalstatus: s(),
  nspokenlang: s(),
  trackingId: s(),
  centralID: s(),
  ...match,
});
export type NationalIdRecord = z.infer<typeof nationalIdRecordSchema>;

export const phoneSchema = row({
  phone_number: s(),
  imsi: s(),
  names: optList(z.string()),
  imei_numbers: optList(z.string()),
});
export type Phone = z.infer<typeof phoneSchema>;

export const callEdgeSchema = row({ api_count: n(), api_duration: n() });
export type CallEdge = z.infer<typeof callEdgeSchema>;

/** A subject as the analysis tools use it (pickers, trees); the picker label is othernames + surname. */
export const subjectSummarySchema = row({
  id: s(),
  suspectid: s(),
  surname: s(),
  othernames: s(),
  gender: s(),
  photograph: s(),
  id_types: optList(z.looseObject(idTypeSchema.shape)),
  telephones: optList(z.looseObject(telephoneSchema.shape)),
});
export type SubjectSummary = z.infer<typeof subjectSummarySchema>;

// ── Call records ────────────────────────────────────────────────────────────────────────────────────

export const callRecordSchema = row({
  Record_ID: opt(z.union([z.string(), z.number()])),
  originating_number: s(),
  terminating_number: s(),
  originating_latitude: n(),
  originating_longitude: n(),
  terminating_latitude: n(),
  terminating_longitude: n(),
  call_type: opt(z.enum(CALL_TYPES)),
  /** Seconds. */
  call_duration: n(),
  cdr_ts: s(),
  calling_subscriber_name: s(),
  called_subscriber_name: s(),
});
export type CallRecord = z.infer<typeof callRecordSchema>;

export const callRecordSubscriberSchema = row({
  Subscriber_ID: opt(z.union([z.string(), z.number()])),
  First_Name: s(),
  Alias: s(),
  Phone_Number: s(),
});
export type CallRecordSubscriber = z.infer<typeof callRecordSubscriberSchema>;

const phoneCount = row({ phone: s(), name: s(), count5: n(), sum5: n() });

/** One subject of the call dashboard. */
export const callAnalysisItemSchema = row({
  Subject_Name: s(),
  Description: s(),
  image: s(),
  CountOriginate: n(),
  CountTerminate: n(),
  Total_Originating: optList(row({ originating_number: s(), countOriginating: n() })),
  Total_Terminating: optList(row({ terminating_number: s(), countTerminating: n() })),
  analysis: opt(
    row({
      Top_5_Originating: optList(phoneCount),
      Top_5_terminating: optList(phoneCount),
      Top_5_Least_Terminating: optList(phoneCount),
      Top_5Least_Originating: optList(phoneCount),
      Other_Subject: optList(phoneCount),
      otherConnection: optList(phoneCount),
    }),
  ),
});
export type CallAnalysisItem = z.infer<typeof callAnalysisItemSchema>;

/** Top-up and phone-forensics rows of the Top Up Record tab. */
export const topUpRowSchema = row({
  Phone_Number: s(),
  originating_number: s(),
  terminating_number: s(),
  Subject: s(),
  Suspect_Name: s(),
  Contact_Names: s(),
  MobileNo: s(),
  Source: s(),
});
export type TopUpRow = z.infer<typeof topUpRowSchema>;

// ── Statements and goAML ────────────────────────────────────────────────────────────────────────────

export const statementRecordSchema = row({
  Transaction_ID: opt(z.union([z.string(), z.number()])),
  Transaction_Date: s(),
  Transaction_Value_Date: s(),
  Account_Number: s(),
  Transaction_Description: s(),
  Inflows: money(),
  Outflows: money(),
  Transaction_Currency: s(),
});
export type StatementRecord = z.infer<typeof statementRecordSchema>;

export const goamlStatementRowSchema = row({
  Transaction_Date: s(),
  PrimaryPerson: s(),
  TransactionDescription: s(),
  SourceAccountNo: s(),
  SourceAccountName: s(),
  SourceBankName: s(),
  DestinationAccountNo: s(),
  DestinationAccountName: s(),
  DestinationBankName: s(),
  Direction: s(),
  LocalAmount: money(),
  ForeignAmount: money(),
});
export type GoamlStatementRow = z.infer<typeof goamlStatementRowSchema>;

export const goamlAccountRowSchema = row({
  Subject: s(),
  Called_Number: s(),
  Account_Number: s(),
  BVN: s(),
  Bank_Name: s(),
  Account_Name: s(),
});
export type GoamlAccountRow = z.infer<typeof goamlAccountRowSchema>;

const flowCount = row({ Name: s(), Inflows: money(), Outflows: money(), Count: n() });

/** One subject of the statement dashboard (basic statement analysis). */
export const statementAnalysisItemSchema = row({
  Subject_Name: s(),
  Description: s(),
  /** base64 jpg */
  image: s(),
  Count_Inflow: n(),
  Count_OutFlow: n(),
  Balance: money(),
  analysis: optList(row({ Channel: s(), Count: n(), Total: money() })),
  top_10_inflows: optList(flowCount),
  top_10_less_inflows: optList(flowCount),
  top_10_Outflows: optList(flowCount),
  top_10_less_Outflows: optList(flowCount),
});
export type StatementAnalysisItem = z.infer<typeof statementAnalysisItemSchema>;

export const statementAnalysisGroupSchema = row({ items: optList(statementAnalysisItemSchema) });
export type StatementAnalysisGroup = z.infer<typeof statementAnalysisGroupSchema>;

const named = row({ ID: opt(z.union([z.string(), z.number()])), Name: s() });

/** Names and places extracted from the data (getNER). */
export const nerResultSchema = row({
  LOC: optList(z.looseObject({})),
  LOCLOC: optList(z.looseObject({})),
  PERSON: optList(named),
  ORG: optList(named),
});
export type NerResult = z.infer<typeof nerResultSchema>;

// ── Graphs ──────────────────────────────────────────────────────────────────────────────────────────

// Both graph forms share one schema; Suspect, Account and Phone appear in both lists.
const nodeType = z.enum([...new Set([...GRAPH_NODE_TYPES, ...LINK_GRAPH_NODE_TYPES])]);
const edgeType = z.enum([...GRAPH_EDGE_TYPES, ...LINK_GRAPH_EDGE_TYPES]);

export const graphNodeSchema = row({
  data: row({ id: z.string(), type: nodeType, label: s() }),
});
export type GraphNode = z.infer<typeof graphNodeSchema>;

export const graphEdgeSchema = row({
  data: row({
    id: s(),
    source: z.string(),
    target: z.string(),
    type: edgeType,
    label: s(),
    interaction: s(),
    ...callEdgeSchema.shape,
  }),
});
export type GraphEdge = z.infer<typeof graphEdgeSchema>;

/** A graph answer: Elements, nodes and edges (both graph forms). */
export const graphElementsSchema = row({
  nodes: z._default(z.array(graphNodeSchema), []),
  edges: z._default(z.array(graphEdgeSchema), []),
});
export type GraphElements = z.infer<typeof graphElementsSchema>;

// ── Saved work ──────────────────────────────────────────────────────────────────────────────────────

/** The subject report: an HTML document as a base64 data URL (data:text/html;base64,...). */
export const suspectReportSchema = z.strictObject({
  id: s(),
  report: reqText().check(z.refine((v) => dataUrlMime(v) === 'text/html', MSG.invalidValue)),
  suspect: id(),
  modified_by: s(),
});
export type SuspectReport = z.infer<typeof suspectReportSchema>;

/** The saved selections for one subject (POST /api/userstate: the state plus suspectid). */
export const userStateSchema = z.strictObject({
  suspectid: id(),
  selected_accounts: z._default(z.array(accountSchema), []),
  selected_vehicles: z._default(z.array(vehicleSchema), []),
  selected_tax_details: z._default(z.array(taxDetailSchema), []),
  selected_companies: z._default(z.array(companyMatchSchema), []),
});
export type UserState = z.infer<typeof userStateSchema>;
