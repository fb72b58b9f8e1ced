/**
 * The server process itself (issue 7 items 4 and 5): what `node main.js` refuses, and where demo mode listens.
 * Runs main.ts from the sources (tsx) in a child process on a temporary data folder.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTP_URL_MISSING } from './config.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const main = fileURLToPath(new URL('./main.ts', import.meta.url));
const tsx = join(repo, 'node_modules/.bin/tsx');

interface Run {
  code: number | null;
  out: string;
  err: string;
}

/** Start main.ts; resolve when it exits, or (with `until`) once stdout matches, then stop it. */
function run(args: string[], env: Record<string, string>, until?: RegExp): Promise<Run> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !['SMTP_URL', 'FIU_DEMO', 'HOST', 'DATABASE_URL', 'PORT'].includes(k)));
  const child = spawn(tsx, [main, ...args], { cwd: repo, env: { ...clean, PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const r: Run = { code: null, out: '', err: '' };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (child.kill('SIGKILL'), reject(new Error(`timed out:\n${r.out}\n${r.err}`))), 150_000);
    child.stdout.on('data', (d: Buffer) => {
      r.out += d.toString();
      if (until?.test(r.out)) child.kill('SIGTERM');
    });
    child.stderr.on('data', (d: Buffer) => void (r.err += d.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      r.code = code;
      resolve(r);
    });
  });
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fiu-main-test-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('node main.js', () => {
  it('outside demo mode without SMTP_URL: refuses to start, naming the setting (exit 2)', async () => {
    const r = await run([], { FIU_DATA_DIR: dataDir });
    expect(r.code).toBe(2);
    expect(r.err.trim()).toBe(SMTP_URL_MISSING);
  }, 60_000);

  it('demo mode: listens on 127.0.0.1 only and says so; then a non-demo start on that database (demo users, published password) is refused', async () => {
    const demo = await run(['--demo', '--seed-size', '0'], { FIU_DATA_DIR: dataDir }, /Demo mode listens/);
    expect(demo.out).toMatch(/Listening on 127\.0\.0\.1, port \d+/);
    expect(demo.out).toContain('Demo mode listens on 127.0.0.1 only (this machine). Set HOST to listen elsewhere');

    const prod = await run([], { FIU_DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:1' });
    expect(prod.code).toBe(2);
    expect(prod.err).toMatch(/^This database still holds the demo users with the published demo password \(analyst@fiu, .*\): outside demo mode anyone could sign in as them\. Change their passwords or remove them, or start with --demo\.$/m);
    expect(prod.out).not.toContain('FIU server on');
  }, 180_000);
});
