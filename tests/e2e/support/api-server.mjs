// Starts the BUILT reference server in demo mode on a fresh, empty data folder, so every e2e run starts
// from the seed. The folder is removed when the server stops.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'fiu-e2e-data-'));
const child = spawn(process.execPath, ['packages/server/dist/main.js', '--demo'], {
  cwd: repo,
  stdio: 'inherit',
  env: { ...process.env, FIU_DATA_DIR: dataDir },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => {
  cleanup();
  process.exit(code ?? (signal ? 0 : 1));
});
