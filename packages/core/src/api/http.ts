/**
 * The HTTP layer under every api/* function: the platform's fetch with the base `${apiBase}/api`, the `Token`
 * and `Session` headers, and one error type. (ofetch did this until 2026-11-26: of it only URL joining, query
 * encoding and body parsing were used, its retry was off and its errors replaced by ours, and with ufo and
 * destr it was about 4 KB gzip of every screen's first load: bench/results/size.md.)
 *
 * - Credentials travel in headers only, never in a URL (SECURITY.md promise 2); downloads go through
 *   `requestRaw(..., { responseType: 'blob' })` for the same reason.
 * - Investigate mode (promise 3): when the store has no token and `config.getToken` is set, getToken returns
 *   a single-use ticket; it is exchanged once (POST /api/investigate/session) for a session, memory only.
 * - A 401 on a protected call ends the session as expired, so elements show sign-in again.
 * - No automatic retry: a retried POST could save twice, and a 429 must be shown, not hammered.
 */
import { serverNotReached } from '../messages.network.js';
import { getConfig } from '../config.js';
import { coreSlot, getSharedCore } from '../core.js';
import type { SignedInUser } from '../schemas/index.js';
import { sessionStore, signIn, signOut } from '../session/store.js';
import { UNKNOWN_API_PATH } from './unknownPath.js';

/**
 * Status 0: no FIU API answered at the configured address, either no answer at all (network) or an answer
 * that is not our API's (issue 7 item 10: an api-base ending in /api calls /api/api/..., which the server
 * answers 404 `{code: UNKNOWN_API_PATH}`; another web server answers HTML). One message for every element.
 */
function unreachable(cause: unknown): ApiError {
  const error = new ApiError(0, serverNotReached(getConfig().apiBase), null, {});
  (error as { cause?: unknown }).cause = cause;
  return error;
}

/** Whether an answer cannot be from an FIU API: its unknown-path 404, a 404 without `{error}`, or an HTML page where JSON was asked. */
function notOurApi(status: number, contentType: string, body: unknown, wantsJson: boolean): boolean {
  if (status === 404) {
    const b = body as { error?: unknown; code?: unknown } | null;
    return b?.code === UNKNOWN_API_PATH || typeof b?.error !== 'string';
  }
  return wantsJson && status < 400 && /^\s*text\/html/i.test(contentType);
}

/** Every failed call throws this: the status, the server's `error` text, the body, and per-field messages. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** The parsed error body (`{error, errors?}` from our server), or null. */
  readonly body: unknown;
  /** `body.errors`: field path → messages, ready for the Errors panel. Empty when the server sent none. */
  readonly fieldErrors: Record<string, string[]>;

  constructor(status: number, message: string, body: unknown = null, fieldErrors: Record<string, string[]> = {}) {
    super(message);
    this.status = status;
    this.body = body;
    this.fieldErrors = fieldErrors;
  }
}

/** True for an ApiError from this or another bundle copy on the page (instanceof alone misses the latter). */
export const isApiError = (e: unknown): e is ApiError =>
  e instanceof ApiError ||
  (e instanceof Error && e.name === 'ApiError' && typeof (e as { status?: unknown }).status === 'number');

/** Lists answer `{results, count}` (limit/offset paging). */
export interface ListResponse<T> {
  results: T[];
  count: number;
}

/** Common list query: limit/offset paging, ordering and the free-text search. */
export interface ListQuery {
  limit?: number;
  offset?: number;
  search?: string;
  ordering?: string;
}

export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | null | undefined | readonly QueryScalar[];
export type Query = Record<string, QueryValue>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

export interface RequestOptions {
  method?: HttpMethod;
  /** Arrays become repeated parameters (`Suspect=a&Suspect=b`); null, undefined and '' are left out. */
  query?: Query;
  /** Plain objects are sent as JSON; FormData, Blob and strings as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * false for the public calls (SECURITY.md promise 4: domain lookup, sign-in, reset, registration,
   * public upload, lookups): no ticket exchange, and a 401 there does not end the session.
   */
  auth?: boolean;
  responseType?: 'json' | 'blob' | 'text';
  /** 'api' (default): path is under `${apiBase}/api`. 'absolute': path is a full URL (media). */
  base?: 'api' | 'absolute';
  signal?: AbortSignal;
}

export interface RawResponse<T> {
  status: number;
  headers: Headers;
  data: T;
}

/** Use this fetch instead of the global one (tests, hosts that wrap fetch). Shared by every bundle copy. */
export function setFetch(fetchImpl: typeof globalThis.fetch | undefined): void {
  getSharedCore().fetch = fetchImpl;
}

const fetcher = (): typeof globalThis.fetch => getSharedCore().fetch ?? globalThis.fetch;

/** `base` + `path`, with the query's arrays as repeated parameters. */
function urlOf(base: string, path: string, query: Record<string, QueryScalar | QueryScalar[]> | undefined): string {
  let url = base ? `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : path;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
    const text = params.toString();
    if (text) url += `${url.includes('?') ? '&' : '?'}${text}`;
  }
  return url;
}

/** Plain objects and arrays as JSON; FormData, Blob, URLSearchParams, buffers and strings as they are. */
function bodyOf(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  const raw =
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body);
  if (raw) return body as BodyInit;
  if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

/** JSON with `__proto__` (and a `constructor` carrying `prototype`) dropped, so no parsed body can reach a prototype. */
function parseJson(text: string): unknown {
  if (text.trim() === '') return text;
  try {
    return /__proto__|constructor|\\u/.test(text)
      ? (JSON.parse(text, (key, value: unknown) =>
          key === '__proto__' || (key === 'constructor' && value !== null && typeof value === 'object' && 'prototype' in value) ? undefined : value,
        ) as unknown)
      : (JSON.parse(text) as unknown);
  } catch {
    return text; // not JSON after all: the text itself (a proxy's plain answer)
  }
}

const JSON_TYPE = /^application\/(?:[\w!#$%&*.^`~-]*\+)?json$/i;

/** The body as asked for, or as its Content-Type says (none: JSON; text/*: text; anything else: a Blob). */
async function readBody(response: Response, method: HttpMethod, asked: RequestOptions['responseType']): Promise<unknown> {
  if (method === 'HEAD' || !response.body || response.status === 204 || response.status === 205 || response.status === 304) return undefined;
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const as = asked ?? (!type || JSON_TYPE.test(type) ? 'json' : type.startsWith('text/') || /^(image\/svg|application\/(xml|xhtml|html))/.test(type) ? 'text' : 'blob');
  if (as === 'blob') return response.blob();
  const text = await response.text();
  return as === 'text' ? text : parseJson(text);
}

/** Encode one path segment (ids, keys, domains, file names). */
export const seg = (value: string | number): string => encodeURIComponent(String(value));

/** Drop absent values so the server never sees `search=` or `domain=null`. */
export function cleanQuery(query: Query | undefined): Record<string, QueryScalar | QueryScalar[]> | undefined {
  if (!query) return undefined;
  const out: Record<string, QueryScalar | QueryScalar[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      const items = (value as QueryScalar[]).filter((v) => v !== null && v !== undefined && v !== '');
      if (items.length) out[key] = items;
    } else {
      out[key] = value as QueryScalar;
    }
  }
  return out;
}

/** `{apiBase}/api` as configured now (configure() may run after import). */
export const apiRoot = (): string => `${getConfig().apiBase}/api`;

/**
 * URL of a media file (photos, generated reports, manuals): `${mediaBase}/${file}`. Carries no credential,
 * so it suits `<img src>`; files that need a session are read with `requestRaw(..., {responseType:'blob'})`.
 * Full http(s)/data/blob URLs (attachment URLs the server returns) come back unchanged.
 */
export function mediaUrl(file: string): string {
  if (/^(https?:|data:|blob:)/i.test(file)) return file;
  const path = file
    .split('/')
    .filter((part) => part !== '' && part !== '.' && part !== '..')
    .map((part) => encodeURIComponent(part))
    .join('/');
  return `${getConfig().mediaBase}/${path}`;
}

function fieldErrorsOf(body: unknown): Record<string, string[]> {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    if (Array.isArray(messages)) out[field] = messages.map(String);
    else if (messages !== null && messages !== undefined) out[field] = [String(messages)];
  }
  return out;
}

async function errorBody(data: unknown): Promise<unknown> {
  // A download that failed still answers JSON `{error}`; with responseType 'blob' it arrives as a Blob.
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    const text = await data.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return data ?? null;
}

/** Longest plain-text error body shown as it is (a proxy's or a framework's one-line answer, not a dump). */
const PLAIN_TEXT_MAX = 300;

/**
 * The server's error text: `{error}` of a JSON body, or a plain-text body itself (core-records §8: "the
 * server's error text"), or the status text when the body is empty, an HTML page (a proxy's error page is
 * markup, not a message) or too long to be one.
 */
function serverTextOf(body: unknown): string | null {
  if (typeof body === 'string') {
    const text = body.trim();
    return text !== '' && text.length <= PLAIN_TEXT_MAX && !text.startsWith('<') ? text : null;
  }
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error.trim() !== '' ? error : null;
}

function errorFromResponse(status: number, statusText: string, body: unknown): ApiError {
  const message = serverTextOf(body) ?? (statusText || `Request failed with status ${status}`);
  return new ApiError(status, message, body, fieldErrorsOf(body));
}

/**
 * Investigate mode: exchange a single-use ticket for a session (POST /api/investigate/session).
 * Returns the signed-in user; does not itself activate the session.
 */
export async function exchangeTicket(ticket: string, signal?: AbortSignal): Promise<SignedInUser> {
  const opts: RequestOptions = { method: 'POST', body: { ticket }, auth: false };
  if (signal) opts.signal = signal;
  return (await requestRaw<SignedInUser>('/investigate/session', opts)).data;
}

/** Investigate mode's ticket bookkeeping, shared by every bundle copy on the page. */
export interface TicketSlot {
  /** The ticket exchange in flight (shared so parallel calls exchange once). */
  exchange: Promise<void> | null;
  /** Tickets already exchanged: a ticket is single use, so never send one twice. */
  usedTickets: Set<string>;
}
export const ticketSlot = (): TicketSlot =>
  coreSlot('investigate-tickets@1', (): TicketSlot => ({ exchange: null, usedTickets: new Set() }));

/** When the store has no token but the host gave `getToken`, get a ticket and exchange it, once. */
async function ensureSession(): Promise<void> {
  const config = getConfig();
  if (sessionStore.getState().token || !config.getToken) return;
  const memory = ticketSlot();
  if (!memory.exchange) {
    const getToken = config.getToken;
    memory.exchange = (async () => {
      const ticket = await getToken();
      // A ticket is single use: never send one that was already exchanged.
      if (!ticket || memory.usedTickets.has(ticket)) return;
      memory.usedTickets.add(ticket);
      signIn(await exchangeTicket(ticket));
    })().finally(() => {
      memory.exchange = null;
    });
  }
  await memory.exchange;
}

/**
 * Whether a full URL is one of ours (under apiBase or mediaBase), so it may receive the session headers.
 * An attachment URL pointing elsewhere is fetched without them: the token never leaves our server.
 */
export function isOwnUrl(url: string): boolean {
  if (url.startsWith('//')) return false;
  const { apiBase, mediaBase } = getConfig();
  return [apiBase, mediaBase].some((base) => url.startsWith(`${base}/`));
}

/** Make a call and return status, headers and parsed body. Throws ApiError for any status >= 400. */
export async function requestRaw<T>(path: string, opts: RequestOptions = {}): Promise<RawResponse<T>> {
  const own = opts.base !== 'absolute' || isOwnUrl(path);
  const auth = opts.auth !== false && own;
  if (auth) await ensureSession();
  const { token, session } = own ? sessionStore.getState() : { token: null, session: null };
  const headers: Record<string, string> = {
    Accept: opts.responseType === 'blob' ? '*/*' : 'application/json',
    ...opts.headers,
  };
  if (token) headers.Token = token;
  if (token && session) headers.Session = session;

  const method = opts.method ?? 'GET';
  const url = urlOf(opts.base === 'absolute' ? '' : apiRoot(), path, cleanQuery(opts.query));
  const init: RequestInit = { method, headers };
  const body = bodyOf(opts.body, headers);
  if (body !== undefined) init.body = body;
  if (opts.signal) init.signal = opts.signal;

  let response: Response;
  let data: unknown;
  try {
    response = await fetcher()(url, init);
    data = await readBody(response, method, opts.responseType);
  } catch (error) {
    if (opts.signal?.aborted || (error as { name?: string } | null)?.name === 'AbortError') throw opts.signal?.reason ?? error;
    throw unreachable(error);
  }

  const wantsJson = (opts.responseType ?? 'json') === 'json' && method !== 'HEAD';
  const errorData = response.status >= 400 ? await errorBody(data) : data;
  // A HEAD answer has no body to tell ours from another server's.
  if (method !== 'HEAD' && notOurApi(response.status, response.headers.get('content-type') ?? '', errorData, wantsJson)) {
    throw unreachable(new Error(`No FIU API answered at ${apiRoot()} (${response.status})`));
  }

  if (response.status >= 400) {
    // Only end the session the call was made with (a newer sign-in may have happened meanwhile).
    if (response.status === 401 && auth && token && sessionStore.getState().token === token) signOut('expired');
    throw errorFromResponse(response.status, response.statusText, errorData);
  }
  return { status: response.status, headers: response.headers, data: data as T };
}

/** Make a call and return the parsed body. */
export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  return (await requestRaw<T>(path, opts)).data;
}

/** File name from a Content-Disposition header (`filename*=` preferred), or the fallback. */
export function fileNameFrom(headers: Headers, fallback: string): string {
  const cd = headers.get('content-disposition') ?? '';
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(cd);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(cd);
  return plain?.[1]?.trim() || fallback;
}

/** A downloaded file. */
export interface Download {
  blob: Blob;
  filename: string;
}
