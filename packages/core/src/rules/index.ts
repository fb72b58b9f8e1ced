export { applyCompanyInheritance, type ChildRow, type InheritedFields, type InheritingCompany } from './companyInheritance.js';
