/** The company as a record kind of the shared form lifecycle (shared/forms/useRecordForm). */
import { create, get, update } from '@fiu/core/api/companies';
import { canChangeCompanies, defaultCompanyStatus, isCompanyReadOnly } from '@fiu/core/permissions/actions';
import { relatedPaths } from '../shared/forms/fieldErrors';
import type { RecordKind } from '../shared/forms/useRecordForm';
import { applyCompanyInheritance } from '@fiu/core/rules/companyInheritance';
import type { CompanyRecord } from './model';

export const companyKind: RecordKind<CompanyRecord> = {
  kind: 'company',
  noun: 'company',
  nouns: 'companies',
  listPath: '/companies',
  load: (id) => get(id) as Promise<CompanyRecord>,
  // "Records without an id are flagged primary" (core-records §4.2): a new company is a primary record.
  blank: (org) => ({ status: defaultCompanyStatus(org), is_primary: true, parent_companies: [], directors: [], bank_accounts: [], addresses: [] }),
  rules: () => import('./rules').then((m) => m.checkCompany),
  isReadOnly: (user, record, mode) => isCompanyReadOnly(user, record, mode),
  mayChange: (user, mode) => mode !== 'investigate' && canChangeCompanies(user),
  // §4.2: the non-primary parent companies and directors take the company's status, crime type and
  // information needed on submit (the server applies the same rule to every write).
  create: (record) => create(applyCompanyInheritance(record)) as Promise<CompanyRecord>,
  update: (id, record) => update(id, applyCompanyInheritance(record)) as Promise<CompanyRecord>,
  related: relatedPaths,
};
