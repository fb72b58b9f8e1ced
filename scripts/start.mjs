// `npm start`: build everything, then run the reference server in demo mode (http://localhost:8080, or PORT)
// and the investigate example's host server (http://localhost:8081, or HOST_PORT) side by side.
// Ctrl-C stops both; if one of them dies, the other is stopped too.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(npm, ['run', 'build'], { cwd: repo, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? '8080';
const children = [
  spawn(process.execPath, ['packages/server/dist/main.js', '--demo'], {
    cwd: repo,
    stdio: 'inherit',
    env: { ...process.env, PORT: port },
  }),
  spawn(process.execPath, ['examples/investigate/host-server.mjs'], {
    cwd: repo,
    stdio: 'inherit',
    env: {
      ...process.env,
      HOST_PORT: process.env.HOST_PORT ?? '8081',
      FIU_API: process.env.FIU_API ?? `http://localhost:${port}`,
      // The demo server's service credential for investigate tickets. Demo only: a real host keeps its own
      // credential in its own server's secrets, never in a page.
      FIU_SERVICE_KEY: process.env.FIU_SERVICE_KEY ?? 'demo-investigate-service-key',
    },
  }),
];

let stopping = false;
function stop(signal, code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal, 0));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM', code ?? 0);
  });
}
