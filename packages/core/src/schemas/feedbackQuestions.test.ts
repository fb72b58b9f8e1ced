import { describe, expect, it } from 'vitest';
import { validate } from './validate.js';
import { FEEDBACK_FROM_REPORT, FEEDBACK_KINDS, FEEDBACK_SCHEMAS } from './feedback.js';
import { FEEDBACK_QUESTIONNAIRES, questionsOf } from './feedbackQuestions.js';

const common = new Set(['id', 'domain', 'created_by', 'modified_by', 'created', 'modified', 'report', ...FEEDBACK_FROM_REPORT]);
const base = { fiu_case_number: 'FIU/IR/1' };

describe('the questionnaires', () => {
  it.each(FEEDBACK_KINDS)('%s asks every field of its schema once, and nothing else', (kind) => {
    const fields = Object.keys(FEEDBACK_SCHEMAS[kind].shape).filter((f) => !common.has(f)).sort();
    const asked = questionsOf(kind).map((q) => q.name);
    expect(new Set(asked).size).toBe(asked.length);
    expect([...asked].sort()).toEqual(fields);
  });

  it.each(FEEDBACK_KINDS)('%s offers only choices its schema takes, and texts at the schema bound', (kind) => {
    const schema = FEEDBACK_SCHEMAS[kind];
    for (const q of questionsOf(kind)) {
      for (const o of q.options ?? []) expect(validate(schema, { ...base, [q.name]: o.value }).ok, `${q.name}=${o.value}`).toBe(true);
      if (q.input === 'text') {
        expect(validate(schema, { ...base, [q.name]: 'x'.repeat(q.max!) }).ok).toBe(true);
        expect(validate(schema, { ...base, [q.name]: 'x'.repeat(q.max! + 1) }).ok).toBe(false);
      }
    }
  });

  it('offers Not Applicable on the reactive form only', () => {
    const withNa = FEEDBACK_KINDS.filter((kind) => questionsOf(kind).some((q) => q.options?.some((o) => o.label === 'Not Applicable')));
    expect(withNa).toEqual(['reactive-interim']);
    const reactiveScales = questionsOf('reactive-interim').filter((q) => q.input === 'scale');
    expect(reactiveScales).toHaveLength(17);
    for (const q of reactiveScales) expect(q.options!.map((o) => Number(o.value))).toEqual([1, 2, 3, 4, 5, 6]);
    const proactiveScales = questionsOf('proactive-interim').filter((q) => q.input === 'scale');
    expect(proactiveScales).toHaveLength(13);
    for (const q of proactiveScales) expect(q.options!.map((o) => o.value)).toEqual([1, 2, 3, 4, 5]);
  });

  it('the predicate offence choices are the 33 offences', () => {
    const offence = questionsOf('proactive-interim').find((q) => q.name === 'predicate_offence')!;
    expect(offence.options).toHaveLength(33);
    expect(questionsOf('case-update').find((q) => q.name === 'confirm_predicate_crime')!.options).toBe(offence.options);
  });

  it('every section has a legend and questions', () => {
    for (const kind of FEEDBACK_KINDS) {
      expect(FEEDBACK_QUESTIONNAIRES[kind].title).toBeTruthy();
      for (const s of FEEDBACK_QUESTIONNAIRES[kind].sections) {
        expect(s.legend).toBeTruthy();
        expect(s.questions.length).toBeGreaterThan(0);
      }
    }
  });
});
