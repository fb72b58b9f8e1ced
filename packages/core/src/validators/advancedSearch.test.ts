import { describe, expect, it } from 'vitest';
import { checkAdvancedSearch, detectAdvancedTypes } from './advancedSearch.js';

describe('checkAdvancedSearch', () => {
  it('warns when nothing is entered', () => {
    for (const entries of [[], [{ value: '' }, { value: '   ' }]]) {
      const r = checkAdvancedSearch(entries);
      expect(r.ok).toBe(false);
      expect(r.warning).toBe(
        'Kindly input either a Account Number, Phone Number or Company Name before selecting search input field cannot be empty',
      );
      expect(r.error).toBeNull();
    }
  });

  it('flags entries with two or more identifier types', () => {
    // 11 digits: account and phone
    expect(detectAdvancedTypes('08031234567')).toEqual(['account', 'phone']);
    const r = checkAdvancedSearch([{ value: 'A1234567' }, { value: '08031234567' }]);
    expect(r.ok).toBe(false);
    expect(r.entryWarnings).toEqual([null, 'Select only one identifier!']);
    expect(r.error).toBe('Kindly fix the identifiers warning before clicking search!');
  });

  it('accepts one chosen type per entry and builds the query', () => {
    const r = checkAdvancedSearch([
      { value: '08031234567', types: ['phone'] },
      { value: '0123456789', types: ['account'] },
      { value: 'A1234567' },
      { value: 'Dangote Ltd' },
      { value: 'Dangote' },
      { value: '' },
    ]);
    expect(r.ok).toBe(true);
    expect(r.error).toBeNull();
    expect(r.warning).toBeNull();
    expect(r.query).toEqual({
      phone: ['08031234567'],
      account: ['0123456789'],
      passport: ['A1234567'],
      companyName: ['Dangote Ltd', 'Dangote'],
    });
  });

  it('uses the user selection over detection', () => {
    const r = checkAdvancedSearch([{ value: 'A1234567', types: ['passport', 'company_name'] }]);
    expect(r.ok).toBe(false);
    expect(r.entryWarnings).toEqual(['Select only one identifier!']);
  });
});
