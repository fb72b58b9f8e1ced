import { expect, test, type Locator, type Page } from './support/fixture';
import { API, apiSignIn, mailbox, signIn } from './support/demo';

// Issue 11 item 5 (feedback due dates): the demo's report past its interim due date (db/seed-intelligence.ts)
// shows as Overdue in the list, the reminder scan at the server's start mailed eca's admin-like users, and the
// unit staff's list, its row menu open, fits 1280 px without sideways scroll.

const SHOTS = 'test-results/screens';
const LATE_TITLE = 'Cash couriers crossing the Seme border for a trading syndicate';
const LATE_REFERENCE = 'FIU/IR/2026/0012';

const isList = (url: string) => new URL(url).pathname === '/api/intelligence';

async function openReports(page: Page): Promise<Locator> {
  const first = page.waitForResponse((r) => isList(r.url()) && r.request().method() === 'GET');
  await page.goto('/ireport');
  await first;
  const list = page.locator('fiu-ir-list');
  // A table row, or a card at phone width.
  await expect(list.locator('tbody.fiu-datatable__body tr, .fiu-datatable__card', { hasText: LATE_TITLE }).first()).toBeVisible();
  return list;
}

/** How far the page and the table scroll sideways (0: they fit). */
const sideways = (page: Page, list: Locator) =>
  Promise.all([
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    list.locator('table.fiu-datatable__table').evaluate((table) => {
      let box: HTMLElement | null = table.parentElement;
      let most = 0;
      while (box && box !== document.body) {
        most = Math.max(most, box.scrollWidth - box.clientWidth);
        box = box.parentElement ?? ((box.getRootNode() as ShadowRoot).host as HTMLElement | undefined) ?? null;
      }
      return most;
    }),
  ]);

test('unit staff see the overdue report with its due date; the row menu fits 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'analyst', 'fiu');
  const list = await openReports(page);
  const row = list.locator('tbody.fiu-datatable__body tr', { hasText: LATE_TITLE });
  await expect(row).toContainText('Overdue');
  // Disseminated 45 days before the seed; an RFI's interim feedback is due after 30 days.
  const due = new Date(Date.now() - 15 * 86_400_000).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  await expect(row).toContainText(`Interim due ${due}`);
  // Only that one of the demo reports is overdue.
  await expect(list.locator('tbody.fiu-datatable__body tr', { hasText: 'Overdue' })).toHaveCount(1);

  expect(await sideways(page, list)).toEqual([0, 0]);
  await row.getByRole('button', { name: `Actions for ${LATE_REFERENCE}` }).click();
  const menu = list.getByRole('menu', { name: `Actions for ${LATE_REFERENCE}` });
  await expect(menu.getByRole('menuitem')).toHaveText(['Download', 'Interim', 'Final', 'Edit']);
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  expect(await sideways(page, list)).toEqual([0, 0]);
  await page.screenshot({ path: `${SHOTS}/ireport-due-analyst-1280.png`, fullPage: true });
  await page.keyboard.press('Escape');

  // Overdue only: the one report.
  const filtered = page.waitForResponse((r) => isList(r.url()) && new URL(r.url()).searchParams.get('overdue') === 'true');
  await list.getByLabel('Overdue only').check();
  await filtered;
  await expect(list.locator('tbody.fiu-datatable__body tr')).toHaveCount(1);
  await expect(list.locator('tbody.fiu-datatable__body tr')).toContainText(LATE_TITLE);
});

test('the recipient sees it overdue too, and its admin-like users got one reminder each', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin', 'eca');
  const list = await openReports(page);
  await expect(list.locator('.fiu-datatable__card', { hasText: LATE_TITLE })).toContainText('Overdue');
  await page.screenshot({ path: `${SHOTS}/ireport-due-admin-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // The scan at the server's start queued the reminder; the job mailed eca's ceo and admin, once.
  await expect
    .poll(async () => (await mailbox(page.request)).filter((m) => m.subject === `Feedback overdue: ${LATE_REFERENCE}`).map((m) => m.to).sort(), { timeout: 20_000 })
    .toEqual(['admin@eca.example', 'ceo@eca.example']);
  const mail = (await mailbox(page.request)).find((m) => m.subject === `Feedback overdue: ${LATE_REFERENCE}`)!;
  expect(mail.text).toContain(`The interim feedback on the intelligence report ${LATE_REFERENCE} ("${LATE_TITLE}"), disseminated to Economic Crimes Agency`);

  // The periods behind it: unit staff read them; a partner may not.
  const analyst = await apiSignIn(page.request, 'analyst', 'fiu');
  const periods = await page.request.get(`${API}/api/intelligence/due-periods`, { headers: analyst });
  expect(periods.status()).toBe(200);
  expect((await periods.json()).results).toContainEqual({ report_type: 'RFI', interim_days: 30, final_days: 90 });
  const eca = await apiSignIn(page.request, 'admin', 'eca');
  expect((await page.request.get(`${API}/api/intelligence/due-periods`, { headers: eca })).status()).toBe(403);
});
