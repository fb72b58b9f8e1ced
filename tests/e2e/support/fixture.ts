/**
 * The end-to-end suite's `test`: Playwright's, with a watch on every page of the test's browser context.
 * A test fails when any page it visits
 *  - violates a Content-Security-Policy (a `securitypolicyviolation` event, seen by an init script in every
 *    document, shadow roots included: the event is composed), or
 *  - logs a console error, or throws an uncaught error.
 *
 * The browser logs every /api answer with an error status as a console error ("Failed to load resource"). A
 * test that provokes a refusal on purpose (a wrong password is a 403) names its status, and the line is then
 * not counted: `async ({ page, expectRefusals }) => { expectRefusals(403); … }`. Any other refusal fails the
 * test: a normal flow asks nothing the server refuses. Not counted either: the /favicon.ico the browser asks a
 * host page for by itself. A 5xx, a failed script or style, or anything our code logs fails the test.
 *
 * A test that expects another console error names it: `test.use({ allowedConsoleErrors: [/pattern/] })`.
 * Every spec imports `test` and `expect` from here, never from '@playwright/test'.
 */
import { test as base, expect, type BrowserContext, type ConsoleMessage } from '@playwright/test';

export { expect };
export type { APIRequestContext, Locator, Page, Request, Response } from '@playwright/test';

export interface PageWatchOptions {
  /** Console errors this test expects; matched against the message text. */
  allowedConsoleErrors: RegExp[];
}

export interface PageWatchFixtures {
  /** The 4xx statuses of /api answers this test provokes on purpose. */
  expectRefusals: (...statuses: number[]) => void;
}

/** The binding the init script calls; a name no product code uses. */
const REPORT = '__fiuE2eCspViolation';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
  page: string;
}

/** Runs in every document before its own scripts. */
function watchCsp(report: string): void {
  document.addEventListener(
    'securitypolicyviolation',
    (e) => {
      const send = (window as unknown as Record<string, ((v: unknown) => void) | undefined>)[report];
      send?.({
        directive: e.effectiveDirective || e.violatedDirective,
        blocked: e.blockedURI,
        source: e.sourceFile,
        line: e.lineNumber,
        sample: e.sample,
        page: document.location.href,
      });
    },
    true,
  );
}

const STATUS_4XX = /^Failed to load resource: the server responded with a status of (4\d\d)\b/;

/** A console error the suite tolerates (see the header): `refusals` are the statuses the test expects. */
export function isExpectedConsoleError(text: string, url: string, refusals: ReadonlySet<number> = new Set()): boolean {
  const status = STATUS_4XX.exec(text)?.[1];
  if (!status) return false;
  try {
    const path = new URL(url).pathname;
    return path === '/favicon.ico' || (path.startsWith('/api/') && refusals.has(Number(status)));
  } catch {
    return false;
  }
}

function describeConsole(msg: ConsoleMessage): string {
  const { url, lineNumber } = msg.location();
  return `console error: ${msg.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
}

async function watch(context: BrowserContext, allowed: RegExp[], refusals: ReadonlySet<number>, problems: string[]): Promise<void> {
  await context.exposeBinding(REPORT, (_source, v: Violation) => {
    problems.push(`CSP violation: ${v.directive} blocked ${v.blocked || '(inline)'} on ${v.page}${v.source ? ` (${v.source}:${v.line})` : ''}${v.sample ? ` "${v.sample}"` : ''}`);
  });
  await context.addInitScript(watchCsp, REPORT);
  context.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    if (isExpectedConsoleError(text, msg.location().url, refusals)) return;
    if (allowed.some((re) => re.test(text))) return;
    problems.push(describeConsole(msg));
  });
  context.on('weberror', (err) => {
    const error = err.error();
    const text = `${error.name}: ${error.message}`;
    if (allowed.some((re) => re.test(text))) return;
    problems.push(`uncaught error on ${err.page()?.url() ?? 'a page'}: ${text}`);
  });
}

const refusalsOfTest = new WeakMap<object, Set<number>>();
/** One set per test, shared by the test's expectRefusals and its context's watch. */
function refusalsOf(testInfo: object): Set<number> {
  let set = refusalsOfTest.get(testInfo);
  if (!set) refusalsOfTest.set(testInfo, (set = new Set()));
  return set;
}

export const test = base.extend<PageWatchOptions & PageWatchFixtures>({
  allowedConsoleErrors: [[], { option: true }],
  // Playwright calls the second parameter `use`; named `provide` here so the React hooks lint rule leaves it be.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
  expectRefusals: async ({}, provide, testInfo) => {
    const refusals = refusalsOf(testInfo);
    await provide((...statuses) => statuses.forEach((s) => refusals.add(s)));
  },
  context: async ({ context, allowedConsoleErrors }, provide, testInfo) => {
    const problems: string[] = [];
    await watch(context, allowedConsoleErrors, refusalsOf(testInfo), problems);
    await provide(context);
    expect(problems, 'Content-Security-Policy violations, console errors and uncaught errors on the pages visited').toEqual([]);
  },
});
