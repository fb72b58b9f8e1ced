import { expect, test } from './support/fixture';
import { API, alertOf, lookUp, urlCode } from './support/demo';

// core-records §2.2, §5, §8: the organisation lookup.
test.describe('organisation lookup (/)', () => {
  test('an empty URL code asks for it', async ({ page }) => {
    await page.goto('/');
    const authorize = page.locator('fiu-authorize');
    await authorize.getByRole('button', { name: 'Continue' }).click();
    await expect(authorize).toContainText('Please provide your URL Code.');
    await expect(page).toHaveURL(`${API}/`);
  });

  test('a wrong URL code is refused', async ({ page, expectRefusals }) => {
    expectRefusals(404);
    await page.goto('/');
    const authorize = page.locator('fiu-authorize');
    await authorize.getByLabel('URL Code').fill(urlCode('nosuchorg'));
    await authorize.getByRole('button', { name: 'Continue' }).click();
    await expect(alertOf(authorize)).toHaveText('URL code not correct.');
    await expect(page).toHaveURL(`${API}/`);
  });

  test('the right URL code remembers the organisation and leads to /login', async ({ page }) => {
    await page.goto('/');
    await lookUp(page, 'eca');
    await expect(page).toHaveURL(`${API}/login`);
    await expect(page.locator('fiu-login')).toContainText('Economic Crimes Agency');
    expect(await page.evaluate(() => window.localStorage.getItem('fiu.domain'))).toBe('eca');
  });
});
