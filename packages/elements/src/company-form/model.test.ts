import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, COMPANY_CRIME_TYPES } from '@fiu/core';
import { CRIME_CHOICES, bankChoices, blankCompany, companyReadOnlyReason, lgaChoices, pathLabel, toDraft, toRecord } from './model';

describe('company form model', () => {
  it('keeps only the record fields, with company_type as a number and unchosen selects null', () => {
    const record = toRecord({
      ...toDraft({ id: 'c-1', name: 'A', company_type: 2, domain: 'eca' } as never),
      company_type: '3',
      domain_name: 'Economic Crimes Agency',
      directors: [{ surname: 'B', othernames: 'C', gender: '', created_by_name: 'x' }],
    } as never);
    expect(record).toMatchObject({ id: 'c-1', name: 'A', company_type: 3, domain: 'eca', currentcrimetype: null, directors: [{ surname: 'B', othernames: 'C', gender: null }] });
    expect(record).not.toHaveProperty('domain_name');
    expect(record.directors![0]).not.toHaveProperty('created_by_name');
    expect(toRecord(blankCompany())).not.toHaveProperty('id');
  });

  it('turns a stored record into form values (null → empty text) and back', () => {
    const draft = toDraft({ name: 'A', crimetype_description: null, status: null, is_primary: null, addresses: [{ state: 'Lagos', lga: null }] } as never);
    expect(draft).toMatchObject({ name: 'A', crimetype_description: '', status: 'approved', is_primary: false });
    expect(draft.addresses[0]).toMatchObject({ country: 'NG', state: 'Lagos', lga: '' });
  });

  it('offers the company crime list, banks by CBN code (with a legacy code kept), and the LGAs of a state', () => {
    expect(CRIME_CHOICES.map((c) => c.value)).toEqual([...COMPANY_CRIME_TYPES]);
    expect(bankChoices('').find((b) => b.value === '044')?.label).toBe('Access Bank (044)');
    expect(bankChoices('').some((b) => b.value === '014')).toBe(false); // Afribank, defunct
    expect(bankChoices('014').at(-1)).toEqual({ value: '014', label: 'Afribank (014)' });
    expect(lgaChoices('Lagos').map((l) => l.value)).toContain('Surulere');
    expect(lgaChoices('')).toEqual([]);
  });

  it('names field paths for the Errors box', () => {
    expect(pathLabel('case_reference')).toBe('Case reference');
    expect(pathLabel('bank_accounts.0.accountno')).toBe('Bank account 1, Account number');
    expect(pathLabel('directors.2')).toBe('Director 3');
    expect(pathLabel('something_else')).toBe('something_else');
  });

  it('says why a company is read-only (issue 3 scoping), or null', () => {
    const entry = { role: 'data_entry', domain: 'eca', permissions: [] };
    const analyst = { role: 'fiu', domain: 'fiu', permissions: [...ALL_PERMISSIONS] };
    const own = { id: 'c-1', domain: 'eca' };
    const other = { id: 'c-2', domain: 'cbn' };
    expect(companyReadOnlyReason(entry, own, 'standalone')).toBeNull();
    expect(companyReadOnlyReason(entry, {}, 'standalone')).toBeNull(); // new
    expect(companyReadOnlyReason(entry, other, 'standalone')).toBe('other-organisation');
    expect(companyReadOnlyReason({ ...entry, permissions: ['can.view.all.companies'] }, other, 'standalone')).toBe('other-organisation');
    expect(companyReadOnlyReason({ ...entry, permissions: ['can.edit.subjects'] }, other, 'standalone')).toBeNull();
    expect(companyReadOnlyReason(analyst, other, 'standalone')).toBeNull();
    expect(companyReadOnlyReason({ ...analyst, permissions: [] }, other, 'standalone')).toBe('no-permission');
    expect(companyReadOnlyReason(analyst, own, 'investigate')).toBe('investigate');
    expect(companyReadOnlyReason({ role: 'forex', domain: 'cbn' }, { id: 'c', domain: 'cbn' }, 'standalone')).toBe('no-permission');
    expect(companyReadOnlyReason(null, own, 'standalone')).toBe('no-permission');
  });
});
