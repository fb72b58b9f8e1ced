import { read, utils } from 'xlsx';
import { expect, test, type Locator, type Page } from './support/fixture';
import { signIn, tabSessionHeaders } from './support/demo';
import { API } from './support/ports';

// Issue 10 done-when, the Financial Statement's Pivot, Time Line and Goaml-Accounts (items 2, 5, 6, 7): the
// analyst opens the pivot and exports it (the .xlsx read back: its headers and a sum equal to the grid's),
// brushes a month on the timeline and sees the grid follow, and expands all groups of Goaml-Accounts.
// Screenshots at 1280 and 390 px.

const SHOTS = 'test-results/screens';
const YEAR = { start: '2025-01-01', end: '2025-12-31' };

interface Brief {
  id: string;
}

/** Two demo subjects with statement rows in 2025, found through the API. */
async function busySubjects(page: Page): Promise<string[]> {
  const headers = await tabSessionHeaders(page);
  const list = await page.request.get(`${API}/api/suspects?pager=limit&limit=40`, { headers });
  const ids = ((await list.json()) as { results: Brief[] }).results.map((s) => s.id);
  const basic = await page.request.get(`${API}/api/analysis/basic?${ids.map((id) => `Suspect=${id}`).join('&')}&start=${YEAR.start}&end=${YEAR.end}`, { headers });
  const groups = ((await basic.json()) as { results: { id: string; items: { Count_Inflow: number; Count_OutFlow: number }[] }[] }).results;
  const busy = groups
    .filter((g) => (g.items[0]?.Count_Inflow ?? 0) > 0 && (g.items[0]?.Count_OutFlow ?? 0) > 0)
    .sort((a, b) => b.items[0]!.Count_Inflow + b.items[0]!.Count_OutFlow - (a.items[0]!.Count_Inflow + a.items[0]!.Count_OutFlow))
    .map((g) => g.id);
  expect(busy.length).toBeGreaterThan(1);
  return busy.slice(0, 2);
}

/** The workspace on these subjects for 2025, opened as /tools's SUBMIT opens it (a fiu-navigate to /cdr). */
async function openWorkspace(page: Page, subjects: string[]): Promise<Locator> {
  await page.goto('/tools');
  const tools = page.locator('fiu-analysis-tools');
  await expect(tools.getByRole('tab', { name: 'Advance Analysis' })).toBeVisible();
  await tools.evaluate((el, ids) => {
    el.dispatchEvent(new CustomEvent('fiu-navigate', { bubbles: true, composed: true, detail: { path: '/cdr', state: { subjects: ids } } }));
  }, subjects);
  const ws = page.locator('fiu-analysis-workspace');
  await expect(ws.getByRole('tab', { name: 'Dash board' })).toHaveAttribute('aria-selected', 'true');
  await ws.getByLabel('Start', { exact: true }).fill('01/01/2025');
  await ws.getByLabel('Stop', { exact: true }).fill('31/12/2025');
  await expect(ws.locator('.fiu-chart__subtitle').first()).toHaveText('1 January 2025 – 31 December 2025');
  return ws;
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(parts);
}

const sideways = (screen: Locator, frame: string) =>
  screen.evaluate((host, sel) => {
    const el = host.shadowRoot!.querySelector<HTMLElement>(sel)!;
    return el.scrollWidth > el.clientWidth + 1;
  }, frame);

async function shots(page: Page, screen: Locator, name: string, frame = '.fiu-an'): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200); // the charts follow their container's width
    expect(await sideways(screen, frame), `${name} at ${width} px scrolls sideways`).toBe(false);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const naira = (s: string | null) => Number((s ?? '').replace(/[₦,]/g, ''));

test.describe('Financial Statement: Pivot, Time Line, Goaml-Accounts', () => {
  test.setTimeout(120_000);

  test('the analyst opens the pivot, reads it against the grid, and exports PivotTable.xlsx', async ({ page }) => {
    await signIn(page, 'analyst', 'fiu');
    const subjects = await busySubjects(page);
    const ws = await openWorkspace(page, subjects);

    const started = Date.now();
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/analysis/pivot');
    await ws.getByRole('tab', { name: 'Pivot', exact: true }).click();
    await answer;
    const pivot = ws.getByRole('region', { name: /^Pivot of the statement by Account Number/ });
    await expect(pivot).toBeVisible();
    const shownIn = Date.now() - started;
    test.info().annotations.push({ type: 'pivot (demo seed, click to drawn)', description: `${shownIn} ms` });
    await expect(ws.getByRole('figure', { name: /^Account Number: Total Inflow and Total Outflow/ })).toBeVisible();
    await expect(ws.locator('.fiu-pivot-tab .fiu-chart canvas')).toBeVisible();

    // The pivot's Grand Total of inflows is the statement grid's sum of IN-FLOW over the same subjects and period.
    const headers = await tabSessionHeaders(page);
    const grouped = await page.request.post(`${API}/api/analysis/grid/statement/groups`, {
      headers,
      data: { scope: { Suspect: subjects, ...YEAR }, query: {}, groupBy: 'Account_Number' },
    });
    const groups = ((await grouped.json()) as { groups: { value: string; sums: { Inflows: string; Outflows: string } }[] }).groups;
    const gridIn = groups.reduce((a, g) => a + Number(g.sums.Inflows), 0);
    const gridOut = groups.reduce((a, g) => a + Number(g.sums.Outflows), 0);
    const foot = await pivot.locator('tfoot td').allTextContents();
    expect(naira(foot.at(-2)!)).toBeCloseTo(gridIn, 2);
    expect(naira(foot.at(-1)!)).toBeCloseTo(gridOut, 2);
    await expect(pivot.locator('tbody tr')).toHaveCount(groups.length);
    await shots(page, ws, 'workspace-pivot');

    // Export: PivotTable.xlsx, headers by month, the totals equal to the grid's.
    const download = page.waitForEvent('download');
    await ws.locator('.fiu-pivot-tab').getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('PivotTable.xlsx');
    const book = read(await streamToBuffer(await file.createReadStream()), { type: 'buffer' });
    const [head, ...rows] = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: true }) as unknown[][];
    expect(head![0]).toBe('Account Number');
    expect(head!.slice(-3)).toEqual(['Total IN-FLOW', 'Total OUT-FLOW', 'Count']);
    expect(String(head![1])).toMatch(/^2025-\d\d IN-FLOW$/);
    expect(rows).toHaveLength(groups.length);
    const totalInAt = head!.indexOf('Total IN-FLOW');
    const sheetIn = rows.reduce((a, r) => a + Number(r[totalInAt]), 0);
    expect(sheetIn).toBeCloseTo(gridIn, 2);
    for (const g of groups) {
      const line = rows.find((r) => String(r[0]) === g.value)!;
      expect(Number(line[totalInAt])).toBeCloseTo(Number(g.sums.Inflows), 2);
    }

    // A row label opens the Statement grid on that account.
    const first = (await pivot.locator('tbody .fiu-pivot__pick').first().textContent())!;
    await pivot.locator('tbody .fiu-pivot__pick').first().click();
    await expect(ws.getByRole('tab', { name: 'Statement', exact: true })).toHaveAttribute('aria-selected', 'true');
    const grid = ws.getByRole('grid', { name: 'Statement', exact: true });
    await expect(grid).toBeVisible();
    const inAccount = groups.find((g) => g.value === first)!;
    const count = await page.request.post(`${API}/api/analysis/grid/statement`, {
      headers,
      data: { scope: { Suspect: subjects, ...YEAR }, query: { filter: { type: 'in', column: 'Account_Number', values: [inAccount.value] }, limit: 1 } },
    });
    await expect(grid).toHaveAttribute('aria-rowcount', String(((await count.json()) as { total: number }).total + 2));
  });

  test('pivot timing: the user switches the rows field and the pivot is painted (demo seed, and a 1M-row world\'s shape)', async ({ page }) => {
    await signIn(page, 'analyst', 'fiu');
    const subjects = await busySubjects(page);
    const ws = await openWorkspace(page, subjects);
    const headers = await tabSessionHeaders(page);
    const rowsOf = async (rows: string) => {
      const r = await page.request.post(`${API}/api/analysis/pivot`, { headers, data: { scope: { Suspect: subjects, ...YEAR }, rows } });
      return new Set(((await r.json()) as { cells: { row: string }[] }).cells.map((c) => c.row)).size;
    };
    const expected = { Account_Number: await rowsOf('Account_Number'), Counterparty: await rowsOf('Counterparty') };
    await ws.getByRole('tab', { name: 'Pivot', exact: true }).click();
    await expect(ws.locator('.fiu-pivot__table tbody tr')).toHaveCount(expected.Account_Number);

    /** From the select's change to the frame after the pivot holds `rows` rows (in the page: no test polling in the figure). */
    const switchTo = (value: string, rows: number) =>
      ws.evaluate(
        (host, [v, n]) =>
          new Promise<number>((resolve, reject) => {
            const root = host.shadowRoot!;
            const select = root.querySelector<HTMLSelectElement>('.fiu-pivot-tab select')!;
            const start = performance.now();
            select.value = v as string;
            select.dispatchEvent(new Event('change', { bubbles: true }));
            const give = performance.now() + 20_000;
            const tick = () => {
              // aria-rowcount: the rows of the pivot (the DOM holds those in view): two header rows and the totals more.
              const drawn = Number(root.querySelector('.fiu-pivot__table')?.getAttribute('aria-rowcount') ?? 0) - 3;
              const painted = root.querySelectorAll('.fiu-pivot__table tbody tr:not(.fiu-pivot__pad)').length;
              const corner = root.querySelector('.fiu-pivot__corner')?.textContent ?? '';
              if (drawn === n && painted > 0 && corner.startsWith(v === 'Counterparty' ? 'Counterparty' : 'Account Number') && !root.querySelector('.fiu-pivot-tab [aria-busy="true"]')) {
                requestAnimationFrame(() => resolve(performance.now() - start));
              } else if (performance.now() > give) reject(new Error(`pivot not drawn: ${drawn} rows`));
              else requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          }),
        [value, rows] as const,
      );
    const runs: Record<string, number[]> = { Counterparty: [], Account_Number: [] };
    for (let i = 0; i < 5; i++) {
      runs.Counterparty!.push(await switchTo('Counterparty', expected.Counterparty));
      runs.Account_Number!.push(await switchTo('Account_Number', expected.Account_Number));
    }

    // The 1M-row world's Counterparty pivot has 401 rows × 12 months (bench/grids/world.ts: 400 named
    // counterparties and the rows without one). Its cells are answered here (the server's own time for that
    // answer is in bench/results/grids.md): this times the browser's part, the grid and chart drawn.
    const big = Array.from({ length: 401 }, (_, r) =>
      Array.from({ length: 12 }, (_, m) => ({
        row: r === 0 ? '' : `COUNTERPARTY ${String(r).padStart(3, '0')} NIGERIA LIMITED`,
        month: `2025-${String(m + 1).padStart(2, '0')}`,
        inflow: `${(r * 7919 + m * 104729) % 90000000}.${String((r + m) % 100).padStart(2, '0')}`,
        outflow: `${(r * 104729 + m * 7919) % 70000000}.${String((r * m) % 100).padStart(2, '0')}`,
        count: 200,
      })),
    ).flat();
    await page.route(
      (url) => url.pathname === '/api/analysis/pivot',
      async (route) => {
        const body = route.request().postDataJSON() as { rows: string };
        if (body.rows === 'Counterparty') await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ cells: big, truncated: false }) });
        else await route.continue();
      },
    );
    const wide: number[] = [];
    for (let i = 0; i < 5; i++) {
      wide.push(await switchTo('Counterparty', 401));
      await switchTo('Account_Number', expected.Account_Number);
    }
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const figures = {
      demoAccountRows: expected.Account_Number,
      demoCounterpartyRows: expected.Counterparty,
      demoAccountMs: runs.Account_Number!.map(Math.round),
      demoCounterpartyMs: runs.Counterparty!.map(Math.round),
      world401x12Ms: wide.map(Math.round),
      medians: { demoAccount: Math.round(med(runs.Account_Number!)), demoCounterparty: Math.round(med(runs.Counterparty!)), world401x12: Math.round(med(wide)) },
    };
    test.info().annotations.push({ type: 'pivot timing (ms, change to painted)', description: JSON.stringify(figures) });
    console.log(`PIVOT-TIMING ${JSON.stringify(figures)}`);
    // A generous ceiling (a shared machine): the issue's target is 500 ms on the 1M world with the server's part.
    expect(med(runs.Account_Number!)).toBeLessThan(2000);
    expect(med(wide)).toBeLessThan(3000);
  });

  test('brushing a month on the timeline narrows the grid under it to that month', async ({ page }) => {
    await signIn(page, 'analyst', 'fiu');
    const subjects = await busySubjects(page);
    const ws = await openWorkspace(page, subjects);
    await ws.getByRole('tab', { name: 'Time Line', exact: true }).click();
    const chart = ws.getByRole('figure', { name: 'Time Line' });
    await expect(chart.locator('canvas')).toBeVisible();
    const grid = ws.getByRole('grid', { name: 'Time Line transactions' });
    await expect(grid).toBeVisible();
    await expect(ws.getByLabel('Amount range')).toBeVisible();
    await shots(page, ws, 'workspace-timeline');

    // Drag across the plot from 1 March to 31 March (positions from uPlot's own scale).
    const over = chart.locator('.u-over');
    const box = (await over.boundingBox())!;
    const xs = await ws.evaluate((host) => {
      const root = host.shadowRoot!;
      const fig = [...root.querySelectorAll('figure')].find((f) => f.textContent?.includes('Time Line'))!;
      const o = fig.querySelector<HTMLElement>('.u-over')!;
      // uPlot keeps the instance off the DOM; the x axis' tick labels are not reliable either, so read the
      // scale from the first and last bars' times the chart was given: the axis spans its data.
      return { w: o.clientWidth };
    });
    expect(xs.w).toBeGreaterThan(100);
    const first = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/analysis/grid/statement' && JSON.stringify(r.postDataJSON()).includes('"between"'));
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    const sent = (await first).postDataJSON() as { query: { filter: { type: string; column: string; from: string; to: string } } };
    expect(sent.query.filter).toMatchObject({ type: 'between', column: 'Transaction_Date' });
    const { from, to } = sent.query.filter;
    expect(from <= to).toBe(true);
    await expect(ws.locator('.fiu-fin__brush')).toHaveText(`Grid shows ${from} to ${to}`);
    // The grid follows: its row count is the server's for those days.
    const headers = await tabSessionHeaders(page);
    const count = await page.request.post(`${API}/api/analysis/grid/statement`, {
      headers,
      data: { scope: { Suspect: subjects, ...YEAR }, query: { filter: { type: 'between', column: 'Transaction_Date', from, to }, limit: 500 } },
    });
    const within = (await count.json()) as { total: number; rows: { Transaction_Date: string }[] };
    await expect(grid).toHaveAttribute('aria-rowcount', String(within.total + 2));
    const all = await page.request.post(`${API}/api/analysis/grid/statement`, { headers, data: { scope: { Suspect: subjects, ...YEAR }, query: { limit: 1 } } });
    expect(within.total).toBeLessThan(((await all.json()) as { total: number }).total);

    // A month from the keyboard: From and To.
    const march = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/api/analysis/grid/statement' && JSON.stringify(r.postDataJSON()).includes('"from":"2025-03-01","to":"2025-03-31"'),
    );
    await ws.getByLabel('From', { exact: true }).fill('2025-03-01');
    await ws.getByLabel('To', { exact: true }).fill('2025-03-31');
    await march;
    await expect(ws.locator('.fiu-fin__brush')).toHaveText('Grid shows 2025-03-01 to 2025-03-31');
    const m = await page.request.post(`${API}/api/analysis/grid/statement`, {
      headers,
      data: { scope: { Suspect: subjects, ...YEAR }, query: { filter: { type: 'between', column: 'Transaction_Date', from: '2025-03-01', to: '2025-03-31' }, limit: 1 } },
    });
    await expect(grid).toHaveAttribute('aria-rowcount', String(((await m.json()) as { total: number }).total + 2));

    // An amount band reloads the timeline with it.
    const banded = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/analysis/timeline' && new URL(r.url()).searchParams.get('range') === '500000-5000000');
    await ws.getByLabel('Amount range').selectOption({ label: '500,000 - 5 Million' });
    await banded;
    await expect(ws.locator('.fiu-fin__brush')).toHaveText('Grid shows 2025-03-01 to 2025-03-31, 500,000 - 5 Million');
  });

  test('Goaml-Accounts: the red note, Expand All Groups, export', async ({ page }) => {
    await signIn(page, 'analyst', 'fiu');
    const headers = await tabSessionHeaders(page);
    // Subjects whose contacts hold goAML accounts, if the demo world has any; else the busy ones.
    const list = await page.request.get(`${API}/api/suspects?pager=limit&limit=100`, { headers });
    const ids = ((await list.json()) as { results: Brief[] }).results.map((s) => s.id);
    const withAccounts: string[] = [];
    for (const id of ids) {
      const a = await page.request.get(`${API}/api/analysis/goamlaccounts?Suspect=${id}`, { headers });
      if (((await a.json()) as { Statement: unknown[] }).Statement.length) withAccounts.push(id);
      if (withAccounts.length === 2) break;
    }
    let subjects = withAccounts;
    if (withAccounts.length === 0) {
      // The demo world plants no goAML account among the subjects' contacts (its goAML reports are on the
      // subjects' own transfers). The screen is then tried on an answer of the test's own, in the server's
      // shape; the server's query is tried in packages/server/src/routes/analysis-goaml.test.ts.
      test.info().annotations.push({ type: 'goamlaccounts', description: 'answered by the test: the demo seed has no goAML contact accounts' });
      subjects = await busySubjects(page);
      const rows = Array.from({ length: 12 }, (_, i) => ({
        Subject: 'Demo Subject',
        Called_Number: `2348030000${String(i).padStart(3, '0')}`,
        Account_Number: `01234567${String(i).padStart(2, '0')}`,
        BVN: `2220000000${i % 10}`,
        Bank_Name: 'Access Bank',
        Account_Name: `Holder ${i}`,
      }));
      await page.route(
        (url) => url.pathname === '/api/analysis/goamlaccounts',
        (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ Statement: rows }) }),
      );
    }
    const ws = await openWorkspace(page, subjects);
    await ws.getByRole('tab', { name: 'Goaml-Accounts', exact: true }).click();
    await expect(ws.getByText('Displaying top 30 contacts that have an account on goaml', { exact: true })).toBeVisible();
    await expect(ws.getByText('Displaying top 30 contacts that have an account on goaml', { exact: true })).toHaveCSS('color', /rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)/);
    const groups = ws.locator('.fiu-goaml-accounts__group');
    await expect(groups.first()).toBeVisible();
    const table = ws.locator('.fiu-goaml-accounts__table');
    await expect(table.locator('tbody tr:not(.fiu-goaml-accounts__group)')).toHaveCount(0);
    await ws.getByLabel('Expand All Groups').check();
    await expect(table.locator('tbody tr:not(.fiu-goaml-accounts__group)').first()).toBeVisible();
    // Every group on the page is open; 10 groups a page at most.
    const shown = await groups.count();
    expect(shown).toBeLessThanOrEqual(10);
    await expect(ws.locator('.fiu-goaml-accounts__group button[aria-expanded="true"]')).toHaveCount(shown);
    // The goAML transactions grid above it.
    await expect(ws.getByRole('grid', { name: 'Goaml-Accounts transactions' })).toBeVisible();
    await shots(page, ws, 'workspace-goaml-accounts');
    const download = page.waitForEvent('download');
    await ws.locator('.fiu-goaml-accounts__bar').getByRole('button', { name: 'Export' }).click();
    const file = await download;
    const book = read(await streamToBuffer(await file.createReadStream()), { type: 'buffer' });
    const [head] = utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 }) as unknown[][];
    expect(head).toEqual(['Subject', 'Communicated Number', 'Account Number', 'BVN', 'Bank Name', 'Account Name']);
  });
});
