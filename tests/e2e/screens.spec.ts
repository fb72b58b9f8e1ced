import { expect, test, type Page } from './support/fixture';
import { API, INVESTIGATE_HOST, STATIC_HOST, enterCredentials, lookUp, signIn, urlCode } from './support/demo';

// Screenshots of every screen the shell touches, for people to look at (test-results/screens/).
// Each shot waits for the screen's own content first, so a blank capture fails the test.
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage });

test.describe('screens', () => {
  test('public screens', async ({ page, expectRefusals }) => {
    expectRefusals(404);
    await page.goto('/');
    await expect(page.locator('fiu-authorize').getByLabel('URL Code')).toBeVisible();
    await shot(page, '01-authorize');
    await page.locator('fiu-authorize').getByLabel('URL Code').fill(urlCode('nosuchorg'));
    await page.locator('fiu-authorize').getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('fiu-authorize').getByRole('alert')).toHaveText('URL code not correct.');
    await shot(page, '02-authorize-error');

    await page.locator('fiu-authorize').getByLabel('URL Code').fill(urlCode('eca'));
    await page.locator('fiu-authorize').getByRole('button', { name: 'Continue' }).click();
    await expect(page.locator('fiu-login').getByLabel('Username')).toBeVisible();
    await shot(page, '03-login');
    await page.locator('fiu-login').getByRole('button', { name: 'Sign In' }).click();
    await expect(page.locator('fiu-login')).toContainText('Please provide your username');
    await shot(page, '04-login-errors');
    await enterCredentials(page, 'admin', 'Demo#2026');
    await expect(page.locator('fiu-login').getByLabel('Secret key')).toBeVisible();
    await shot(page, '05-login-key');

    for (const [path, tag, name] of [
      ['/reset', 'fiu-reset-password', '10-reset'],
      ['/validate', 'fiu-validate-reset', '11-validate'],
      ['/register', 'fiu-register', '12-register'],
      ['/reportupload', 'fiu-report-upload', '13-reportupload'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator(tag).getByRole('button').first()).toBeVisible();
      await shot(page, name, true);
    }
    await page.goto('/meta');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    await shot(page, '14-meta');
    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await shot(page, '15-not-found');
  });

  // One sign-in per test: each costs a scrypt check and a mailed key, and three in one test outran the
  // 60 s budget on a loaded CI machine.
  test('signed-in shell: analyst@fiu', async ({ page }) => {
    await signIn(page, 'analyst', 'fiu');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Requests' })).toBeVisible();
    await shot(page, '06-dashboard-analyst');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Subjects' }).click();
    // The heading carries the total once the first page arrives ('Subjects 213'): the title is what is checked.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/^Subjects\s*\d*$/);
    await shot(page, '07-placeholder-subjects');
    await page.setViewportSize({ width: 700, height: 900 });
    await shot(page, '18-narrow-analyst');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await shot(page, '19-narrow-menu-open');
  });

  test('signed-in shell: entry@eca is refused the dashboard', async ({ page }) => {
    await signIn(page, 'entry', 'eca'); // lands on /list, the first entry of the drawer
    await page.goto('/dashboard');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Permission Denied' })).toBeVisible();
    await shot(page, '08-permission-denied-entry');
  });

  test('signed-in shell: forex@cbn', async ({ page }) => {
    await signIn(page, 'forex', 'cbn');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Forex Evacuation' })).toBeVisible();
    await shot(page, '09-forex-cbn');
  });

  test('host pages', async ({ page }) => {
    await page.goto(`${STATIC_HOST}/script-tag/index.html?api=${encodeURIComponent(API)}`);
    await expect(page.locator('fiu-authorize').getByLabel('URL Code')).toBeVisible();
    await expect(page.locator('fiu-login').getByLabel('Username')).toBeVisible();
    await shot(page, '16-script-tag-host', true);
    await lookUp(page, 'fiu');
    await expect(page.locator('#host-log')).toContainText('fiu-navigate /login');
    await shot(page, '16b-script-tag-host-after-lookup', true);

    await page.goto(`${INVESTIGATE_HOST}/`);
    await expect(page.locator('fiu-subject-form').getByLabel('Surname')).toBeVisible();
    await shot(page, '17-investigate-host', true);
  });
});
