import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { expectError, expectErrors, expectValid } from '../test/expectValidation.js';
import {
  caseProgressUpdateSchema,
  finalFeedbackSchema,
  genericFeedbackSchema,
  proactiveInterimFeedbackSchema,
  reactiveInterimFeedbackSchema,
} from './feedback.js';

const base = { fiu_case_number: 'FIU/IR/1', subject_name: 'Flows of X', domain: 'eca', created_by: 'u', modified_by: 'u' };
const all = [proactiveInterimFeedbackSchema, reactiveInterimFeedbackSchema, finalFeedbackSchema, caseProgressUpdateSchema];

describe('feedback common fields', () => {
  it('need the case number (max 64) and bound the subject name at 256', () => {
    for (const schema of all) {
      expectValid(schema, base);
      expectErrors(schema, { ...base, fiu_case_number: '' }, { fiu_case_number: [MSG.required] });
      expectErrors(schema, { ...base, fiu_case_number: 'c'.repeat(65), subject_name: 's'.repeat(257) }, {
        fiu_case_number: [MSG.maxLength(64)],
        subject_name: [MSG.maxLength(256)],
      });
      expectErrors(schema, { ...base, nfiu_case_number: 'x' }, { nfiu_case_number: [MSG.unknownField] });
    }
  });
});

describe('proactive interim', () => {
  it('scores 1 to 5, answers yes or no and names a predicate offence', () => {
    expectValid(proactiveInterimFeedbackSchema, { ...base, assessment_intelligence: 5, disrupting_proceeds: 1, last_feedback: 'yes', predicate_offence: 'Tax Evasion', enrich_intelligence: 'e'.repeat(512) });
    expectErrors(proactiveInterimFeedbackSchema, { ...base, assessment_intelligence: 6, leading_arrest: '3', subjects_associates: true, predicate_offence: 'Banditry', enrich_intelligence: 'e'.repeat(513) }, {
      assessment_intelligence: [MSG.invalidChoice],
      leading_arrest: [MSG.invalidChoice],
      subjects_associates: [MSG.invalidChoice],
      predicate_offence: [MSG.invalidChoice],
      enrich_intelligence: [MSG.maxLength(512)],
    });
  });
});

describe('reactive interim', () => {
  it('scores 1 to 6 (6 Not Applicable), monies_not_connected as text', () => {
    expectValid(reactiveInterimFeedbackSchema, { ...base, info_fiu_records: 6, subject_international_entities: 1, monies_not_connected: '6', secured_order: 'no' });
    expectErrors(reactiveInterimFeedbackSchema, { ...base, info_fiu_records: 7, monies_not_connected: 6 }, {
      info_fiu_records: [MSG.invalidChoice],
      monies_not_connected: [MSG.invalidChoice],
    });
  });

  it('uses the literal fiu_ prefix', () => {
    expectError(reactiveInterimFeedbackSchema, { ...base, 'info_{product}_records': 1 }, 'info_{product}_records', MSG.unknownField);
  });
});

describe('final', () => {
  it('takes its choices and bounds its texts', () => {
    expectValid(finalFeedbackSchema, {
      ...base,
      arrest_of_subjects: 'yes',
      connection_to_crime: 'no',
      type_of_conviction: 'ml',
      naira_sum_forfeitied: 'fourty_million',
      currencies_sum_forfeitied: 'over_fifty_million',
      subject_of_investigation: 'pep',
      additional_case_info: 'a'.repeat(512),
    });
    expectErrors(finalFeedbackSchema, { ...base, type_of_conviction: 'fraud', naira_sum_forfeitied: 'forty_million', subject_of_investigation: 'minister', asset_forfeited_description: 'a'.repeat(513) }, {
      type_of_conviction: [MSG.invalidChoice],
      naira_sum_forfeitied: [MSG.invalidChoice],
      subject_of_investigation: [MSG.invalidChoice],
      asset_forfeited_description: [MSG.maxLength(512)],
    });
  });
});

describe('case progress update', () => {
  it('takes its choices and bounds its texts', () => {
    const data = expectValid(caseProgressUpdateSchema, {
      ...base,
      current_case_status: 'case_transferred_to_another_agency',
      predicate_crime_changed: 'yes',
      confirm_predicate_crime: 'Due Diligence',
      parallel_ml_investigation: 'transferred_to_another_agency',
      fiu_intelligence_usefulness: 'partly_useful',
      fiu_other_service: 'x'.repeat(512),
    });
    expect(data.fiu_intelligence_usefulness).toBe('partly_useful');
    expectErrors(caseProgressUpdateSchema, { ...base, current_case_status: 'closed', parallel_ml_investigation: 'maybe', fiu_intelligence_usefulness: 'useful', case_status_comments: 'c'.repeat(513), no_parallel_investigation: 'n'.repeat(513), additional_info_details: 'd'.repeat(513) }, {
      current_case_status: [MSG.invalidChoice],
      parallel_ml_investigation: [MSG.invalidChoice],
      fiu_intelligence_usefulness: [MSG.invalidChoice],
      case_status_comments: [MSG.maxLength(512)],
      no_parallel_investigation: [MSG.maxLength(512)],
      additional_info_details: [MSG.maxLength(512)],
    });
  });
});

describe('older generic feedback', () => {
  it('has booleans and bounded texts', () => {
    expectValid(genericFeedbackSchema, { satisfied: true, in_time: false, subject_name: 's'.repeat(96), case_number: 'c'.repeat(64), fiu_case_number: 'f'.repeat(64), other_info: 'o'.repeat(128), other_comments: 'x'.repeat(256) });
    expectErrors(genericFeedbackSchema, { satisfied: 'yes', subject_name: 's'.repeat(97), case_number: 'c'.repeat(65), other_info: 'o'.repeat(129) }, {
      satisfied: [MSG.invalidValue],
      subject_name: [MSG.maxLength(96)],
      case_number: [MSG.maxLength(64)],
      other_info: [MSG.maxLength(128)],
    });
  });
});
