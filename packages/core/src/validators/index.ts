export { isValidNuban, nubanCheckDigit, nubanInstitutionCode } from './nuban.js';
export { isValidBvn } from './bvn.js';
export { isValidTaxId } from './taxId.js';
export { isValidBankAccountNumber } from './bankAccount.js';
export { isValidPassword, PASSWORD_SPECIALS } from './password.js';
export { normalisePhone, NATIONAL_PHONE_PREFIX } from './phone.js';
export { isDigitsOnly } from './digitsOnly.js';
export { isValidEmail } from './email.js';
export { isDateText, isNotInFuture, type DateInput } from './date.js';
export { isSearchTermUsable } from './searchTerm.js';
export {
  detectIdentifierTypes,
  looksLikeCompanyName,
  IDENTIFIER_TYPES,
  IDENTIFIER_TYPE_LABELS,
  IDENTIFIER_PATTERNS,
  type IdentifierType,
} from './identifiers.js';
export {
  checkAdvancedSearch,
  checkAdvancedSearchEntries,
  detectAdvancedTypes,
  ADVANCED_IDENTIFIER_TYPES,
  ADVANCED_QUERY_PARAM,
  type AdvancedIdentifierType,
  type AdvancedSearchEntry,
  type AdvancedSearchCheck,
} from './advancedSearch.js';
