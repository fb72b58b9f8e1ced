// Reads the vitest and Playwright JSON reports and prints the closing line of `npm test`:
//   tests: N passed, M failed
// A report that is missing (its runner crashed or never ran) is named on stderr and the exit code is 1.
import { existsSync, readFileSync } from 'node:fs';

const [vitestFile = 'test-results/reports/vitest.json', playwrightFile = 'test-results/reports/playwright.json'] =
  process.argv.slice(2);

let passed = 0;
let failed = 0;
let missing = 0;
/** Names of what failed, printed above the closing line so that a CI log's tail says which test to look at. */
const failures = [];

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
    const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const test of failedTests) failures.push(`unit: ${file.name} > ${test.fullName}: ${firstLine(test.failureMessages)}`);
    if (file.status === 'failed' && failedTests.length === 0) {
      failed += 1;
      failures.push(`unit: ${file.name} (outside its tests): ${firstLine([file.message])}`);
    }
  }
}

const playwright = read(playwrightFile, 'playwright');
if (playwright) {
  const stats = playwright.stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  if ((playwright.errors ?? []).length > 0 && (stats.unexpected ?? 0) === 0) failed += playwright.errors.length;
  collectPlaywrightFailures(playwright.suites ?? [], []);
  for (const error of playwright.errors ?? []) failures.push(`e2e (outside its tests): ${firstLine([error.message])}`);
}

function firstLine(messages) {
  const text = (messages ?? []).find((m) => typeof m === 'string' && m.trim() !== '') ?? '';
  // eslint-disable-next-line no-control-regex -- strip terminal colours from the runner's message
  return text.replace(/\u001b\[[0-9;]*m/g, '').trim().split('\n')[0].slice(0, 300);
}

function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const errors = (test.results ?? []).flatMap((r) => (r.errors ?? []).map((e) => e.message));
        failures.push(`e2e: ${[...path, spec.title].join(' > ')}: ${firstLine(errors)}`);
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], path);
  }
}

if (failures.length > 0) {
  console.log('failed:');
  for (const line of failures.slice(0, 30)) console.log(`  ${line}`);
  if (failures.length > 30) console.log(`  … and ${failures.length - 30} more`);
}

console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || missing > 0 ? 1 : 0);
