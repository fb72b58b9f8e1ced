/**
 * The server's one seam to @fiu/core: every shared rule (schemas, messages, validators, permissions, demo
 * fixtures, reference data) comes through here, so the server and the elements can never disagree on a rule.
 */
export {
  MSG,
  validate,
  isValidPassword,
  isCentral,
  hasWebAccess,
  BANKS,
  DEFAULT_SCOPE,
  DEMO_ORGANISATIONS,
  DEMO_USERS,
  DEMO_PASSWORD,
  signInRequestSchema,
  passwordResetRequestSchema,
  passwordValidateSchema,
  registrationSchema,
  reportUploadSchema,
  organisationSchema,
  publicUserSchema,
  signedInUserSchema,
  investigateTicketRequestSchema,
  investigateSessionRequestSchema,
} from '@fiu/core';
