import { describe, expect, it } from 'vitest';
import { validate } from './validate.js';
import { REPORT_HISTORY_ACTION_NAMES, reportHistoryEntrySchema, reportHistoryWhat } from './reportHistory.js';

describe('reportHistoryWhat', () => {
  it('words each action, and which questionnaire a feedback entry was', () => {
    expect(REPORT_HISTORY_ACTION_NAMES.map((action) => reportHistoryWhat({ action }))).toEqual(['Created', 'Changed', 'Disseminated', 'Viewed', 'Downloaded', 'Feedback sent']);
    expect(reportHistoryWhat({ action: 'report.feedback', feedback_kind: 'final', change: 'create' })).toBe('Feedback sent: final feedback');
    expect(reportHistoryWhat({ action: 'report.feedback', feedback_kind: 'case-update', change: 'update' })).toBe('Feedback updated: case progress update');
    expect(reportHistoryWhat({ action: 'report.feedback', feedback_kind: 'constructor' })).toBe('Feedback sent');
    expect(reportHistoryWhat({ action: 'report.other' })).toBe('report.other');
  });
});

describe('reportHistoryEntrySchema', () => {
  it('takes an entry as the server answers it and refuses unknown fields', () => {
    const entry = { id: '7', at: '2026-11-27T09:30:00.000Z', action: 'report.download', actor: 'admin@eca', actor_name: 'Eca Admin', domain: 'eca', domain_name: 'Economic Crimes Agency', feedback_kind: null, change: null };
    expect(validate(reportHistoryEntrySchema, entry).ok).toBe(true);
    expect(validate(reportHistoryEntrySchema, { ...entry, ip: '10.0.0.1' }).ok).toBe(false);
    expect(validate(reportHistoryEntrySchema, { ...entry, action: 'user.read' }).ok).toBe(false);
  });
});
