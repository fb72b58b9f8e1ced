import { expect, test, type Page } from './support/fixture';
import { API, signIn, tabSessionHeaders } from './support/demo';

// core-records §2.8 (cases), §4.3 (the handler status), §2.12 and §3.5 (requests and their feedback), §6.3.
// The subjects, the demo cases and the requests are the demo seed's.

const SHOTS = 'test-results/screens';

async function openFromDrawer(page: Page, entry: string, path: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: entry, exact: true }).click();
  await expect(page).toHaveURL(`${API}${path}`);
}

interface Subject {
  id: string;
  suspectid: string;
  surname: string;
  othernames: string;
}

test.describe('cases', () => {
  test('the central analyst adds a case with two subjects and a handler; the handler archives it', async ({ page, browser }) => {
    const label = `Operation E2E ${Date.now()}`;
    await signIn(page, 'analyst', 'fiu');
    const found = await page.request.get(`${API}/api/suspects`, { params: { limit: 2, ordering: 'surname' }, headers: await tabSessionHeaders(page) });
    const subjects = ((await found.json()) as { results: Subject[] }).results;
    expect(subjects).toHaveLength(2);

    await openFromDrawer(page, 'Cases', '/cases');
    const list = page.locator('fiu-case-list');
    await expect(list.getByRole('row').filter({ hasText: 'Operation Harmattan' })).toHaveCount(1);
    await list.getByRole('button', { name: 'Add case' }).click();
    await expect(page).toHaveURL(`${API}/cases/new`);
    const form = page.locator('fiu-case-form');
    await expect(form.getByRole('heading', { level: 1 })).toHaveText('New case');
    await form.getByLabel('Label').fill(label);
    for (const s of subjects) {
      // The autocomplete offers 5 subjects a search (names, subject ID); the subject ID picks exactly one.
      const name = [s.othernames, s.surname].filter(Boolean).join(' ');
      await form.getByRole('combobox', { name: 'Add a subject' }).fill(s.suspectid);
      await form.getByRole('option').filter({ hasText: s.suspectid }).click();
      await expect(form.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
    }
    await form.getByLabel('Add a handler').selectOption({ label: 'Chidi Okafor' });
    await expect(form.getByRole('button', { name: 'Remove Chidi Okafor' })).toBeVisible();
    // The draft survives a reload.
    await page.waitForTimeout(800);
    await page.reload();
    await expect(form.getByText('Restored unsaved changes')).toBeVisible();
    await expect(form.getByLabel('Label')).toHaveValue(label);
    await expect(form.getByRole('button', { name: 'Remove Chidi Okafor' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/case-form-1280.png`, fullPage: true });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Case saved')).toBeVisible();
    await expect(page).toHaveURL(`${API}/cases`);
    const row = list.getByRole('row').filter({ hasText: label });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Chidi Okafor');
    for (const s of subjects) await expect(row).toContainText(s.surname);
    await page.screenshot({ path: `${SHOTS}/case-list-1280.png`, fullPage: true });

    // The Subjects button: the subjects list of that case, and only them.
    await row.getByRole('button', { name: `Subjects of ${label}` }).click();
    await expect(page).toHaveURL(`${API}/list`);
    const subjectList = page.locator('fiu-subject-list');
    await expect(subjectList.getByRole('heading', { level: 1 })).toContainText('Subjects of the case');
    for (const s of subjects) await expect(subjectList.getByRole('row').filter({ hasText: s.suspectid })).toHaveCount(1);
    await expect(subjectList.locator('tbody tr')).toHaveCount(2);

    // The handler, in another browser: the status selector on their own assignment only.
    const handler = await browser.newPage();
    await signIn(handler, 'viewer', 'fiu');
    await openFromDrawer(handler, 'Cases', '/cases');
    const theirs = handler.locator('fiu-case-list').getByRole('row').filter({ hasText: label });
    // Without can.assign.cases: no Handlers column, their own status only (core-records §6.4, §4.3).
    await expect(handler.locator('fiu-case-list').getByRole('columnheader', { name: 'Handlers' })).toHaveCount(0);
    const status = theirs.getByRole('combobox', { name: `Status of Chidi Okafor on ${label}` });
    await expect(status).toHaveValue('open');
    await status.selectOption('archived');
    await expect(handler.locator('fiu-case-list').getByText('Status saved')).toBeVisible();
    const check = await handler.request.get(`${API}/api/cases`, { params: { search: label }, headers: await tabSessionHeaders(handler) });
    const [saved] = ((await check.json()) as { results: { assignments: { handler_name: string; status: string }[] }[] }).results;
    expect(saved!.assignments).toEqual([expect.objectContaining({ handler_name: 'Chidi Okafor', status: 'archived' })]);
    // The analyst's handler on the demo case is not theirs: no selector.
    await expect(handler.locator('fiu-case-list').getByRole('row').filter({ hasText: 'Operation Harmattan' }).getByRole('combobox')).toHaveCount(0);
    // The case form shows the handler their own status, and nothing of the other handlers.
    await theirs.getByRole('button', { name: `Open case ${label}` }).click();
    const theirForm = handler.locator('fiu-case-form');
    await expect(theirForm.getByRole('heading', { level: 1 })).toHaveText(label);
    await expect(theirForm.getByRole('combobox', { name: 'Status of Chidi Okafor' })).toHaveValue('archived');
    await expect(theirForm.getByText('Add a handler')).toHaveCount(0);
    await handler.close();
  });

  test('a partner user has no Cases entry and is refused the screen and the calls', async ({ page }) => {
    await signIn(page, 'admin', 'eca');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Cases', exact: true })).toHaveCount(0);
    await page.goto('/cases');
    await expect(page.getByRole('heading', { name: 'Permission Denied' })).toBeVisible();
    const res = await page.request.get(`${API}/api/cases`, { headers: await tabSessionHeaders(page) });
    expect(res.status()).toBe(403);
  });

  test('the phone layout of the case form', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, 'analyst', 'fiu');
    await page.goto('/cases');
    await page.locator('fiu-case-list').getByRole('button', { name: 'Open case Lagos port cash couriers' }).click();
    const form = page.locator('fiu-case-form');
    await expect(form.getByRole('combobox', { name: 'Status of Chidi Okafor' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/case-form-390.png`, fullPage: true });
    await form.getByRole('button', { name: 'Back' }).first().click();
    await expect(page).toHaveURL(`${API}/cases`);
  });

  for (const width of [1280, 390]) {
    test(`the subject form's Cases tab lists the subject's cases, each opening its case form (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'analyst', 'fiu');
      const headers = await tabSessionHeaders(page);
      const found = await page.request.get(`${API}/api/cases`, { params: { search: 'Lagos port' }, headers });
      const [lagos] = ((await found.json()) as { results: { id: string; label: string; suspects: { suspect: string }[] }[] }).results;
      const subject = lagos!.suspects[0]!.suspect;
      await page.goto(`/list/${subject}`);
      const form = page.locator('fiu-subject-form');
      await form.getByRole('tab', { name: 'Cases' }).click();
      const link = form.getByRole('link', { name: 'Lagos port cash couriers' });
      await expect(link).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/subject-cases-tab-${width}.png`, fullPage: true });
      await link.click();
      await expect(page).toHaveURL(`${API}/cases/${lagos!.id}`);
      await expect(page.locator('fiu-case-form').getByRole('heading', { level: 1 })).toHaveText('Lagos port cash couriers');
    });
  }

  test('the phone layout of the case list', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, 'analyst', 'fiu');
    await page.goto('/cases');
    await expect(page.locator('fiu-case-list').getByRole('row').filter({ hasText: 'Operation Harmattan' })).toHaveCount(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/case-list-390.png`, fullPage: true });
  });
});

test.describe('requests for information', () => {
  test("a partner admin adds feedback to a request: 'Feedback saved'", async ({ page }) => {
    await signIn(page, 'admin', 'eca');
    await openFromDrawer(page, 'Requests', '/rfi');
    const list = page.locator('fiu-rfi-list');
    await expect(list).toContainText(
      'Please note the Request for Information has been disabled. Previous submissions will still be available. Please use the Subjects/Companies page to submit new requests...',
    );
    await expect(list.getByRole('button', { name: /^add$/i })).toHaveCount(0);
    const comment = `Seen on ${Date.now()}`;
    await list.getByRole('button', { name: 'Add Feedback on ECA/RFI/2025/021' }).click();
    const dialog = list.getByRole('dialog');
    await expect(dialog.getByLabel('Subject name')).toHaveValue('Kemi Balogun');
    await dialog.getByLabel('Other comments').fill(comment);
    await page.screenshot({ path: `${SHOTS}/rfi-feedback-1280.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(list.getByText('Feedback saved')).toBeVisible();
    const res = await page.request.get(`${API}/api/feedback`, { params: { search: comment }, headers: await tabSessionHeaders(page) });
    const { results } = (await res.json()) as { results: { rfi: string | null; subject_name: string }[] };
    expect(results).toEqual([expect.objectContaining({ subject_name: 'Kemi Balogun', rfi: expect.any(String) })]);
    await page.screenshot({ path: `${SHOTS}/rfi-list-1280.png`, fullPage: true });
  });

  test('the phone layout of the requests', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, 'admin', 'eca');
    await page.goto('/rfi');
    await expect(page.locator('fiu-rfi-list').getByRole('row').filter({ hasText: 'ECA/RFI/2025/014' })).toHaveCount(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/rfi-list-390.png`, fullPage: true });
  });
});
