/**
 * Feedback questionnaires on an intelligence report (dissemination-feedback §3). The spec writes the
 * fields that carry the unit's code as `{product}_...`; the stored field names use the literal prefix
 * `fiu_` (fiu_case_number, info_fiu_records, fiu_intelligence_usefulness, fiu_other_service) whatever
 * config.unitCode is, so that records and the API keep one shape across deployments.
 * Every question is optional (the spec does not say which are required); fiu_case_number, the link to the
 * report (its internal_reference), is required.
 */
import './zodConfig.js';
import * as z from 'zod/mini';
import { FEEDBACK_PREDICATE_OFFENCES } from '../refdata/lists.js';
import {
  AGREEMENT_SCALE,
  AGREEMENT_SCALE_WITH_NA,
  AGREEMENT_SCALE_WITH_NA_STRINGS,
  CONVICTION_TYPES,
  CURRENT_CASE_STATUSES,
  INTELLIGENCE_USEFULNESS,
  INVESTIGATION_SUBJECT_KINDS,
  MONEY_BANDS,
  PARALLEL_ML_INVESTIGATION,
  YES_NO,
} from '../refdata/feedbackLists.js';
import { valuesOf } from './enums.js';
import { FEEDBACK_KINDS, isFeedbackKind, type FeedbackKind } from './feedbackKinds.js';
import { bookkeeping, opt, optBool, optId, optText, reqText } from './fields.js';

const scale5 = () => opt(z.literal(valuesOf(AGREEMENT_SCALE)));
const scale6 = () => opt(z.literal(valuesOf(AGREEMENT_SCALE_WITH_NA)));
const yesNo = () => opt(z.enum(valuesOf(YES_NO)));
const offence = () => opt(z.enum(FEEDBACK_PREDICATE_OFFENCES));
const note = () => optText(512);

const common = {
  ...bookkeeping,
  /** The intelligence report the questionnaire answers (its id); the server takes it on create only. */
  report: optId(),
  fiu_case_number: reqText(64),
  subject_name: optText(256),
};

export const proactiveInterimFeedbackSchema = z.strictObject({
  ...common,
  assessment_intelligence: scale5(),
  provide_new_info: scale5(),
  detailed_background: scale5(),
  adequate_financial_info: scale5(),
  adequate_financial_trans: scale5(),
  adequate_financial_port: scale5(),
  adequate_financial_stocks: scale5(),
  adequate_info_assets_other: scale5(),
  adequate_info_lea: scale5(),
  disclosing_transactions: scale5(),
  leading_arrest: scale5(),
  identify_proceeds: scale5(),
  disrupting_proceeds: scale5(),
  subjects_associates: yesNo(),
  secured_order: yesNo(),
  anticipate_seizure: yesNo(),
  further_investigation: yesNo(),
  last_feedback: yesNo(),
  predicate_offence: offence(),
  enrich_intelligence: note(),
});
export type ProactiveInterimFeedback = z.infer<typeof proactiveInterimFeedbackSchema>;

export const reactiveInterimFeedbackSchema = z.strictObject({
  ...common,
  assessment_intelligence: scale6(),
  verify_existing_info: scale6(),
  provide_info_ongoing_case: scale6(),
  new_intel_enrich_database: scale6(),
  prompt_timely_response: scale6(),
  subject_associate_entities_info: scale6(),
  financial_info_subject_entities: scale6(),
  transactions_proceeds_crime: scale6(),
  subject_associate_entities_transactions: scale6(),
  fund_portfolio_managers: scale6(),
  adequate_info_stock_securities: scale6(),
  assets_linked_subjects: scale6(),
  info_fiu_records: scale6(),
  info_lea_records: scale6(),
  subject_domestic_entities: scale6(),
  subject_international_entities: scale6(),
  monies_not_connected: opt(z.enum(valuesOf(AGREEMENT_SCALE_WITH_NA_STRINGS))),
  predicate_offence: offence(),
  secured_order: yesNo(),
  anticipate_seizure: yesNo(),
  enrich_intelligence: note(),
  further_investigation: yesNo(),
  last_feedback: yesNo(),
});
export type ReactiveInterimFeedback = z.infer<typeof reactiveInterimFeedbackSchema>;

export const finalFeedbackSchema = z.strictObject({
  ...common,
  arrest_of_subjects: yesNo(),
  prosecution_of_subjects: yesNo(),
  conviction_of_subjects: yesNo(),
  asset_tracing_recovery: yesNo(),
  subject_asset_forfeiture: yesNo(),
  subject_asset_forfeiture_final: yesNo(),
  enhance_investigation: yesNo(),
  asset_forfeited_property: yesNo(),
  asset_forfeited_funds: yesNo(),
  connection_to_crime: yesNo(),
  type_of_conviction: opt(z.enum(valuesOf(CONVICTION_TYPES))),
  // "forfeitied": spelled so in the spec and the stored records.
  naira_sum_forfeitied: opt(z.enum(valuesOf(MONEY_BANDS))),
  currencies_sum_forfeitied: opt(z.enum(valuesOf(MONEY_BANDS))),
  subject_of_investigation: opt(z.enum(valuesOf(INVESTIGATION_SUBJECT_KINDS))),
  asset_forfeited_description: note(),
  predicate_offences_investigated: note(),
  additional_case_info: note(),
});
export type FinalFeedback = z.infer<typeof finalFeedbackSchema>;

export const caseProgressUpdateSchema = z.strictObject({
  ...common,
  current_case_status: opt(z.enum(valuesOf(CURRENT_CASE_STATUSES))),
  case_status_comments: note(),
  predicate_crime_changed: yesNo(),
  confirm_predicate_crime: offence(),
  parallel_ml_investigation: opt(z.enum(valuesOf(PARALLEL_ML_INVESTIGATION))),
  no_parallel_investigation: note(),
  fiu_intelligence_usefulness: opt(z.enum(valuesOf(INTELLIGENCE_USEFULNESS))),
  additional_info: yesNo(),
  additional_info_details: note(),
  fiu_other_service: note(),
});
export type CaseProgressUpdate = z.infer<typeof caseProgressUpdateSchema>;

/** The older generic feedback's fields (POST /api/feedback; the request feedback of core-records §3.5). */
export const genericFeedbackShape = {
  ...bookkeeping,
  provide_new_info: optBool(),
  helpful_indictment: optBool(),
  expand_investigation: optBool(),
  verify_existing: optBool(),
  useful_info: optBool(),
  in_time: optBool(),
  due_date: optBool(),
  another_agency: optBool(),
  useful_another_agency: optBool(),
  satisfied: optBool(),
  subject_name: optText(96),
  case_number: optText(64),
  fiu_case_number: optText(64),
  other_info: optText(128),
  other_comments: optText(256),
};

export const genericFeedbackSchema = z.strictObject(genericFeedbackShape);
export type GenericFeedback = z.infer<typeof genericFeedbackSchema>;

export { FEEDBACK_KINDS, isFeedbackKind, type FeedbackKind };

export interface FeedbackTypes {
  'proactive-interim': ProactiveInterimFeedback;
  'reactive-interim': ReactiveInterimFeedback;
  final: FinalFeedback;
  'case-update': CaseProgressUpdate;
}

/** Each kind's strict schema (client form and server route alike). */
export const FEEDBACK_SCHEMAS = {
  'proactive-interim': proactiveInterimFeedbackSchema,
  'reactive-interim': reactiveInterimFeedbackSchema,
  final: finalFeedbackSchema,
  'case-update': caseProgressUpdateSchema,
} as const;


/**
 * The fields the server copies from the report (fiu_case_number from internal_reference, subject_name from
 * report_title; dissemination-feedback §7): what a client sends for them is not kept.
 */
export const FEEDBACK_FROM_REPORT = ['fiu_case_number', 'subject_name'] as const;
