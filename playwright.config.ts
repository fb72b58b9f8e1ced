import { defineConfig } from '@playwright/test';
import { API, INVESTIGATE_HOST, PORTS, STATIC_HOST } from './tests/e2e/support/ports';

/**
 * End-to-end tests drive the BUILT app (run `npm run build` first; `npm test` does) in Debian's Chromium.
 *
 * Three servers on three origins:
 *  - the reference server in demo mode on http://localhost:8090, on a fresh data folder each run;
 *  - the investigate example's host server on http://localhost:8091 (gets single-use tickets from the API);
 *  - a plain static host for examples/ on http://127.0.0.1:8092: a third-party origin for the script tag.
 * FIU_E2E_PORT_BASE moves all three (tests/e2e/support/ports.ts).
 */

const reuse = process.env.PW_REUSE_SERVERS === '1';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/reports/playwright.json' }]],
  use: {
    baseURL: API,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: 'node tests/e2e/support/api-server.mjs',
      url: `${API}/api/organisations?pager=default`,
      reuseExistingServer: reuse,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORTS.api),
        // Every e2e test signs in from the same address: lift the per-IP burst limits for the run
        // (server main.ts: FIU_RATE_LIMIT_MAX overrides every limiter's limit).
        FIU_RATE_LIMIT_MAX: '100000',
      },
    },
    {
      command: 'node examples/investigate/host-server.mjs',
      url: `${INVESTIGATE_HOST}/config`,
      reuseExistingServer: reuse,
      timeout: 30_000,
      env: {
        HOST_PORT: String(PORTS.investigate),
        FIU_API: API,
        FIU_SERVICE_KEY: 'demo-investigate-service-key',
      },
    },
    {
      command: 'node tests/e2e/support/static-host.mjs',
      url: `${STATIC_HOST}/script-tag/index.html`,
      reuseExistingServer: reuse,
      timeout: 30_000,
      env: { STATIC_PORT: String(PORTS.static), STATIC_HOST: '127.0.0.1' },
    },
  ],
});
