/**
 * Choices of the feedback questionnaires (dissemination-feedback §3). Apart from lists.ts so that the records
 * screens, which share lists.ts, do not carry them (a bundler keeps one module's used exports together).
 */
import type { Option } from './lists.js';

/** Agreement scale 1..5 (labels ours: the usual Likert wording). */
export const AGREEMENT_SCALE: readonly Option<1 | 2 | 3 | 4 | 5>[] = [
  { value: 1, label: 'Strongly Disagree' },
  { value: 2, label: 'Disagree' },
  { value: 3, label: 'Neutral' },
  { value: 4, label: 'Agree' },
  { value: 5, label: 'Strongly Agree' },
];
/** Agreement scale of the reactive form: 1..5 plus 6 = Not Applicable. */
export const AGREEMENT_SCALE_WITH_NA: readonly Option<1 | 2 | 3 | 4 | 5 | 6>[] = /* @__PURE__ */ (() => [
  ...AGREEMENT_SCALE,
  { value: 6 as const, label: 'Not Applicable' },
])();
/** monies_not_connected is a string scale: the same choices with string values '1'..'6'. */
export const AGREEMENT_SCALE_WITH_NA_STRINGS: readonly Option<'1' | '2' | '3' | '4' | '5' | '6'>[] =
  /* @__PURE__ */ AGREEMENT_SCALE_WITH_NA.map((o) => ({ value: String(o.value) as '1' | '2' | '3' | '4' | '5' | '6', label: o.label }));

/** Yes/No questions of the feedback forms. Values 'yes' / 'no' (as predicate_crime_changed, additional_info). */
export const YES_NO: readonly Option<'yes' | 'no'>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** Final feedback type_of_conviction (labels ours). */
export const CONVICTION_TYPES: readonly Option<'predicate_offence' | 'ml' | 'tf' | 'pf'>[] = [
  { value: 'predicate_offence', label: 'Predicate Offence' },
  { value: 'ml', label: 'Money Laundering' },
  { value: 'tf', label: 'Terrorist Financing' },
  { value: 'pf', label: 'Proliferation Financing' },
];

/**
 * naira_sum_forfeitied / currencies_sum_forfeitied bands (values as the spec spells them: 'fourty_million').
 * Labels ours: each value read as the upper bound of a band (the naira form prefixes ₦ itself if wanted).
 */
export const MONEY_BANDS: readonly Option<
  'ten_million' | 'twenty_million' | 'thirty_million' | 'fourty_million' | 'fifty_million' | 'over_fifty_million'
>[] = [
  { value: 'ten_million', label: 'Up to 10 Million' },
  { value: 'twenty_million', label: '10 - 20 Million' },
  { value: 'thirty_million', label: '20 - 30 Million' },
  { value: 'fourty_million', label: '30 - 40 Million' },
  { value: 'fifty_million', label: '40 - 50 Million' },
  { value: 'over_fifty_million', label: 'Over 50 Million' },
];

/** Final feedback subject_of_investigation (labels ours). */
export const INVESTIGATION_SUBJECT_KINDS: readonly Option<'pep' | 'public_servant' | 'others'>[] = [
  { value: 'pep', label: 'Politically Exposed Person' },
  { value: 'public_servant', label: 'Public Servant' },
  { value: 'others', label: 'Others' },
];

/** Case progress update current_case_status (labels ours). */
export const CURRENT_CASE_STATUSES: readonly Option<
  | 'investigation_ongoing'
  | 'prosecution'
  | 'case_closed_conviction'
  | 'case_closed_asset_forfeited_recovered'
  | 'case_closed_charges_dismissed'
  | 'case_closed_investigations_dropped'
  | 'case_transferred_to_another_agency'
>[] = [
  { value: 'investigation_ongoing', label: 'Investigation Ongoing' },
  { value: 'prosecution', label: 'Prosecution' },
  { value: 'case_closed_conviction', label: 'Case Closed - Conviction' },
  { value: 'case_closed_asset_forfeited_recovered', label: 'Case Closed - Asset Forfeited/Recovered' },
  { value: 'case_closed_charges_dismissed', label: 'Case Closed - Charges Dismissed' },
  { value: 'case_closed_investigations_dropped', label: 'Case Closed - Investigations Dropped' },
  { value: 'case_transferred_to_another_agency', label: 'Case Transferred to Another Agency' },
];

/** Case progress update parallel_ml_investigation (labels ours). */
export const PARALLEL_ML_INVESTIGATION: readonly Option<'yes' | 'transferred_to_another_agency' | 'no'>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'transferred_to_another_agency', label: 'Transferred to Another Agency' },
  { value: 'no', label: 'No' },
];

/** Case progress update {product}_intelligence_usefulness (labels ours). */
export const INTELLIGENCE_USEFULNESS: readonly Option<'very_useful' | 'partly_useful' | 'not_useful'>[] = [
  { value: 'very_useful', label: 'Very Useful' },
  { value: 'partly_useful', label: 'Partly Useful' },
  { value: 'not_useful', label: 'Not Useful' },
];
