// Builds the gallery, serves it on 127.0.0.1 and screenshots it in Debian's Chromium into /tmp/ui-shots/.
// Usage (from the repo root): node packages/ui/gallery/shoot.mjs
import { createServer } from 'node:http';
import { mkdir, readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { buildGallery } from './build.mjs';

const shots = process.env.UI_SHOTS_OUT ?? '/tmp/ui-shots';
const root = await buildGallery();
await mkdir(shots, { recursive: true });

const types = { '.html': 'text/html', '.js': 'text/javascript' };
const server = createServer(async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
  try {
    const body = await readFile(file);
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const problems = [];

async function open(path, { width = 1280, height = 900, scale = 1 } = {}) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: scale });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${path}: ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${path}: pageerror: ${e.message}`));
  await page.goto(base + path);
  await page.waitForSelector('.fiu-topbar');
  await page.waitForTimeout(300);
  return page;
}
const shot = async (page, name, opts = {}) => {
  await page.screenshot({ path: `${shots}/${name}.png`, ...opts });
  console.log(`${shots}/${name}.png`);
};

try {
  let page = await open('/?only=light');
  await shot(page, 'light-full', { fullPage: true });
  // Keyboard focus: click into a field, Tab onwards so :focus-visible applies.
  await page.getByLabel('First name').first().click();
  await page.keyboard.press('Tab');
  await shot(page, 'focus-input', { clip: await box(page, '.fiu-card:has(.fiu-tabs)') });
  await page.getByLabel('Notes').click();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await shot(page, 'focus-button', { clip: await box(page, '.fiu-card:has(.fiu-tabs)') });
  // The width-reserving ::before must not leak into the accessible name.
  if ((await page.getByRole('tab', { name: 'Details', exact: true }).count()) !== 1) problems.push('tab name is not exactly "Details"');
  await page.getByRole('tab', { name: 'Details' }).focus();
  await page.keyboard.press('ArrowRight');
  await shot(page, 'focus-tab', { clip: await box(page, '.fiu-card:has(.fiu-tabs)') });
  await page.close();

  page = await open('/?only=shadow');
  await shot(page, 'shadow-full', { fullPage: true });
  await page.close();

  // Close-ups at 2x for detail: buttons, table, fields (one focused while invalid), drawer.
  page = await open('/?only=light', { scale: 2 });
  await page.locator('.fiu-form-actions').first().screenshot({ path: `${shots}/zoom-buttons.png` });
  await page.locator('.fiu-card').first().screenshot({ path: `${shots}/zoom-table.png` });
  await page.getByLabel('Last name').first().click();
  await page.locator('.fiu-form-grid').first().screenshot({ path: `${shots}/zoom-fields.png` });
  await page.locator('.fiu-drawer').first().screenshot({ path: `${shots}/zoom-drawer.png` });
  console.log(`${shots}/zoom-{buttons,table,fields,drawer}.png`);
  await page.close();

  page = await open('/?only=shadow&dialog=form');
  await shot(page, 'dialog-form');
  await page.keyboard.press('Escape');
  await page.waitForTimeout(100);
  if (await page.locator('dialog[open]').count()) problems.push('Escape did not close the dialog');
  await page.close();

  page = await open('/?only=shadow&dialog=confirm');
  await shot(page, 'dialog-confirm');
  await page.close();

  page = await open('/?only=shadow&toasts');
  await shot(page, 'toasts');
  await page.close();

  page = await open('/?only=light', { width: 420, height: 800 });
  await shot(page, 'narrow');
  await page.getByRole('button', { name: 'Menu' }).click();
  await shot(page, 'narrow-menu');
  await page.close();

  page = await open('/preact/?only=shadow');
  await shot(page, 'preact-shadow', { fullPage: true });
  await page.getByRole('tab', { name: 'Details' }).focus();
  await page.keyboard.press('ArrowRight');
  const selected = await page.getByRole('tab', { selected: true }).textContent();
  if (selected !== 'Accounts') problems.push(`preact: ArrowRight selected ${selected}`);
  await page.getByRole('button', { name: 'Add subject' }).click();
  await shot(page, 'preact-dialog');
  await page.keyboard.press('Escape');
  await page.waitForTimeout(100);
  if (await page.locator('dialog[open]').count()) problems.push('preact: Escape did not close the dialog');
  const focused = await page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.textContent;
  });
  if (focused !== 'Add subject') problems.push(`preact: focus after close on ${focused}`);
  await page.close();

  page = await open('/preact/?only=shadow&toasts');
  await shot(page, 'preact-toasts');
  await page.close();
} finally {
  await browser.close();
  server.close();
}
console.log(problems.length ? `PROBLEMS:\n${problems.join('\n')}` : 'no console errors');

async function box(page, selector) {
  const b = await page.locator(selector).first().boundingBox();
  return { x: Math.max(0, b.x - 8), y: Math.max(0, b.y - 8), width: b.width + 16, height: Math.min(b.height + 16, 900) };
}
