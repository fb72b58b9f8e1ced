/**
 * The analysis tools' lists (analysis-tools §2, §3, §9): amount bands, call types, mapping targets, the statement
 * import's account lists, map defaults. Their own module, imported by name (lists.ts does not re-export it), so that a screen using one of
 * them does not add them to the chunk of every records screen that reads lists.ts: esbuild keeps a module's used
 * exports together, wherever any screen uses them.
 */
import type { Option } from './lists.js';

// ── Analysis tools (analysis-tools §2, §3, §9) ──────────────────────────────────────────────────────

/**
 * Timeline amount-range bands, labels to the letter. `value` is what is sent as the `range` parameter: the
 * spec does not show the coding, so we send 'min-max' in naira ('100000000-' has no upper bound).
 */
export const AMOUNT_BANDS: readonly { value: string; label: string; min: number; max: number | null }[] = [
  { value: '0-100000', label: 'Below 100,000', min: 0, max: 100_000 },
  { value: '100000-500000', label: '100,000 - 500,000', min: 100_000, max: 500_000 },
  { value: '500000-5000000', label: '500,000 - 5 Million', min: 500_000, max: 5_000_000 },
  { value: '5000000-10000000', label: '5 Million - 10 Million', min: 5_000_000, max: 10_000_000 },
  { value: '10000000-100000000', label: '10 Million - 100 Million', min: 10_000_000, max: 100_000_000 },
  { value: '100000000-', label: '100 Million Above', min: 100_000_000, max: null },
];

/**
 * Inflow/outflow header-filter bands of the statement grids (analysis-tools §9). Built as intended: the old
 * product coded 'greater than 100 million' as above 1 billion, skipped 5-10 million, and pointed the outflow
 * filters at a field named OutFlow (we filter Outflows). Labels ours. Listed in docs/spec-deviations.md.
 */
export const FLOW_FILTER_BANDS: readonly { label: string; min: number; max: number | null }[] = [
  { label: 'Less than 500,000', min: 0, max: 500_000 },
  { label: '500,000 - 3 Million', min: 500_000, max: 3_000_000 },
  { label: '3 - 5 Million', min: 3_000_000, max: 5_000_000 },
  { label: '5 - 10 Million', min: 5_000_000, max: 10_000_000 },
  { label: '10 - 100 Million', min: 10_000_000, max: 100_000_000 },
  { label: 'Greater than 100 Million', min: 100_000_000, max: null },
];

/** Call types / call direction of the workspace (default Voice Originating). */
export const CALL_TYPES = ['Voice Originating', 'Voice Terminating', 'SMS Originating', 'SMS Terminating'] as const;
export type CallType = (typeof CALL_TYPES)[number];
export const DEFAULT_CALL_TYPE: CallType = 'Voice Originating';
/** Call direction of the subject detail's Call Detail tab. */
export const CALL_DIRECTIONS = ['Originating', 'Terminating'] as const;

/** Call-record column-mapping targets (analysis-tools §3), with labels (cdr_ts is 'Time Stamp'; others ours). */
export const CDR_MAPPING_TARGETS: readonly Option[] = /* @__PURE__ */ [
  'originating_number',
  'cdr_ts',
  'terminating_number',
  'call_duration',
  'imei_originating',
  'imei_terminating',
  'imsi_originating',
  'imsi_terminating',
  'originating_sitename',
  'terminating_sitename',
  'originating_longitude',
  'terminating_longitude',
  'originating_latitude',
  'terminating_latitude',
  'originating_lga',
  'terminating_lga',
  'originating_city',
  'terminating_city',
  'originating_state',
  'terminating_state',
  'calling_subscriber_name',
  'called_subscriber_name',
  'msc_call_type',
  'call_type',
  'calling_number',
  'called_number',
].map((value) => ({
  value,
  label:
    value === 'cdr_ts'
      ? 'Time Stamp'
      : value
          .split('_')
          .map((w) => (w === 'imei' || w === 'imsi' || w === 'msc' ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1)))
          .join(' '),
}));

/**
 * Bank-statement column-mapping targets (ours: the spec names only the statement record's fields, §3). A
 * statement carries money either as two columns (Inflows / Outflows: credit and debit) or as one Amount
 * column, signed or with a Dr/Cr indicator column (Dr_Cr: 'DR'/'CR', 'D'/'C', 'Debit'/'Credit').
 */
export const STATEMENT_MAPPING_TARGETS: readonly Option[] = [
  { value: 'Transaction_Date', label: 'Transaction Date' },
  { value: 'Transaction_Value_Date', label: 'Value Date' },
  { value: 'Transaction_Description', label: 'Description' },
  { value: 'Inflows', label: 'Inflow (credit)' },
  { value: 'Outflows', label: 'Outflow (debit)' },
  { value: 'Amount', label: 'Amount (signed, or with a Dr/Cr column)' },
  { value: 'Dr_Cr', label: 'Debit/Credit indicator' },
  { value: 'Balance', label: 'Balance' },
  { value: 'Transaction_ID', label: 'Reference / Transaction ID' },
  { value: 'Transaction_Currency', label: 'Currency' },
  { value: 'Account_Number', label: 'Account Number' },
  { value: 'Channel', label: 'Channel' },
];

/** Statement import: account types, statuses, currencies, account holders (analysis-tools §3). */
export const ACCOUNT_TYPES = ['Savings', 'Current', 'Dollar', 'Pounds'] as const;
export const ACCOUNT_STATUSES = ['Active', 'Dormant'] as const;
export const CURRENCIES = ['Naira', 'Dollar', 'Pounds Sterling', 'Euro', 'Yuan'] as const;
export const ACCOUNT_HOLDERS = ['Individual', 'Entity'] as const;

/** Accounts panel grouping selector. */
export const ACCOUNT_GROUPINGS: readonly Option<'bvn' | 'account'>[] = [
  { value: 'bvn', label: 'Group By BVN' },
  { value: 'account', label: 'Group By Account Number' },
];

/** Machine Learning map options. */
export const ROUTE_MODES = ['driving', 'walking'] as const;
export const ROUTE_COLORS = ['blue', 'green', 'red'] as const;

/** Map defaults (core-records §9, analysis-tools §9). */
export const MAP_DEFAULTS = {
  centre: { lat: 9.0765, lng: 7.3986 },
  zoom: 5,
  subjectMapHeight: 500,
  dashboardMapHeight: 600,
  machineLearning: { centre: { lat: 9.0831973, lng: 7.4688447 }, zoom: 10, height: 640 },
} as const;
