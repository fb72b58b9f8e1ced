/**
 * The suite's page watch (support/fixture.ts) really fails a test. Each `test.fail()` below is expected to
 * fail: if the watch missed the violation, the error or the refusal, the test would pass and Playwright reports it.
 */
import { expect, isExpectedConsoleError, test } from './support/fixture';

test.describe('the page watch of every end-to-end test', () => {
  test('fails a test on a Content-Security-Policy violation (an inline style attribute on the app)', async ({ page }) => {
    test.fail();
    await page.goto('/');
    await expect(page.locator('fiu-authorize').getByLabel('URL Code')).toBeVisible();
    await page.evaluate(() => {
      const div = document.createElement('div');
      div.innerHTML = '<span style="color: red">inline</span>';
      document.body.append(div);
    });
    // Give the violation report time to arrive before the test ends.
    await page.waitForTimeout(300);
  });

  test('fails a test on a violation inside a shadow root', async ({ page }) => {
    test.fail();
    await page.goto('/');
    await expect(page.locator('fiu-authorize').getByLabel('URL Code')).toBeVisible();
    await page.locator('fiu-authorize').evaluate((el) => {
      const style = document.createElement('style');
      style.textContent = ':host { outline: 1px solid red; }';
      el.shadowRoot!.append(style);
    });
    await page.waitForTimeout(300);
  });

  test('fails a test on a console error', async ({ page }) => {
    test.fail();
    await page.goto('/');
    await page.evaluate(() => console.error('something broke'));
    await page.waitForTimeout(100);
  });

  test('fails a test on an uncaught error', async ({ page }) => {
    test.fail();
    await page.goto('/');
    await page.evaluate(() => setTimeout(() => { throw new Error('uncaught in a timer'); }, 0));
    await page.waitForTimeout(300);
  });

  test('a clean page passes', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('fiu-authorize').getByLabel('URL Code')).toBeVisible();
  });

  test('fails a test on an /api refusal it did not name', async ({ page }) => {
    test.fail();
    await page.goto('/');
    await page.evaluate(() => fetch('/api/domain/nosuchorgdemocodexxxxxxxxxxxxxxx'));
    await page.waitForTimeout(300);
  });

  test('passes a test on an /api refusal it names', async ({ page, expectRefusals }) => {
    expectRefusals(404);
    await page.goto('/');
    expect(await page.evaluate(() => fetch('/api/domain/nosuchorgdemocodexxxxxxxxxxxxxxx').then((r) => r.status))).toBe(404);
    await page.waitForTimeout(300);
  });

  test("tolerates only the browser's line for an /api answer with a status the test names, and a missing favicon", () => {
    const line = 'Failed to load resource: the server responded with a status of 403 (Forbidden)';
    expect(isExpectedConsoleError(line, 'http://localhost:8090/api/login/2factor', new Set([403]))).toBe(true);
    expect(isExpectedConsoleError(line, 'http://localhost:8090/api/login/2factor', new Set([404]))).toBe(false);
    expect(isExpectedConsoleError(line, 'http://localhost:8090/api/login/2factor')).toBe(false);
    expect(isExpectedConsoleError(line, 'http://localhost:8090/elements/chunk-ABCDEFGH.js', new Set([403]))).toBe(false);
    expect(isExpectedConsoleError('Failed to load resource: the server responded with a status of 500 (Internal Server Error)', 'http://localhost:8090/api/suspects', new Set([500]))).toBe(false);
    expect(isExpectedConsoleError('TypeError: x is undefined', 'http://localhost:8090/api/suspects')).toBe(false);
    const notFound = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
    expect(isExpectedConsoleError(notFound, 'http://localhost:8091/favicon.ico')).toBe(true);
    expect(isExpectedConsoleError(notFound, 'http://localhost:8091/host.js', new Set([404]))).toBe(false);
  });
});
