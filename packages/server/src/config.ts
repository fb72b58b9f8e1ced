import { parseArgs } from 'node:util';
import { DEFAULT_RATE_LIMITS, type RateLimitSetting } from './app.js';
import { parseAllowedOrigins } from './middleware/cors/index.js';
import type { LimiterName } from './types.js';

export interface ServerConfig {
  demo: boolean;
  /** `--seed-size N`: scale of the synthetic demo records (first seed only). */
  seedSize: number | undefined;
  port: number;
  /** HOST: the interface to listen on. Demo mode: 127.0.0.1 unless HOST says otherwise; else every interface. */
  host: string | undefined;
  allowedOrigins: string[];
  /** FIU_RATE_LIMIT_MAX replaces every limiter's per-window limit (the e2e suite signs in often). */
  rateLimits: Record<LimiterName, RateLimitSetting> | undefined;
  /** TRUST_PROXY: how many proxies in front of the server append to X-Forwarded-For (0: believe none). */
  trustProxy: number;
  /** SMTP_URL: required outside demo mode (keys are never kept in clear there); demo mode without it uses the dev outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of the mails. */
  mailFrom: string | undefined;
}

/** Outside demo mode the server needs a mail transport: without one, keys would have nowhere to go but the log. */
export const SMTP_URL_MISSING =
  'SMTP_URL is not set. Outside demo mode the server sends sign-in and reset keys by e-mail only: set SMTP_URL (e.g. smtp://user:password@mail.example.org:587) and MAIL_FROM, or start with --demo to try the product.';

/**
 * Flags: --demo, --seed-size N. Environment: PORT (8080), HOST, FIU_DEMO=1, ALLOWED_ORIGINS, FIU_RATE_LIMIT_MAX,
 * TRUST_PROXY=N (trusted proxy hops), SMTP_URL (required outside demo mode), MAIL_FROM. (The database and
 * investigate settings are read where they are used: DATABASE_URL, FIU_DATA_DIR, FIU_INVESTIGATE_SERVICE_KEY.)
 */
export function parseServerConfig(argv: string[], env: NodeJS.ProcessEnv): ServerConfig {
  const { values } = parseArgs({
    args: argv,
    options: { demo: { type: 'boolean', default: false }, 'seed-size': { type: 'string' } },
    strict: true,
  });
  const whole = (name: string, v: string | undefined, min: number): number | undefined => {
    if (v === undefined || v === '') return undefined;
    const n = /^\d+$/.test(v.trim()) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of at least ${min}`);
    return n;
  };
  const trustedHops = (v: string | undefined): number => {
    if (v === undefined || v.trim() === '') return 0;
    if (!/^\d{1,2}$/.test(v.trim())) {
      throw new Error(`TRUST_PROXY must be a whole number: how many proxies in front of the server append to X-Forwarded-For (e.g. 1), not "${v.slice(0, 20)}"`);
    }
    return Number(v);
  };
  const max = whole('FIU_RATE_LIMIT_MAX', env.FIU_RATE_LIMIT_MAX, 1);
  const demo = values.demo === true || env.FIU_DEMO === '1';
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl === undefined && !demo) throw new Error(SMTP_URL_MISSING);
  if (smtpUrl !== undefined && !/^smtps?:\/\/\S+$/i.test(smtpUrl)) throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  const host = env.HOST?.trim() || (demo ? '127.0.0.1' : undefined);
  return {
    demo,
    seedSize: whole('--seed-size', values['seed-size'], 0),
    port: whole('PORT', env.PORT, 0) ?? 8080,
    host,
    allowedOrigins: parseAllowedOrigins(env.ALLOWED_ORIGINS),
    rateLimits:
      max === undefined
        ? undefined
        : (Object.fromEntries(Object.entries(DEFAULT_RATE_LIMITS).map(([k, v]) => [k, { ...v, limit: max }])) as Record<LimiterName, RateLimitSetting>),
    trustProxy: trustedHops(env.TRUST_PROXY),
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || undefined,
  };
}
