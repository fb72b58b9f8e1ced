import { expect, test, type Locator, type Page } from './support/fixture';
import { signIn, tabSessionHeaders } from './support/demo';
import { API } from './support/ports';

// Issue 10 items 1, 6 and 7, as the analyst meets them: the call-records listing for two demo numbers (/cdr with
// the numbers in its route state), the call timeline between a row's two numbers, and the meeting the demo seed
// planted (server db/seed-analysis-meeting.ts) found by the co-location panel under Call Details.

const SHOTS = 'test-results/screens';
const PLANTED = ['SEED-CDR-MEET-1', 'SEED-CDR-MEET-2'];

interface Meeting {
  subjects: { id: string; name: string; phone: string }[];
  sites: string[];
  first: string;
  last: string;
  evidence: { Record_ID: string }[];
}

/**
 * The planted meeting. The seed plants it for the first two subjects with a phone in id order (as its world is
 * made): the first 50 subject ids in that order hold them, and one co-location call over them finds it.
 */
async function plantedMeeting(page: Page): Promise<Meeting> {
  const headers = await tabSessionHeaders(page);
  const ids: string[] = [];
  for (;;) {
    const list = await page.request.get(`${API}/api/suspects?pager=limit&limit=100&offset=${ids.length}`, { headers });
    const subjects = ((await list.json()) as { results: { id: string }[] }).results;
    if (subjects.length === 0) break;
    ids.push(...subjects.map((s) => s.id));
  }
  const first = ids.sort().slice(0, 50);
  const q = `${first.map((id) => `Suspect=${id}`).join('&')}&start=2025-06-14&end=2025-06-14&window=30&distance=0`;
  const answer = await page.request.get(`${API}/api/cdr/colocation?${q}`, { headers });
  expect(answer.status()).toBe(200);
  const { meetings } = (await answer.json()) as { meetings: Meeting[] };
  const found = meetings.find((m) => PLANTED.every((id) => m.evidence.some((e) => e.Record_ID === id)));
  if (!found) throw new Error(`the demo seed planted no meeting (${ids.length} subjects, ${meetings.length} meetings that day)`);
  return found;
}

/** The element's frame is wider than the room it has (something sticks out and scrolls sideways). */
const sideways = (screen: Locator, frame: string) =>
  screen.evaluate((host, sel) => {
    const el = host.shadowRoot!.querySelector<HTMLElement>(sel)!;
    return el.scrollWidth > el.clientWidth + 1;
  }, frame);

async function shots(page: Page, screen: Locator, name: string, frame: string | null = '.fiu-cdrlist'): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    if (frame) expect(await sideways(screen, frame), `${name} at ${width} px scrolls sideways`).toBe(false);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The focused element, through shadow roots. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.getAttribute('aria-label') ?? el?.textContent ?? null;
  });

test.describe('call records', () => {
  test.setTimeout(120_000);

  test('analyst@fiu lists two numbers’ calls, opens the timeline between two numbers, and co-location finds the planted meeting', async ({ page }) => {
    await signIn(page, 'analyst', 'fiu');
    const meeting = await plantedMeeting(page);
    expect(meeting.subjects).toHaveLength(2);
    expect(meeting.sites).toHaveLength(1);
    expect(Date.parse(meeting.last) - Date.parse(meeting.first)).toBe(7 * 60_000);
    const numbers = meeting.subjects.map((s) => s.phone);

    // The analysis screens hand /cdr its route state with fiu-navigate, as /tools does.
    await page.goto('/tools');
    await expect(page.locator('fiu-analysis-tools').getByRole('heading', { name: 'Advanced', exact: true })).toBeVisible();
    const firstPage = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cdr' && r.request().method() === 'GET');
    await page.evaluate((state) => {
      document.querySelector('fiu-analysis-tools')!.dispatchEvent(new CustomEvent('fiu-navigate', { detail: { path: '/cdr', state }, bubbles: true, composed: true }));
    }, { numbers });
    await expect(page).toHaveURL(`${API}/cdr`);
    const calls = page.locator('fiu-call-records');
    await expect(calls.getByRole('heading', { name: 'Call Records', exact: true })).toBeVisible();
    const answer = await firstPage;
    const sent = new URL(answer.url()).searchParams;
    expect(sent.getAll('originating_number')).toEqual(numbers);
    expect(sent.get('limit')).toBe('100');
    const body = (await answer.json()) as { count: number; results: { originating_number: string; terminating_number: string }[] };
    expect(body.count).toBeGreaterThan(0);

    const table = calls.getByRole('table', { name: 'Call records' });
    const rows = table.locator('tbody tr').filter({ has: page.getByRole('button', { name: /^Timeline of the calls between/ }) });
    await expect(rows).toHaveCount(Math.min(body.count, 100));
    for (const header of ['terminating_number', 'originating_number', 'call_type', 'call_duration', 'cdr_ts', 'calling_subscriber_name', 'called_subscriber_name']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(rows.first()).toContainText(/\d+ seconds/);
    await expect(calls.getByText(`1-${Math.min(body.count, 100)} of ${body.count}`)).toBeVisible();
    await shots(page, calls, 'call-records');

    // A click on a row opens the timeline between its two numbers.
    const { originating_number: a, terminating_number: b } = body.results[0]!;
    const timeline = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cdr/timeline');
    await rows.first().locator('td').nth(4).click();
    const between = (await (await timeline).json()) as { results: { call_type: string; call_duration: number }[] };
    const dialog = calls.getByRole('dialog', { name: `Calls between ${a} and ${b}` });
    await expect(dialog).toBeVisible();
    const items = dialog.getByRole('list', { name: `Calls between ${a} and ${b}` }).getByRole('listitem');
    await expect(items).toHaveCount(between.results.length);
    for (const [i, c] of between.results.slice(0, 5).entries()) {
      await expect(items.nth(i)).toContainText(`${c.call_type} · ${c.call_duration} seconds`);
      await expect(items.nth(i)).toHaveAttribute('data-kind', c.call_type.startsWith('SMS') ? 'sms' : 'voice');
    }
    await shots(page, calls, 'call-records-timeline', null);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // From the keyboard: the row's Timeline button opens it, Escape closes it, focus returns to the button.
    const opener = rows.nth(Math.min(1, body.count - 1)).getByRole('button', { name: /^Timeline of the calls between/ });
    const label = await opener.getAttribute('aria-label');
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(calls.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calls.getByRole('dialog')).toHaveCount(0);
    expect(await focused(page)).toBe(label);

    // Sorting asks the server.
    const sorted = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/cdr' && new URL(r.url()).searchParams.get('sort') === '-call_duration');
    await table.getByRole('button', { name: 'call_duration' }).click();
    await sorted;

    // The co-location panel under Call Details finds the planted meeting for the two subjects, with the panel's
    // defaults (30 minutes, 500 m) over the workspace's default period; its call records open from the keyboard.
    const coloc = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cdr/colocation');
    await page.evaluate((state) => {
      document.querySelector('fiu-call-records')!.dispatchEvent(new CustomEvent('fiu-navigate', { detail: { path: '/cdr', state }, bubbles: true, composed: true }));
    }, { subjects: meeting.subjects.map((s) => s.id), tab: 'calls' });
    const ws = page.locator('fiu-analysis-workspace');
    await expect(ws.getByRole('tab', { name: 'Call Details', exact: true }).first()).toHaveAttribute('aria-selected', 'true');
    const asked = new URL((await coloc).url()).searchParams;
    expect(asked.getAll('Suspect').sort()).toEqual(meeting.subjects.map((s) => s.id).sort());
    expect([asked.get('window'), asked.get('distance')]).toEqual(['30', '500']);
    const panel = ws.getByRole('region', { name: 'Co-location' });
    const names = meeting.subjects.map((s) => s.name);
    const finding = panel.getByRole('button', { name: new RegExp(`at ${meeting.sites[0]}`) }).filter({ hasText: names[0]! }).filter({ hasText: '14 June 2025' });
    await expect(finding).toHaveCount(1);
    await expect(finding).toHaveAttribute('aria-expanded', 'false');
    await finding.focus();
    await page.keyboard.press('Enter');
    await expect(finding).toHaveAttribute('aria-expanded', 'true');
    const records = panel.getByRole('region', { name: /^Call records: / });
    await expect(records.locator('tbody tr')).toHaveCount(2);
    for (const s of meeting.subjects) await expect(records).toContainText(s.phone);
    await shots(page, ws, 'workspace-colocation', '.fiu-an');
  });

  test('analyst@fiu opens the Pivot Table, Map and Network graph of two numbers: sums, clusters, the numbers’ nodes, a tap shows data', async ({ page }) => {
    await signIn(page, 'analyst', 'fiu');
    const headers = await tabSessionHeaders(page);
    // The two demo numbers that made the most calls among the first subjects' phones.
    const list = await page.request.get(`${API}/api/suspects?pager=limit&limit=50`, { headers });
    const ids = ((await list.json()) as { results: { id: string }[] }).results.map((x) => x.id);
    const made = await page.request.get(`${API}/api/cdr/range?${ids.map((id) => `Suspect=${id}`).join('&')}&direction=originating&limit=10000`, { headers });
    const by = new Map<string, number>();
    for (const c of ((await made.json()) as { results: { originating_number: string }[] }).results) by.set(c.originating_number, (by.get(c.originating_number) ?? 0) + 1);
    const numbers = [...by].sort((a, b) => b[1] - a[1]).slice(0, 2).map(([n]) => n);
    expect(numbers).toHaveLength(2);
    const count = (await (await page.request.get(`${API}/api/cdr?${numbers.map((n) => `originating_number=${n}`).join('&')}&limit=1`, { headers })).json()) as { count: number };
    expect(count.count).toBeGreaterThan(0);

    await page.goto('/tools');
    await expect(page.locator('fiu-analysis-tools').getByRole('heading', { name: 'Advanced', exact: true })).toBeVisible();
    await page.evaluate((state) => {
      document.querySelector('fiu-analysis-tools')!.dispatchEvent(new CustomEvent('fiu-navigate', { detail: { path: '/cdr', state }, bubbles: true, composed: true }));
    }, { numbers });
    const calls = page.locator('fiu-call-records');
    const views = calls.getByRole('tablist', { name: 'Call records views' });
    await expect(views.getByRole('tab')).toHaveText(['Call Records', 'Pivot Table', 'Map', 'Network graph']);
    // The tab bar: one row at 1280 px; at 390 px the tabs wrap rather than hide past the edge (each lies inside the list).
    const tabBoxes = async () => Promise.all((await views.getByRole('tab').all()).map(async (t) => (await t.boundingBox())!));
    expect(new Set((await tabBoxes()).map((b) => Math.round(b.y))).size).toBe(1);
    await page.setViewportSize({ width: 390, height: 900 });
    const room = (await views.boundingBox())!;
    for (const box of await tabBoxes()) expect(box.x + box.width).toBeLessThanOrEqual(room.x + room.width + 0.5);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Pivot Table: calls by the other party and month, summed on the server; the grand total is every call listed.
    const pivotAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cdr/pivot');
    await views.getByRole('tab', { name: 'Pivot Table' }).click();
    expect((await pivotAnswer).status()).toBe(200);
    const pivot = calls.getByRole('region', { name: 'Pivot Table: Calls by terminating_number and month' });
    await expect(pivot).toBeVisible();
    await expect(pivot.locator('tfoot td').last()).toHaveText(count.count.toLocaleString('en-NG'));
    const firstRow = (await pivot.locator('tbody tr').first().locator('td').allTextContents()).map((t) => Number(t.replace(/,/g, '') || '0'));
    expect(firstRow.slice(0, -1).reduce((a, b) => a + b, 0)).toBe(firstRow.at(-1));
    await shots(page, calls, 'call-records-pivot');

    // Map: the numbers' calls as clusters with counts that add up to the calls drawn.
    const mapAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cdr/map');
    await views.getByRole('tab', { name: 'Map' }).click();
    const points = (await (await mapAnswer).json()) as { rows: unknown[] };
    expect(points.rows.length).toBeGreaterThan(0);
    const map = calls.locator('.fiu-calls-map .fiu-map');
    await expect(map.locator('.fiu-map__canvas')).toHaveAttribute('data-markers', /\d+/);
    const clusters = map.locator('.leaflet-marker-icon.fiu-map__cluster-icon');
    await expect(clusters.first()).toBeVisible();
    const sum = await clusters.evaluateAll((els) => els.reduce((n, e) => n + Number(/of ([\d,]+) call/.exec(e.getAttribute('aria-label') ?? '')![1]!.replace(/,/g, '')), 0));
    expect(sum + (await map.locator('.leaflet-marker-icon.fiu-map__dot').count())).toBe(points.rows.length);
    await shots(page, calls, 'call-records-map');

    // Network graph: the numbers are nodes (listed beside the canvas); a tap on a node centres it and shows its data.
    const graphAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cdr/graph');
    await views.getByRole('tab', { name: 'Network graph' }).click();
    const graph = (await (await graphAnswer).json()) as { nodes: { data: { id: string; type: string; label: string } }[] };
    for (const n of numbers) expect(graph.nodes.some((x) => x.data.id === `phone:${n}`)).toBe(true);
    const canvas = calls.locator('.fiu-graph__canvas');
    await expect(canvas).toHaveAttribute('data-state', 'ready');
    expect((await calls.locator('.fiu-graph').boundingBox())!.height).toBeCloseTo(800, 0);
    const nodes = calls.getByRole('navigation', { name: 'Nodes of the graph' });
    for (const n of numbers) await expect(nodes.getByRole('button', { name: new RegExp(`^${n}`) }).first()).toBeVisible();
    // Where cytoscape drew the second number's node (the library's own registry on its container), and its zoom.
    const drawn = await canvas.evaluate((el, id) => {
      const cy = (el as unknown as { _cyreg: { cy: { zoom(): number; minZoom(): number; maxZoom(): number; getElementById(id: string): { renderedPosition(): { x: number; y: number } } } } })._cyreg.cy;
      return { zoom: cy.zoom(), min: cy.minZoom(), max: cy.maxZoom(), at: cy.getElementById(id).renderedPosition() };
    }, `phone:${numbers[1]}`);
    expect(drawn).toMatchObject({ zoom: 1.2, min: 0.3, max: 4 });
    const box = (await canvas.boundingBox())!;
    expect(drawn.at.x).toBeGreaterThan(0);
    expect(drawn.at.x).toBeLessThan(box.width);
    await page.mouse.click(box.x + drawn.at.x, box.y + drawn.at.y);
    const label = graph.nodes.find((x) => x.data.id === `phone:${numbers[1]}`)!.data.label;
    await expect(calls.locator('#fiu-netgraph-node')).toHaveText(`Phone: ${label}`);
    await expect(calls.locator('.fiu-netgraph__links')).toContainText(/owns_phone|calls/);
    // Centred: the tapped node moves to the middle of the canvas.
    await expect.poll(async () => {
      const at = await canvas.evaluate((el, id) => (el as unknown as { _cyreg: { cy: { getElementById(id: string): { renderedPosition(): { x: number; y: number } } } } })._cyreg.cy.getElementById(id).renderedPosition(), `phone:${numbers[1]}`);
      return Math.round(Math.abs(at.x - box.width / 2) + Math.abs(at.y - box.height / 2));
    }).toBeLessThan(4);
    // From the keyboard: the list beside the graph does what a tap does.
    await nodes.getByRole('button', { name: new RegExp(`^${numbers[0]}`) }).first().focus();
    await page.keyboard.press('Enter');
    await expect(calls.locator('#fiu-netgraph-node')).toHaveText(new RegExp(`^Phone: ${numbers[0]}`));
    await shots(page, calls, 'call-records-graph');
  });

  test('a partner organisation’s user is refused the listing', async ({ page }) => {
    await signIn(page, 'admin', 'eca');
    await page.goto('/cdr');
    await expect(page.getByRole('heading', { name: 'Permission Denied' })).toBeVisible();
    const headers = await tabSessionHeaders(page);
    const r = await page.request.get(`${API}/api/cdr/colocation?Suspect=x&Suspect=y`, { headers });
    expect(r.status()).toBe(403);
    expect(((await r.json()) as { error: string }).error).toBe('Permission Denied');
  });
});
