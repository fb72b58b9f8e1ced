import { expect, test } from './support/fixture';
import { API, lookUp, signIn } from './support/demo';

const NOT_AVAILABLE = 'This screen is not available yet.';

test.describe('the standalone shell', () => {
  test("a route the user may not see shows 'Permission Denied' (entry@eca opening /users)", async ({ page }) => {
    await signIn(page, 'entry', 'eca');
    await page.goto('/users');
    await expect(page).toHaveURL(`${API}/users`);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Permission Denied' })).toBeVisible();
    // The drawer stays: the user can go where they may.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Subjects' }).click();
    await expect(page).toHaveURL(`${API}/list`);
    // The subjects list (issue 3): its heading carries the number of subjects.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/^Subjects\s*\d+/);
  });

  test('right after landing, any address opens at once and / goes to the dashboard (issue 8 item 5)', async ({ page }) => {
    await signIn(page, 'ceo', 'eca');
    // No wait: the user was saved before landing.
    await page.goto('/companies');
    await expect(page).toHaveURL(`${API}/companies`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/^Companies/);
    await page.goto('/');
    await expect(page).toHaveURL(`${API}/dashboard`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  });

  test('data entry lands on Subjects; a reload and / keep them there (issue 8 items 5, 6)', async ({ page }) => {
    await signIn(page, 'entry', 'eca'); // expects /list
    await page.reload();
    await expect(page).toHaveURL(`${API}/list`);
    await page.goto('/');
    await expect(page).toHaveURL(`${API}/list`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/^Subjects/);
  });

  test('a screen a later issue builds shows its title and that it is not available yet', async ({ page }) => {
    await signIn(page, 'analyst', 'fiu');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const main = page.getByRole('main');
    for (const [label, path] of [
      ['Batch Request', '/batch'],
      ['ERF', '/erf'],
      ['Advisory Guidance', '/guidance'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(`${API}${path}`);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(label);
      await expect(main).toContainText(NOT_AVAILABLE);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    }
    // The browser's Back button works with the router.
    await page.goBack();
    await expect(page).toHaveURL(`${API}/erf`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('ERF');
  });

  test('routes reached from inside screens exist too (e.g. /insight, /forexStatus, /generate)', async ({ page }) => {
    await signIn(page, 'analyst', 'fiu');
    for (const [path, title] of [
      ['/insight', 'Subject Insights'],
      ['/forexStatus', 'Evacuation Request Status'],
      ['/generate', 'Subject Report'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('main')).toContainText(NOT_AVAILABLE);
    }
  });

  test('/meta is public: its title and not available yet, without a session', async ({ page }) => {
    await page.goto('/meta');
    await expect(page).toHaveURL(`${API}/meta`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    await expect(page.getByText(NOT_AVAILABLE)).toBeVisible();
  });

  test('a protected route without a session redirects to /', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(`${API}/`);
    await expect(page.locator('fiu-authorize').getByLabel('URL Code')).toBeVisible();
  });

  test('/clear removes the stored organisation and goes to /', async ({ page }) => {
    await page.goto('/');
    await lookUp(page, 'cbn');
    await expect(page).toHaveURL(`${API}/login`);
    expect(await page.evaluate(() => window.localStorage.getItem('fiu.domain'))).toBe('cbn');
    await page.goto('/clear');
    await expect(page).toHaveURL(`${API}/`);
    expect(await page.evaluate(() => window.localStorage.getItem('fiu.domain'))).toBeNull();
    await expect(page.locator('fiu-authorize').getByLabel('URL Code')).toBeVisible();
  });

  test('Logout goes to /, voids the session, and a protected route afterwards redirects', async ({ page }) => {
    await signIn(page, 'admin', 'eca');
    const session = await page.evaluate(() => window.sessionStorage.getItem('fiu.session'));
    expect(session).not.toBeNull();
    const { token, session: sessionId } = JSON.parse(session!) as { token: string; session: string };

    const logout = page.waitForResponse((r) => r.url() === `${API}/api/logout`);
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    expect((await logout).status()).toBeLessThan(300);
    await expect(page).toHaveURL(`${API}/`);
    expect(await page.evaluate(() => [window.sessionStorage.getItem('fiu.session'), window.localStorage.getItem('fiu.user')])).toEqual([null, null]);

    // The old token no longer opens anything on the server (SECURITY.md promise 2).
    const me = await page.request.get(`${API}/api/users/demo-eca-admin`, { headers: { Token: token, Session: sessionId ?? '' } });
    expect(me.status()).toBe(401);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(`${API}/`);
  });

  test("Logout in the drawer does the same", async ({ page }) => {
    await signIn(page, 'viewer', 'fiu');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(`${API}/`);
    await page.goto('/cases');
    await expect(page).toHaveURL(`${API}/`);
  });

  test('a reload keeps the session of this tab (token in sessionStorage, user in localStorage)', async ({ page }) => {
    await signIn(page, 'ceo', 'eca');
    const user = await page.evaluate(() => window.localStorage.getItem('fiu.user'));
    expect(user).not.toContain('token'); // SECURITY.md promise 2: no token in localStorage
    await page.reload();
    await expect(page).toHaveURL(`${API}/dashboard`);
    await expect(page.getByRole('banner')).toContainText('Economic Crimes Agency');
    // A click is activity: the session stays (the one-hour timeout itself is covered by core's unit tests).
    await page.getByRole('main').click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  });

  test('the app runs under its strict Content Security Policy (SECURITY.md promise 9)', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    const res = await page.goto('/');
    const csp = res!.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('unsafe-inline');
    expect(res!.headers()['x-content-type-options']).toBe('nosniff');
    await signIn(page, 'analyst', 'fiu');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Cases' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/^Cases/);
    // The shell and the elements are styled (constructable stylesheets pass the CSP): the drawer is 240 px.
    const width = await page.getByRole('navigation', { name: 'Main navigation' }).evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(240);
    expect(violations).toEqual([]);
  });

  test('an unknown address says so', async ({ page }) => {
    await page.goto('/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
