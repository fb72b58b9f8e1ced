/**
 * Fields only the server sets (issue 7 item 2, SECURITY.md promise 5): ids, readable record IDs, creation and
 * change stamps and who made them, the organisation, approval stamps and the soft-delete/archive flags. A value
 * a client sends for one of them is dropped before anything is saved (never trusted, never an error: a form
 * sends back the record it was given). One list per schema a client sends; the schema sweep test
 * (serverOwned.test.ts) fails when a schema gains such a field without its list saying so.
 *
 * Status is not in these lists: where a permission governs it (subjects §4.1, companies §4.2), the server
 * checks the change against core's status rule (permissions/actions.ts) instead. Users' role, permissions and
 * active flag are governed by the users route's own permission check.
 */
export const BOOKKEEPING_FIELDS = ['id', 'domain', 'created_by', 'modified_by', 'created', 'modified'] as const;

/** The record kinds' server-owned fields beyond the bookkeeping ones. */
const SUBJECT = [...BOOKKEEPING_FIELDS, 'suspectid', 'approved_on', 'archived', '_deleted'] as const;
const COMPANY = [...BOOKKEEPING_FIELDS, 'companyid'] as const;

/** Per exported schema name: the fields of that schema the server owns. */
export const SERVER_OWNED_FIELDS = {
  subjectSchema: SUBJECT,
  subjectRequestFormSchema: SUBJECT,
  companySchema: COMPANY,
  caseSchema: BOOKKEEPING_FIELDS,
  batchRequestSchema: BOOKKEEPING_FIELDS,
  rfiSchema: BOOKKEEPING_FIELDS,
  requestUploadSchema: BOOKKEEPING_FIELDS,
  evacuationRequestSchema: BOOKKEEPING_FIELDS,
  evacuationStatusSchema: BOOKKEEPING_FIELDS,
  erfSchema: BOOKKEEPING_FIELDS,
  intelligenceReportSchema: BOOKKEEPING_FIELDS,
  proactiveInterimFeedbackSchema: BOOKKEEPING_FIELDS,
  reactiveInterimFeedbackSchema: BOOKKEEPING_FIELDS,
  finalFeedbackSchema: BOOKKEEPING_FIELDS,
  caseProgressUpdateSchema: BOOKKEEPING_FIELDS,
  genericFeedbackSchema: BOOKKEEPING_FIELDS,
  rfiFeedbackSchema: BOOKKEEPING_FIELDS,
  userSchema: ['_id', 'created', 'modified'],
  userPatchSchema: ['_id', 'created', 'modified'],
} as const satisfies Record<string, readonly string[]>;

/** The subject's and the company's server-owned fields. */
export const SUBJECT_SERVER_FIELDS: readonly string[] = SUBJECT;
export const COMPANY_SERVER_FIELDS: readonly string[] = COMPANY;

/** `body` without the fields in `owned` (a new object; the body is not changed). */
export function withoutServerOwned<T extends Record<string, unknown>>(body: T, owned: readonly string[]): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([k]) => !owned.includes(k))) as Partial<T>;
}
