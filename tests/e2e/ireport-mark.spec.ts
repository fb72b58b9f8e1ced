import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test, type Locator, type Page } from './support/fixture';
import { API, ORG_NAMES, apiSignIn, signIn } from './support/demo';

// Issue 11 item 5: each downloaded PDF carries a visible per-recipient mark on every page, the zip's manifest
// verifies the delivered and the original files, and the report's History panel lists the download.

const SHOTS = 'test-results/screens';
const suffix = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const REFERENCE = `FIU/IR/MARK/${suffix}`;
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** A three-page report, as a unit would attach it. */
async function threePagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 3; i++) doc.addPage([595, 842]).drawText(`Intelligence report ${suffix}, page ${i}`, { x: 56, y: 760, size: 14, font });
  return Buffer.from(await doc.save());
}

/** Each page's text as a PDF reader extracts it (pdf.js in Node, on the downloaded bytes). */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(bytes), enableXfa: false, useSystemFonts: false, verbosity: 0 });
  const pdf = await task.promise;
  const out: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const { items } = await (await pdf.getPage(n)).getTextContent();
    out.push(items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  await task.destroy();
  return out;
}

const historyRows = async (panel: Locator): Promise<string[][]> =>
  panel.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())));

async function openReportForm(page: Page, id: string): Promise<Locator> {
  await page.goto(`/ireport/${id}`);
  const form = page.locator('fiu-ir-form');
  await expect(form.getByRole('heading', { level: 1 })).toContainText(`Marked copies ${suffix}`);
  return form;
}

test("eca's download: every page carries eca's mark, the manifest verifies, the History panel lists it", async ({ page, browser }) => {
  // ── The unit adds and disseminates a three-page report to eca (through the API: ireport.spec.ts does it on screen)
  const original = await threePagePdf();
  const unit = await apiSignIn(page.request, 'analyst', 'fiu');
  const created = await page.request.post(`${API}/api/intelligence`, {
    headers: unit,
    data: { domain: 'eca', report_title: `Marked copies ${suffix}`, internal_reference: REFERENCE, attachments: [{ attachment: `data:application/pdf;base64,${original.toString('base64')}` }] },
  });
  expect(created.status()).toBe(201);
  const report = (await created.json()) as Record<string, unknown> & { id: string };
  expect((await page.request.put(`${API}/api/intelligence/${report.id}`, { headers: unit, data: { ...report, disseminated: true } })).status()).toBe(200);

  // ── eca's admin downloads the zip from the list ──────────────────────────────────────────────────────
  const partner = await browser.newContext({ baseURL: API, viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const p2 = await partner.newPage();
  await signIn(p2, 'admin', 'eca');
  await p2.goto('/ireport');
  const list = p2.locator('fiu-ir-list');
  const box = list.getByRole('searchbox', { name: 'Search intelligence reports' });
  await box.fill(REFERENCE);
  await box.press('Enter');
  const row = list.locator('tbody.fiu-datatable__body tr', { hasText: REFERENCE });
  await expect(row).toHaveCount(1);
  const downloading = p2.waitForEvent('download');
  const started = new Date();
  // The row's Download: a button of its own, or an item of the row's menu once the list moves its actions there.
  const direct = row.getByRole('button', { name: `Download report ${REFERENCE}` });
  if (await direct.count()) await direct.click();
  else {
    await row.getByRole('button', { name: `Actions for ${REFERENCE}` }).click();
    await list.getByRole('menu', { name: `Actions for ${REFERENCE}` }).getByRole('menuitem', { name: 'Download' }).click();
  }
  const download = await downloading;
  const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const manifest = JSON.parse(new TextDecoder().decode(zip['manifest.json'])) as {
    mark: string;
    recipient: string;
    downloaded_by: string;
    files: { file: string; sha256: string; original_sha256: string; marked: boolean; pages: number }[];
  };

  // The mark: "<organisation> · downloaded <date, time WAT> · <reference>", on every page of the PDF.
  expect(manifest.mark).toMatch(new RegExp(`^${ORG_NAMES.eca} · downloaded \\d{1,2} \\w+ \\d{4}, \\d{2}:\\d{2} WAT · ${REFERENCE.replace(/\//g, '\\/')}$`));
  const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'long', year: 'numeric' }).format(started);
  expect(manifest.mark).toContain(`downloaded ${today}, `);
  expect(manifest).toMatchObject({ recipient: 'eca', downloaded_by: 'admin@eca' });
  const pdfName = Object.keys(zip).find((n) => n.endsWith('.pdf'))!;
  const pages = await pageTexts(zip[pdfName]!);
  expect(pages).toHaveLength(3);
  for (const [i, text] of pages.entries()) {
    expect(text, `page ${i + 1}`).toContain(`page ${i + 1}`);
    expect(text.replace(/\s+/g, ' '), `page ${i + 1}`).toContain(manifest.mark);
  }
  // The manifest verifies: the delivered file's SHA-256, and the original's (what the unit stored).
  expect(manifest.files).toEqual([expect.objectContaining({ file: pdfName, marked: true, pages: 3, sha256: sha256(zip[pdfName]!), original_sha256: sha256(original) })]);

  // ── The History panel: eca sees its own view and download; the unit sees every entry ──────────────────
  let form = await openReportForm(p2, report.id);
  let panel = form.locator('[part="history"]');
  await expect(panel.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect.poll(() => historyRows(panel)).toHaveLength(2);
  const [viewed, downloaded] = await historyRows(panel);
  expect(viewed!.slice(2)).toEqual(['Viewed', ORG_NAMES.eca]);
  expect(downloaded![1]).toContain('admin@eca');
  expect(downloaded!.slice(2)).toEqual(['Downloaded', ORG_NAMES.eca]);
  await panel.scrollIntoViewIfNeeded();
  await p2.screenshot({ path: `${SHOTS}/ireport-history-eca-1280.png`, fullPage: true });
  await partner.close();

  await signIn(page, 'analyst', 'fiu');
  form = await openReportForm(page, report.id);
  panel = form.locator('[part="history"]');
  await expect.poll(async () => (await historyRows(panel)).map((r) => r[2])).toEqual(['Viewed', 'Viewed', 'Downloaded', 'Disseminated', 'Created']);
  const rows = await historyRows(panel);
  expect(rows[1]!.slice(1)).toEqual([expect.stringContaining('admin@eca'), 'Viewed', ORG_NAMES.eca]);
  expect(rows[2]!.slice(1)).toEqual([expect.stringContaining('admin@eca'), 'Downloaded', ORG_NAMES.eca]);
  expect(rows[0]![3]).toBe(ORG_NAMES.fiu);
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/ireport-history-analyst-1280.png`, fullPage: true });

  // At phone width each entry stacks as labelled lines, without sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel.locator('thead')).toHaveCSS('position', 'absolute');
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/ireport-history-analyst-390.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
