import { expect, test, type Locator, type Page } from './support/fixture';
import { API, apiSignIn, signIn as signInOnly } from './support/demo';

// What a user sees of the shared record form frame (issue 6 item 1, issue 8 items 8-11): the Subject ID given by
// the server, dates day first, attachments with their own name and a link, the server's plain-text error, one
// frame for both forms, one column at phone width.

const SHOTS = 'test-results/screens';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Signed in, and the user saved, so that opening a form by its address keeps the session. */
async function signIn(page: Page, username: string, domain: string): Promise<void> {
  await signInOnly(page, username, domain);
}

/** The form's frame is wider than the room it has (a field, a list or a button sticks out and scrolls sideways). */
const sideways = (form: Locator) =>
  form.evaluate((host) => {
    const frame = host.shadowRoot!.querySelector<HTMLElement>('.fiu-rf')!;
    return frame.scrollWidth > frame.clientWidth;
  });

async function newSubject(page: Page): Promise<void> {
  await page.goto('/list/new');
  await expect(page.locator('fiu-subject-form').getByRole('heading', { name: 'New subject' })).toBeVisible();
}

test.describe('record forms', () => {
  test('entry@eca: the Subject ID is given on save and read-only; dates are day first; an attachment keeps its name and opens', async ({ page }) => {
    await signIn(page, 'entry', 'eca');
    await newSubject(page);
    const form = page.locator('fiu-subject-form');
    // Never an editable field: the header says it comes with the save.
    await expect(form.getByLabel('Subject ID')).toHaveCount(0);
    await expect(form.locator('.fiu-rf__meta')).toContainText('Subject ID given when saved');
    await form.getByLabel('Surname').fill('Adeyemi');
    await form.getByLabel('Other names').fill('Bola');

    // The attachment: the accepted types are said first; another type is refused when chosen.
    await form.getByRole('button', { name: 'Add attachment' }).click();
    const attachment = form.getByRole('group', { name: 'Attachment 1' });
    await expect(attachment.getByText('PDF, PNG or JPEG, up to 10 MB')).toBeVisible();
    const chooser = attachment.locator('input[type="file"]');
    await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
    await expect(attachment.getByRole('alert')).toHaveText('notes.txt is not a PDF, PNG or JPEG file. Choose a PDF, PNG or JPEG file.');
    await chooser.setInputFiles({ name: 'Court order 2026.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(attachment.locator('.fiu-file__name')).toHaveText(`Court order 2026.pdf · ${PDF.length} bytes`);
    await attachment.getByLabel('Description').fill('Order of the Federal High Court');

    // Dates: typed and shown day first, saved as ISO.
    await form.getByRole('tab', { name: /^Bio-Information/ }).click();
    const birth = form.getByLabel('Date of birth');
    await expect(birth).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await birth.fill('12/04/1985');
    await form.getByRole('button', { name: 'Choose a date from a calendar' }).first().click();
    const calendar = form.getByRole('dialog', { name: 'Choose Date of birth' });
    await expect(calendar.getByRole('button', { name: '12 April 1985' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(birth).toHaveValue('13/04/1985');
    await page.screenshot({ path: `${SHOTS}/records-forms-bio-date.png`, fullPage: true });

    const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/suspects');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    const answer = await created;
    expect(answer.status(), await answer.text()).toBe(201);
    const sent = answer.request().postDataJSON() as Record<string, unknown>;
    expect(sent).not.toHaveProperty('suspectid');
    expect(sent.birthdate).toBe('1985-04-13');
    const saved = (await answer.json()) as { id: string; suspectid: string };
    expect(saved.suspectid).toMatch(/^[A-Z]{4}\d{12}$/);

    // Reopened: the server's Subject ID read-only in the header; the attachment by its own name, opening in a tab.
    await page.goto(`/list/${saved.id}`);
    await expect(form.locator('.fiu-rf__code')).toHaveText(saved.suspectid);
    const stored = form.getByRole('group', { name: 'Attachment 1' });
    await expect(stored.locator('.fiu-file__name')).toContainText('Court order 2026.pdf');
    const media: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/media/')) media.push(r.url());
    });
    const popup = page.waitForEvent('popup');
    await stored.getByRole('button', { name: 'Open Court order 2026.pdf' }).click();
    const tab = await popup;
    expect(tab.url()).toMatch(/^blob:/);
    // Read with the session headers: no token in the address.
    expect(media).toHaveLength(1);
    expect(media[0]).not.toMatch(/token|session/i);
    await tab.close();
    await form.getByRole('tab', { name: /^Bio-Information/ }).click();
    await expect(form.getByLabel('Date of birth')).toHaveValue('13/04/1985');
    await page.screenshot({ path: `${SHOTS}/records-forms-subject-saved.png`, fullPage: true });
  });

  test.describe('a save the test answers with a 500', () => {
    // The test injects the 500: the browser's line for it is expected, nothing else is.
    test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 500 \(Internal Server Error\)$/] });

    test("a save answered with a plain-text 500 shows the server's text in both forms, and nothing typed is lost", async ({ page }) => {
      await signIn(page, 'entry', 'eca');
      await page.route('**/api/suspects', (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Database is read-only for maintenance' }) : route.continue(),
      );
      await newSubject(page);
      const form = page.locator('fiu-subject-form');
      await form.getByLabel('Surname').fill('Okafor');
      await form.getByRole('button', { name: 'Save', exact: true }).click();
      const box = form.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Errors', exact: true }) });
      await expect(box).toContainText('Database is read-only for maintenance');
      await expect(box).not.toContainText('Internal Server Error');
      await expect(form.getByLabel('Surname')).toHaveValue('Okafor');

      await page.route('**/api/companies', (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'Database is read-only for maintenance' }) : route.continue(),
      );
      await page.goto('/companies/new');
      const company = page.locator('fiu-company-form');
      await company.getByRole('textbox', { name: 'Name', exact: true }).fill('Lekki Holdings Ltd');
      await company.getByRole('textbox', { name: 'Case reference' }).fill('ECA/E2E/TXT');
      await company.getByRole('combobox', { name: 'Crime type', exact: true }).selectOption({ label: 'Tax Evasion' });
      await company.getByRole('textbox', { name: 'Information needed' }).fill('Directors');
      await company.getByRole('button', { name: 'Save', exact: true }).click();
      const box2 = company.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Errors', exact: true }) });
      await expect(box2).toContainText('Database is read-only for maintenance');
      await expect(box2).not.toContainText('Internal Server Error');
      await page.screenshot({ path: `${SHOTS}/records-forms-plain-text-error.png`, fullPage: true });
    });
  });

  test('one frame: Back beside the title in both forms; a new company shows the primary record it will be', async ({ page }) => {
    await signIn(page, 'entry', 'eca');
    for (const [path, tag] of [
      ['/list/new', 'fiu-subject-form'],
      ['/companies/new', 'fiu-company-form'],
    ] as const) {
      await page.goto(path);
      const header = page.locator(tag).locator('header[part="header"]');
      await expect(header.getByRole('button', { name: 'Back' })).toBeVisible();
      const [back, title] = await Promise.all([header.getByRole('button', { name: 'Back' }).boundingBox(), header.getByRole('heading').boundingBox()]);
      expect(back!.x).toBeLessThan(title!.x);
    }
    const primary = page.locator('fiu-company-form').getByLabel('Primary record');
    await expect(primary).toBeChecked();
    await expect(primary).toBeDisabled();
  });

  for (const width of [390, 360]) {
    test(`at ${width} px both forms stack in one column and fit the width`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, 'analyst', 'fiu');
      const headers = await apiSignIn(page.request, 'entry', 'eca');
      const res = await page.request.post(`${API}/api/suspects`, { headers, data: { surname: 'Phone', othernames: 'Width', telephones: [{ telephone: '08030000001' }] } });
      const subject = (await res.json()) as { id: string };
      await page.goto(`/list/${subject.id}`);
      const form = page.locator('fiu-subject-form');
      await expect(form.getByLabel('Surname')).toHaveValue('Phone');
      for (const tab of ['Identification', 'Bio-Information', 'History']) {
        await form.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
        await expect(form.locator('[role="tabpanel"] .fiu-spinner')).toHaveCount(0);
        expect(await sideways(form), `${tab} at ${width}`).toBe(false);
        await page.screenshot({ path: `${SHOTS}/records-forms-subject-${tab.toLowerCase()}-${width}.png`, fullPage: true });
      }
      // One column: the Surname and Other names fields sit one above the other.
      await form.getByRole('tab', { name: /^Identification/ }).click();
      const [a, b] = await Promise.all([form.getByLabel('Surname').boundingBox(), form.getByLabel('Other names').boundingBox()]);
      expect(b!.y).toBeGreaterThan(a!.y + a!.height);
      expect(Math.abs(a!.x - b!.x)).toBeLessThan(2);

      await page.goto('/companies/new');
      const company = page.locator('fiu-company-form');
      await company.getByRole('button', { name: 'Add director' }).click();
      await company.getByRole('button', { name: 'Add address' }).click();
      await expect(company.getByRole('group', { name: 'Address 1' })).toBeVisible();
      expect(await sideways(company), `company at ${width}`).toBe(false);
      await page.screenshot({ path: `${SHOTS}/records-forms-company-${width}.png`, fullPage: true });
    });
  }
});
