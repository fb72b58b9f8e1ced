import { expect, test, type Locator, type Page } from './support/fixture';
import { API, apiSignIn, nuban, readColumn, readTable, signIn, tabSessionHeaders } from './support/demo';

// core-records §2.6 (subject form), §3.1 (fields), §4.1 (status), §5 (validation messages, to the letter).

const SHOTS = 'test-results/screens';
const MSG = {
  bvn: 'BVN must 11 digits long and can only contain digits',
  taxId: 'Tax identification number can only contain digits and -',
  bankAccount: 'Bank account numbers must be 10 digits long and can only contain digits',
  nuban: 'Bank and Account Number combination not forming a valid NUBAN number. Please check Bank or account number.',
  approveConfirm: 'Are you sure you would like to approve all pending reports for your organisation?',
};

/** A surname nobody else has: letters only, so a search finds exactly this subject. */
const uniqueSurname = (stem: string): string =>
  stem + Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const isoDate = (d: Date): string => d.toISOString().slice(0, 10);

async function openSubjects(page: Page): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Subjects', exact: true }).click();
  await expect(page).toHaveURL(`${API}/list`);
  const list = page.locator('fiu-subject-list');
  await expect(list.getByRole('navigation', { name: 'Pages of subjects' }).locator('.fiu-pagination__range')).toHaveText(/^1-\d+ of \d+$/);
  return list;
}

/** Search the list for a term (Enter) and wait until it shows `expected` rows. */
async function search(list: Locator, term: string, expected: number): Promise<void> {
  const box = list.getByRole('searchbox', { name: 'Search subjects' });
  await box.fill(term);
  await box.press('Enter');
  await expect(list.getByRole('navigation', { name: 'Pages of subjects' }).locator('.fiu-pagination__range')).toHaveText(
    expected === 0 ? '0-0 of 0' : `1-${expected} of ${expected}`,
  );
}

/** Enabled options of a select, by their text. */
const enabledOptions = (select: Locator): Promise<string[]> =>
  select.evaluate((el: HTMLSelectElement) => Array.from(el.options).filter((o) => !o.disabled && o.value !== '').map((o) => o.textContent!.trim()));

/** A pending subject of eca, created through the API as entry@eca. */
async function pendingEcaSubject(page: Page, surname: string): Promise<{ id: string; suspectid: string }> {
  const entry = await apiSignIn(page.request, 'entry', 'eca');
  const res = await page.request.post(`${API}/api/suspects`, {
    headers: entry,
    data: { surname, othernames: 'Pending Check', gender: 'female', case_reference: 'ECA/E2E/STATUS', status: 'pending' },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  const saved = (await res.json()) as { id: string; suspectid: string; status: string; domain: string };
  expect(saved.status).toBe('pending');
  expect(saved.domain).toBe('eca');
  return saved;
}

test.describe('subject form', () => {
  test('entry@eca adds a subject with every tab filled, sees each §5 message, saves, reopens it and changes its status', async ({ page }) => {
    const surname = uniqueSurname('Okonkwo');
    const goodAccount = nuban('044', '012345678');
    // Same serial with another last digit: 10 digits, but not a NUBAN of Access Bank.
    const badCheck = goodAccount.slice(0, 9) + String((Number(goodAccount[9]) + 5) % 10);
    const tomorrow = isoDate(new Date(Date.now() + 2 * 86_400_000));

    await signIn(page, 'entry', 'eca');
    const list = await openSubjects(page);
    await list.getByRole('button', { name: 'Add', exact: true }).first().click();
    await expect(page).toHaveURL(`${API}/list/new`);
    const form = page.locator('fiu-subject-form');
    await expect(form.getByRole('heading', { name: 'New subject' })).toBeVisible();

    // Identification. The Subject ID is the server's to give (§9): none to type, one after the save.
    await expect(form.getByLabel('Subject ID')).toHaveCount(0);
    await expect(form.locator('.fiu-rf__meta')).toContainText('Subject ID given when saved');
    // eca has approval enabled: a new subject is pending (§4.1).
    await expect(form.getByLabel('Status', { exact: true })).toHaveValue('pending');
    await form.getByLabel('Surname').fill(surname);
    await form.getByLabel('Other names').fill('Chinedu Ebuka');
    await form.getByLabel('Gender').selectOption({ label: 'Male' });
    await form.getByLabel('Case reference').fill('ECA/E2E/0001');

    await form.getByRole('button', { name: 'Add telephone' }).click();
    await form.getByRole('group', { name: 'Telephone 1' }).getByLabel('Telephone', { exact: true }).fill('08031234567');

    await form.getByRole('button', { name: 'Add address' }).click();
    const address = form.getByRole('group', { name: 'Address 1' });
    await address.getByLabel('State', { exact: true }).selectOption({ label: 'Kano' });
    // The LGA choices are the chosen state's, labelled 'LGA (State)'.
    const lgaLabels = await enabledOptions(address.getByLabel('LGA', { exact: true }));
    expect(lgaLabels.length).toBeGreaterThan(10);
    expect(lgaLabels.every((l) => l.endsWith('(Kano)')), lgaLabels.join(', ')).toBe(true);
    await address.getByLabel('LGA', { exact: true }).selectOption({ label: lgaLabels[1]! });
    const lga = await address.getByLabel('LGA', { exact: true }).inputValue();
    await address.getByLabel('Town', { exact: true }).fill('Kano');
    await address.getByLabel('Street', { exact: true }).fill('12 Murtala Mohammed Way');

    // §5 messages, to the letter, as the fields are filled.
    const bvn = form.getByLabel('Bank Verification Number (BVN)');
    await bvn.fill('1234567890A');
    await bvn.blur();
    await expect(form.getByText(MSG.bvn, { exact: true })).toBeVisible();
    await expect(bvn).toHaveAttribute('aria-invalid', 'true');
    const tax = form.getByLabel('Tax identification number', { exact: true });
    await tax.fill('TIN 1234/56');
    await tax.blur();
    await expect(form.getByText(MSG.taxId, { exact: true })).toBeVisible();

    await form.getByRole('button', { name: 'Add bank account' }).click();
    const bank = form.getByRole('group', { name: 'Bank account 1' });
    const accountno = bank.getByLabel('Account number');
    await accountno.fill('12345');
    await accountno.blur();
    await expect(bank.getByText(MSG.bankAccount, { exact: true })).toBeVisible();
    await bank.getByLabel('Bank', { exact: true }).selectOption({ label: 'Access Bank (044)' });
    await accountno.fill(badCheck);
    await accountno.blur();
    await expect(bank.getByText(MSG.nuban, { exact: true })).toBeVisible();
    await expect(bank.getByText(MSG.bankAccount, { exact: true })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/records-subject-form-errors.png`, fullPage: true });

    // Fixed: each message goes.
    await bvn.fill('22212345678');
    await tax.fill('12345678-0001');
    await accountno.fill(goodAccount);
    await bank.getByLabel('Account name').fill('Okonkwo Chinedu');
    for (const m of [MSG.bvn, MSG.taxId, MSG.bankAccount, MSG.nuban]) await expect(form.getByText(m, { exact: true })).toHaveCount(0);
    await expect(accountno).not.toHaveAttribute('aria-invalid', 'true');

    // Bio-Information: a date of birth in the future is refused, in the form and by the server.
    await form.getByRole('tab', { name: /^Bio-Information/ }).click();
    const birth = form.getByLabel('Date of birth');
    await birth.fill(tomorrow.split('-').reverse().join('/'));
    await birth.blur();
    await expect(form.getByText('Date cannot be in the future')).toBeVisible();
    await form.getByLabel('Height (metres)').fill('1.78');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/suspects') posts.push(r.url());
    });
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Check the field marked in red.' })).toBeVisible();
    await expect(form.getByRole('tab', { name: /^Bio-Information.*has errors/ })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/records-subject-form-bio-future.png`, fullPage: true });
    expect(posts).toEqual([]);
    const refused = await page.request.post(`${API}/api/suspects`, {
      headers: await tabSessionHeaders(page),
      data: { surname: uniqueSurname('Future'), birthdate: tomorrow },
    });
    expect(refused.status()).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('birthdate');
    await birth.fill('12/04/1985');
    await expect(form.getByText('Date cannot be in the future')).toHaveCount(0);

    // History: the arrest and one crime history item with its required crime type.
    await form.getByRole('tab', { name: /^History/ }).click();
    await form.getByLabel('Arrest date').fill('02/11/2024');
    await form.getByLabel('State of arrest').selectOption({ label: 'Lagos' });
    await form.getByRole('button', { name: 'Add crime record' }).click();
    const crime = form.getByRole('group', { name: 'Crime record 1' });
    await crime.getByLabel('Crime type').selectOption({ label: 'Bank Fraud' });
    await crime.getByLabel('Mode of operation').fill('Phishing calls');
    await page.screenshot({ path: `${SHOTS}/records-subject-form-history.png`, fullPage: true });

    // Save: one POST, 'Subject saved', back to the list.
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/suspects');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const answer = await created;
    expect(answer.status(), await answer.text()).toBeLessThan(300);
    const saved = (await answer.json()) as { id: string; suspectid: string; domain: string; status: string };
    expect(saved).toMatchObject({ domain: 'eca', status: 'pending' });
    expect(saved.suspectid).toMatch(/^[A-Z]{4}\d{12}$/);
    const { suspectid } = saved;
    await expect(page.getByText('Subject saved')).toBeVisible();
    await expect(page).toHaveURL(`${API}/list`);

    // Reopen it from the list (search its surname) and see the values on every tab.
    const list2 = page.locator('fiu-subject-list');
    await search(list2, surname, 1);
    await list2.getByRole('button', { name: `Open subject ${suspectid} ${surname} Chinedu Ebuka` }).click();
    await expect(page).toHaveURL(`${API}/list/${saved.id}`);
    const again = page.locator('fiu-subject-form');
    await expect(again.getByRole('heading', { name: `Chinedu Ebuka ${surname}` })).toBeVisible();
    await expect(again.getByLabel('Surname')).toHaveValue(surname);
    await expect(again.getByLabel('Other names')).toHaveValue('Chinedu Ebuka');
    await expect(again.getByLabel('Gender')).toHaveValue('male');
    await expect(again.getByLabel('Case reference')).toHaveValue('ECA/E2E/0001');
    await expect(again.locator('.fiu-rf__code')).toHaveText(suspectid);
    await expect(again.getByLabel('Bank Verification Number (BVN)')).toHaveValue('22212345678');
    await expect(again.getByLabel('Tax identification number', { exact: true })).toHaveValue('12345678-0001');
    await expect(again.getByRole('group', { name: 'Telephone 1' }).getByLabel('Telephone', { exact: true })).toHaveValue(/^(0|234)8031234567$/);
    const address2 = again.getByRole('group', { name: 'Address 1' });
    await expect(address2.getByLabel('State', { exact: true })).toHaveValue('Kano');
    await expect(address2.getByLabel('LGA', { exact: true })).toHaveValue(lga);
    await expect(address2.getByLabel('Street', { exact: true })).toHaveValue('12 Murtala Mohammed Way');
    const bank2 = again.getByRole('group', { name: 'Bank account 1' });
    await expect(bank2.getByLabel('Bank', { exact: true })).toHaveValue('044');
    await expect(bank2.getByLabel('Account number')).toHaveValue(goodAccount);
    await page.screenshot({ path: `${SHOTS}/records-subject-form-identification.png`, fullPage: true });
    await again.getByRole('tab', { name: /^Bio-Information/ }).click();
    await expect(again.getByLabel('Date of birth')).toHaveValue('12/04/1985');
    await expect(again.getByLabel('Height (metres)')).toHaveValue('1.78');
    await again.getByRole('tab', { name: /^History/ }).click();
    const arrest = again.locator('section').filter({ has: page.getByRole('heading', { name: 'Arrest', exact: true }) });
    await expect(arrest.getByLabel('Arrest date')).toHaveValue('02/11/2024');
    await expect(arrest.getByLabel('State of arrest')).toHaveValue('Lagos');
    await expect(again.getByRole('group', { name: 'Crime record 1' }).getByLabel('Crime type')).toHaveValue('Bank Fraud');
    await expect(again.getByRole('group', { name: 'Crime record 1' }).getByLabel('Mode of operation')).toHaveValue('Phishing calls');

    // Status as entry@eca may (§4.1): its own pending subject has a selector of approved, pending and archived.
    await again.getByRole('button', { name: 'Back', exact: true }).first().click();
    await expect(page).toHaveURL(`${API}/list`);
    const list3 = page.locator('fiu-subject-list');
    await search(list3, surname, 1);
    const selector = list3.getByLabel(`Status of ${suspectid}`);
    await expect(selector).toHaveValue('pending');
    expect((await enabledOptions(selector)).sort()).toEqual(['Approved', 'Archived', 'Pending']);
    const put = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/suspects/${saved.id}`);
    await selector.selectOption('approved');
    expect((await put).status()).toBe(200);
    // No longer pending: the status is text now.
    await expect(list3.getByLabel(`Status of ${suspectid}`)).toHaveCount(0);
    expect(await readColumn(list3, 'Status')).toEqual(['Approved']);
    // The whole record was sent: nothing else changed.
    const stored = (await (await page.request.get(`${API}/api/suspects/${saved.id}`, { headers: await tabSessionHeaders(page) })).json()) as Record<string, unknown>;
    expect(stored).toMatchObject({
      status: 'approved',
      surname,
      bvn: '22212345678',
      birthdate: '1985-04-12',
      bank_accounts: [expect.objectContaining({ bank: '044', accountno: goodAccount })],
      crime_history: [expect.objectContaining({ currentcrimetype: 'Bank Fraud' })],
    });
  });

  test('analyst@fiu sets any of disseminated, treated, assigned, approved, pending on an eca subject', async ({ page }) => {
    const surname = uniqueSurname('Nwachukwu');
    const subject = await pendingEcaSubject(page, surname);
    await signIn(page, 'analyst', 'fiu');
    const list = await openSubjects(page);
    await search(list, surname, 1);
    const selector = list.getByLabel(`Status of ${subject.suspectid}`);
    await expect(selector).toHaveValue('pending');
    expect((await enabledOptions(selector)).sort()).toEqual(['Approved', 'Assigned', 'Disseminated', 'Pending', 'Treated']);
    const put = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/suspects/${subject.id}`);
    await selector.selectOption({ label: 'Assigned' });
    expect((await put).status()).toBe(200);
    await expect(list.getByLabel(`Status of ${subject.suspectid}`)).toHaveValue('assigned');
    const stored = (await (await page.request.get(`${API}/api/suspects/${subject.id}`, { headers: await tabSessionHeaders(page) })).json()) as Record<string, unknown>;
    expect(stored).toMatchObject({ status: 'assigned', surname, othernames: 'Pending Check', domain: 'eca' });
  });

  test("admin@eca: 'Approve Pending' asks first; No changes nothing, Yes approves every pending eca subject", async ({ page }) => {
    await pendingEcaSubject(page, uniqueSurname('Pending'));
    await signIn(page, 'admin', 'eca');
    const list = await openSubjects(page);
    const range = list.getByRole('navigation', { name: 'Pages of subjects' }).locator('.fiu-pagination__range');
    await list.getByRole('button', { name: /^Filters/ }).click();
    await list.getByLabel('Status', { exact: true }).selectOption({ label: 'Pending' });
    await list.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(range).toHaveText(/^1-\d+ of \d+$/);
    const pendingBefore = await range.textContent();
    expect(new Set(await readColumn(list, 'Status'))).toEqual(new Set(['Pending']));

    const approve = list.getByRole('button', { name: 'Approve Pending', exact: true });
    await approve.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Approve Pending' })).toBeVisible();
    await expect(dialog.getByText(MSG.approveConfirm, { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/records-subject-approve-confirm.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'No', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(range).toHaveText(pendingBefore!);

    const approveCall = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/approveall');
    await approve.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes', exact: true }).click();
    expect((await approveCall).status()).toBe(200);
    await expect(page.getByText('Pending reports approved')).toBeVisible();
    // The list reloads (the pending filter still applied): nothing pending is left.
    await expect(range).toHaveText('0-0 of 0');
    await expect(list.getByText('No subjects match')).toBeVisible();
    expect((await readTable(list)).rows).toEqual([]);
    await expect(list.getByRole('button', { name: /^Open subject / })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/records-subject-approved.png`, fullPage: true });
    const left = (await (await page.request.get(`${API}/api/suspects?pager=limit&limit=1&status=pending`, { headers: await tabSessionHeaders(page) })).json()) as { count: number };
    expect(left.count).toBe(0);
  });
});
