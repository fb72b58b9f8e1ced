/**
 * The subject form's Map tab in the standalone app, under the app's real Content-Security-Policy
 * (issue 8 item 1). The suite's page watch fails the test on any CSP violation; here we also check what a
 * user sees: the map inside its card, leaflet's zoom controls, and the subject's marker with its label.
 */
import { expect, test, type Locator, type Page } from './support/fixture';
import { API, signIn, tabSessionHeaders } from './support/demo';

const SHOTS = 'test-results/screens';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  expect(b, 'a bounding box').not.toBeNull();
  return b!;
}

/** `inner` lies within `outer` (1 px of rounding allowed). */
function expectInside(inner: Box, outer: Box, what: string): void {
  expect(inner.x, `${what}: left edge`).toBeGreaterThanOrEqual(outer.x - 1);
  expect(inner.y, `${what}: top edge`).toBeGreaterThanOrEqual(outer.y - 1);
  expect(inner.x + inner.width, `${what}: right edge`).toBeLessThanOrEqual(outer.x + outer.width + 1);
  expect(inner.y + inner.height, `${what}: bottom edge`).toBeLessThanOrEqual(outer.y + outer.height + 1);
}

/** A demo subject with a recorded location, read through the API with the tab's own session. */
async function subjectWithLocation(page: Page): Promise<{ id: string; name: string }> {
  const res = await page.request.get(`${API}/api/suspects?limit=20&offset=0`, { headers: await tabSessionHeaders(page) });
  expect(res.status()).toBe(200);
  const { results } = (await res.json()) as { results: { id: string; surname?: string; othernames?: string; latitude?: number | null }[] };
  const found = results.find((s) => typeof s.latitude === 'number');
  expect(found, 'a demo subject with a latitude').toBeTruthy();
  // The form names a subject 'other names, surname'.
  return { id: found!.id, name: [found!.othernames, found!.surname].filter(Boolean).join(' ') };
}

for (const width of [1280, 390]) {
  test(`the subject form's Map tab under the app's CSP at ${width} px: in its card, zoom controls, labelled marker`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'analyst', 'fiu');
    const subject = await subjectWithLocation(page);
    await page.goto(`/list/${encodeURIComponent(subject.id)}`);
    const form = page.locator('fiu-subject-form');
    await form.getByRole('tab', { name: 'Map' }).click();
    const panel = form.getByRole('tabpanel');
    const map = panel.getByRole('region', { name: /^Map: location of / });
    await expect(map).toBeVisible();
    await expect(panel.locator('.fiu-map__loading')).toBeHidden();

    // Leaflet's stylesheet applies (panes are positioned), so tiles, paths and labels line up.
    expect(await map.locator('.leaflet-map-pane').evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
    expect(await map.evaluate((el) => getComputedStyle(el).overflow)).toBe('hidden');

    // The map stays in its card and on the screen.
    const mapBox = await box(map);
    expectInside(mapBox, await box(panel), 'map in its tab panel');
    expect(mapBox.x + mapBox.width, 'map right edge on screen').toBeLessThanOrEqual(width);
    expect(mapBox.height).toBe(500);

    // Zoom controls, inside the map, and they work.
    const zoomIn = map.getByRole('button', { name: 'Zoom in' });
    const zoomOut = map.getByRole('button', { name: 'Zoom out' });
    await expect(zoomIn).toBeVisible();
    await expect(zoomOut).toBeVisible();
    expectInside(await box(zoomIn), mapBox, 'zoom in');

    // The subject's marker with its label, both inside the map.
    const marker = map.locator('.fiu-map__marker');
    await expect(marker).toHaveCount(1);
    await expect(marker).toBeVisible();
    expectInside(await box(marker), mapBox, 'marker');
    const label = map.locator('.fiu-map__label');
    await expect(label).toBeVisible();
    await expect(label).toHaveText(subject.name);
    const labelBox = await box(label);
    const markerBox = await box(marker);
    expect(labelBox.y + labelBox.height, 'label above its marker').toBeLessThanOrEqual(markerBox.y + 2);

    // A neighbour's name sits inside the map, not floating away from it.
    expectInside(await box(map.locator('.fiu-map__country-name', { hasText: 'Niger' }).first()), mapBox, "Niger's name");

    await page.screenshot({ path: `${SHOTS}/map-tab-${width}.png`, fullPage: false });
    await zoomIn.click();
    await expect(marker).toBeVisible();
  });
}
