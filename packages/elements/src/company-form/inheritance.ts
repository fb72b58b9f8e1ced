/** The §4.2 inheritance rule lives once, in core (the server applies the same rule on every save). */
export { applyCompanyInheritance, type ChildRow, type InheritedFields, type InheritingCompany } from '@fiu/core/rules/companyInheritance';
