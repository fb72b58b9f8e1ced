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
// Which views to shoot: SHOTS=records,forms,camera,map (default: all).
const only = new Set((process.env.SHOTS ?? '').split(',').filter(Boolean));
const want = (name) => only.size === 0 || only.has(name);
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

async function open(path, { width = 1280, height = 900, scale = 1, context } = {}) {
  const page = await (context ?? browser).newPage({ viewport: { width, height }, deviceScaleFactor: scale });
  page.on('dialog', (d) => {
    problems.push(`${path}: a dialog opened (script ran): ${d.message()}`);
    void d.dismiss();
  });
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
  let page;
  if (want('base')) {
  page = await open('/?only=light');
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
  }

  if (want('records')) await shootRecords();
  if (want('forms')) await shootForms();
  if (want('camera')) await shootCamera();
  if (want('map')) await shootMap();
} finally {
  await browser.close();
  server.close();
}
console.log(problems.length ? `PROBLEMS:\n${problems.join('\n')}` : 'no console errors');

async function box(page, selector) {
  const b = await page.locator(selector).first().boundingBox();
  return { x: Math.max(0, b.x - 8), y: Math.max(0, b.y - 8), width: b.width + 16, height: Math.min(b.height + 16, 900) };
}

// ---------- record-screen building blocks (DataTable, FilterPanel, SearchBox, RepeatableList, PhotoField, MapView)

async function shootRecords() {
  let page = await open('/?only=shadow&view=records');
  await shot(page, 'records-shadow', { fullPage: true });
  for (const id of ['g-table-main', 'g-table-loading', 'g-table-first', 'g-table-empty', 'g-table-error']) {
    await page.locator(`#${id}`).screenshot({ path: `${shots}/${id.replace('g-', '')}.png` });
  }
  console.log(`${shots}/table-{main,loading,first,empty,error}.png`);
  // Sorting by keyboard: Tab to the Surname header button, Enter flips it.
  const surname = page.locator('#g-table-main').getByRole('button', { name: 'Surname', exact: true });
  await surname.focus();
  await page.keyboard.press('Enter');
  const th = page.locator('#g-table-main th', { hasText: 'Surname' });
  if ((await th.getAttribute('aria-sort')) !== 'ascending') problems.push(`records: Enter on Surname gave aria-sort=${await th.getAttribute('aria-sort')}`);
  await page.keyboard.press('Enter');
  if ((await th.getAttribute('aria-sort')) !== 'descending') problems.push('records: second Enter did not sort descending');
  await page.locator('#g-table-main').screenshot({ path: `${shots}/table-sorted-focus.png` });
  // Sticky header: scroll the table body, the header stays.
  await page.locator('#g-table-main .fiu-datatable__scroll').evaluate((el) => el.scrollBy(0, 200));
  await page.waitForTimeout(100);
  await page.locator('#g-table-main').screenshot({ path: `${shots}/table-scrolled.png` });
  // SearchBox: a 1-character term says why nothing happened.
  const search = page.getByRole('searchbox', { name: 'Search subjects' });
  await search.fill('a');
  await search.press('Enter');
  await page.locator('.fiu-filter').first().screenshot({ path: `${shots}/filter-panel.png` });
  await search.fill('Okafor');
  await search.press('Enter');
  if (!(await page.getByText('Searching for “Okafor”').count())) problems.push('records: Enter did not search');
  // Enter in a filter field applies the filters.
  await page.getByLabel('Created by').fill('a.bello');
  await page.getByLabel('Created by').press('Enter');
  if (!(await page.getByText('Apply filters (1 set)').count())) problems.push('records: Enter in a filter field did not apply');
  console.log(`${shots}/{table-sorted-focus,table-scrolled,filter-panel}.png`);
  await page.close();

  page = await open('/?only=light&view=records', { scale: 2 });
  await shot(page, 'records-light', { fullPage: true });
  await page.locator('#g-table-main').screenshot({ path: `${shots}/zoom-datatable.png`, clip: undefined });
  await page.close();
  page = await open('/preact/?only=shadow&view=records');
  await page.locator('#g-table-main').getByRole('button', { name: 'Gender', exact: true }).click();
  const g = await page.locator('#g-table-main th', { hasText: 'Gender' }).getAttribute('aria-sort');
  if (g !== 'ascending') problems.push(`preact records: sort click gave ${g}`);
  await shot(page, 'preact-records', { fullPage: true });
  await page.close();
  // Narrow: the table scrolls sideways inside its card, the filter grid drops to one column.
  page = await open('/?only=shadow&view=records', { width: 420, height: 900 });
  await shot(page, 'records-narrow', { fullPage: true });
  const overflow = await page.locator('#g-table-main .fiu-datatable__scroll').evaluate((el) => el.scrollWidth > el.clientWidth);
  if (!overflow) problems.push('records narrow: the table does not scroll sideways');
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  if (pageOverflow) problems.push('records narrow: the page itself scrolls sideways');
  await page.close();
}

async function shootForms() {
  let page = await open('/?only=shadow&view=forms');
  await shot(page, 'forms-shadow', { fullPage: true });
  // Add puts the cursor in the new item's first field.
  await page.getByRole('button', { name: 'Add telephone' }).click();
  const focused = await page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return `${el?.tagName} ${el?.closest('fieldset')?.querySelector('legend')?.textContent}`;
  });
  if (focused !== 'INPUT Telephone 3') problems.push(`forms: after Add, focus on ${focused}`);
  await page.keyboard.type('0803');
  await page.locator('#g-repeat').screenshot({ path: `${shots}/repeat-added.png` });
  await page.getByRole('button', { name: 'Remove Telephone 2' }).click();
  await page.locator('#g-repeat').screenshot({ path: `${shots}/repeat-removed.png` });
  await page.locator('#g-readonly').screenshot({ path: `${shots}/repeat-readonly-dates.png` });
  await page.locator('#g-photo').screenshot({ path: `${shots}/photo-field.png` });
  console.log(`${shots}/{repeat-added,repeat-removed,repeat-readonly-dates,photo-field}.png`);
  await page.close();
  page = await open('/preact/?only=shadow&view=forms');
  await page.getByRole('button', { name: 'Add address' }).click();
  await shot(page, 'preact-forms', { fullPage: true });
  await page.close();
}

async function shootCamera() {
  // Chromium's fake camera (a test pattern) stands in for a webcam; without it, no camera is found.
  const camBrowser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
  try {
    const context = await camBrowser.newContext({ permissions: ['camera'] });
    const page = await open('/?only=shadow&view=forms', { context });
    await page.getByRole('button', { name: 'Start camera' }).click();
    await page.waitForFunction(() => {
      const host = document.getElementById('shadow-host');
      const v = host?.shadowRoot?.querySelector('video');
      return v && v.readyState >= 2 && v.videoWidth > 0;
    });
    await page.waitForTimeout(300);
    await page.locator('#g-photo').screenshot({ path: `${shots}/camera-live.png` });
    await page.getByRole('button', { name: 'Capture' }).click();
    const src = await page.locator('#g-photo .fiu-photo__img').getAttribute('src');
    if (!src?.startsWith('data:image/jpeg;base64,')) problems.push(`camera: captured src ${src?.slice(0, 30)}`);
    const live = await page.evaluate(() => {
      const v = document.getElementById('shadow-host')?.shadowRoot?.querySelector('video');
      return Boolean(v);
    });
    if (live) problems.push('camera: video still shown after capture');
    await page.locator('#g-photo').screenshot({ path: `${shots}/camera-captured.png` });
    await context.close();

    const denied = await camBrowser.newContext({ permissions: [] });
    const p2 = await open('/?only=shadow&view=forms', { context: denied });
    await p2.evaluate(() => {
      // Permission refused, as a user clicking Block would.
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await p2.getByRole('button', { name: 'Start camera' }).click();
    await p2.waitForTimeout(200);
    await p2.locator('#g-photo').screenshot({ path: `${shots}/camera-denied.png` });
    await denied.close();
  } finally {
    await camBrowser.close();
  }
  // The normal browser has no camera at all.
  const page = await open('/?only=shadow&view=forms');
  await page.getByRole('button', { name: 'Start camera' }).click();
  await page.waitForTimeout(500);
  await page.locator('#g-photo').screenshot({ path: `${shots}/camera-none.png` });
  await page.close();
  console.log(`${shots}/camera-{live,captured,denied,none}.png`);
}

async function shootMap() {
  for (const [path, name] of [
    ['/?only=shadow&view=map', 'map-shadow'],
    ['/preact/?only=shadow&view=map', 'preact-map'],
    ['/?only=light&view=map', 'map-light'],
  ]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // Offline: any request that leaves 127.0.0.1 is refused and reported.
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === '127.0.0.1' || url.protocol === 'data:') return route.continue();
      problems.push(`${name}: request to ${url.href}`);
      return route.abort();
    });
    const page = await open(path, { context });
    const root = path.includes('light') ? page.locator('#light') : page.locator('#shadow-host');
    await root.locator('path.fiu-map__land--focus').first().waitFor({ state: 'attached', timeout: 10000 });
    await page.waitForTimeout(400);
    await page.locator('#g-map').screenshot({ path: `${shots}/${name}.png` });
    console.log(`${shots}/${name}.png`);
    const labels = await root.locator('.leaflet-tooltip').allTextContents();
    if (!labels.includes('<img src=x onerror=alert(1)>')) problems.push(`${name}: labels are ${JSON.stringify(labels)}`);
    if (await root.locator('.leaflet-tooltip img').count()) problems.push(`${name}: a label became an <img>`);
    if (!(await root.locator('.leaflet-control-attribution').textContent())?.includes('Boundaries: Natural Earth'))
      problems.push(`${name}: no Natural Earth attribution`);
    const box = await root.locator('.fiu-map__canvas').boundingBox();
    if (!box || Math.round(box.height) !== 500) problems.push(`${name}: map height ${box?.height}`);
    if (await root.locator('.fiu-map__country-name', { hasText: 'Nigeria' }).count()) problems.push(`${name}: Nigeria's name drawn under the markers`);
    // Dragging pans the map inside the shadow root.
    const before = await root.locator('.leaflet-map-pane').getAttribute('style');
    await page.mouse.move(box.x + 600, box.y + 250);
    await page.mouse.down();
    await page.mouse.move(box.x + 500, box.y + 200, { steps: 8 });
    await page.mouse.up();
    await page.waitForTimeout(300);
    if ((await root.locator('.leaflet-map-pane').getAttribute('style')) === before) problems.push(`${name}: drag did not pan`);
    if (name === 'map-shadow') {
      await root.getByRole('button', { name: 'Zoom in' }).click();
      await page.waitForTimeout(500);
      await page.locator('#g-map').screenshot({ path: `${shots}/map-zoom6.png` });
      await root.getByRole('button', { name: 'Zoom out' }).click();
      await root.getByRole('button', { name: 'Zoom out' }).click();
      await page.waitForTimeout(500);
      await page.locator('#g-map').screenshot({ path: `${shots}/map-zoom4.png` });
      // Keyboard: focus the map (after a key press, so :focus-visible applies) and see the ring.
      await page.keyboard.press('Shift');
      await root.locator('.leaflet-container').focus();
      await page.keyboard.press('ArrowLeft');
      await page.waitForTimeout(300);
      await page.locator('#g-map').screenshot({ path: `${shots}/map-focus.png` });
      // Narrow container: the map follows its size.
      await page.setViewportSize({ width: 600, height: 900 });
      await page.waitForTimeout(500);
      await page.locator('#g-map').screenshot({ path: `${shots}/map-narrow.png` });
      console.log(`${shots}/map-{zoom6,zoom4,focus,narrow}.png`);
    }
    await context.close();
  }
}
