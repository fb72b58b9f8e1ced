import { describe, expect, it } from 'vitest';
import { companySchema } from '@fiu/core/schemas/company';
import { subjectSchema } from '@fiu/core/schemas/subject';
import { companyCrimeOptions } from './choices';
import { bankOptions, lgaOptions } from './referenceLists';
import { pathLabel, serverMessage } from './errorText';
import { relatedPaths } from './fieldErrors';
import { sameRecord, toSchemaShape } from './recordShape';

const LABELS = { fields: { case_reference: 'Case reference', accountno: 'Account number' }, items: { bank_accounts: 'Bank account', directors: 'Director' } };

describe('record shape', () => {
  it('keeps only the fields the schema knows, at the top and in list items (display fields never go back)', () => {
    const record = toSchemaShape(companySchema, {
      id: 'c-1',
      name: 'A',
      company_type: 3,
      domain_name: 'Economic Crimes Agency',
      directors: [{ surname: 'B', othernames: 'C', gender: null, created_by_name: 'x' }],
    });
    expect(record).toEqual({ id: 'c-1', name: 'A', company_type: 3, directors: [{ surname: 'B', othernames: 'C', gender: null }] });
    expect(toSchemaShape(subjectSchema, { surname: 'S', attachments: [{ attachment: 'a.pdf', filename: 'Passport.pdf', junk: 1 }], cases: [] })).toEqual({
      surname: 'S',
      attachments: [{ attachment: 'a.pdf', filename: 'Passport.pdf' }],
    });
  });

  it("counts '', null, absent and [] as the same (no change), and compares lists and nested values", () => {
    expect(sameRecord({ a: '', b: null, c: [] }, {})).toBe(true);
    expect(sameRecord({ a: 'x' }, { a: 'x', b: '' })).toBe(true);
    expect(sameRecord({ list: [{ t: '1' }] }, { list: [{ t: '2' }] })).toBe(false);
    expect(sameRecord({ n: 1 }, { n: '1' })).toBe(false);
  });
});

describe('the Errors panel text', () => {
  it("labels a path by its field and list item: 'Bank account 1, Account number'; unknown keys read as words", () => {
    expect(pathLabel('case_reference', LABELS)).toBe('Case reference');
    expect(pathLabel('bank_accounts.0.accountno', LABELS)).toBe('Bank account 1, Account number');
    expect(pathLabel('directors.2', LABELS)).toBe('Director 3');
    expect(pathLabel('tax_identification_number', LABELS)).toBe('Tax identification number');
    expect(pathLabel('crime_history.0.currentcrimetype', LABELS)).toBe('Crime history 1, Currentcrimetype');
  });

  it("shows the server's text once: not when it only restates the field errors listed anyway", () => {
    const fe = { case_reference: ['Already used'], name: ['Required'] };
    expect(serverMessage('case_reference: Already used', fe)).toBeNull();
    expect(serverMessage('case_reference: Already used; name: Required', fe)).toBeNull();
    expect(serverMessage('Already used', fe)).toBeNull();
    expect(serverMessage('The company could not be saved', fe)).toBe('The company could not be saved');
    expect(serverMessage('Database is read-only', {})).toBe('Database is read-only');
    expect(serverMessage('  ', {})).toBeNull();
  });
});

describe('choices', () => {
  it('offers the company crime list, banks by CBN code (a legacy code kept), LGAs labelled with their state', () => {
    expect(companyCrimeOptions[0]?.value).toBe('Due Diligence');
    expect(companyCrimeOptions.map((c) => c.value)).not.toContain('Banditry');
    expect(bankOptions('').find((b) => b.value === '044')?.label).toBe('Access Bank (044)');
    expect(bankOptions('').some((b) => b.value === '014')).toBe(false); // Afribank, defunct
    expect(bankOptions('014').at(-1)).toEqual({ value: '014', label: 'Afribank (014)' });
    expect(lgaOptions('Lagos').map((l) => l.value)).toContain('Surulere');
    expect(lgaOptions('Lagos').find((l) => l.value === 'Surulere')?.label).toBe('Surulere (Lagos)');
    expect(lgaOptions('')).toHaveLength(774);
  });

  it('a bank shows the NUBAN message of its account number, a state the message of its LGA', () => {
    expect(relatedPaths('bank_accounts.0.bank')).toEqual(['bank_accounts.0.accountno']);
    expect(relatedPaths('addresses.1.state')).toEqual(['addresses.1.lga']);
    expect(relatedPaths('surname')).toEqual([]);
  });
});
