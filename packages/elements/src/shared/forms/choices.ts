/**
 * Short, fixed choice lists of the record forms (core-records §3.2). The national lists (countries, states and
 * LGAs, banks) are in referenceLists.ts, which loads on demand.
 */
import { COMPANY_CRIME_TYPES, CRIME_TYPES, statusLabel } from '@fiu/core/refdata/lists';
import type { Option } from './bind';

const same = (values: readonly string[]): Option[] => values.map((v) => ({ value: v, label: v }));

/** The 34 crime types of §3.2 (subjects). */
export const crimeOptions: readonly Option[] = /* @__PURE__ */ same(CRIME_TYPES);
/** The company list: 'Due Diligence' first, no Banditry (§3.2). */
export const companyCrimeOptions: readonly Option[] = /* @__PURE__ */ same(COMPANY_CRIME_TYPES);

export const statusOptions = (values: readonly string[]): Option[] => values.map((v) => ({ value: v, label: statusLabel(v) }));
