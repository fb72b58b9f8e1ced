import { expect, test, type Locator, type Page, type Response } from './support/fixture';
import { API, apiSignIn, nuban, readColumn, readTable, signIn, tabSessionHeaders } from './support/demo';

// core-records §2.7 (companies list and form), §3.2/§3.3 (fields, crime list without Banditry), §4.2 (status),
// §8 ('Company save failure: error body formatted in red under Errors').

const SHOTS = 'test-results/screens';

const uniqueName = (stem: string): string =>
  `${stem} ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const isCompanyList = (r: Response): boolean => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/companies';

async function openCompanies(page: Page): Promise<{ list: Locator; count: number }> {
  const first = page.waitForResponse(isCompanyList);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Companies', exact: true }).click();
  await expect(page).toHaveURL(`${API}/companies`);
  const { count } = (await (await first).json()) as { count: number };
  const list = page.locator('fiu-company-list');
  await expect(rangeOf(list)).toHaveText(`1-${Math.min(20, count)} of ${count}`);
  return { list, count };
}

const rangeOf = (list: Locator): Locator => list.getByRole('navigation', { name: 'Pages of companies' }).locator('.fiu-pagination__range');

async function search(list: Locator, term: string): Promise<void> {
  const box = list.getByRole('searchbox', { name: 'Search companies' });
  await box.fill(term);
  await box.press('Enter');
}

const sortedBy = (xs: string[], dir: 1 | -1) => xs.every((x, i) => i === 0 || dir * xs[i - 1]!.localeCompare(x, 'en', { sensitivity: 'base' }) <= 0);

/** Paging, search on Enter (not for one letter) and sorting by Name: the same for every role. */
async function pageSearchSort(page: Page, list: Locator, count: number): Promise<void> {
  const names1 = await readColumn(list, 'Name');
  expect(names1).toHaveLength(Math.min(20, count));
  const ids1 = await readColumn(list, 'Subject ID');
  const pager = list.getByRole('navigation', { name: 'Pages of companies' });
  await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  if (count <= 20) {
    // One page only (eca has fewer than 20 companies in the seed): nowhere to go.
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
  } else {
    await list.getByRole('button', { name: 'Next page' }).click();
    await expect(rangeOf(list)).toHaveText(`21-${Math.min(40, count)} of ${count}`);
    await expect.poll(async () => (await readColumn(list, 'Subject ID')).some((id) => ids1.includes(id))).toBe(false);
    expect(await readColumn(list, 'Subject ID')).toHaveLength(Math.min(20, count - 20));
    await list.getByRole('button', { name: 'Previous page' }).click();
    await expect(rangeOf(list)).toHaveText(`1-${Math.min(20, count)} of ${count}`);
    await expect.poll(() => readColumn(list, 'Subject ID')).toEqual(ids1);
  }

  // One letter and Enter: nothing is searched.
  const searches: string[] = [];
  page.on('request', (r) => {
    const s = new URL(r.url()).searchParams.get('search');
    if (new URL(r.url()).pathname === '/api/companies' && s !== null) searches.push(s);
  });
  await search(list, 'a');
  await expect(list.getByText('Type at least 2 characters, then press Enter')).toBeVisible();
  await expect(rangeOf(list)).toHaveText(`1-${Math.min(20, count)} of ${count}`);
  expect(searches).toEqual([]);

  // A word of a company's name: only matching companies, each containing it.
  const word = names1.map((n) => n.split(' ')[0]!).find((w) => w.length > 3)!;
  expect(word).toBeTruthy();
  const answered = page.waitForResponse((r) => isCompanyList(r) && new URL(r.url()).searchParams.get('search') === word);
  await search(list, word);
  const found = ((await (await answered).json()) as { count: number }).count;
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(count);
  await expect(rangeOf(list)).toHaveText(`1-${Math.min(20, found)} of ${found}`);
  for (const row of (await readTable(list)).rows) expect(row.join(' ').toLowerCase()).toContain(word.toLowerCase());
  await search(list, '');
  await expect(rangeOf(list)).toHaveText(`1-${Math.min(20, count)} of ${count}`);

  // Sort by Name: ascending then descending (aria-sort, and the rows follow).
  const header = list.getByRole('columnheader', { name: 'Name', exact: true });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(async () => sortedBy(await readColumn(list, 'Name'), 1)).toBe(true);
  const asc = await readColumn(list, 'Name');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => sortedBy(await readColumn(list, 'Name'), -1)).toBe(true);
  expect((await readColumn(list, 'Name'))[0]).not.toBe(asc[0]);
}

test.describe('companies', () => {
  // These tests read every column of the spec: shown as a user would choose in the column chooser.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('fiu.columns.subjects', '[]');
      window.localStorage.setItem('fiu.columns.companies', '[]');
    });
  });

  test('analyst@fiu: company list pages, searches on Enter, sorts; Organisation column and Insights', async ({ page }) => {
    await signIn(page, 'analyst', 'fiu');
    const { list, count } = await openCompanies(page);
    const { headers } = await readTable(list);
    for (const h of ['Subject ID', 'Case reference', 'Name', 'Primary', 'Organisation', 'Status', 'Created by', 'Created', 'Modified by', 'Modified']) expect(headers).toContain(h);
    await expect(list.getByRole('button', { name: /^Actions for / })).toHaveCount(20);
    expect(new Set(await readColumn(list, 'Organisation')).size).toBeGreaterThan(1);
    await page.screenshot({ path: `${SHOTS}/records-companies-list-analyst.png`, fullPage: true });
    await pageSearchSort(page, list, count);
  });

  test('entry@eca: company list, then adds a company with a director and a bank account', async ({ page }) => {
    const name = uniqueName('Kano Agro Traders');
    const account = nuban('058', '123450987');
    await signIn(page, 'entry', 'eca');
    const { list, count } = await openCompanies(page);
    const { headers } = await readTable(list);
    expect(headers).not.toContain('Organisation');
    await pageSearchSort(page, list, count);

    await list.getByRole('button', { name: 'Add', exact: true }).first().click();
    await expect(page).toHaveURL(`${API}/companies/new`);
    const form = page.locator('fiu-company-form');
    await expect(form.getByRole('heading', { name: 'New company' })).toBeVisible();
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await form.getByRole('textbox', { name: 'Case reference' }).fill('ECA/E2E/C001');
    const info = form.getByRole('textbox', { name: 'Information needed' });
    // A multi-line text area of 8 rows (§2.7).
    expect(await info.evaluate((el) => [el.tagName, (el as HTMLTextAreaElement).rows])).toEqual(['TEXTAREA', 8]);
    await info.fill('Directors, signatories and account statements from 2023.\nBeneficial owners.');
    // The company crime list starts with Due Diligence and has no Banditry (§3.2).
    const crime = form.getByRole('combobox', { name: 'Crime type', exact: true });
    const crimes = await crime.evaluate((el: HTMLSelectElement) => Array.from(el.options).filter((o) => o.value).map((o) => o.textContent!.trim()));
    expect(crimes[0]).toMatch(/^Due Diligence/);
    expect(crimes).toHaveLength(33);
    expect(crimes).not.toContain('Banditry');
    expect(crimes).toContain('Bank Fraud');
    await crime.selectOption({ label: 'Bank Fraud' });

    await form.getByRole('button', { name: 'Add director' }).click();
    const director = form.getByRole('group', { name: 'Director 1' });
    await director.getByRole('textbox', { name: 'Surname', exact: true }).fill('Danjuma');
    await director.getByRole('textbox', { name: 'Other names', exact: true }).fill('Musa Ibrahim');
    await director.getByRole('combobox', { name: 'Gender', exact: true }).selectOption({ label: 'Male' });

    await form.getByRole('button', { name: 'Add bank account' }).click();
    const bank = form.getByRole('group', { name: 'Bank account 1' });
    await bank.getByLabel('Bank', { exact: true }).selectOption({ label: 'Guaranty Trust Bank (058)' });
    await bank.getByLabel('Account number', { exact: true }).fill('12345');
    await bank.getByLabel('Account number', { exact: true }).blur();
    await expect(bank.getByText('Bank account numbers must be 10 digits long and can only contain digits', { exact: true })).toBeVisible();
    await bank.getByLabel('Account number', { exact: true }).fill(account);
    await bank.getByLabel('Account name', { exact: true }).fill(name);
    await expect(bank.getByText(/Bank account numbers must|NUBAN/)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/records-companies-form.png`, fullPage: true });

    const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/companies');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const answer = await created;
    expect(answer.status(), await answer.text()).toBe(201);
    const saved = (await answer.json()) as Record<string, unknown> & { id: string; companyid: string };
    expect(saved).toMatchObject({
      name,
      domain: 'eca',
      currentcrimetype: 'Bank Fraud',
      directors: [expect.objectContaining({ surname: 'Danjuma', othernames: 'Musa Ibrahim', gender: 'male' })],
      bank_accounts: [expect.objectContaining({ bank: '058', accountno: account })],
    });
    await expect(page.getByText('Company saved')).toBeVisible();
    await expect(page).toHaveURL(`${API}/companies`);

    // Visible in the list.
    const list2 = page.locator('fiu-company-list');
    await search(list2, name);
    await expect(rangeOf(list2)).toHaveText('1-1 of 1');
    const { headers: h2, rows } = await readTable(list2);
    expect(rows[0]![h2.indexOf('Name')]).toBe(name);
    expect(rows[0]![h2.indexOf('Case reference')]).toBe('ECA/E2E/C001');
    expect(rows[0]![h2.indexOf('Subject ID')]).toBe(saved.companyid);
    // §4.2: records without an id are flagged primary on submit.
    expect(saved.is_primary).toBe(true);
    expect(rows[0]![h2.indexOf('Primary')]).toBe('Yes');
    await page.screenshot({ path: `${SHOTS}/records-companies-list-entry.png`, fullPage: true });
  });

  test("entry@eca: a save the server refuses shows the red 'Errors' box and keeps the values", async ({ page, expectRefusals }) => {
    expectRefusals(403);
    // A real refusal, not a stubbed one: entry@eca opens its own pending company; meanwhile admin@eca approves all
    // pending companies. The form still says 'pending', and a non-central user may not set an approved company
    // back to pending (§4.2), so the server answers 403 'You may not set this status'.
    const name = uniqueName('Lagos Freight Partners');
    const entryApi = await apiSignIn(page.request, 'entry', 'eca');
    const res = await page.request.post(`${API}/api/companies`, {
      headers: entryApi,
      data: { name, case_reference: 'ECA/E2E/C002', information_needed: 'Account statements.', currentcrimetype: 'Smuggling', status: 'pending' },
    });
    expect(res.status()).toBe(201);
    const company = (await res.json()) as { id: string; status: string };
    expect(company.status).toBe('pending');

    await signIn(page, 'entry', 'eca');
    const { list } = await openCompanies(page);
    await search(list, name);
    await expect(rangeOf(list)).toHaveText('1-1 of 1');
    await list.getByRole('button', { name: new RegExp(`^Open company .*${name}$`) }).click();
    await expect(page).toHaveURL(`${API}/companies/${company.id}`);
    const form = page.locator('fiu-company-form');
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await expect(form.getByLabel('Status', { exact: true })).toHaveValue('pending');

    const admin = await apiSignIn(page.request, 'admin', 'eca');
    expect((await page.request.get(`${API}/api/companies/approveall`, { headers: admin })).status()).toBe(200);

    await form.getByLabel('Remark', { exact: true }).fill('Checked with the registry on Monday.');
    const put = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/companies/${company.id}`);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await put).status()).toBe(403);
    const box = form.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Errors', exact: true }) });
    await expect(box).toBeVisible();
    await expect(box).toContainText('You may not set this status');
    // Red: the box's text or border is in a red colour.
    const colours = await box.evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.color, s.borderTopColor, s.backgroundColor, getComputedStyle(el.querySelector('.fiu-errors__title') ?? el).color];
    });
    const reddish = (c: string) => {
      const [r, g, b] = (c.match(/\d+/g) ?? []).map(Number);
      return r !== undefined && g !== undefined && b !== undefined && r > 150 && r > g + 60 && r > b + 60;
    };
    expect(colours.some(reddish), colours.join(' | ')).toBe(true);
    // Nothing lost.
    await expect(form.getByLabel('Remark', { exact: true })).toHaveValue('Checked with the registry on Monday.');
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
    await page.screenshot({ path: `${SHOTS}/records-companies-errors.png`, fullPage: true });
    // What the user sees: the box is brought into view.
    await box.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/records-companies-errors-view.png` });
    const stored = (await (await page.request.get(`${API}/api/companies/${company.id}`, { headers: await tabSessionHeaders(page) })).json()) as { status: string; remark?: string };
    expect(stored.status).toBe('approved');
    expect(stored.remark ?? null).toBeNull();
  });
});
