import { expect, test, type Locator, type Page } from './support/fixture';
import { signIn, tabSessionHeaders } from './support/demo';
import { API, INVESTIGATE_HOST } from './support/ports';

// Issue 10 done-when, as a new user would (the parts built so far): the analyst picks three demo subjects on
// /tools, opens the workspace, changes the period and sees the dashboard reload with the new period; a partner
// organisation's user is refused /tools and /cdr. Screenshots at 1280 and 390 px.

const SHOTS = 'test-results/screens';

interface Brief {
  id: string;
  othernames: string;
  surname: string;
}

/** Three demo subjects with statement rows in the demo world's year (2025), found through the API. */
async function busySubjects(page: Page): Promise<Brief[]> {
  const headers = await tabSessionHeaders(page);
  const list = await page.request.get(`${API}/api/suspects?pager=limit&limit=50`, { headers });
  const subjects = ((await list.json()) as { results: Brief[] }).results;
  const basic = await page.request.get(`${API}/api/analysis/basic?${subjects.map((s) => `Suspect=${s.id}`).join('&')}&start=2025-01-01&end=2025-12-31`, { headers });
  const groups = ((await basic.json()) as { results: { id: string; items: { Count_Inflow: number; Count_OutFlow: number }[] }[] }).results;
  const busy = new Set(groups.filter((g) => (g.items[0]?.Count_Inflow ?? 0) > 2 && (g.items[0]?.Count_OutFlow ?? 0) > 2).map((g) => g.id));
  return subjects.filter((s) => busy.has(s.id)).slice(0, 3);
}

const nameOf = (s: Brief) => `${s.othernames} ${s.surname}`;

/** The element's frame is wider than the room it has (something sticks out and scrolls sideways). */
const sideways = (screen: Locator, frame: string) =>
  screen.evaluate((host, sel) => {
    const el = host.shadowRoot!.querySelector<HTMLElement>(sel)!;
    return el.scrollWidth > el.clientWidth + 1;
  }, frame);

async function shots(page: Page, screen: Locator, name: string, frame = '.fiu-an'): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150); // the charts follow their container's width
    expect(await sideways(screen, frame), `${name} at ${width} px scrolls sideways`).toBe(false);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('analysis tools and workspace', () => {
  test.setTimeout(120_000);

  test('analyst@fiu picks three subjects on /tools, opens the workspace and changes the period', async ({ page }) => {
    await signIn(page, 'analyst', 'fiu');
    const three = await busySubjects(page);
    expect(three).toHaveLength(3);

    await page.goto('/tools');
    const tools = page.locator('fiu-analysis-tools');
    await expect(tools.getByRole('heading', { name: 'Advanced', exact: true })).toBeVisible();
    await expect(tools.getByRole('tab', { name: 'Advance Analysis' })).toHaveAttribute('aria-selected', 'true');
    for (const [i, s] of three.entries()) {
      if (i > 0) await tools.getByRole('button', { name: 'Add subject' }).click();
      const input = tools.getByLabel(`Subject ${i + 1}`, { exact: true });
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/suspectlookup' && new URL(r.url()).searchParams.get('search') === s.surname);
      await input.fill(s.surname);
      const body = (await (await answer).json()) as { results: Brief[] };
      expect(body.results.length).toBeLessThanOrEqual(5);
      await tools.getByRole('option').filter({ hasText: nameOf(s) }).first().click();
      await expect(input).toHaveValue(nameOf(s));
    }
    await shots(page, tools, 'workspace-tools');

    const firstLoad = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/analysis/basic');
    await tools.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page).toHaveURL(`${API}/cdr`);
    const sent = new URL((await firstLoad).url()).searchParams;
    expect(sent.getAll('Suspect').sort()).toEqual(three.map((s) => s.id).sort());

    const ws = page.locator('fiu-analysis-workspace');
    await expect(ws.getByRole('tab', { name: 'Financial Statement' })).toHaveAttribute('aria-selected', 'true');
    await expect(ws.getByRole('tab', { name: 'Dash board' })).toHaveAttribute('aria-selected', 'true');
    const tree = ws.getByRole('tree');
    await expect(tree.getByRole('treeitem')).toHaveCount(3);
    for (const s of three) await expect(tree.getByRole('treeitem', { name: nameOf(s) })).toBeVisible();
    for (const title of ['Top 10 Highest IN-FLOWS', 'Top 10 Lowest IN-FLOWS', 'Top 10 Highest OUT-FLOWS', 'Top 10 Lowest OUT-FLOWS']) {
      await expect(ws.getByRole('figure', { name: title })).toBeVisible();
    }
    // uPlot drew a canvas for each chart.
    await expect(ws.locator('.fiu-chart canvas').first()).toBeVisible();
    await expect(ws.getByText('Summarized Analysis')).toBeVisible();
    await expect(ws.locator('.fiu-dash__channel').first()).toContainText(/Count: [\d,]+ times/);

    // A new Stop date: the dashboard reloads with it, and the charts say the new period.
    await ws.getByLabel('Start', { exact: true }).fill('01/01/2025');
    const reload = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/analysis/basic' && new URL(r.url()).searchParams.get('end') === '2025-06-30');
    await ws.getByLabel('Stop', { exact: true }).fill('30/06/2025');
    await reload;
    await expect(ws.locator('.fiu-chart__subtitle').first()).toHaveText('1 January 2025 – 30 June 2025');
    await tree.getByRole('treeitem', { name: nameOf(three[1]!) }).click();
    await expect(ws.locator('.fiu-dash__name')).toHaveText(nameOf(three[1]!));
    await shots(page, ws, 'workspace-dashboard');

    // Start after Stop is refused in words, and nothing is asked.
    let asked = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/analysis/basic') asked += 1;
    });
    await ws.getByLabel('Start', { exact: true }).fill('01/07/2025');
    await expect(ws.getByText('Start cannot be after Stop.')).toBeVisible();
    expect(asked).toBe(0);

    // BACK returns to /tools.
    await ws.getByRole('button', { name: 'BACK' }).click();
    await expect(page).toHaveURL(`${API}/tools`);
  });

  test("a partner organisation's user is refused /tools and /cdr with 'Permission Denied'", async ({ page }) => {
    await signIn(page, 'entry', 'eca');
    for (const path of ['/tools', '/cdr']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Permission Denied' })).toBeVisible();
      await expect(page.locator('fiu-analysis-tools, fiu-analysis-workspace')).toHaveCount(0);
    }
    // And the server refuses the workspace's call whatever the page does.
    const headers = await tabSessionHeaders(page);
    const answer = await page.request.get(`${API}/api/analysis/basic?Suspect=x`, { headers });
    expect(answer.status()).toBe(403);
  });

  test('a host page embeds fiu-analysis-workspace for its one subject in investigate mode; BACK returns to the host', async ({ page }) => {
    await page.goto(`${INVESTIGATE_HOST}/workspace.html`);
    const ws = page.locator('fiu-analysis-workspace');
    const tree = ws.getByRole('tree');
    await expect(tree.getByRole('treeitem')).toHaveCount(1);
    await expect(ws.getByRole('figure', { name: 'Top 10 Highest IN-FLOWS' })).toBeVisible();
    await expect(ws.locator('.fiu-chart__subtitle').first()).toHaveText('1 January 2025 – 31 December 2025');
    await expect(ws.locator('.fiu-dash__name')).not.toBeEmpty();
    await shots(page, ws, 'workspace-host');
    await ws.getByRole('button', { name: 'BACK' }).click();
    await expect(page.locator('#host-subject-view')).toBeVisible();
    await expect(page.locator('fiu-analysis-workspace')).toHaveCount(0);
  });
});
