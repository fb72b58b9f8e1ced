/**
 * The texts of the public screens (sign-in, organisation lookup, reset, registration, public upload): kept apart
 * so those screens carry only these (the script-tag shared chunk has a 25 KB budget). MSG includes them all.
 */
import { serverNotReached } from './messages.network.js';

export const AUTH_MSG = {
  // ── Sign-in, authorization (core-records §5, §8) ────────────────────────────────────────────────
  provideUsername: 'Please provide your username',
  providePassword: 'Please provide your password',
  provideSecretKey: 'Please provide the secret key sent to your email inbox.',
  provideUrlCode: 'Please provide your URL Code.',
  passwordIncorrect: 'Password is incorrect',
  usernameNotRegistered: 'Username not registered for this organisation',
  userNotActive: 'User account not active',
  roleNotConfigured: 'User role not configured for access',
  urlCodeNotCorrect: 'URL code not correct.',

  // Sign-in buttons (core-records §2.3)
  haveSecretKey: 'I have a secret key',
  resetPassword: 'Reset Password',
  requestRegistration: 'Request Registration',
  goBack: 'Go Back',
  uploadReport: 'Upload a report',

  password:
    'Passwords must contain at least on capital letter, one small letter, one digit from 0 to 9 and one special character from _$#!*%@. Passwords must also be at least 8 characters long.',

  // ── Public upload, registration, password reset (dissemination-feedback §2, §5, §8) ─────────────
  reportUploaded: 'Report Uploaded Successfully',
  registered: 'User registered successfully. Please contact the administrator to enable your account. ',
  resetKeySent: 'A reset key has been sent to your registered email.',
  haveResetKey: 'I have Received Password Key',
  provideEmail: 'Please provide your email address',
  passwordsDoNotMatch: 'Passwords do not match',

  // Non-spec helpers the public forms need
  /** No answer from the server at apiBase (messages.network.ts). */
  serverNotReached,
  required: 'This field is required',
  invalidEmail: 'Enter a valid e-mail address',
} as const;
