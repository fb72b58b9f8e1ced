/** The case as the case form holds it: core's case (§3.8) with the names the form shows beside the ids. */
import type { CaseRow } from '@fiu/core/api/cases';
import type { FieldLabels } from '../shared/forms/errorText';
import type { Rec } from '../shared/forms/paths';

export type HandlerStatus = 'open' | 'archived';

export interface CaseSubjectItem {
  suspect: string;
  name: string;
}

export interface CaseHandlerItem {
  /** The assignment's id once saved (PUT /api/case/assignments/{id} changes its status). */
  id?: string;
  handler: string;
  name: string;
  status: HandlerStatus;
}

export type CaseRecord = Rec & {
  id?: string;
  label: string;
  suspects: CaseSubjectItem[];
  assignments: CaseHandlerItem[];
  domain?: string;
  modified?: string;
};

export const blankCase = (): CaseRecord => ({ label: '', suspects: [], assignments: [] });

export const fromServer = (row: CaseRow): CaseRecord => ({
  id: row.id,
  label: row.label,
  domain: row.domain,
  modified: row.modified,
  suspects: row.suspects.map((s) => ({ suspect: s.suspect, name: s.name || s.suspectid || s.suspect })),
  assignments: row.assignments.map((a) => ({ id: a.id, handler: a.handler, name: a.handler_name || a.handler_username, status: a.status })),
});

/** What a save sends (core-records §7): the label, the subjects' ids, the handlers and their statuses. */
export const toSend = (record: CaseRecord) => ({
  label: record.label,
  suspects: record.suspects.map((s) => ({ suspect: s.suspect })),
  assignments: record.assignments.map((a) => ({ handler: a.handler, status: a.status })),
});

export const CASE_FORM_TEXT = {
  label: 'Label',
  subjects: 'Case subjects',
  handlers: 'Handlers',
  addSubject: 'Add a subject',
  addHandler: 'Add a handler',
  chooseHandler: 'Choose a handler',
  loadingHandlers: 'Loading…',
  noSubjects: 'No subjects yet: search for one below.',
  noHandlers: 'No handler assigned yet.',
  ownStatus: 'Your status on this case',
  statusOf: (name: string) => `Status of ${name}`,
  remove: (name: string) => `Remove ${name}`,
  count: 'Subjects',
} as const;

export const STATUS_LABEL: Readonly<Record<HandlerStatus, string>> = { open: 'Open', archived: 'Archived' };

/** Field labels, for the Errors panel ('suspects.1.suspect' reads 'Subject 2, Subject'). */
export const CASE_LABELS: FieldLabels = {
  fields: { label: CASE_FORM_TEXT.label, suspects: CASE_FORM_TEXT.subjects, assignments: CASE_FORM_TEXT.handlers, suspect: 'Subject', handler: 'Handler', status: 'Status' },
  items: { suspects: 'Subject', assignments: 'Handler' },
};
