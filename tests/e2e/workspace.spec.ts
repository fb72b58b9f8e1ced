import { read, utils } from 'xlsx';
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

const YEAR = { start: '2025-01-01', end: '2025-12-31' };
/** The spec's example filter: weekends with an inflow over 5 million. */
const WEEKEND_OVER_5M = {
  type: 'group',
  join: 'and',
  items: [
    { type: 'weekend', column: 'Transaction_Date' },
    { type: 'compare', column: 'Inflows', op: 'gt', value: 5_000_000 },
  ],
};

/**
 * Three demo subjects with statement rows in the demo world's year (2025), found through the API; the first
 * has weekend inflows over 5 million, so that the statement's filter finds something.
 */
async function busySubjects(page: Page): Promise<Brief[]> {
  const headers = await tabSessionHeaders(page);
  const matches = async (ids: string[]) => {
    const body = { scope: { Suspect: ids, ...YEAR }, query: { filter: WEEKEND_OVER_5M, limit: 1 } };
    const answer = await page.request.post(`${API}/api/analysis/grid/statement`, { headers, data: body });
    return ((await answer.json()) as { total: number }).total;
  };
  for (let offset = 0; offset < 400; offset += 50) {
    const list = await page.request.get(`${API}/api/suspects?pager=limit&limit=50&offset=${offset}`, { headers });
    const subjects = ((await list.json()) as { results: Brief[] }).results;
    if (subjects.length === 0) break;
    if ((await matches(subjects.map((s) => s.id))) === 0) continue;
    const basic = await page.request.get(`${API}/api/analysis/basic?${subjects.map((s) => `Suspect=${s.id}`).join('&')}&start=${YEAR.start}&end=${YEAR.end}`, { headers });
    const groups = ((await basic.json()) as { results: { id: string; items: { Count_Inflow: number; Count_OutFlow: number }[] }[] }).results;
    const busy = subjects.filter((s) => groups.some((g) => g.id === s.id && (g.items[0]?.Count_Inflow ?? 0) > 0 && (g.items[0]?.Count_OutFlow ?? 0) > 0));
    for (const s of subjects) {
      if ((await matches([s.id])) > 0) return [s, ...busy.filter((o) => o !== s).slice(0, 2)];
    }
  }
  throw new Error('no demo subject has a weekend inflow over 5 million in 2025');
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(parts);
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

    // The demo world's year.
    const year = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/analysis/basic' && new URL(r.url()).searchParams.get('start') === '2025-01-01');
    await ws.getByLabel('Start', { exact: true }).fill('01/01/2025');
    await year;
    const yearEnd = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/analysis/basic' && new URL(r.url()).searchParams.get('end') === '2025-12-31');
    await ws.getByLabel('Stop', { exact: true }).fill('31/12/2025');
    await yearEnd;

    // The statement: weekends with an inflow over 5 million, exported; the .xlsx holds exactly those rows.
    await ws.getByRole('tab', { name: 'Statement', exact: true }).click();
    const grid = ws.getByRole('grid', { name: 'Statement', exact: true });
    await expect(grid).toBeVisible();
    await ws.getByLabel('IN-FLOW operator').selectOption('gt');
    await ws.getByLabel('IN-FLOW value').fill('5,000,000');
    await ws.getByLabel('IN-FLOW value').press('Enter');
    await ws.getByRole('button', { name: 'Filter Transaction Date' }).click();
    await ws.locator('.fiu-dgrid__popover').getByLabel('Weekends').check();
    await ws.locator('.fiu-dgrid__popover').getByRole('button', { name: 'OK' }).click();
    await expect(ws.getByRole('region', { name: 'Filter' })).toContainText('weekend');
    const expected = await page.request.post(`${API}/api/analysis/grid/statement`, {
      headers: await tabSessionHeaders(page),
      data: { scope: { Suspect: three.map((s) => s.id), ...YEAR }, query: { filter: WEEKEND_OVER_5M, limit: 500, columns: ['Transaction_Date', 'Account_Number', 'Inflows'] } },
    });
    const want = ((await expected.json()) as { rows: { Transaction_ID: string; Inflows: string }[]; total: number });
    expect(want.total).toBeGreaterThan(0);
    await expect(grid).toHaveAttribute('aria-rowcount', String(want.total + 2));
    await shots(page, ws, 'workspace-statement');
    const download = page.waitForEvent('download');
    await ws.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('DataGrid.xlsx');
    const book = read(await streamToBuffer(await file.createReadStream()), { type: 'buffer' });
    const sheet = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: true });
    const [head, ...rows] = sheet as unknown[][];
    expect(rows).toHaveLength(want.total);
    const inflowAt = (head as string[]).indexOf('IN-FLOW');
    expect(rows.map((r) => Number(r[inflowAt])).sort((a, b) => a - b)).toEqual(want.rows.map((r) => Number(r.Inflows)).sort((a, b) => a - b));
    for (const r of rows) expect(Number(r[inflowAt])).toBeGreaterThan(5_000_000);
    const idAt = (head as string[]).indexOf('Transaction ID');
    if (idAt >= 0) expect(rows.map((r) => String(r[idAt])).sort()).toEqual(want.rows.map((r) => r.Transaction_ID).sort());

    // goAML on the subjects' side: the demo world's banks reported their transfers, and the numbers they
    // called hold goAML accounts, so the two goAML tabs show rows, not 'No Results'.
    const rowsOf = async (g: Locator) => Number(await g.getAttribute('aria-rowcount')) - 2;
    await ws.getByRole('tab', { name: 'Goaml Transactions', exact: true }).click();
    const goaml = ws.getByRole('grid', { name: 'Goaml Transactions', exact: true });
    await expect(goaml).toBeVisible();
    await expect.poll(() => rowsOf(goaml)).toBeGreaterThan(0);
    await ws.getByRole('tab', { name: 'Goaml-Accounts', exact: true }).click();
    await expect(ws.locator('.fiu-goaml-accounts__group').first()).toBeVisible();
    await expect.poll(() => rowsOf(ws.getByRole('grid', { name: 'Goaml-Accounts transactions' }))).toBeGreaterThan(0);
    await ws.getByRole('tab', { name: 'Dash board', exact: true }).click();

    // A new Stop date: the dashboard reloads with it, and the charts say the new period.
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

// ── Call Details (issue 10 item 3) ──────────────────────────────────────────────────────────────────

/**
 * Three demo subjects whose phones made and received calls in the period the workspace opens on, and whose
 * accounts moved money by transfer (so its GOAML Transactions and Called & Transacted tabs have their data: the
 * demo world's banks report every account's largest transfer to goAML), busiest callers first.
 */
async function callingSubjects(page: Page, period: { start: string; end: string }): Promise<Brief[]> {
  const headers = await tabSessionHeaders(page);
  const list = await page.request.get(`${API}/api/suspects?pager=limit&limit=50`, { headers });
  const subjects = ((await list.json()) as { results: Brief[] }).results;
  const answer = await page.request.get(`${API}/api/analysis/calls?${subjects.map((s) => `Suspect=${s.id}`).join('&')}&start=${period.start}&end=${period.end}`, { headers });
  const items = ((await answer.json()) as { results: { id: string; CountOriginate: number; CountTerminate: number }[] }).results;
  const calling = items.filter((i) => i.CountOriginate > 0 && i.CountTerminate > 0).sort((a, b) => b.CountOriginate - a.CountOriginate);
  const out: Brief[] = [];
  for (const i of calling) {
    const scope = { Suspect: [i.id], start: period.start, end: period.end };
    const transfers = await page.request.post(`${API}/api/analysis/grid/transfers`, { headers, data: { scope, query: { limit: 1 } } });
    if (((await transfers.json()) as { total: number }).total > 0) out.push(subjects.find((s) => s.id === i.id)!);
    if (out.length === 3) break;
  }
  return out;
}

const isCallGrid = (direction: string) => (r: { url(): string; method(): string; postDataJSON(): unknown }) =>
  r.method() === 'POST' && new URL(r.url()).pathname === '/api/analysis/grid/calls' && (r.postDataJSON() as { direction?: string }).direction === direction;
const isChart = (direction: string) => (r: { url(): string; method(): string; postDataJSON(): unknown }) =>
  r.method() === 'POST' && new URL(r.url()).pathname === '/api/analysis/pivot/calls' && (r.postDataJSON() as { direction?: string; top?: number }).direction === direction;

test.describe('Call Details', () => {
  test.setTimeout(120_000);

  test('analyst@fiu opens Call Details for three subjects, changes the direction, sees the dashboard and the paged list reload, and exports the list', async ({ page }) => {
    await signIn(page, 'analyst', 'fiu');
    await page.goto('/tools');
    const tools = page.locator('fiu-analysis-tools');
    await expect(tools.getByRole('tab', { name: 'Advance Analysis' })).toHaveAttribute('aria-selected', 'true');
    const period = await page.evaluate(() => {
      const p = (n: number) => String(n).padStart(2, '0');
      const d = new Date();
      const stop = `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
      return { start: `${d.getFullYear() - 2}${stop.slice(4)}`.replace('-02-29', '-02-28'), end: stop };
    });
    const three = await callingSubjects(page, period);
    expect(three).toHaveLength(3);
    for (const [i, s] of three.entries()) {
      if (i > 0) await tools.getByRole('button', { name: 'Add subject' }).click();
      const input = tools.getByLabel(`Subject ${i + 1}`, { exact: true });
      await input.fill(s.surname);
      await tools.getByRole('option').filter({ hasText: nameOf(s) }).first().click();
      await expect(input).toHaveValue(nameOf(s));
    }
    await tools.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page).toHaveURL(`${API}/cdr`);

    const ws = page.locator('fiu-analysis-workspace');
    const firstCharts = page.waitForRequest(isChart('voice originating'));
    await ws.getByRole('tab', { name: 'Call Details', exact: true }).first().click();
    const direction = ws.getByLabel('Call Direction');
    await expect(direction).toHaveValue('Voice Originating');
    const sub = ws.getByRole('tablist', { name: 'Call Details' });
    await expect(sub.getByRole('tab')).toHaveText(['Dash board', 'Call Details', 'Pivot Table', 'Map', 'GOAML Transactions', 'Called & Transacted', 'Top Up Record']);

    // Dash board: the tree, the totals, the lists, the two charts (uPlot drew them).
    const tree = ws.getByRole('tree');
    await expect(tree.getByRole('treeitem')).toHaveCount(3);
    await expect(tree.getByRole('treeitem').first()).toHaveText(nameOf(three[0]!));
    await expect(ws.getByText('Total Originating Call/Sms')).toBeVisible();
    await expect(ws.getByText('Total Terminating Call/Sms')).toBeVisible();
    await expect(ws.getByRole('tab', { name: 'Other Known Subject' })).toBeVisible();
    await expect(ws.locator('.fiu-calldash__entry').first()).toContainText(/Occurence: [\d,]+ times/);
    await firstCharts;
    for (const title of ['Top 10 Highest Out-Going-Calls', 'Top 10 Highest IN-Coming-Calls']) await expect(ws.getByRole('figure', { name: title })).toBeVisible();
    await expect(ws.locator('.fiu-chart canvas').first()).toBeVisible();
    await shots(page, ws, 'calls-dashboard');

    // A new direction: the charts ask again, for SMS.
    const smsCharts = page.waitForRequest(isChart('sms originating'));
    await direction.selectOption('SMS Originating');
    await smsCharts;
    await expect(ws.getByRole('figure', { name: 'Top 10 Highest Out-Going-Calls' })).toContainText(/SMS|No Results/);

    // Call Details: the paged list on the server, for the direction chosen.
    const headers = await tabSessionHeaders(page);
    const scope = { Suspect: three.map((s) => s.id), start: period.start, end: period.end };
    const totalOf = async (dir: string) =>
      ((await (await page.request.post(`${API}/api/analysis/grid/calls`, { headers, data: { scope, direction: dir, query: { limit: 1 } } })).json()) as { total: number }).total;
    const smsList = page.waitForRequest(isCallGrid('sms originating'));
    await sub.getByRole('tab', { name: 'Call Details' }).click();
    await smsList;
    const grid = ws.getByRole('grid', { name: 'Call Details' });
    await expect(grid).toHaveAttribute('aria-rowcount', String((await totalOf('sms originating')) + 2));
    const voiceList = page.waitForRequest(isCallGrid('voice terminating'));
    await direction.selectOption('Voice Terminating');
    await voiceList;
    const voiceTotal = await totalOf('voice terminating');
    expect(voiceTotal).toBeGreaterThan(0);
    await expect(grid).toHaveAttribute('aria-rowcount', String(voiceTotal + 2));
    await expect(grid.getByRole('row').nth(2)).toContainText(/Voice (Terminating|Originating)/);
    await shots(page, ws, 'calls-list');

    // Export: the whole list (not the page in view) in DataGrid.xlsx, every row the direction's.
    const download = page.waitForEvent('download');
    await ws.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('DataGrid.xlsx');
    const book = read(await streamToBuffer(await file.createReadStream()), { type: 'buffer' });
    const [head, ...rows] = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: true }) as unknown[][];
    expect(rows).toHaveLength(voiceTotal);
    const typeAt = (head as string[]).indexOf('call_type');
    expect(typeAt).toBeGreaterThanOrEqual(0);
    // Voice calls the subjects received; a call between two of them is on both sides' lists and keeps its record's
    // own call_type (the caller's 'Voice Originating').
    for (const r of rows) expect(r[typeAt]).toMatch(/^Voice (Terminating|Originating)$/);
    expect(rows.some((r) => r[typeAt] === 'Voice Terminating')).toBe(true);
    expect((head as string[]).some((h) => /Record.ID/.test(h))).toBe(true);

    // The other sub-tabs load and are looked at.
    // The pivot's rows: the other party (the direction is Voice Terminating: the callers).
    await sub.getByRole('tab', { name: 'Pivot Table' }).click();
    await expect(ws.getByRole('region', { name: /Pivot Table: Calls by originating_number/ })).toBeVisible();
    await shots(page, ws, 'calls-pivot');
    const pivotFile = page.waitForEvent('download');
    await ws.getByRole('button', { name: 'Export' }).click();
    expect((await pivotFile).suggestedFilename()).toBe('PivotTable.xlsx');
    await sub.getByRole('tab', { name: 'GOAML Transactions' }).click();
    const gridTotal = async (source: string) =>
      ((await (await page.request.post(`${API}/api/analysis/grid/${source}`, { headers, data: { scope, query: { limit: 1 } } })).json()) as { total: number }).total;
    const goamlTotal = await gridTotal('goaml');
    expect(goamlTotal, "the three subjects' goAML transactions").toBeGreaterThan(0);
    await expect(ws.getByRole('grid', { name: 'GOAML Transactions' })).toHaveAttribute('aria-rowcount', String(goamlTotal + 2));
    await shots(page, ws, 'calls-goaml');
    await sub.getByRole('tab', { name: 'Called & Transacted' }).click();
    await expect(ws.getByRole('grid', { name: 'Called & Transacted' })).toHaveAttribute('aria-rowcount', String((await gridTotal('calledTransacted')) + 2));
    await shots(page, ws, 'calls-called-transacted');
    await sub.getByRole('tab', { name: 'Top Up Record' }).click();
    await expect(ws.getByRole('region', { name: 'Phone forensics', exact: true })).toBeVisible();
    await shots(page, ws, 'calls-topups');
  });
});
