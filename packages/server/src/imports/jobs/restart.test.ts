/**
 * Issue 9, done-when 1: "The server killed mid-import and started again: the import completes with every row
 * exactly once." The real server entry (main.ts, through tsx) in a child process on a PGlite data folder on
 * disk: a call-record file goes up through the mapping flow (PUT /api/cdr), the process is SIGKILLed while
 * GET /api/imports/{id} shows the job part-way, a new process starts on the same folder, and the job ends done.
 * Then the store itself is read: each source row once, the refused rows listed once, the job's figures right.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../core.js';
import { openDatabase } from '../../db/index.js';

const repo = fileURLToPath(new URL('../../../../../', import.meta.url));
const main = fileURLToPath(new URL('../../main.ts', import.meta.url));
// tsx as a loader of this very process (not the tsx command, which runs the server in a grandchild that a
// SIGKILL of its parent would leave running).
const tsxLoader = join(repo, 'node_modules/tsx/dist/loader.mjs');
// The helper's own ports (8140-8149): no clash with the e2e servers or another checkout's.
const PORT = Number(process.env.FIU_RESTART_TEST_PORT ?? 8145);
const ORIGIN = `http://127.0.0.1:${PORT}`;

// Large enough that the job is still running a few hundred milliseconds after it starts, on a fast machine too.
const GOOD_ROWS = 60_000;
// Every 5,000th row is refused (an impossible date, or no calling number): 12 rows to be listed once each.
const isBad = (i: number) => i % 5_000 === 0;
const BAD_ROWS = Array.from({ length: GOOD_ROWS + GOOD_ROWS / 5_000 }, (_, k) => k + 1).filter(isBad).length;
const FILE_ROWS = GOOD_ROWS + BAD_ROWS;

/** Row i (1-based data row; the header is line 1, so its source row is i + 1): its calling number says which row it is. */
function callFile(): string {
  const lines = ['A Number,B Number,Start Time,Duration,Type'];
  for (let i = 1; i <= FILE_ROWS; i++) {
    const a = `23480${String(30_000_000 + i).padStart(8, '0')}`;
    const b = `23481${String(60_000_000 + (i % 977)).padStart(8, '0')}`;
    const minute = i % 60;
    const when = `${String((i % 28) + 1).padStart(2, '0')}/05/2022 ${String(i % 24).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
    if (isBad(i)) lines.push(i % 10_000 === 0 ? `,${b},${when},30,OUTGOING` : `${a},${b},31/02/2022 10:00,30,OUTGOING`);
    else lines.push(`${a},${b},${when},${i % 600},${i % 2 ? 'OUTGOING' : 'INCOMING'}`);
  }
  return lines.join('\n') + '\n';
}

interface Server {
  child: ChildProcess;
  out: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startServer(dataDir: string): Promise<Server> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !['SMTP_URL', 'FIU_DEMO', 'HOST', 'DATABASE_URL', 'PORT'].includes(k)));
  const child = spawn(process.execPath, ['--import', pathToFileURL(tsxLoader).href, main, '--demo', '--seed-size', '0'], {
    cwd: repo,
    env: { ...clean, PORT: String(PORT), HOST: '127.0.0.1', FIU_DATA_DIR: dataDir, FIU_RATE_LIMIT_MAX: '100000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const s: Server = {
    child,
    out: '',
    exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
  };
  child.stdout!.on('data', (d: Buffer) => void (s.out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => void (s.out += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${s.out}`)), 120_000);
    const ready = () => {
      if (!/FIU server on/.test(s.out)) return;
      clearTimeout(timer);
      child.stdout!.off('data', ready);
      resolve(s);
    };
    child.stdout!.on('data', ready);
    void s.exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the server exited before it was ready:\n${s.out}`));
    });
  });
}

async function stopServer(s: Server, signal: NodeJS.Signals): Promise<void> {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return;
  s.child.kill(signal);
  await s.exited;
}

async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${ORIGIN}${path}`, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The analyst signs in through the two steps, the key read from the demo's dev mailbox. */
async function signIn(): Promise<Record<string, string>> {
  const { attempt } = await json<{ attempt: string }>('/api/login/2factor', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'analyst', domain: 'fiu', password: DEMO_PASSWORD, scope: 'fiu-web' }),
  });
  const mails = await json<{ to: string; text: string }[]>('/api/dev/mailbox');
  const key = /^Secret key: (\S+)$/m.exec(mails.find((m) => /^Secret key: /m.test(m.text))?.text ?? '')?.[1];
  if (!key) throw new Error('no sign-in key in the dev mailbox');
  const me = await json<{ token: string; session: string }>(`/api/login/2factor/validate/${encodeURIComponent(key)}/fiu`, { headers: { Attempt: attempt } });
  return { Token: me.token, Session: me.session };
}

interface Job {
  status: string;
  rows_read: number;
  rows_stored: number;
  rows_duplicate: number;
  rows_refused: number;
  rows_total: number | null;
  error: string | null;
}

let dataDir: string;
let server: Server | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fiu-restart-test-'));
});
afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('an import when its server is killed', () => {
  it('SIGKILL part-way, a new process on the same data: the job completes, every row stored exactly once', async () => {
    server = await startServer(dataDir);
    let auth = await signIn();
    const form = new FormData();
    form.set('file', new Blob([callFile()], { type: 'text/csv' }), 'calls.csv');
    form.set('mapping', JSON.stringify({ originating_number: 'A Number', terminating_number: 'B Number', cdr_ts: 'Start Time', call_duration: 'Duration', call_type: 'Type' }));
    const accepted = await json<{ import_id: string }>('/api/cdr', { method: 'PUT', headers: auth, body: form });
    const id = accepted.import_id;

    // Watch the job the way the screen does, and kill the server the moment it is part-way.
    let seen: Job | null = null;
    for (const until = Date.now() + 120_000; Date.now() < until; ) {
      seen = await json<Job>(`/api/imports/${id}`, { headers: auth });
      if (seen.status === 'running' && seen.rows_read >= 4_000) break;
      if (seen.status === 'done' || seen.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await stopServer(server, 'SIGKILL');
    expect(seen?.status, 'the job was running when the server was killed').toBe('running');
    expect(seen!.rows_read).toBeGreaterThan(0);
    expect(seen!.rows_read).toBeLessThan(FILE_ROWS);

    // A new process on the same data folder takes the job up again (its lease died with the old process).
    const restartedAt = Date.now();
    server = await startServer(dataDir);
    auth = await signIn();
    let job: Job | null = null;
    for (const until = Date.now() + 240_000; Date.now() < until; ) {
      job = await json<Job>(`/api/imports/${id}`, { headers: auth });
      if (job.status === 'done' || job.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const resumedInMs = Date.now() - restartedAt;
    console.info(`[restart] killed at ${seen!.rows_read} of ${FILE_ROWS} rows read; done ${resumedInMs} ms after the restart`);
    expect(job).toMatchObject({ status: 'done', error: null, rows_read: FILE_ROWS, rows_total: FILE_ROWS, rows_stored: GOOD_ROWS, rows_duplicate: 0, rows_refused: BAD_ROWS });
    // Taken up at start, not left waiting for the dead process's two-minute lease to run out.
    expect(server.out).toMatch(/\[imports\] 1 import left running by a stopped server: taken up again/);
    expect(resumedInMs).toBeLessThan(110_000);

    // The mail goes out just after the job is marked done (a crash between the two loses a mail rather than
    // sending two), so it may arrive a moment after the status.
    let ends: { to: string; subject: string; text: string }[] = [];
    for (const until = Date.now() + 15_000; Date.now() < until && ends.length === 0; ) {
      const mails = await json<{ to: string; subject: string; text: string }[]>('/api/dev/mailbox');
      ends = mails.filter((m) => m.text.includes(`Import reference: ${id}`));
      if (ends.length === 0) await new Promise((r) => setTimeout(r, 200));
    }
    expect(ends.map((m) => m.subject)).toEqual(['Import finished: call records "calls.csv"']);
    expect(ends[0]!.text).toContain(`Rows read: ${FILE_ROWS}\nStored: ${GOOD_ROWS}\n`);

    const refused = await fetch(`${ORIGIN}/api/imports/${id}/refused`, { headers: auth });
    const refusedLines = (await refused.text()).trim().split('\r\n').slice(1);
    expect(refusedLines.map((l) => Number(l.split(',')[0]))).toEqual(
      Array.from({ length: FILE_ROWS }, (_, k) => k + 1)
        .filter(isBad)
        .map((i) => i + 1),
    );

    await stopServer(server, 'SIGTERM');
    server = null;

    // The store itself, read after the servers are gone.
    const db = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
    try {
      const imp = await db.query<{ status: string; attempts: number; lease_owner: string | null }>('SELECT status, attempts, lease_owner FROM imports WHERE id = $1', [id]);
      expect(imp.rows[0]).toEqual({ status: 'done', attempts: 2, lease_owner: null });
      const stored = await db.query<{ n: number; rows: number; records: number; first: number; last: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT source_row)::int AS rows, count(DISTINCT record_id)::int AS records,
                min(source_row)::int AS first, max(source_row)::int AS last
           FROM call_records WHERE import_id = $1`,
        [id],
      );
      expect(stored.rows[0]).toEqual({ n: GOOD_ROWS, rows: GOOD_ROWS, records: GOOD_ROWS, first: 2, last: FILE_ROWS + 1 });
      // Each stored record is the row it claims to come from (the calling number carries the row's index).
      const mismatched = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM call_records
          WHERE import_id = $1 AND originating_number <> '23480' || lpad((30000000 + source_row - 1)::text, 8, '0')`,
        [id],
      );
      const sample = await db.query<{ originating_number: string; source_row: number }>('SELECT originating_number, source_row FROM call_records WHERE import_id = $1 LIMIT 1', [id]);
      expect(mismatched.rows[0]!.n, `stored numbers look like ${JSON.stringify(sample.rows[0])}`).toBe(0);
      const listed = await db.query<{ n: number; rows: number }>('SELECT count(*)::int AS n, count(DISTINCT row_number)::int AS rows FROM import_refused_rows WHERE import_id = $1', [id]);
      expect(listed.rows[0]).toEqual({ n: BAD_ROWS, rows: BAD_ROWS });
    } finally {
      await db.close();
    }
  }, 480_000);
});
