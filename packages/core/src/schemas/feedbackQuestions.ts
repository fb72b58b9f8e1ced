/**
 * The questions of the four feedback questionnaires (dissemination-feedback §3), beside their field names.
 * The spec gives only the field names ("Question wording and layout of the questionnaires beyond the field
 * names: not shown"): the wording and the grouping here are ours, written as a unit would ask them. The
 * choices are core's reference lists, so form and schema cannot disagree. Plain data: no schema code.
 */
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
import { FEEDBACK_PREDICATE_OFFENCES, type Option } from '../refdata/lists.js';
import type { FeedbackKind } from './feedback.js';

/**
 * How a question is answered: `scale` a row of radio buttons (agreement), `choice` radio buttons, `select` a
 * drop-down (long lists), `text` free text.
 */
export type QuestionInput = 'scale' | 'choice' | 'select' | 'text';

export interface FeedbackQuestion {
  /** The field of core's schema for the kind. */
  readonly name: string;
  readonly label: string;
  readonly input: QuestionInput;
  readonly options?: readonly Option<string | number>[];
  /** For text: the schema's maximum length. */
  readonly max?: number;
}

export interface FeedbackSection {
  readonly legend: string;
  readonly questions: readonly FeedbackQuestion[];
}

export interface FeedbackQuestionnaire {
  /** The screen's title. */
  readonly title: string;
  /** One line under the title: what the unit asks for. */
  readonly intro: string;
  readonly sections: readonly FeedbackSection[];
}

const OFFENCES: readonly Option[] = /* @__PURE__ */ FEEDBACK_PREDICATE_OFFENCES.map((o) => ({ value: o, label: o }));

const agree = (name: string, label: string): FeedbackQuestion => ({ name, label, input: 'scale', options: AGREEMENT_SCALE });
const agreeNa = (name: string, label: string): FeedbackQuestion => ({ name, label, input: 'scale', options: AGREEMENT_SCALE_WITH_NA });
const yesNo = (name: string, label: string): FeedbackQuestion => ({ name, label, input: 'choice', options: YES_NO });
const choice = (name: string, label: string, options: readonly Option<string>[]): FeedbackQuestion => ({ name, label, input: 'choice', options });
const offence = (name: string, label: string): FeedbackQuestion => ({ name, label, input: 'select', options: OFFENCES });
const note = (name: string, label: string): FeedbackQuestion => ({ name, label, input: 'text', max: 512 });

const outcomeQuestions = [
  offence('predicate_offence', 'Which predicate offence does the case concern?'),
  yesNo('secured_order', 'Has a court order (freezing, restraint or production) been secured with the help of the report?'),
  yesNo('anticipate_seizure', 'Do you expect assets to be seized or forfeited?'),
  yesNo('further_investigation', 'Will the report lead to further investigation?'),
];

const closingQuestions = [
  note('enrich_intelligence', 'How could the unit make this kind of intelligence more useful to you?'),
  yesNo('last_feedback', 'Is this your last interim feedback on this report?'),
];

export const FEEDBACK_QUESTIONNAIRES: Readonly<Record<FeedbackKind, FeedbackQuestionnaire>> = {
  'proactive-interim': {
    title: 'Proactive Interim Feedback',
    intro: 'Tell the unit how the intelligence it sent on its own initiative has served your agency so far.',
    sections: [
      {
        legend: 'Quality of the intelligence',
        questions: [
          agree('assessment_intelligence', 'Overall, the intelligence report was of good quality and relevant to your mandate.'),
          agree('provide_new_info', 'The report gave information that was new to your agency.'),
          agree('detailed_background', 'The report gave a detailed background of the subjects and the suspicious activity.'),
        ],
      },
      {
        legend: 'Financial information in the report',
        questions: [
          agree('adequate_financial_info', 'The report held adequate financial information on the subjects.'),
          agree('adequate_financial_trans', "The report held adequate information on the subjects' transactions."),
          agree('adequate_financial_port', "The report held adequate information on the subjects' fund and portfolio holdings."),
          agree('adequate_financial_stocks', "The report held adequate information on the subjects' stocks and securities."),
          agree('adequate_info_assets_other', 'The report held adequate information on other assets (property, vehicles, businesses).'),
          agree('adequate_info_lea', 'The report held adequate information from law enforcement records.'),
        ],
      },
      {
        legend: 'Use of the intelligence',
        questions: [
          agree('disclosing_transactions', 'The transactions disclosed helped to establish the suspected offence.'),
          agree('leading_arrest', 'The report led, or is expected to lead, to an arrest.'),
          agree('identify_proceeds', 'The report helped to identify proceeds of crime.'),
          agree('disrupting_proceeds', 'The report helped to disrupt, freeze or restrain proceeds of crime.'),
        ],
      },
      {
        legend: 'Outcome so far',
        questions: [yesNo('subjects_associates', 'Did the report identify associates of the subjects you did not know of?'), ...outcomeQuestions],
      },
      { legend: 'Closing', questions: closingQuestions },
    ],
  },
  'reactive-interim': {
    title: 'Reactive Interim Feedback',
    intro: 'Tell the unit how its answer to your request has served your agency so far. Choose Not Applicable where a statement does not apply.',
    sections: [
      {
        legend: 'The answer to your request',
        questions: [
          agreeNa('assessment_intelligence', 'Overall, the answer met the needs of your request.'),
          agreeNa('verify_existing_info', 'The answer helped to verify information you already held.'),
          agreeNa('provide_info_ongoing_case', 'The answer gave information useful to an ongoing case.'),
          agreeNa('new_intel_enrich_database', 'The answer held new intelligence that enriches your records.'),
          agreeNa('prompt_timely_response', 'The answer was prompt and timely.'),
        ],
      },
      {
        legend: 'Subjects, entities and transactions',
        questions: [
          agreeNa('subject_associate_entities_info', 'The answer gave adequate information on the subjects, their associates and entities.'),
          agreeNa('financial_info_subject_entities', 'The answer gave adequate financial information on the subjects and entities.'),
          agreeNa('transactions_proceeds_crime', 'The transactions reported point to proceeds of crime.'),
          agreeNa('subject_associate_entities_transactions', 'The answer identified transactions between the subjects, their associates and entities.'),
          agreeNa('fund_portfolio_managers', 'The answer gave adequate information from fund and portfolio managers.'),
          agreeNa('adequate_info_stock_securities', 'The answer gave adequate information on stocks and securities.'),
          agreeNa('assets_linked_subjects', 'The answer identified assets linked to the subjects.'),
          { name: 'monies_not_connected', label: "The answer helped to establish monies not explained by the subjects' legitimate income.", input: 'scale', options: AGREEMENT_SCALE_WITH_NA_STRINGS },
        ],
      },
      {
        legend: 'Sources',
        questions: [
          agreeNa('info_fiu_records', "The information from the unit's own records was useful."),
          agreeNa('info_lea_records', 'The information from law enforcement records was useful.'),
          agreeNa('subject_domestic_entities', "The answer identified the subjects' links to domestic entities."),
          agreeNa('subject_international_entities', "The answer identified the subjects' links to foreign entities."),
        ],
      },
      { legend: 'Outcome so far', questions: outcomeQuestions },
      { legend: 'Closing', questions: closingQuestions },
    ],
  },
  final: {
    title: 'Final Feedback',
    intro: 'Tell the unit how the case ended and what the intelligence achieved.',
    sections: [
      {
        legend: 'Arrest, prosecution and conviction',
        questions: [
          yesNo('arrest_of_subjects', 'Were any of the subjects arrested?'),
          yesNo('prosecution_of_subjects', 'Were any of the subjects prosecuted?'),
          yesNo('conviction_of_subjects', 'Were any of the subjects convicted?'),
          choice('type_of_conviction', 'What was the conviction for?', CONVICTION_TYPES),
          choice('subject_of_investigation', 'The subject of the investigation is a', INVESTIGATION_SUBJECT_KINDS),
          note('predicate_offences_investigated', 'Which predicate offences were investigated?'),
        ],
      },
      {
        legend: 'Assets',
        questions: [
          yesNo('asset_tracing_recovery', 'Did the report help to trace or recover assets?'),
          yesNo('subject_asset_forfeiture', "Were the subjects' assets forfeited on an interim order?"),
          yesNo('subject_asset_forfeiture_final', "Were the subjects' assets forfeited on a final order?"),
          yesNo('asset_forfeited_property', 'Did the forfeiture include property?'),
          yesNo('asset_forfeited_funds', 'Did the forfeiture include funds?'),
          choice('naira_sum_forfeitied', 'Sum forfeited in naira', MONEY_BANDS),
          choice('currencies_sum_forfeitied', 'Sum forfeited in other currencies (naira equivalent)', MONEY_BANDS),
          note('asset_forfeited_description', 'Describe the assets forfeited.'),
        ],
      },
      {
        legend: 'Value of the intelligence',
        questions: [
          yesNo('enhance_investigation', 'Did the report improve the investigation?'),
          yesNo('connection_to_crime', "Did the report help to establish the subjects' connection to the crime?"),
          note('additional_case_info', 'Anything else the unit should know about the case?'),
        ],
      },
    ],
  },
  'case-update': {
    title: 'Case Progress Update',
    intro: 'Tell the unit where the case stands now.',
    sections: [
      {
        legend: 'Case status',
        questions: [
          choice('current_case_status', 'Current status of the case', CURRENT_CASE_STATUSES),
          note('case_status_comments', 'Comments on the status'),
        ],
      },
      {
        legend: 'Predicate crime',
        questions: [
          yesNo('predicate_crime_changed', 'Has the predicate crime changed since your last feedback?'),
          offence('confirm_predicate_crime', 'Confirm the predicate crime'),
        ],
      },
      {
        legend: 'Money laundering investigation',
        questions: [
          choice('parallel_ml_investigation', 'Is a parallel money laundering investigation under way?', PARALLEL_ML_INVESTIGATION),
          note('no_parallel_investigation', 'If there is none, why not?'),
        ],
      },
      {
        legend: 'The unit’s intelligence',
        questions: [
          choice('fiu_intelligence_usefulness', "How useful was the unit's intelligence to the case?", INTELLIGENCE_USEFULNESS),
          yesNo('additional_info', 'Do you need more information from the unit?'),
          note('additional_info_details', 'What information do you need?'),
          note('fiu_other_service', 'Any other service the unit could give you?'),
        ],
      },
    ],
  },
};

/** Every question of a questionnaire, in order. */
export const questionsOf = (kind: FeedbackKind): readonly FeedbackQuestion[] => FEEDBACK_QUESTIONNAIRES[kind].sections.flatMap((s) => s.questions);
