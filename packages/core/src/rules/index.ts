export { applyCompanyInheritance, type ChildRow, type InheritedFields, type InheritingCompany } from './companyInheritance.js';
export { accountGroupKey, groupAccounts, type AccountGrouping } from './accountGroups.js';
export { nextFeedbackDue, type FeedbackDue, type ReportDueFields } from './feedbackDue.js';
