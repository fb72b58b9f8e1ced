import { describe, expect, it } from 'vitest';
import { applyCompanyInheritance } from './companyInheritance.js';

const parent = {
  id: 'c-1',
  is_primary: true,
  name: 'Acme Ltd',
  status: 'pending',
  currentcrimetype: 'Bank Fraud',
  information_needed: 'Ownership and accounts',
};

describe('applyCompanyInheritance (core-records §4.2)', () => {
  it('gives non-primary child companies and directors the status, currentcrimetype and information_needed', () => {
    const out = applyCompanyInheritance({
      ...parent,
      parent_companies: [{ name: 'Holding Co', status: 'approved', currentcrimetype: 'Forgery', information_needed: 'old' }],
      directors: [
        { id: 'd-1', is_primary: false, surname: 'Bello', othernames: 'Amina', gender: 'female' },
        { surname: 'Eze', othernames: 'Ngozi', gender: '-', is_primary: null },
      ],
    });
    for (const row of [...out.parent_companies, ...out.directors]) {
      expect(row).toMatchObject({ status: 'pending', currentcrimetype: 'Bank Fraud', information_needed: 'Ownership and accounts', is_primary: false });
    }
    expect(out.parent_companies[0]!.name).toBe('Holding Co');
    expect(out.directors[0]).toMatchObject({ id: 'd-1', surname: 'Bello', othernames: 'Amina', gender: 'female' });
  });

  it('leaves primary children untouched', () => {
    const primaryDirector = { id: 'd-2', is_primary: true, surname: 'Musa', othernames: 'Ibrahim', gender: 'male', status: 'disseminated', currentcrimetype: 'Piracy', information_needed: 'own' };
    const primaryParent = { id: 'p-2', is_primary: true, name: 'Own Record Plc', status: 'treated', currentcrimetype: 'Smuggling', information_needed: 'x' };
    const out = applyCompanyInheritance({ ...parent, directors: [primaryDirector], parent_companies: [primaryParent] });
    expect(out.directors[0]).toEqual(primaryDirector);
    expect(out.parent_companies[0]).toEqual(primaryParent);
  });

  it('flags a company without an id as primary, and keeps the flag of one that has an id', () => {
    expect(applyCompanyInheritance({ ...parent, id: undefined, is_primary: false }).is_primary).toBe(true);
    expect(applyCompanyInheritance({ ...parent, id: '', is_primary: undefined }).is_primary).toBe(true);
    expect(applyCompanyInheritance({ ...parent, id: null }).is_primary).toBe(true);
    expect(applyCompanyInheritance({ ...parent, id: 'c-9', is_primary: false }).is_primary).toBe(false);
    expect(applyCompanyInheritance({ ...parent, id: 'c-9', is_primary: true }).is_primary).toBe(true);
  });

  it('copies empty values too (the child follows the company exactly)', () => {
    const out = applyCompanyInheritance({ ...parent, information_needed: '', directors: [{ surname: 'A', othernames: 'B', gender: 'male', information_needed: 'stale' }] });
    expect(out.directors[0]!.information_needed).toBe('');
  });

  it('is pure: the argument is not changed, absent lists stay absent', () => {
    const input: { id: string; directors: Record<string, unknown>[] } & typeof parent = { ...parent, directors: [{ surname: 'A', othernames: 'B', gender: 'male' }] };
    const snapshot = structuredClone(input);
    const out = applyCompanyInheritance(input);
    expect(input).toEqual(snapshot);
    expect(out.directors[0]).not.toBe(input.directors[0]);
    expect('parent_companies' in out).toBe(false);
    expect(applyCompanyInheritance({ ...parent, directors: null }).directors).toBeNull();
  });
});
