/**
 * The texts of the record screens (subjects and companies: lists and forms; spec/core-records.md), kept apart so
 * those screens carry only these and not every product text. Quoted to the letter, as in messages.ts; MSG
 * includes them all.
 */
export const RECORDS_MSG = {
  // ── Field validation (core-records §5) ──────────────────────────────────────────────────────────
  bvn: 'BVN must 11 digits long and can only contain digits',
  taxId: 'Tax identification number can only contain digits and -',
  bankAccount: 'Bank account numbers must be 10 digits long and can only contain digits',
  nuban: 'Bank and Account Number combination not forming a valid NUBAN number. Please check Bank or account number.',

  // ── Saving (core-records §8) ─────────────────────────────────────────────────────────────────────
  errorWhileSaving: 'An error occurred while saving',
  errorsHeading: 'Errors',

  // ── Subjects, companies, approval (core-records §2.5, §2.7, §4.1) ──────────────────────────────
  approvePending: 'Approve Pending',
  approvePendingConfirm: 'Are you sure you would like to approve all pending reports for your organisation?',
  paginationTotal: 'x-y of total',

  // ── Non-spec helper (a text the spec does not print) ────────────────────────────────────────────
  dateInFuture: 'Date cannot be in the future',
} as const;
