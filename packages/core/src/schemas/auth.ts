/**
 * Sign-in, organisation, users as the auth calls see them, registration, password reset, public report
 * upload and investigate-mode tickets (core-records §3.9, §3.10, §4.4, §5; dissemination-feedback §3, §5;
 * api/PATHS.md). Requests are strict (unknown keys refused, SECURITY.md promise 6). Answers are
 * plain objects that drop unknown keys, so the server can pass what it sends through them as an allowlist.
 */
import './zodConfig.js';
import * as z from 'zod/mini';
import { MSG } from '../messages.js';
import { isValidPassword } from '../validators/index.js';
import { REGISTRATION_ROLES } from '../refdata/lists.js';
import { ORG_TYPES, valuesOf } from './enums.js';
import { IMAGES, PDF, file, optNum, optText, reqEmail, reqList, reqText } from './fields.js';

export const organisationSchema = z.object({
  domain: z.string(),
  name: z.string(),
  approval_status_enabled: z.boolean(),
  batch_enabled: z.boolean(),
  request_access: z.boolean(),
  org_type: z.enum(ORG_TYPES),
  latitude: optNum(),
  longitude: optNum(),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const signedInUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  domain: z.string(),
  active: z.boolean(),
  permissions: z.array(z.string()),
  token: z.string(),
  session: z.string(),
});
export type SignedInUser = z.infer<typeof signedInUserSchema>;

/** A user as anyone signed in may read it: never a hash, never a token. */
export const publicUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  domain: z.string(),
  active: z.boolean(),
  permissions: z.array(z.string()),
  phones: z.array(z.string()),
  groups: z.array(z.string()),
  created: optText(),
  modified: optText(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The credentials step of the sign-in form. */
export const signInFormSchema = z.strictObject({
  username: reqText(undefined, MSG.provideUsername),
  password: reqText(undefined, MSG.providePassword),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

/** POST /api/login/2factor. */
export const signInRequestSchema = z.strictObject({
  username: reqText(undefined, MSG.provideUsername),
  domain: reqText(),
  password: reqText(undefined, MSG.providePassword),
  scope: reqText(),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** Answer of POST /api/login/2factor. */
export const signInAttemptSchema = z.object({ attempt: z.string(), sent: z.boolean() });
export type SignInAttempt = z.infer<typeof signInAttemptSchema>;

/** The key step: the secret key is trimmed before use (core-records §4.4, §9). */
export const secretKeySchema = z.strictObject({
  key: z.string().check(z.trim()).check(z.refine((v) => v.length > 0, MSG.provideSecretKey)),
});
export type SecretKey = z.infer<typeof secretKeySchema>;

/** The authorization screen's URL code (trimmed). */
export const urlCodeSchema = z.strictObject({
  urlcode: z.string().check(z.trim()).check(z.refine((v) => v.length > 0, MSG.provideUrlCode)),
});
export type UrlCode = z.infer<typeof urlCodeSchema>;

/** POST /api/password/reset. */
export const passwordResetRequestSchema = z.strictObject({
  email: reqEmail(MSG.provideEmail),
  domain: reqText(),
  scope: reqText(),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/**
 * A new password. An empty one says MSG.providePassword: the old product showed 'Please provide your email
 * address' there (dissemination-feedback §5), a misleading text we do not copy (docs/spec-deviations.md).
 */
const newPassword = () =>
  reqText(undefined, MSG.providePassword).check(z.refine((v) => v.trim() === '' || isValidPassword(v), MSG.password));

/** POST /api/password/validate/{key}. */
export const passwordValidateSchema = z.strictObject({ password: newPassword() });
export type PasswordValidate = z.infer<typeof passwordValidateSchema>;

/** The /validate form: reset key (trimmed), password and its repetition. */
export const passwordValidateFormSchema = z
  .strictObject({
    key: z.string().check(z.trim()).check(z.refine((v) => v.length > 0, MSG.required)),
    password: newPassword(),
    repeat_password: z.string(),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.password !== v.repeat_password) {
        const message = MSG.passwordsDoNotMatch;
        ctx.addIssue({ code: 'custom', path: ['repeat_password'], message, input: v.repeat_password });
      }
    }),
  );
export type PasswordValidateForm = z.infer<typeof passwordValidateFormSchema>;

/** POST /api/register. */
export const registrationSchema = z.strictObject({
  name: reqText(),
  username: reqText(),
  email: reqEmail(),
  role: z.enum(valuesOf(REGISTRATION_ROLES)),
  domain: reqText(),
  scope: reqText(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** POST /api/reportupload: public upload of scanned reports (.pdf, .jpg, .jpeg, .png as data URLs). */
export const reportUploadSchema = z.strictObject({
  name: reqText(),
  email: reqEmail(),
  reports: reqList(file([...PDF, ...IMAGES])),
  domain: reqText(256),
});
export type ReportUpload = z.infer<typeof reportUploadSchema>;

const isOrigin = (v: string): boolean => {
  try {
    const u = new URL(v);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === v;
  } catch {
    return false;
  }
};

/** POST /api/investigate/ticket (host server to ours, with a service credential). */
export const investigateTicketRequestSchema = z.strictObject({
  origin: reqText().check(z.refine((v) => v.trim() === '' || isOrigin(v), MSG.invalidValue)),
  username: reqText(),
  domain: reqText(),
});
export type InvestigateTicketRequest = z.infer<typeof investigateTicketRequestSchema>;

export const investigateTicketSchema = z.object({ ticket: z.string(), expires: z.union([z.string(), z.number()]) });
export type InvestigateTicket = z.infer<typeof investigateTicketSchema>;

/** POST /api/investigate/session. */
export const investigateSessionRequestSchema = z.strictObject({ ticket: reqText() });
export type InvestigateSessionRequest = z.infer<typeof investigateSessionRequestSchema>;
