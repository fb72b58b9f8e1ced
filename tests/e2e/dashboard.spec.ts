import { expect, test, type Locator, type Page } from './support/fixture';
import { API, apiSignIn, signIn } from './support/demo';

// core-records §2.13 (the dashboard), §3.11 (its figures), §6.3-6.4 (who sees what); issue 12 item 4 (every count
// a link to the list it counts, the period in the address). The figures are the demo seed's, as the server counts
// them; the test adds a subject and sees the counts move.

const SHOTS = 'test-results/screens';

const CENTRAL_CARDS = [
  'Assigned Open Cases',
  'Total Number of Subjects',
  'Number of New Subjects',
  'Number of RFIs',
  'Number of Pending Subjects',
  'Number of Companies',
  'Number of Companies Today',
  'Total Disseminated',
];
const OWN_CARDS = ['Total Number of Subjects', 'Number of New Subjects', 'Number of Pending Subjects', 'Number of Companies', 'Number of Companies Today'];

/** The number a card shows, read from its link. */
async function cardCount(dashboard: Locator, title: string): Promise<number> {
  const link = dashboard.getByRole('link', { name: new RegExp(`^${title}: `) });
  return Number((await link.textContent())!.replace(/,/g, ''));
}

async function openDashboard(page: Page): Promise<Locator> {
  const dashboard = page.locator('fiu-dashboard');
  await expect(dashboard.locator('.dash-card a').first()).toBeVisible();
  await expect(dashboard.locator('.dash-skeleton')).toHaveCount(0);
  return dashboard;
}

test.describe('dashboard', () => {
  test("analyst@fiu sees every card and table; a new subject moves the counts; 'new subjects' opens the filtered list", async ({ page }) => {
    await signIn(page, 'analyst', 'fiu'); // lands on /dashboard
    await expect(page).toHaveURL(`${API}/dashboard`);
    let dashboard = await openDashboard(page);
    await expect(dashboard.locator('.dash-card__title')).toHaveText(CENTRAL_CARDS);
    for (const title of ['Predicate Offences Statistics (Subjects)', 'Report Statistics (Subjects)', 'Report Statistics (Companies)', 'Pending Subjects Statistics', 'RFI Statistics']) {
      await expect(dashboard.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await expect(dashboard.getByRole('tab', { name: 'Map' })).toBeVisible();
    const organisations = dashboard.locator('[data-table="organisation-offences"] [role="tablist"]');
    await expect(organisations).toHaveAttribute('aria-orientation', 'vertical');
    // The bar chart beside the offences is drawn (uPlot loads with it).
    await expect(dashboard.locator('[data-table="offences"] .fiu-chart__plot canvas').first()).toBeVisible();

    const subjects = await cardCount(dashboard, 'Total Number of Subjects');
    const fresh = await cardCount(dashboard, 'Number of New Subjects');
    await page.screenshot({ path: `${SHOTS}/dashboard-analyst-1280.png`, fullPage: true });

    // entry@eca adds a subject (through the API, as the subject form would).
    const headers = await apiSignIn(page.request, 'entry', 'eca');
    const surname = `Dashboard${Date.now()}`;
    const added = await page.request.post(`${API}/api/suspects`, { headers, data: { surname, othernames: 'Counted' } });
    expect(added.status()).toBe(201);

    await page.reload();
    dashboard = await openDashboard(page);
    expect(await cardCount(dashboard, 'Total Number of Subjects')).toBe(subjects + 1);
    expect(await cardCount(dashboard, 'Number of New Subjects')).toBe(fresh + 1);

    // 'Number of New Subjects' opens the subjects of the last 24 hours, the new one among them.
    await dashboard.getByRole('link', { name: /^Number of New Subjects: / }).click();
    await expect(page).toHaveURL(/\/list\?created__gte=/);
    const list = page.locator('fiu-subject-list');
    await expect(list.getByRole('row').filter({ hasText: surname })).toHaveCount(1);
  });

  test('the period lives in the address: opened from it, changed in place without a history step', async ({ page }) => {
    await signIn(page, 'analyst', 'fiu');
    await page.goto('/dashboard?start=2020-01-01&stop=2020-01-31');
    const dashboard = page.locator('fiu-dashboard');
    await expect(dashboard.getByLabel('Start')).toHaveValue('01/01/2020');
    await expect(dashboard.getByText('No records in this period')).toBeVisible();
    const depth = await page.evaluate(() => history.length);
    await dashboard.getByLabel('Stop').fill('29/02/2020');
    await expect(page).toHaveURL(`${API}/dashboard?start=2020-01-01&stop=2020-02-29`);
    expect(await page.evaluate(() => history.length)).toBe(depth);
    await expect(dashboard.getByRole('link', { name: /^Total Number of Subjects: / })).toHaveAttribute('href', '/list?created__gte=2020-01-01&created__lte=2020-02-29');
  });

  test('admin@eca sees only its own subject, company and offence cards, and no Map', async ({ page }) => {
    await signIn(page, 'admin', 'eca');
    const dashboard = await openDashboard(page);
    await expect(dashboard.locator('.dash-card__title')).toHaveText(OWN_CARDS);
    await expect(dashboard.locator('.dash-panel__title')).toHaveText(['Predicate Offences Statistics (Subjects)', 'Predicate Offences Statistics (Companies)']);
    await expect(dashboard.getByRole('tab')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/dashboard-admin-eca-1280.png`, fullPage: true });
  });

  test('the Map tab shows the organisations on a 600 px map; the four in the capital are one badge that zooms in', async ({ page }) => {
    await signIn(page, 'analyst', 'fiu');
    const dashboard = await openDashboard(page);
    await dashboard.getByRole('tab', { name: 'Map' }).click();
    const map = dashboard.locator('.fiu-map__canvas');
    await expect(map).toBeVisible();
    expect(Math.round((await map.boundingBox())!.height)).toBe(600);
    // The demo's organisations: four in Abuja, one in Lagos.
    await expect(map.getByRole('button', { name: 'State Security Agency' })).toBeVisible();
    const capital = map.getByRole('button', { name: /^Cluster of 4 organisations/ });
    await expect(capital).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/dashboard-map-1280.png`, fullPage: true });
    await capital.click();
    await expect(capital).toHaveCount(0);
    await expect(map.getByRole('button', { name: 'Financial Intelligence Unit' })).toBeVisible();
    await dashboard.getByRole('button', { name: 'Refresh' }).click();
    await expect(dashboard.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await expect(map.locator('.fiu-map__marker, .fiu-map__cluster-icon').first()).toBeVisible();
  });

  test('at 390 px the cards, tables and organisation tabs fit the width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'analyst', 'fiu');
    const dashboard = await openDashboard(page);
    await expect(dashboard.locator('[data-table="organisation-offences"] [role="tab"]').first()).toBeVisible();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
    expect(sideways).toBe(false);
    await page.screenshot({ path: `${SHOTS}/dashboard-analyst-390.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/dashboard-analyst-390-top.png` });
  });
});
