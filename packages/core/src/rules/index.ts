export { applyCompanyInheritance, type ChildRow, type InheritedFields, type InheritingCompany } from './companyInheritance.js';
export { accountGroupKey, groupAccounts, type AccountGrouping } from './accountGroups.js';
