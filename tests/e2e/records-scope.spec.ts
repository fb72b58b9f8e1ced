import { expect, test, type Page } from './support/fixture';
import { API, apiSignIn, signIn, tabSessionHeaders } from './support/demo';

// Organisation scope (issue 3, docs/scoping.md, SECURITY.md promise 5) and the §4.6 read-only lock:
// entry@eca (no can.view.all.subjects) cannot open or change a cbn record: it does not exist for it (404);
// missionentry@mission (can.view.all.subjects, no can.edit.subjects) opens it read-only.

const SHOTS = 'test-results/screens';

interface Subject {
  id: string;
  suspectid: string;
  surname: string;
  othernames: string;
  case_reference: string;
  domain: string;
  status: string;
  modified: string;
}

/** The newest cbn subject, as the central unit reads it through the API. */
async function cbnSubject(page: Page): Promise<{ subject: Subject; analyst: Record<string, string> }> {
  const analyst = await apiSignIn(page.request, 'analyst', 'fiu');
  const res = await page.request.get(`${API}/api/suspects?pager=limit&limit=1&offset=0&domain=cbn`, { headers: analyst });
  expect(res.status()).toBe(200);
  const { results } = (await res.json()) as { results: Subject[] };
  const subject = results[0]!;
  expect(subject.domain).toBe('cbn');
  expect(subject.surname).toBeTruthy();
  return { subject, analyst };
}

async function unchanged(page: Page, analyst: Record<string, string>, before: Subject): Promise<void> {
  const now = (await (await page.request.get(`${API}/api/suspects/${before.id}`, { headers: analyst })).json()) as Subject;
  expect(now).toMatchObject({ surname: before.surname, status: before.status, modified: before.modified, domain: 'cbn' });
}

test.describe('organisation scope of subjects', () => {
  test('entry@eca cannot open, find or change a cbn subject', async ({ page, expectRefusals }) => {
    expectRefusals(404);
    const { subject, analyst } = await cbnSubject(page);
    await signIn(page, 'entry', 'eca');

    // Opening its address: the form says it is not there.
    await page.goto(`/list/${subject.id}`);
    const form = page.locator('fiu-subject-form');
    await expect(form.getByText('Subject not found', { exact: true })).toBeVisible();
    await expect(form.getByText('This subject does not exist, or your organisation may not see it.')).toBeVisible();
    await expect(form.getByLabel('Surname')).toHaveCount(0);
    await expect(page.getByText(subject.surname, { exact: true })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/records-scope-not-found.png`, fullPage: true });

    // Nor by its Subject ID in the list's search.
    await page.locator('fiu-subject-form').getByRole('button', { name: 'Back', exact: true }).first().click();
    await expect(page).toHaveURL(`${API}/list`);
    const list = page.locator('fiu-subject-list');
    const range = list.getByRole('navigation', { name: 'Pages of subjects' }).locator('.fiu-pagination__range');
    await expect(range).toHaveText(/^1-20 of \d+$/);
    const box = list.getByRole('searchbox', { name: 'Search subjects' });
    await box.fill(subject.suspectid);
    await box.press('Enter');
    await expect(range).toHaveText('0-0 of 0');
    await expect(list.getByText('No subjects match')).toBeVisible();

    // With the tab's own session: reading and changing answer 404 (not 403: it does not exist for eca).
    const headers = await tabSessionHeaders(page);
    expect((await page.request.get(`${API}/api/suspects/${subject.id}`, { headers })).status()).toBe(404);
    expect((await page.request.get(`${API}/api/suspects/${subject.suspectid}`, { headers })).status()).toBe(404);
    const put = await page.request.put(`${API}/api/suspects/${subject.id}`, {
      headers,
      data: { ...subject, surname: 'Changed by eca', status: 'archived' },
    });
    expect(put.status()).toBe(404);
    await unchanged(page, analyst, subject);
  });

  test('missionentry@mission (can.view.all.subjects) opens a cbn subject read-only and cannot change it', async ({ page }) => {
    const { subject, analyst } = await cbnSubject(page);
    await signIn(page, 'missionentry', 'mission');
    await page.goto(`/list/${subject.id}`);
    const form = page.locator('fiu-subject-form');
    await expect(form.getByLabel('Surname')).toHaveValue(subject.surname);
    await expect(form.getByLabel('Other names')).toHaveValue(subject.othernames);
    await expect(form.getByLabel('Case reference')).toHaveValue(subject.case_reference);
    await expect(form.getByText('This subject belongs to another organisation: you can view it but not change it.')).toBeVisible();

    // Read-only on every tab (§4.6): nothing editable, no Save, no Add or Remove in the lists.
    await expect(form.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await expect(form.getByRole('button', { name: /^Add / })).toHaveCount(0);
    await expect(form.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Start camera' })).toHaveCount(0);
    for (const tab of ['Identification', 'Bio-Information', 'History']) {
      await form.getByRole('tab', { name: tab }).click();
      await expect(form.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      const fields = form.locator('input:not([type=hidden]), textarea, select');
      await expect(fields.first()).toBeVisible();
      const editable = await fields.evaluateAll((els) =>
        els
          .filter((el) => !(el as HTMLInputElement).readOnly && !(el as HTMLInputElement).disabled)
          .map((el) => (el as HTMLInputElement).name || el.id),
      );
      expect(editable, `editable fields on ${tab}`).toEqual([]);
      if (tab === 'Identification') await page.screenshot({ path: `${SHOTS}/records-scope-read-only.png`, fullPage: true });
    }
    // Typing changes nothing.
    await form.getByRole('tab', { name: 'Identification' }).click();
    await form.getByLabel('Surname').press('X');
    await expect(form.getByLabel('Surname')).toHaveValue(subject.surname);

    // The server agrees: readable (200) but not changeable (403, 'You may not change this record').
    const headers = await tabSessionHeaders(page);
    expect((await page.request.get(`${API}/api/suspects/${subject.id}`, { headers })).status()).toBe(200);
    const put = await page.request.put(`${API}/api/suspects/${subject.id}`, { headers, data: { ...subject, surname: 'Changed by mission' } });
    expect(put.status()).toBe(403);
    expect(((await put.json()) as { error: string }).error).toBe('You may not change this record');
    await unchanged(page, analyst, subject);
  });
});
