import { expect, test, type Locator, type Page } from './support/fixture';
import { signIn, tabSessionHeaders } from './support/demo';
import { API } from './support/ports';

// Issue 10 items 1, 6 and 7, as the analyst meets them: the call-records listing for two demo numbers (/cdr with
// the numbers in its route state), the call timeline between a row's two numbers, and the meeting the demo seed
// planted (server db/seed-analysis-meeting.ts) as co-location finds it. The co-location panel itself sits under
// Call Details, which another change builds: until it is in the workspace this test checks the panel's server
// call (GET /api/cdr/colocation) and the component test (CoLocation.test.tsx) checks the panel.

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

    // The planted meeting, for the two subjects alone, over the whole year with the panel's defaults.
    const headers = await tabSessionHeaders(page);
    const q = `${meeting.subjects.map((s) => `Suspect=${s.id}`).join('&')}&start=2025-01-01&end=2025-12-31`;
    const alone = (await (await page.request.get(`${API}/api/cdr/colocation?${q}`, { headers })).json()) as { window: number; distance: number; meetings: Meeting[] };
    expect([alone.window, alone.distance]).toEqual([30, 500]);
    expect(alone.meetings.some((m) => PLANTED.every((id) => m.evidence.some((e) => e.Record_ID === id)))).toBe(true);
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
