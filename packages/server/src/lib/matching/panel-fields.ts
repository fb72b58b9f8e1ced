import type { AccountRow, CompanyRow, CrimsRow, DirectorRow, NinRow, TaxRow, VehicleRow } from '../registries.js';

/**
 * What each selection panel shows of a registry row (analysis-tools §3: Company, Director, Account, Vehicle,
 * Tax detail, National-ID record, and the CRIMS record): the field the screen reads → the row's column, in the
 * order the answer lists them. A null column is left out of the answer.
 */
export type PanelFields<R> = Readonly<Record<string, keyof R & string>>;

/** Fields named as their columns. */
const same = <K extends string>(...columns: K[]) => Object.fromEntries(columns.map((c) => [c, c])) as { [P in K]: P };

export const DIRECTOR_FIELDS = {
  index: 'idx',
  ...same('name', 'email', 'address', 'occupation', 'status', 'gender', 'nationality'),
  dateOfAppointment: 'date_of_appointment',
  dateOfBirth: 'date_of_birth',
  identityType: 'identity_type',
  identityNumber: 'identity_number',
} as const satisfies PanelFields<DirectorRow>;

/** The company's own fields; the panel adds its type's label, the match, the source and the directors. */
export const COMPANY_FIELDS = {
  rcNumber: 'rc_number',
  ...same('inc_no'),
  companyName: 'company_name',
  CompanyName: 'company_name',
  ...same('classification', 'company_type', 'status'),
  registrationDate: 'registration_date',
  ...same('email'),
} as const satisfies PanelFields<CompanyRow>;

/** The panel adds the institution (its name, else its code) and the match. */
export const ACCOUNT_FIELDS = {
  tac_account: 'account',
  tac_account_id: 'id',
  tac_account_name: 'account_name',
  tac_client_number: 'client_number',
  tac_entity_id: 'entity_id',
} as const satisfies PanelFields<AccountRow>;

export const VEHICLE_FIELDS = {
  ...same('number_plate', 'chassis_number', 'make', 'model', 'colour', 'owner_firstname', 'owner_middlename'),
  // The spec's field name, typo included (analysis-tools §3 Vehicle).
  owner_lastnamee: 'owner_lastname',
  ...same('owner_phone', 'owner_lga', 'owner_state', 'owner_address'),
} as const satisfies PanelFields<VehicleRow>;

export const TAX_FIELDS = {
  TIN: 'tin',
  TaxPayerName: 'tax_payer_name',
  RCNumber: 'rc_number',
  DateOfIncorporation: 'date_of_incorporation',
  JTBTIN: 'jtb_tin',
  Phone: 'phone',
  Email: 'email',
  StreetNo: 'street_no',
  Street: 'street',
  City: 'city',
  State: 'state',
  TaxOfficeName: 'tax_office_name',
  TaxOfficeID: 'tax_office_id',
  TaxPayerType: 'tax_payer_type',
} as const satisfies PanelFields<TaxRow>;

/** After the record's own `data` (the registry's other fields). */
export const NIN_FIELDS = same('nin', 'firstname', 'middlename', 'surname', 'gender', 'birthdate', 'telephoneno', 'email', 'photo') satisfies PanelFields<NinRow>;

export const CRIMS_FIELDS = same(
  'id', 'crims_number', 'firstname', 'middlename', 'surname', 'aliases', 'gender', 'birthdate', 'nin', 'phones', 'offence',
  'case_status', 'agency', 'recorded',
) satisfies PanelFields<CrimsRow>;

/** A column's value in a panel: a nullable column's null becomes undefined. */
type PanelValue<V> = null extends V ? Exclude<V, null> | undefined : V;
export type Panel<R, F extends PanelFields<R>> = { [K in keyof F]: PanelValue<R[F[K]]> };

/** The row's fields as a panel names them; null columns are left out (undefined is not written to JSON). */
export function panelFields<R, F extends PanelFields<R>>(row: R, fields: F): Panel<R, F> {
  const out: Record<string, unknown> = {};
  for (const [name, column] of Object.entries(fields)) out[name] = row[column as keyof R] ?? undefined;
  return out as Panel<R, F>;
}
