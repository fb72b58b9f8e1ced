/**
 * Fixed choice lists of the three spec documents. Values are what records store; labels what selectors show.
 * Where the spec prints only values, the labels are our wording (marked "label ours").
 */

export interface Option<V extends string | number = string> {
  readonly value: V;
  readonly label: string;
}

const same = <T extends string>(values: readonly T[]): readonly Option<T>[] =>
  values.map((v) => ({ value: v, label: v }));

// ── Crime types ─────────────────────────────────────────────────────────────────────────────────────

/** core-records §3.2: the fixed list of 34 crime types, in this order (subject currentcrimetype). */
export const CRIME_TYPES = [
  'Due Diligence / Fit and Proper Test',
  'Bribery and Corruption',
  'Kidnapping',
  'Drug Related Offences',
  'Terrorism/Violence',
  'Terrorist Financing',
  'Environmental Crimes',
  'Grievous Bodily Harm',
  'Illegal Restraints and Hostage Taking',
  'Child Pornography/Paedophilia',
  'Extortion',
  'Illegal Bunkering',
  'Illicit Arms Trafficking in Stolen and Other Goods',
  'Counterfeiting Currency',
  'Forgery',
  'Illegal Mining',
  'Insider Trading and Market Manipulation',
  'Racketeering',
  'Smuggling',
  'Murder',
  'Robbery or Theft',
  'Tax Evasion',
  'Trafficking in Human Beings and Migrants Smuggling (Illegal Migration)',
  'Ethnic/Religious Issues',
  'Piracy',
  'Sexual Exploitation',
  'Extremism',
  'Wild Life Trafficking',
  'Bank Fraud',
  'Burglary',
  'Intimidation with Arms',
  'Copyright Infringement',
  'Banditry',
  'Others',
] as const;
export type CrimeType = (typeof CRIME_TYPES)[number];

/**
 * Company crime types (core-records §3.2/§3.3, analysis-tools §3 reference list): the crime list without
 * Banditry, starting with the short 'Due Diligence' — 33 values.
 */
export const COMPANY_CRIME_TYPES: readonly string[] = /* @__PURE__ */ (() => [
  'Due Diligence',
  ...CRIME_TYPES.filter((c) => c !== 'Banditry' && c !== 'Due Diligence / Fit and Proper Test'),
])();

/**
 * The 33-value predicate-offence list of the feedback forms (dissemination-feedback §3 predicate_offence,
 * confirm_predicate_crime). The spec says only "a list of 33 offence types". Our choice: the crime list
 * without Banditry, exactly as analysis-tools §3 prints it (34 − Banditry = 33, first entry 'Due Diligence'),
 * i.e. the same values as COMPANY_CRIME_TYPES, so feedback and company statistics use one vocabulary.
 */
export const FEEDBACK_PREDICATE_OFFENCES: readonly string[] = COMPANY_CRIME_TYPES;

/** The manual call-record import's Crime field uses the analysis-tools §3 crime list (= COMPANY_CRIME_TYPES). */
export const IMPORT_CRIME_TYPES: readonly string[] = COMPANY_CRIME_TYPES;

/**
 * analysis-tools §3: the older statement-import category list, to the letter (typos kept: 'ISWAP Terroris',
 * 'Police Offier', 'Miliary Officer', 'Bereua De Change Operator'). The old form labelled it "nationality";
 * it is a crime/category list.
 */
export const STATEMENT_IMPORT_CATEGORIES = [
  'Banditry',
  'Kidnapping',
  'Boko Haram Terrorism',
  'ISWAP Terroris',
  'Militant',
  'Civic Unrest',
  'Robbery',
  'Fraud',
  'Police Offier',
  'Miliary Officer',
  'Custom Officer',
  'Bereua De Change Operator',
  'Politician',
] as const;

// ── Persons ─────────────────────────────────────────────────────────────────────────────────────────

export const GENDERS: readonly Option<'male' | 'female'>[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];
/** Directors' gender (core-records §3.3): '-', male or female. */
export const DIRECTOR_GENDERS: readonly Option<'-' | 'male' | 'female'>[] = /* @__PURE__ */ (() => [
  { value: '-' as const, label: '-' },
  ...GENDERS,
])();
/** Call-record import gender values (analysis-tools §3: Male/Female). */
export const IMPORT_GENDERS: readonly Option<'Male' | 'Female'>[] = /* @__PURE__ */ same(['Male', 'Female'] as const);

/** core-records §3.1 religion. */
export const RELIGIONS: readonly Option<'Islam' | 'Christianity' | 'Other'>[] = /* @__PURE__ */ same([
  'Islam',
  'Christianity',
  'Other',
] as const);

/** crime_history convicted (core-records §3.1): 0 No, 1 Yes. */
export const CONVICTED: readonly Option<0 | 1>[] = [
  { value: 0, label: 'No' },
  { value: 1, label: 'Yes' },
];

/** Relationship of the subject to the request/investigation (core-records §3.4, dissemination-feedback §3). */
export const SUBJECT_RELATIONSHIPS: readonly Option<'main' | 'accomplice'>[] = [
  { value: 'main', label: 'Main' },
  { value: 'accomplice', label: 'Accomplice' },
];

/**
 * Identification types / issuing authority (core-records §3.4, dissemination-feedback §3 id_types.idtype).
 * Labels: core-records' wording.
 */
export const ID_TYPES: readonly Option<'A' | 'B' | 'C' | 'D' | 'O'>[] = [
  { value: 'A', label: "Driver's License" },
  { value: 'B', label: 'National Identity Card' },
  { value: 'C', label: 'International Passport' },
  { value: 'D', label: 'Voter Registration Card' },
  { value: 'O', label: 'Others' },
];

/** Social media platforms (dissemination-feedback §3); labels ours. */
export const SOCIAL_PLATFORMS: readonly Option<
  | 'facebook'
  | 'linkedin'
  | 'instagram'
  | 'googleplus'
  | 'twitter'
  | 'snapchat'
  | 'pinterest'
  | 'youtube'
  | 'periscope'
  | 'vimeo'
>[] = [
  { value: 'facebook', label: 'Facebook' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'googleplus', label: 'Google+' },
  { value: 'twitter', label: 'Twitter' },
  { value: 'snapchat', label: 'Snapchat' },
  { value: 'pinterest', label: 'Pinterest' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'periscope', label: 'Periscope' },
  { value: 'vimeo', label: 'Vimeo' },
];

// ── Companies ───────────────────────────────────────────────────────────────────────────────────────

/**
 * company_type (core-records §3.3: 1 Business Name, 2 Company, 3 Non-Profit; dissemination-feedback calls 3
 * 'NGO' and analysis-tools calls 1 'Business'). We show core-records' labels everywhere.
 */
export const COMPANY_TYPES: readonly Option<1 | 2 | 3>[] = [
  { value: 1, label: 'Business Name' },
  { value: 2, label: 'Company' },
  { value: 3, label: 'Non-Profit' },
];

// ── Statuses ────────────────────────────────────────────────────────────────────────────────────────

/** core-records §4.1. */
export const SUBJECT_STATUSES = ['pending', 'approved', 'assigned', 'treated', 'disseminated', 'archived'] as const;
export type SubjectStatus = (typeof SUBJECT_STATUSES)[number];
/** core-records §4.2. */
export const COMPANY_STATUSES = ['pending', 'approved', 'assigned', 'treated', 'disseminated'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
/** core-records §4.3. */
export const CASE_HANDLER_STATUSES = ['open', 'archived'] as const;
export type CaseHandlerStatus = (typeof CASE_HANDLER_STATUSES)[number];

/** Status labels (label ours: the value capitalised). */
export const STATUS_LABELS: Readonly<Record<SubjectStatus | CaseHandlerStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  assigned: 'Assigned',
  treated: 'Treated',
  disseminated: 'Disseminated',
  archived: 'Archived',
  open: 'Open',
};

/**
 * How a status looks wherever it is shown, as a ui Badge tone (STYLE.md: pending amber, approved green,
 * disseminated blue, archived grey); the lists and the forms read it here, so a status has one colour.
 */
export type StatusTone = 'warning' | 'success' | 'info' | 'archived' | 'neutral';
export const STATUS_TONES: Readonly<Record<SubjectStatus | CaseHandlerStatus, StatusTone>> = {
  pending: 'warning',
  approved: 'success',
  assigned: 'neutral',
  treated: 'neutral',
  disseminated: 'info',
  archived: 'archived',
  open: 'neutral',
};

const known = (status: unknown): status is keyof typeof STATUS_LABELS =>
  typeof status === 'string' && Object.hasOwn(STATUS_LABELS, status);

/** A status's label ('pending' → 'Pending'); an unknown value as it is, '' for none. */
export const statusLabel = (status: unknown): string => (known(status) ? STATUS_LABELS[status] : typeof status === 'string' ? status : '');
/** A status's tone; 'neutral' for an unknown value. */
export const statusTone = (status: unknown): StatusTone => (known(status) ? STATUS_TONES[status] : 'neutral');

// ── Users ───────────────────────────────────────────────────────────────────────────────────────────

/** Roles offered at self-registration (dissemination-feedback §5), with the spec's labels. */
export const REGISTRATION_ROLES: readonly Option<'ict_admin' | 'admin' | 'data_entry' | 'mobile_entry'>[] = [
  { value: 'ict_admin', label: 'User Administrator' },
  { value: 'admin', label: 'Intelligence Administrator' },
  { value: 'data_entry', label: 'Data Entry' },
  { value: 'mobile_entry', label: 'Mobile Data Entry' },
];

/** Evacuation status kinds (dissemination-feedback §4). */
export const EVACUATION_STATUS_TYPES = ['Approval', 'Inspection Report'] as const;
export type EvacuationStatusType = (typeof EVACUATION_STATUS_TYPES)[number];
