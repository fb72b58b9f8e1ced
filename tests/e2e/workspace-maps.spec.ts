/**
 * The workspace's maps in the built app under its real CSP (issue 10 items 2, 3, 6): Financial Statement >
 * Machine Learning (the places of the demo subjects' narrations, a cluster click zooms in, the route drawn in the
 * chosen mode and colour) and Call Details > Map (the demo subjects' calls as clusters; a call's popup).
 * Screenshots at 1280 and 390 px.
 */
import { expect, test, type Locator, type Page } from './support/fixture';
import { signIn, tabSessionHeaders } from './support/demo';
import { API } from './support/ports';

const SHOTS = 'test-results/screens';
const YEAR = { start: '2025-01-01', stop: '2025-12-31' };

interface Ner {
  LOC: { Name: string }[];
  LOCLOC: unknown[];
  PERSON: { Name: string }[];
  ORG: { Name: string }[];
}

/**
 * Demo subjects whose narrations in 2025 name places, found through the API: the first 30 subjects (an analysis
 * takes up to 50), so that enough places lie near each other to cluster.
 */
async function subjectsWithPlaces(page: Page): Promise<{ ids: string[]; ner: Ner }> {
  const headers = await tabSessionHeaders(page);
  const list = await page.request.get(`${API}/api/suspects?pager=limit&limit=30&offset=0`, { headers });
  const ids = ((await list.json()) as { results: { id: string }[] }).results.map((s) => s.id);
  const res = await page.request.get(`${API}/api/analysis/ner?${ids.map((s) => `Suspect=${s}`).join('&')}&start=${YEAR.start}&end=${YEAR.stop}`, { headers });
  const ner = (await res.json()) as Ner;
  expect(ner.LOC.length, 'places named in the demo narrations').toBeGreaterThan(5);
  expect(ner.LOCLOC.length).toBeGreaterThan(1);
  expect(ner.PERSON.length).toBeGreaterThan(0);
  return { ids, ner };
}

/** The workspace at /cdr for `ids` over the demo year, as a host page sets it up (properties and attributes). */
async function openWorkspace(page: Page, ids: string[]): Promise<Locator> {
  await page.goto('/cdr');
  const ws = page.locator('fiu-analysis-workspace');
  await ws.evaluate(
    (el, { ids, period }) => {
      el.setAttribute('start', period.start);
      el.setAttribute('stop', period.stop);
      (el as HTMLElement & { subjects: string[] }).subjects = ids;
    },
    { ids, period: YEAR },
  );
  await expect(ws.getByRole('tab', { name: 'Financial Statement' })).toBeVisible();
  return ws;
}

const zoomOf = (map: Locator) => map.locator('.fiu-map__canvas').getAttribute('data-zoom').then(Number);

async function shots(page: Page, ws: Locator, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300); // the map follows its container's size
    const sideways = await ws.evaluate((host) => {
      const el = host.shadowRoot!.querySelector<HTMLElement>('.fiu-an')!;
      return el.scrollWidth > el.clientWidth + 1;
    });
    expect(sideways, `${name} at ${width} px scrolls sideways`).toBe(false);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('workspace maps', () => {
  test.setTimeout(120_000);

  test('Machine Learning: the places as markers, a cluster click zooms in, the route in the chosen mode and colour, the name grids', async ({ page }) => {
    await signIn(page, 'analyst', 'fiu');
    const { ids, ner } = await subjectsWithPlaces(page);
    const ws = await openWorkspace(page, ids);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/analysis/ner');
    await ws.getByRole('tab', { name: 'Machine Learning' }).click();
    expect((await answer).status()).toBe(200);

    const map = ws.locator('.fiu-ml .fiu-map');
    const canvas = map.locator('.fiu-map__canvas');
    await expect(canvas).toHaveAttribute('data-markers', /\d+/);
    // §9: 640 px tall, zoom 10 at 9.0831973 / 7.4688447.
    expect((await canvas.boundingBox())!.height).toBeCloseTo(640, 0);
    expect(await zoomOf(map)).toBe(10);

    // The route: a blue line of weight 6 and opacity 0.5, solid when driving; red and dotted when asked.
    const route = map.locator('path.fiu-map__route');
    await expect(route).toHaveCount(1);
    await expect(route).toHaveAttribute('stroke', 'blue');
    await expect(route).toHaveAttribute('stroke-width', '6');
    await expect(route).toHaveAttribute('stroke-opacity', '0.5');
    await ws.getByLabel('Route color').selectOption('red');
    await expect(route).toHaveAttribute('stroke', 'red');
    await ws.getByLabel('Set mode').selectOption('walking');
    await expect(route).toHaveAttribute('stroke-dasharray', '2 12');
    await expect(ws.locator('.fiu-ml__route')).toContainText('walking. No road routing is available offline.');
    // §9's view is Abuja at zoom 10; 'Show all places' fits the view to the places and the route, which is painted.
    await ws.getByRole('button', { name: 'Show all places' }).click();
    await expect.poll(() => zoomOf(map)).toBeLessThan(10);
    await expect.poll(() => route.evaluate((p) => (p as SVGPathElement).getTotalLength())).toBeGreaterThan(100);
    await shots(page, ws, 'workspace-ml-route');

    // Zoomed out over the country, the places are markers or clusters; a cluster's click zooms in.
    await ws.getByRole('button', { name: 'Show all places' }).click();
    await expect.poll(() => zoomOf(map)).toBeLessThan(10);
    const markers = map.locator('.leaflet-marker-icon.fiu-map__marker, .leaflet-marker-icon.fiu-map__cluster-icon');
    await expect(markers.first()).toBeVisible();
    // Out until places near each other merge into a cluster.
    const cluster = map.locator('.leaflet-marker-icon.fiu-map__cluster-icon[aria-label$="zoom in"]').first();
    const zoomOut = map.getByRole('button', { name: 'Zoom out' });
    for (let i = 0; i < 5 && (await cluster.count()) === 0 && !(await zoomOut.getAttribute('class'))!.includes('leaflet-disabled'); i++) {
      const z = await zoomOf(map);
      await zoomOut.click();
      await expect.poll(() => zoomOf(map)).toBeLessThan(z);
      await page.waitForTimeout(400); // the zoom animation, then the redraw at its end
    }
    await expect(cluster).toBeVisible();
    await expect(cluster).toHaveAttribute('aria-label', /^Cluster of \d+ places: zoom in$/);
    const before = await zoomOf(map);
    await cluster.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => zoomOf(map)).toBeGreaterThan(before);

    // The two grids hold the server's names.
    const persons = ws.getByRole('table', { name: 'Person names' });
    await expect(persons.getByRole('row')).toHaveCount(ner.PERSON.length + 1);
    await expect(persons.getByRole('cell', { name: ner.PERSON[0]!.Name, exact: true }).first()).toBeVisible();
    await expect(ws.getByRole('table', { name: 'Organisation names' }).getByRole('row')).toHaveCount(ner.ORG.length + 1);
  });

  test('Call Details > Map: the subjects’ calls as clusters with counts; a cluster click zooms in; a call’s popup', async ({ page }) => {
    await signIn(page, 'analyst', 'fiu');
    const { ids } = await subjectsWithPlaces(page);
    const ws = await openWorkspace(page, ids);
    await ws.getByRole('tab', { name: 'Call Details' }).click();
    const mapTab = ws.getByRole('tab', { name: 'Map', exact: true });
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cdr/points');
    await mapTab.click();
    const body = (await (await answer).json()) as { rows: unknown[] };
    expect(body.rows.length).toBeGreaterThan(0);

    const map = ws.locator('.fiu-calls-map .fiu-map');
    const canvas = map.locator('.fiu-map__canvas');
    await expect(canvas).toHaveAttribute('data-markers', /\d+/);
    expect((await canvas.boundingBox())!.height).toBeCloseTo(500, 0);
    expect(await zoomOf(map)).toBe(5);
    await expect(ws.locator('.fiu-calls-map__bar > [role="status"]')).toHaveText(`${body.rows.length.toLocaleString('en-GB')} calls with a recorded cell site.`);
    const clusters = map.locator('.leaflet-marker-icon.fiu-map__cluster-icon');
    await expect(clusters.first()).toBeVisible();
    const sum = await clusters.evaluateAll((els) => els.reduce((n, e) => n + Number(/of ([\d,]+) call/.exec(e.getAttribute('aria-label') ?? '')![1]!.replace(/,/g, '')), 0));
    const pins = await map.locator('.leaflet-marker-icon.fiu-map__dot').count();
    expect(sum + pins).toBe(body.rows.length);
    await shots(page, ws, 'workspace-call-map');

    // Into the clusters until a call (or a stack at one site) opens its popup.
    for (let i = 0; i < 10 && (await map.locator('.fiu-map__popup').count()) === 0; i++) {
      const pin = map.locator('.leaflet-marker-icon.fiu-map__dot').first();
      const stack = map.locator('.leaflet-marker-icon.fiu-map__cluster-icon[aria-label$="list them"]').first();
      if (await pin.isVisible().catch(() => false)) await pin.click();
      else if (await stack.isVisible().catch(() => false)) await stack.click();
      else {
        const before = await zoomOf(map);
        await map.locator('.leaflet-marker-icon.fiu-map__cluster-icon').first().click();
        await expect.poll(() => zoomOf(map)).toBeGreaterThan(before);
        await page.waitForTimeout(400); // the zoom animation
      }
    }
    const popup = map.locator('.fiu-map__popup');
    await expect(popup).toBeVisible();
    await expect(popup.locator('dt').first()).toHaveText('Other number');
    await expect(popup).toContainText('Site');
  });
});
