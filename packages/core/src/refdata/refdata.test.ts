import { describe, expect, it } from 'vitest';
import {
  STATES,
  STATE_CAPITALS,
  LGA_OPTIONS,
  lgasOf,
  findState,
  findLga,
  lgaOptionsOf,
  BANKS,
  ACTIVE_BANKS,
  bankByCode,
  bankByNipCode,
  COUNTRIES,
  COUNTRY_OPTIONS,
  countryByCode,
  countryName,
  CRIME_TYPES,
  COMPANY_CRIME_TYPES,
  FEEDBACK_PREDICATE_OFFENCES,
  STATEMENT_IMPORT_CATEGORIES,
  AGREEMENT_SCALE,
  AGREEMENT_SCALE_WITH_NA,
  MONEY_BANDS,
  AMOUNT_BANDS,
  REGISTRATION_ROLES,
  ID_TYPES,
  SOCIAL_PLATFORMS,
  CDR_MAPPING_TARGETS,
  SUBJECT_STATUSES,
  COMPANY_STATUSES,
  reportTypeLabel,
  statusLabel,
  statusTone,
} from './index.js';
import { isValidNuban } from '../validators/nuban.js';

describe('states and LGAs', () => {
  it('has 37 states with FCT last and 774 LGAs', () => {
    expect(STATES).toHaveLength(37);
    expect(STATES.at(-1)!.name).toBe('Federal Capital Territory');
    expect(STATES.reduce((n, s) => n + s.lgas.length, 0)).toBe(774);
    expect(LGA_OPTIONS).toHaveLength(774);
  });

  it("each state's LGA count equals lgaCount of the capitals file (an independent source)", () => {
    expect(STATE_CAPITALS).toHaveLength(37);
    for (const cap of STATE_CAPITALS) expect(lgasOf(cap.state), cap.state).toHaveLength(cap.lgaCount);
    expect(STATE_CAPITALS.map((c) => c.state).sort()).toEqual(STATES.map((s) => s.name).sort());
  });

  it('known official counts', () => {
    expect(lgasOf('Kano')).toHaveLength(44);
    expect(lgasOf('Lagos')).toHaveLength(20);
    expect(lgasOf('Federal Capital Territory')).toHaveLength(6);
    expect(lgasOf('Bayelsa')).toHaveLength(8);
  });

  it('finds states and LGAs loosely', () => {
    expect(findState('FCT')?.name).toBe('Federal Capital Territory');
    expect(findState('lagos state')?.name).toBe('Lagos');
    expect(findState('AKWA-IBOM')?.name).toBe('Akwa Ibom');
    expect(findState('Nassarawa')?.name).toBe('Nasarawa');
    expect(findState('Atlantis')).toBeUndefined();
    expect(lgasOf('Atlantis')).toEqual([]);
    expect(lgasOf(null)).toEqual([]);
    expect(findLga('Adamawa', 'Fufore')).toBe('Fufure');
    expect(findLga('lagos', 'SURULERE')).toBe('Surulere');
    expect(findLga('Lagos', 'Kano Municipal')).toBeUndefined();
  });

  it("labels LGAs 'code (state)' with unique keys", () => {
    expect(LGA_OPTIONS[0]).toEqual({ value: 'Aba North', label: 'Aba North (Abia)', state: 'Abia', key: 'Abia/Aba North' });
    expect(new Set(LGA_OPTIONS.map((o) => o.key)).size).toBe(774);
    expect(new Set(LGA_OPTIONS.map((o) => o.label)).size).toBe(774);
    const surulere = LGA_OPTIONS.filter((o) => o.value === 'Surulere').map((o) => o.label);
    expect(surulere).toEqual(['Surulere (Lagos)', 'Surulere (Oyo)']);
    expect(lgaOptionsOf('Ekiti')).toHaveLength(16);
  });
});

describe('banks', () => {
  it('has 43 banks; CBN codes are 3 digits (Globus 00103) or null; NIBSS codes 6 digits or null', () => {
    expect(BANKS).toHaveLength(43);
    for (const b of BANKS) {
      if (b.code !== null) expect(b.code, b.name).toMatch(b.name === 'Globus Bank' ? /^\d{5}$/ : /^\d{3}$/);
      if (b.nipCode !== null) expect(b.nipCode, b.name).toMatch(/^\d{6}$/);
      if (b.code === null) expect(b.nubanCode).toBeNull();
      else expect(b.nubanCode).toMatch(/^\d{6}$/);
    }
    expect(new Set(BANKS.filter((b) => b.code).map((b) => b.code)).size).toBe(BANKS.filter((b) => b.code).length);
  });

  it('keeps the NUBAN code apart from the NIBSS code (Access: 000044 vs 000014)', () => {
    const access = bankByCode('044')!;
    expect(access.name).toBe('Access Bank');
    expect(access.nubanCode).toBe('000044');
    expect(access.nipCode).toBe('000014');
    expect(bankByCode('000044')).toBe(access);
    expect(bankByCode('44')).toBe(access);
    expect(bankByNipCode('000014')).toBe(access);
    expect(bankByCode('103')?.name).toBe('Globus Bank');
    expect(bankByCode('00103')?.nubanCode).toBe('000103');
    expect(bankByCode('999')).toBeUndefined();
    expect(bankByCode(null)).toBeUndefined();
  });

  it('the CBN worked example validates with First Bank', () => {
    expect(isValidNuban(bankByCode('011')!.nubanCode, '0000014579')).toBe(true);
    expect(bankByCode('011')!.name).toBe('First Bank of Nigeria');
  });

  it('active banks exclude defunct ones', () => {
    expect(ACTIVE_BANKS.find((b) => b.name === 'Oceanic Bank')).toBeUndefined();
    expect(ACTIVE_BANKS.find((b) => b.name === 'Heritage Bank')).toBeUndefined();
    expect(ACTIVE_BANKS.find((b) => b.name === 'Zenith Bank')).toBeDefined();
  });
});

describe('countries', () => {
  it('has 250 codes with NG', () => {
    expect(COUNTRIES).toHaveLength(250);
    expect(countryByCode('ng')?.name).toBe('Nigeria');
    expect(countryByCode('NGA')?.alpha2).toBe('NG');
    expect(countryName('XX')).toBe('XX');
    expect(COUNTRY_OPTIONS[0]!.label <= COUNTRY_OPTIONS[1]!.label).toBe(true);
    for (const c of COUNTRIES) expect(c.alpha2).toMatch(/^[A-Z]{2}$/);
  });
});

describe('lists', () => {
  it('gives every status one label and one tone: pending amber, approved green, disseminated blue, archived grey', () => {
    expect([...SUBJECT_STATUSES].map((s) => [statusLabel(s), statusTone(s)])).toEqual([
      ['Pending', 'warning'],
      ['Approved', 'success'],
      ['Assigned', 'neutral'],
      ['Treated', 'neutral'],
      ['Disseminated', 'info'],
      ['Archived', 'archived'],
    ]);
    for (const s of COMPANY_STATUSES) expect(statusLabel(s)).not.toBe(s);
    expect([statusLabel('legacy'), statusTone('legacy')]).toEqual(['legacy', 'neutral']);
    expect([statusLabel(null), statusLabel('constructor'), statusTone('constructor')]).toEqual(['', 'constructor', 'neutral']);
  });

  it('has the 34 crime types in the order of core-records §3.2', () => {
    expect(CRIME_TYPES).toHaveLength(34);
    expect(CRIME_TYPES[0]).toBe('Due Diligence / Fit and Proper Test');
    expect(CRIME_TYPES[1]).toBe('Bribery and Corruption');
    expect(CRIME_TYPES[22]).toBe('Trafficking in Human Beings and Migrants Smuggling (Illegal Migration)');
    expect(CRIME_TYPES[32]).toBe('Banditry');
    expect(CRIME_TYPES[33]).toBe('Others');
  });

  it('the company and feedback lists are the crime list without Banditry, starting with Due Diligence (33)', () => {
    expect(COMPANY_CRIME_TYPES).toHaveLength(33);
    expect(COMPANY_CRIME_TYPES[0]).toBe('Due Diligence');
    expect(COMPANY_CRIME_TYPES).not.toContain('Banditry');
    expect(COMPANY_CRIME_TYPES.slice(1)).toEqual(CRIME_TYPES.slice(1, 32).concat('Others'));
    expect(FEEDBACK_PREDICATE_OFFENCES).toHaveLength(33);
  });

  it('keeps the old statement categories to the letter', () => {
    expect(STATEMENT_IMPORT_CATEGORIES).toHaveLength(13);
    expect(STATEMENT_IMPORT_CATEGORIES).toContain('ISWAP Terroris');
    expect(STATEMENT_IMPORT_CATEGORIES).toContain('Bereua De Change Operator');
  });

  it('scales, bands and roles', () => {
    expect(AGREEMENT_SCALE.map((o) => o.value)).toEqual([1, 2, 3, 4, 5]);
    expect(AGREEMENT_SCALE_WITH_NA.at(-1)).toEqual({ value: 6, label: 'Not Applicable' });
    expect(MONEY_BANDS.map((o) => o.value)).toEqual([
      'ten_million',
      'twenty_million',
      'thirty_million',
      'fourty_million',
      'fifty_million',
      'over_fifty_million',
    ]);
    expect(AMOUNT_BANDS.map((b) => b.label)).toEqual([
      'Below 100,000',
      '100,000 - 500,000',
      '500,000 - 5 Million',
      '5 Million - 10 Million',
      '10 Million - 100 Million',
      '100 Million Above',
    ]);
    for (let i = 1; i < AMOUNT_BANDS.length; i++) expect(AMOUNT_BANDS[i]!.min).toBe(AMOUNT_BANDS[i - 1]!.max);
    expect(REGISTRATION_ROLES.map((r) => r.value)).toEqual(['ict_admin', 'admin', 'data_entry', 'mobile_entry']);
    expect(ID_TYPES.map((r) => r.value)).toEqual(['A', 'B', 'C', 'D', 'O']);
    expect(SOCIAL_PLATFORMS).toHaveLength(10);
    expect(CDR_MAPPING_TARGETS).toHaveLength(26);
    expect(CDR_MAPPING_TARGETS.find((t) => t.value === 'cdr_ts')?.label).toBe('Time Stamp');
    expect(SUBJECT_STATUSES).toContain('archived');
    expect(COMPANY_STATUSES).not.toContain('archived');
    expect(reportTypeLabel('RFI')).toBe('Request for Information');
    expect(reportTypeLabel('Disclosure')).toBe('Spontaneous Disclosure');
    expect(reportTypeLabel('PRO-IR')).toBe('PRO-IR');
  });
});

describe('compact client copies of the reference data', () => {
  it('are derived from the shipped source files (run scripts/compact-refdata.mjs after changing a source)', async () => {
    const { readFileSync } = await import('node:fs');
    // @ts-expect-error plain .mjs build script without types
    const { compactCountries, compactBanks } = await import('../../scripts/compact-refdata.mjs');
    const read = (name: string) => JSON.parse(readFileSync(new URL(`./data/${name}`, import.meta.url), 'utf8'));
    expect(read('countries.compact.json')).toEqual(compactCountries(read('countries.json')));
    expect(read('ng-banks.compact.json')).toEqual(compactBanks(read('ng-banks.json')));
  });
});
