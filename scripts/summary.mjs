// Reads the vitest and Playwright JSON reports and prints the closing line of `npm test`:
//   tests: N passed, M failed
// A report that is missing (its runner crashed or never ran) is named on stderr and the exit code is 1.
import { existsSync, readFileSync } from 'node:fs';

const [vitestFile = 'test-results/reports/vitest.json', playwrightFile = 'test-results/reports/playwright.json'] =
  process.argv.slice(2);

let passed = 0;
let failed = 0;
let missing = 0;

function read(file, label) {
  if (!existsSync(file)) {
    console.error(`${label}: no report at ${file}`);
    missing += 1;
    return null;
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`${label}: unreadable report ${file}: ${error.message}`);
    missing += 1;
    return null;
  }
}

const vitest = read(vitestFile, 'vitest');
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  // A test file that fails outside its tests (does not load, a hook throws) is a failure all the same.
  for (const file of vitest.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed').length;
    if (file.status === 'failed' && failedTests === 0) failed += 1;
  }
}

const playwright = read(playwrightFile, 'playwright');
if (playwright) {
  const stats = playwright.stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  if ((playwright.errors ?? []).length > 0 && (stats.unexpected ?? 0) === 0) failed += playwright.errors.length;
}

console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || missing > 0 ? 1 : 0);
