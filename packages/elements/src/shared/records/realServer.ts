/**
 * Test helper (never bundled): the REAL server — the Hono app on an in-memory PGlite, migrated and seeded with
 * the demo generator — in a child Node process, for element tests that run in happy-dom (whose globals the
 * server cannot run under). `startRealServer()` spawns this file with tsx; the child prints `READY <origin>`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface RealServer {
  origin: string;
  stop(): Promise<void>;
}

/** Start the child; `allowedOrigin` is the page's origin (happy-dom enforces CORS like a browser). */
export async function startRealServer(opts: { seedSize: number; allowedOrigin: string }): Promise<RealServer> {
  const here = fileURLToPath(import.meta.url);
  const repo = here.replace(/packages\/elements\/src\/shared\/records\/realServer\.ts$/, '');
  const child: ChildProcess = spawn(process.execPath, [`${repo}node_modules/tsx/dist/cli.mjs`, here, String(opts.seedSize), opts.allowedOrigin], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'test' },
  });
  let log = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`real server did not start:\n${log}`)), 110_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const m = /READY (\S+)/.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => void (log += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`real server exited (${code}):\n${log}`)));
  });
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Sign in through the two steps over HTTP, reading the key from the demo outbox; returns the SignedInUser. */
export async function signInOverHttp(origin: string, username: string, domain: string): Promise<Record<string, unknown>> {
  const post = await fetch(`${origin}/api/login/2factor`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, domain, password: 'Demo#2026', scope: 'fiu-web' }),
  });
  if (!post.ok) throw new Error(`sign-in ${username}@${domain}: ${post.status}`);
  const { attempt } = (await post.json()) as { attempt: string };
  const mails = (await (await fetch(`${origin}/api/dev/mailbox`)).json()) as Array<{ to: string; text: string }>;
  const mail = mails.find((m) => m.to.startsWith(`${username}@${domain}`));
  const key = /Secret key: (\S+)/.exec(mail?.text ?? '')?.[1];
  if (!key) throw new Error(`no key mailed to ${username}@${domain}`);
  const res = await fetch(`${origin}/api/login/2factor/validate/${encodeURIComponent(key)}/${domain}`, { headers: { Attempt: attempt } });
  if (!res.ok) throw new Error(`key step ${username}@${domain}: ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

// ── The child ──────────────────────────────────────────────────────────────────────────────────────
async function main(): Promise<void> {
  const [seedSize = '60', allowedOrigin = 'http://localhost:3000'] = process.argv.slice(2);
  const { serve } = await import('@hono/node-server');
  const { openPglite } = await import('../../../../server/src/db/pglite');
  const { migrate } = await import('../../../../server/src/db/migrate');
  const { seed } = await import('../../../../server/src/db/seed');
  const { FAST_SCRYPT, makeApp } = await import('../../../../server/src/testing');
  const db = await openPglite('memory://');
  await migrate(db);
  const t = await makeApp(db, { allowedOrigins: [allowedOrigin] });
  await seed(db, { passwordParams: FAST_SCRYPT, size: Number(seedSize), filesDir: t.filesDir });
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    console.log(`READY http://127.0.0.1:${info.port}`);
  });
  const stop = () => server.close(() => void db.close().finally(() => t.cleanup().finally(() => process.exit(0))));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void main();
