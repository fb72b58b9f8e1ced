import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from './db/types.js';
import type { Mailer } from './mail/index.js';
import type { AuditEntry } from './lib/audit.js';

export type Clock = () => Date;

export interface Logger {
  info(msg: string, ...rest: unknown[]): void;
  warn(msg: string, ...rest: unknown[]): void;
  error(msg: string, ...rest: unknown[]): void;
}

/** The signed-in user as the auth middleware found it (never the hash). */
export interface AuthUser {
  id: string;
  username: string;
  name: string;
  email: string;
  role: string;
  domain: string;
  active: boolean;
  permissions: string[];
}

export interface AuthSession {
  id: string;
  mode: 'standalone' | 'investigate';
}

export type AppEnv = {
  Variables: {
    requestId: string;
    user: AuthUser | undefined;
    session: AuthSession | undefined;
  };
};

export type AppContext = Context<AppEnv>;

export type LimiterName = 'signIn' | 'key' | 'reset' | 'register' | 'upload';

export interface Limits {
  /** Largest JSON body on /api except the public upload (bytes). */
  jsonBody: number;
  /** Largest public upload body (bytes; data URLs are a third larger than the files). */
  uploadBody: number;
  /** Largest single uploaded file, decoded (bytes). */
  uploadFile: number;
  /** Largest JSON body of a subject or company save, or of a photo upload (bytes; attachments are data URLs). */
  recordBody: number;
  /** Largest photo (PUT /api/upload), decoded (bytes). */
  photoFile: number;
  /** Most files in one public upload. */
  uploadFiles: number;
  /** One-time keys and reset keys live this long. */
  keyTtlMs: number;
  /** Investigate tickets live this long. */
  ticketTtlMs: number;
  /** A session unused this long is void. */
  sessionIdleMs: number;
  /** A session older than this is void however busy. */
  sessionMaxMs: number;
}

/** Everything a route needs, built once by createApp. */
export interface Deps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: Logger;
  demo: boolean;
  unitCode: string;
  filesDir: string;
  limits: Limits;
  limiters: Record<LimiterName, MiddlewareHandler<AppEnv>>;
  isOriginAllowed(origin: string): boolean;
  investigateServiceKey: string | null;
  audit(c: AppContext, entry: AuditEntry): Promise<void>;
}
