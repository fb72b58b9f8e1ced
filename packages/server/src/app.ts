import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Db } from './db/types.js';
import { createAudit } from './lib/audit.js';
import { defaultBodyLimit } from './lib/body-limit.js';
import { clientIp } from './lib/client-ip.js';
import { ApiError } from './lib/errors.js';
import { dataDir } from './lib/paths.js';
import { createMailer, type Mailer } from './mail/index.js';
import { auth } from './middleware/auth/index.js';
import { knownApiPaths } from './middleware/auth/known-path.js';
import { corsFor, originPolicy } from './middleware/cors/index.js';
import { rateLimit } from './middleware/rate-limit/index.js';
import { securityHeaders } from './middleware/security-headers/index.js';
import { authRoutes } from './routes/auth.js';
import { devRoutes } from './routes/dev.js';
import { DEMO_INVESTIGATE_SERVICE_KEY, investigateRoutes } from './routes/investigate.js';
import { lookupRoutes } from './routes/lookups.js';
import { organisationRoutes } from './routes/organisations.js';
import { passwordRoutes } from './routes/password.js';
import { isPublicRoute } from './routes/public.js';
import { registerRoutes } from './routes/register.js';
import { reportUploadRoutes } from './routes/report-upload.js';
import { userRoutes } from './routes/users.js';
import { groupRoutes } from './routes/groups.js';
import { messageRoutes } from './routes/messages.js';
import { auditRoutes } from './routes/audit.js';
import { companyRoutes } from './routes/companies.js';
import { mediaRoutes, uploadRoutes } from './routes/media.js';
import { subjectRoutes } from './routes/subjects.js';
import { userStateRoutes } from './routes/userstate.js';
import { importMappingRoutes } from './routes/import-mapping.js';
import { analysisRoutes } from './routes/analysis.js';
import { cdrRoutes } from './routes/cdr.js';
import { selectionRoutes } from './routes/selection.js';
import { registryImportRoutes } from './routes/import-registry.js';
import { importRoutes } from './routes/imports.js';
import type { AppEnv, Clock, Deps, LimiterName, Limits, Logger } from './types.js';
import { goamlAnalysisRoutes } from './routes/analysis-goaml.js';
import { analysisGridRoutes } from './routes/analysis-grid.js';
import { analysisCallPivotRoutes } from './routes/analysis-call-pivot.js';
import { goamlImportRoutes } from './routes/import-goaml.js';
import { feedbackRoutes } from './routes/feedback.js';
import { caseRoutes } from './routes/cases.js';
import { rfiRoutes } from './routes/rfi.js';
import { intelligenceRoutes } from './routes/intelligence.js';
import { reportDueRoutes } from './routes/report-due.js';
import { dashboardRoutes } from './routes/dashboard.js';

export interface RateLimitSetting {
  limit: number;
  windowMs: number;
}

export interface CreateAppOptions {
  db: Db;
  /** Default: SMTP when SMTP_URL is set, else the dev outbox in demo mode (outside demo mode SMTP_URL is required). */
  mailer?: Mailer;
  /** Demo mode: dev mailbox, localhost origins, demo investigate credential. */
  demo?: boolean;
  /** Exact origins allowed by CORS (ALLOWED_ORIGINS). */
  allowedOrigins?: string[];
  rateLimits?: Partial<Record<LimiterName, RateLimitSetting>>;
  clock?: Clock;
  /** Where uploads are stored. Default FIU_DATA_DIR/files. */
  filesDir?: string;
  /** Service credential for investigate tickets. Default FIU_INVESTIGATE_SERVICE_KEY, or the demo value in demo mode. */
  investigateServiceKey?: string | null;
  limits?: Partial<Limits>;
  /** TRUST_PROXY: the number of proxies in front of the server that append to X-Forwarded-For (lib/client-ip.ts). */
  trustProxy?: number | boolean;
  log?: Logger;
  unitCode?: string;
}

export const DEFAULT_RATE_LIMITS: Record<LimiterName, RateLimitSetting> = {
  signIn: { limit: 20, windowMs: 60_000 },
  key: { limit: 20, windowMs: 60_000 },
  reset: { limit: 10, windowMs: 60_000 },
  register: { limit: 10, windowMs: 60_000 },
  upload: { limit: 10, windowMs: 60_000 },
};

export const DEFAULT_LIMITS: Limits = {
  jsonBody: 256 * 1024,
  uploadBody: 32 * 1024 * 1024,
  uploadFile: 10 * 1024 * 1024,
  recordBody: 16 * 1024 * 1024,
  photoFile: 5 * 1024 * 1024,
  uploadFiles: 10,
  keyTtlMs: 10 * 60_000,
  ticketTtlMs: 60_000,
  sessionIdleMs: 12 * 3_600_000,
  sessionMaxMs: 24 * 3_600_000,
};

/** PostgreSQL error classes that mean "bad input got through": answered 4xx, logged as a defect. */
function databaseInputError(err: unknown): { status: 400 | 409; error: string } | null {
  const code = (err as { code?: unknown })?.code;
  if (typeof code !== 'string') return null;
  if (code === '23505') return { status: 409, error: 'Already exists' };
  if (code.startsWith('22')) return { status: 400, error: 'Invalid input' };
  return null;
}

/** The API as a Hono app (no ports). Static files are added by main.ts (src/static.ts). */
export function createApp(opts: CreateAppOptions): Hono<AppEnv> {
  const clock = opts.clock ?? (() => new Date());
  const log = opts.log ?? console;
  const demo = opts.demo ?? false;
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const ip = (c: Parameters<MiddlewareHandler>[0]) => clientIp(c, opts.trustProxy ?? 0);
  const isOriginAllowed = originPolicy({ allowedOrigins: opts.allowedOrigins ?? [], demo });
  const settings = { ...DEFAULT_RATE_LIMITS, ...opts.rateLimits };
  const limiters = Object.fromEntries(
    (Object.keys(settings) as LimiterName[]).map((name) => [name, rateLimit({ ...settings[name], key: ip, clock })]),
  ) as Record<LimiterName, MiddlewareHandler<AppEnv>>;
  const envKey = process.env.FIU_INVESTIGATE_SERVICE_KEY;
  const deps: Deps = {
    db: opts.db,
    // Outside demo mode without SMTP_URL this throws: keys are never kept in clear there (issue 7 item 4).
    mailer: opts.mailer ?? createMailer({ smtpUrl: process.env.SMTP_URL, from: process.env.MAIL_FROM, demo, db: opts.db, clock, log }),
    clock,
    log,
    demo,
    unitCode: opts.unitCode ?? 'fiu',
    filesDir: opts.filesDir ?? join(dataDir(), 'files'),
    limits,
    limiters,
    isOriginAllowed,
    investigateServiceKey:
      opts.investigateServiceKey !== undefined ? opts.investigateServiceKey : envKey || (demo ? DEMO_INVESTIGATE_SERVICE_KEY : null),
    audit: createAudit(opts.db, clock, ip),
  };

  const app = new Hono<AppEnv>();
  // Our own id for every request (never the caller's X-Request-Id: the audit log must not be steerable).
  app.use('*', async (c, next) => {
    const id = randomUUID();
    c.set('requestId', id);
    c.header('X-Request-Id', id);
    await next();
  });
  app.use('*', securityHeaders());
  app.use('/api/*', corsFor(isOriginAllowed));

  // Routes that accept a larger body (record saves, uploads) declare their own limit (lib/body-limit.ts).
  app.use('/api/*', defaultBodyLimit(limits.jsonBody));

  const authOptions = {
    db: opts.db,
    clock,
    idleMs: limits.sessionIdleMs,
    maxMs: limits.sessionMaxMs,
    onRefused: (c: Parameters<MiddlewareHandler>[0], reason: string) =>
      deps.audit(c as never, { action: 'authn.refused', outcome: 'refused', actor: 'anonymous', detail: { reason } }),
  };
  // An unknown /api path is a 404 before authentication (a wrong api-base says so, not 'Authentication required').
  app.use('/api/*', knownApiPaths(() => app.routes));
  app.use('/api/*', auth({ ...authOptions, isPublic: isPublicRoute }));
  // Photos and attachments: a session on every request (the client fetches them with its headers), CORS for
  // embedded elements on other origins.
  app.use('/media/*', corsFor(isOriginAllowed));
  app.use('/media/*', auth({ ...authOptions, isPublic: () => false }));

  // Readiness: answers only when the database does.
  app.get('/api/health', async (c) => {
    try {
      await opts.db.query('SELECT 1');
      return c.json({ ok: true });
    } catch {
      return c.json({ error: 'Database unavailable' }, 503);
    }
  });
  for (const routes of [
    organisationRoutes,
    lookupRoutes,
    authRoutes,
    passwordRoutes,
    registerRoutes,
    reportUploadRoutes,
    userRoutes,
    groupRoutes,
    messageRoutes,
    subjectRoutes,
    companyRoutes,
    uploadRoutes,
    userStateRoutes,
    auditRoutes,
    investigateRoutes,
    importMappingRoutes,
    analysisRoutes,
    cdrRoutes,
    goamlAnalysisRoutes,
    analysisGridRoutes,
    analysisCallPivotRoutes,
    goamlImportRoutes,
    selectionRoutes,
    registryImportRoutes,
    importRoutes,
    feedbackRoutes,
    caseRoutes,
    rfiRoutes,
    reportDueRoutes,
    intelligenceRoutes,
    dashboardRoutes,
    ...(demo ? [devRoutes] : []),
  ]) {
    app.route('/api', routes(deps));
  }

  app.route('/media', mediaRoutes(deps));

  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) {
      return c.json({ error: err.message, ...(err.errors ? { errors: err.errors } : {}) }, err.status, err.headers);
    }
    if (err instanceof HTTPException) {
      return c.json({ error: err.message || err.getResponse().statusText || 'Bad request' }, err.status);
    }
    const input = databaseInputError(err);
    if (input) {
      log.warn(`[api] ${c.req.method} ${c.req.path}: input reached the database unchecked:`, (err as Error).message);
      return c.json({ error: input.error }, input.status);
    }
    log.error(`[api] ${c.req.method} ${c.req.path} request ${c.get('requestId')}:`, err);
    return c.json({ error: 'Internal error' }, 500);
  });

  return app;
}
