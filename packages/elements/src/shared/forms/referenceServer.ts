/**
 * Test helper (never bundled; the company form may use it too): the reference server (packages/server: the Hono app on an in-memory PGlite,
 * demo users seeded) in a child process on 127.0.0.1, for the form's tests against the real rules.
 *
 * A child process, not in-process: the happy-dom test environment makes vite rewrite
 * `new URL('./x', import.meta.url)` into http: URLs, which the server's migration loader cannot read.
 * Run directly (`node --import tsx referenceServer.ts`), it starts the app, signs the demo users in and
 * prints one JSON line: {origin, users: {'entry@eca': SignedInUser, ...}}.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface ReferenceServer {
  origin: string;
  /** SignedInUser (with token and session) of each demo user, by 'username@domain'. */
  users: Record<string, Record<string, unknown> & { token: string; session: string; domain: string }>;
  close(): Promise<void>;
}

/** The demo users signed in by default. */
export const SIGNED_IN: readonly string[] = ['entry@eca', 'analyst@fiu', 'missionentry@mission', 'cbnadmin@cbn'];

/** Starts the child and waits for its first line; `signedIn` are 'username@domain' demo users. */
export function startReferenceServer(signedIn: readonly string[] = SIGNED_IN): Promise<ReferenceServer> {
  const here = fileURLToPath(import.meta.url);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', here], {
    cwd: join(dirname(here), '../../../../..'),
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, FIU_REFERENCE_SERVER_CHILD: '1', FIU_REFERENCE_USERS: signedIn.join(',') },
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    child.once('exit', (code) => reject(new Error(`reference server exited (${code})`)));
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      const { origin, users } = JSON.parse(line) as Omit<ReferenceServer, 'close'>;
      resolve({
        origin,
        users,
        close: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.stdin?.end();
          }),
      });
    });
  });
}

async function main(): Promise<void> {
  const { serve } = await import('@hono/node-server');
  const { makeApp, openTestDb, signIn } = await import('../../../../server/src/testing/index.js');
  const db = await openTestDb();
  const t = await makeApp(db);
  const users: Record<string, unknown> = {};
  for (const ref of (process.env.FIU_REFERENCE_USERS || SIGNED_IN.join(',')).split(',').filter(Boolean)) {
    const [username, domain] = ref.split('@') as [string, string];
    const { headers: _h, ...user } = await signIn(t, username, domain);
    users[ref] = user;
  }
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    process.stdout.write(`${JSON.stringify({ origin: `http://127.0.0.1:${info.port}`, users })}\n`);
  });
  // The parent closes stdin when it is done (or dies): stop then.
  process.stdin.resume();
  process.stdin.on('end', () => {
    server.close();
    void Promise.all([db.close(), t.cleanup()]).finally(() => process.exit(0));
  });
}

if (process.env.FIU_REFERENCE_SERVER_CHILD === '1' && process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  void main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
