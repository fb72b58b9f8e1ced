export { createApp, DEFAULT_LIMITS, DEFAULT_RATE_LIMITS, type CreateAppOptions, type RateLimitSetting } from './app.js';
export { openDatabase, migrate, loadMigrations, type Db, type Queryable } from './db/index.js';
export { seed, seedExtensions, isSeeded, stableUuid, demoUserId, type SeedContext, type SeedExtension, type SeedOptions } from './db/seed.js';
export { createPrng, type Prng } from './db/prng.js';
export { createMailer, createOutboxMailer, type Mail, type Mailer } from './mail/index.js';
export { registerStatic } from './static.js';
export { PUBLIC_ROUTES } from './routes/public.js';
