import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { expect, test, type Locator, type Page, type Response } from './support/fixture';
import { openRowMenu } from './support/rowMenu';
import { API, apiSignIn, minimalPdf, readColumn, readTable, signIn } from './support/demo';

// dissemination-feedback §2 "Intelligence Reports", §4 (dissemination, feedback buttons), §5 (report form),
// §6 (roles), §7 (intelligence calls), §9 (50 a page, default -disseminated_on). Issue 11 item 1.

const SHOTS = 'test-results/screens';
const suffix = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const REFERENCE = `FIU/IR/E2E/${suffix}`;
const TITLE = `Cash couriers on the Kano road ${suffix}`;
const PDF = minimalPdf(`Intelligence report ${suffix}`);

const isList = (r: Response): boolean => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/intelligence';
const listParam = (r: Response, name: string) => new URL(r.url()).searchParams.get(name);

async function openReports(page: Page): Promise<Locator> {
  const first = page.waitForResponse(isList);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Intelligence Reports', exact: true }).click();
  await expect(page).toHaveURL(`${API}/ireport`);
  const answer = await first;
  expect(listParam(answer, 'ordering')).toBe('-disseminated_on');
  expect(listParam(answer, 'limit')).toBe('50');
  const list = page.locator('fiu-ir-list');
  await expect(list.getByRole('heading', { name: /Intelligence Reports/ })).toBeVisible();
  return list;
}

async function search(page: Page, list: Locator, term: string): Promise<void> {
  const answered = page.waitForResponse((r) => isList(r) && listParam(r, 'search') === term);
  const box = list.getByRole('searchbox', { name: 'Search intelligence reports' });
  await box.fill(term);
  await box.press('Enter');
  await answered;
}

const ourRow = (list: Locator) => list.locator('tbody.fiu-datatable__body tr', { hasText: REFERENCE });
/** The §6 buttons sit in the row's menu ('Actions for REF'). */
const rowMenu = (list: Locator): Promise<Locator> => openRowMenu(list, REFERENCE);

test('unit staff add and disseminate a report; the partner downloads the zip; sorting, filter and the Interim button', async ({ page, browser }) => {
  // ── Unit staff: add a report with a real PDF ──────────────────────────────────────────────────────
  await signIn(page, 'analyst', 'fiu');
  let list = await openReports(page);
  expect((await readTable(list)).rows.length).toBeGreaterThan(0); // the demo reports
  await expect(list.getByRole('link', { name: 'Download Decryption Tool' })).toHaveAttribute('href', '/downloads/fiu-decryption-tool.zip');
  await page.screenshot({ path: `${SHOTS}/ireport-analyst-1280.png`, fullPage: true });

  // Sorting: only disseminated date and downloaded, toggling.
  const { headers } = await readTable(list);
  expect(headers.slice(0, 8)).toEqual(['FIU Reference', 'Case Reference', 'Type', 'Title', 'Organisation', 'Downloaded', 'Number of Files', 'Disseminated']);
  await expect(list.getByRole('columnheader', { name: 'Title', exact: true }).getByRole('button')).toHaveCount(0);
  let sorted = page.waitForResponse((r) => isList(r) && listParam(r, 'ordering') === 'disseminated_on');
  await list.getByRole('columnheader', { name: 'Disseminated', exact: true }).getByRole('button').click();
  await sorted;
  sorted = page.waitForResponse((r) => isList(r) && listParam(r, 'ordering') === '-disseminated_on');
  await list.getByRole('columnheader', { name: 'Disseminated', exact: true }).getByRole('button').click();
  await sorted;
  sorted = page.waitForResponse((r) => isList(r) && listParam(r, 'ordering') === '-downloaded');
  await list.getByRole('columnheader', { name: 'Downloaded', exact: true }).getByRole('button').click();
  await sorted;
  await expect.poll(async () => (await readColumn(list, 'Downloaded'))[0]).toBe('Yes');

  await list.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(`${API}/ireport/new`);
  const form = page.locator('fiu-ir-form');
  await expect(form.getByLabel('Authorized by')).toHaveValue('Director/CEO (FIU)');
  await expect(form.locator('select[name="report_type"]')).toHaveValue('RFI');
  // Live validation: .pdf only, judged when the file is chosen.
  const file = form.locator('input[type="file"]');
  await file.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]) });
  await expect(form.getByText('photo.png is not a PDF file. Choose a PDF file.')).toBeVisible();
  await file.setInputFiles({ name: 'Kano couriers.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByLabel('Organisation').selectOption('eca');
  await form.getByLabel('Title').fill(TITLE);
  await form.getByLabel('FIU Reference').fill(REFERENCE);
  await form.getByLabel('Case Reference').fill(`ECA/CASE/${suffix}`);
  await page.screenshot({ path: `${SHOTS}/ireport-form-1280.png`, fullPage: true });
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/intelligence');
  await form.locator('button[type="submit"]').click();
  expect((await created).status()).toBe(201);
  await expect(page).toHaveURL(`${API}/ireport`);

  // ── Disseminate, after the confirmation that says it cannot be undone ─────────────────────────────
  list = page.locator('fiu-ir-list');
  await search(page, list, REFERENCE);
  await expect(ourRow(list)).toHaveCount(1);
  await expect(ourRow(list)).toContainText('Not disseminated');
  await (await rowMenu(list)).getByRole('menuitem', { name: 'Disseminate' }).click();
  const dialog = list.getByRole('alertdialog');
  await expect(dialog).toContainText('Dissemination cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect((await rowMenu(list)).getByRole('menuitem', { name: 'Disseminate' })).toBeVisible();
  await list.getByRole('menuitem', { name: 'Disseminate' }).click();
  const put = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/intelligence/'));
  await list.getByRole('alertdialog').getByRole('button', { name: 'Disseminate' }).click();
  expect((await put).status()).toBe(200);
  await expect(ourRow(list)).not.toContainText('Not disseminated');
  // Disseminated once: the menu no longer offers it.
  await expect((await rowMenu(list)).getByRole('menuitem')).toHaveText(['Download', 'Interim', 'Final', 'Edit']);
  await page.keyboard.press('Escape');

  // ── A partner organisation user: eca's admin sees it, downloads the zip, sees Downloaded Yes ─────
  const partner = await browser.newContext({ baseURL: API, viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const p2 = await partner.newPage();
  await signIn(p2, 'admin', 'eca');
  const eca = await openReports(p2);
  await search(p2, eca, REFERENCE);
  await expect(ourRow(eca)).toHaveCount(1);
  await expect(ourRow(eca)).toContainText('Request for Information');
  expect(await readColumn(eca, 'Downloaded')).toEqual(['No']);
  const downloading = p2.waitForEvent('download');
  await (await rowMenu(eca)).getByRole('menuitem', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${REFERENCE.replace(/\//g, '_')}.zip`);
  const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const pdfs = Object.keys(zip).filter((name) => name.endsWith('.pdf'));
  expect(pdfs).toHaveLength(1);
  // The PDF is eca's marked copy (tests/e2e/ireport-mark.spec.ts reads the mark): the manifest names the original.
  expect(Buffer.from(zip[pdfs[0]!]!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(JSON.parse(new TextDecoder().decode(zip['manifest.json']))).toMatchObject({ recipient: 'eca', report: { internal_reference: REFERENCE }, files: [{ original_sha256: createHash('sha256').update(PDF).digest('hex'), marked: true }] });
  await expect.poll(() => readColumn(eca, 'Downloaded')).toEqual(['Yes']);

  // The downloads filter: Not Downloaded leaves it out, Downloaded keeps it.
  let filtered = p2.waitForResponse((r) => isList(r) && listParam(r, 'downloaded') === 'false');
  await eca.getByLabel('Downloads').selectOption({ label: 'Not Downloaded' });
  await filtered;
  await expect(ourRow(eca)).toHaveCount(0);
  filtered = p2.waitForResponse((r) => isList(r) && listParam(r, 'downloaded') === 'true');
  await eca.getByLabel('Downloads').selectOption({ label: 'Downloaded' });
  await filtered;
  await expect(ourRow(eca)).toHaveCount(1);

  // The Interim button of an RFI without feedback leads to the reactive interim form; Final waits for it.
  const menu = await rowMenu(eca);
  await expect(menu.getByRole('menuitem')).toHaveText(['Download', 'Interim', 'Final']);
  await expect(menu.getByRole('menuitem', { name: 'Final' })).toBeDisabled();
  await menu.getByRole('menuitem', { name: 'Interim' }).click();
  await expect(p2).toHaveURL(`${API}/rifeedback`);
  // The questionnaire opens on this report (its reference shown as the case reference).
  await expect(p2.locator('fiu-feedback-form')).toContainText(REFERENCE);
  await partner.close();

  // Another organisation never sees eca's report.
  const cbn = await apiSignIn(page.request, 'cbnadmin', 'cbn');
  const other = await page.request.get(`${API}/api/intelligence?search=${encodeURIComponent(REFERENCE)}`, { headers: cbn });
  expect(other.status()).toBe(200);
  expect(await other.json()).toMatchObject({ count: 0, results: [] });
});

test('the register at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'ceo', 'eca');
  await page.goto('/ireport');
  const list = page.locator('fiu-ir-list');
  await expect(list.getByRole('link', { name: 'Download Decryption Tool' })).toBeVisible(); // the investigator
  await expect(list.locator('.fiu-datatable__card').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ireport-ceo-390.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
