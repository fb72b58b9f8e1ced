/**
 * Sign-in, organisation lookup, password reset, registration, public upload and investigate mode
 * (contracts.md "HTTP contract"; core-records §4.4, §7; dissemination-feedback §4, §7).
 *
 * These functions return what the server answers; activating the session is the caller's step
 * (`signIn(user)` from session/store), after its own checks (core-records §4.4 step 3).
 */
import { getConfig } from '../config.js';
import { forgetAttempt, pendingAttempt, rememberAttempt } from '../session/attempt.js';
import { currentDomain, sessionStore, signOut } from '../session/store.js';
import { ApiError, exchangeTicket, request, requestRaw, seg, ticketSlot } from './http.js';
import type { Organisation, SignedInUser } from './types.js';

export interface StartSignInInput {
  username: string;
  password: string;
  /** Defaults to the stored organisation domain, else DEFAULT_DOMAIN. */
  domain?: string;
}
export interface SignInStarted {
  attempt: string;
  sent: boolean;
}

/** GET /api/domain/{urlcode}: the organisation behind a 32-letter URL code (404 = 'URL code not correct.'). */
export function lookupDomain(urlCode: string): Promise<Organisation> {
  return request<Organisation>(`/domain/${seg(urlCode)}`, { auth: false });
}

/**
 * POST /api/login/2factor {username, domain, password, scope}: e-mails a one-time key.
 * Sends the credentials exactly as typed (nothing trimmed) and remembers the attempt id for validateKey
 * (session/attempt: memory, and this tab's sessionStorage in the standalone app, for its ten minutes).
 */
export async function startSignIn(input: StartSignInInput): Promise<SignInStarted> {
  const body = {
    username: input.username,
    domain: input.domain ?? currentDomain(),
    password: input.password,
    scope: getConfig().scope,
  };
  const answer = await request<SignInStarted>('/login/2factor', { method: 'POST', body, auth: false });
  rememberAttempt(typeof answer?.attempt === 'string' ? answer.attempt : null);
  return answer;
}

/**
 * GET /api/login/2factor/validate/{key}/{domain} with header `Attempt`: the key is trimmed (core-records §9).
 * Returns the signed-in user (with token and session); call `signIn(user)` to activate it.
 */
export async function validateKey(key: string, domain?: string): Promise<SignedInUser> {
  const attempt = pendingAttempt();
  const headers: Record<string, string> = {};
  if (attempt) headers.Attempt = attempt;
  const path = `/login/2factor/validate/${seg(key.trim())}/${seg(domain ?? currentDomain())}`;
  const user = await request<SignedInUser>(path, { headers, auth: false });
  forgetAttempt();
  return user;
}

/** POST /api/logout, then end the session locally whatever the server said. */
export async function logout(): Promise<void> {
  try {
    if (sessionStore.getState().token) await request<void>('/logout', { method: 'POST' });
  } finally {
    signOut('logout');
  }
}

/**
 * GET /api/hasrfi/{domain}: whether the organisation has request access (Requests menu entry).
 * Any 2xx is true, any error status false; a network failure throws ApiError status 0.
 */
export async function hasRequestAccess(domain: string): Promise<boolean> {
  try {
    await requestRaw<unknown>(`/hasrfi/${seg(domain)}`, { auth: false });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) return false;
    throw error;
  }
}

export interface PasswordResetInput {
  email: string;
  domain?: string;
}
/** POST /api/password/reset {email, domain, scope}: mails a reset key (answers alike for unknown addresses). */
export function requestPasswordReset(input: PasswordResetInput): Promise<{ sent: boolean }> {
  const body = { email: input.email, domain: input.domain ?? currentDomain(), scope: getConfig().scope };
  return request<{ sent: boolean }>('/password/reset', { method: 'POST', body, auth: false });
}

/** POST /api/password/validate/{key} {password}; the key is trimmed (dissemination-feedback §5). */
export function validatePasswordReset(key: string, body: { password: string }): Promise<{ ok: boolean }> {
  return request<{ ok: boolean }>(`/password/validate/${seg(key.trim())}`, {
    method: 'POST',
    body: { password: body.password },
    auth: false,
  });
}

export interface RegistrationInput {
  name: string;
  username: string;
  email: string;
  role: string;
  domain?: string;
}
/** POST /api/register {name, username, email, role, domain, scope}: creates an inactive user. */
export function register(input: RegistrationInput): Promise<{ ok: boolean }> {
  const body = { ...input, domain: input.domain ?? currentDomain(), scope: getConfig().scope };
  return request<{ ok: boolean }>('/register', { method: 'POST', body, auth: false });
}

export interface ReportUploadInput {
  name: string;
  email: string;
  /** Files as data URLs (.pdf, .jpg, .jpeg, .png). */
  reports: string[];
  domain?: string;
}
/** POST /api/reportupload {name, email, reports, domain}: public upload, no sign-in. */
export function uploadReport(input: ReportUploadInput): Promise<{ ok: boolean }> {
  const body = { ...input, domain: input.domain ?? currentDomain() };
  return request<{ ok: boolean }>('/reportupload', { method: 'POST', body, auth: false });
}

/**
 * POST /api/investigate/session {ticket}: exchange a host-supplied single-use ticket for a session
 * (SECURITY.md promise 3). The API client does this by itself when `config.getToken` is set; call this
 * only to exchange a ticket ahead of time. Returns the user; `signIn(user)` activates it (memory only in
 * investigate mode).
 */
export function exchangeInvestigateTicket(ticket: string): Promise<SignedInUser> {
  ticketSlot().usedTickets.add(ticket);
  return exchangeTicket(ticket);
}

export interface InvestigateSignInInput {
  username: string;
  password: string;
  domain?: string;
}
/**
 * POST /api/investigate/login {domain, scope, username, password}: the spec's fixed-credential sign-in of
 * the embedded build (dissemination-feedback §4, §7). Our server keeps it behind a setting, OFF by default;
 * the credential must never ship in a bundle or host page. Prefer the ticket flow.
 */
export function investigateSignIn(input: InvestigateSignInInput): Promise<SignedInUser> {
  const body = {
    domain: input.domain ?? currentDomain(),
    scope: getConfig().scope,
    username: input.username,
    password: input.password,
  };
  return request<SignedInUser>('/investigate/login', { method: 'POST', body, auth: false });
}

export interface InvestigatePersistInput {
  items: unknown[];
  email: string;
  case_reference: string;
}
/** POST /api/investigate/persist {items, email, case_reference}: the embedded build's save (off by default on our server). */
export function investigatePersist(input: InvestigatePersistInput): Promise<unknown> {
  return request<unknown>('/investigate/persist', { method: 'POST', body: input });
}
