/**
 * Bytes on the wire, measured in Chromium (issue 8 item 12): `npm run build`, then
 * `FIU_E2E_PORT_BASE=8145 npx playwright test --config bench/wire/wire.config.ts`. Starts the same three
 * servers as the end-to-end suite and writes bench/results/wire.json and wire.md.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'wire.bench.ts',
  outputDir: '../../test-results/wire',
  reporter: [['list']],
  timeout: 180_000,
  // The servers run from the repository root, as in the end-to-end suite.
  webServer: [base.webServer ?? []].flat().map((w) => ({ ...w, cwd: fileURLToPath(new URL('../../', import.meta.url)) })),
});
