/**
 * What a cold and a warm visit transfer, measured in Chromium through the DevTools protocol
 * (Network.loadingFinished's encodedDataLength: headers plus the body as sent, compressed or not).
 *  - /list, signed in as analyst@fiu: the standalone app's subjects list;
 *  - the script-tag host page (examples/script-tag on a third-party origin) with fiu-authorize and fiu-login.
 * Cold: the browser cache emptied first. Warm: the same page opened again (a normal navigation, no reload),
 * as a user who comes back. No request interception here: Playwright's routing would switch the cache off.
 */
import { writeFileSync } from 'node:fs';
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { API, STATIC_HOST, signIn } from '../../tests/e2e/support/demo';

interface Row {
  url: string;
  type: string;
  status: number;
  encoding: string;
  cache: 'network' | 'disk' | 'memory' | '304';
  transferred: number;
  body: number;
}

async function recorder(page: Page): Promise<{ cdp: CDPSession; take: () => Row[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const rows = new Map<string, Row>();
  const sizes = new Map<string, number>();
  cdp.on('Network.responseReceived', (e) => {
    const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    rows.set(e.requestId, {
      url: e.response.url,
      type: e.type,
      status: e.response.status,
      encoding: h['content-encoding'] ?? '',
      cache: e.response.status === 304 ? '304' : e.response.fromDiskCache ? 'disk' : 'network',
      transferred: 0,
      body: 0,
    });
  });
  cdp.on('Network.requestServedFromCache', (e) => sizes.set(`cache:${e.requestId}`, 1));
  // A revalidated answer reaches the page as the cached 200; the status on the wire says 304.
  cdp.on('Network.responseReceivedExtraInfo', (e) => {
    if (e.statusCode === 304) sizes.set(`304:${e.requestId}`, 1);
  });
  cdp.on('Network.dataReceived', (e) => sizes.set(e.requestId, (sizes.get(e.requestId) ?? 0) + e.dataLength));
  cdp.on('Network.loadingFinished', (e) => {
    const row = rows.get(e.requestId);
    if (!row) return;
    row.transferred = e.encodedDataLength;
    row.body = sizes.get(e.requestId) ?? 0;
    if (sizes.has(`cache:${e.requestId}`) && row.cache === 'network') row.cache = 'memory';
    if (sizes.has(`304:${e.requestId}`)) row.cache = '304';
  });
  return {
    cdp,
    take: () => {
      // The files the server serves; API answers (data, never cached) are another measure.
      const out = [...rows.values()].filter((r) => !r.url.startsWith('data:') && !new URL(r.url).pathname.startsWith('/api/'));
      rows.clear();
      sizes.clear();
      return out;
    },
  };
}

interface Visit {
  requests: number;
  transferred: number;
  scripts: { requests: number; fromNetwork: number; revalidated: number; fromCache: number; transferred: number; decoded: number };
  documents: number;
  encodings: Record<string, number>;
}

function summarise(rows: Row[]): Visit {
  const scripts = rows.filter((r) => r.type === 'Script');
  const sum = (rs: Row[], k: 'transferred' | 'body') => rs.reduce((n, r) => n + r[k], 0);
  const encodings: Record<string, number> = {};
  for (const r of scripts.filter((s) => s.cache === 'network')) encodings[r.encoding || 'identity'] = (encodings[r.encoding || 'identity'] ?? 0) + 1;
  return {
    requests: rows.length,
    transferred: sum(rows, 'transferred'),
    scripts: {
      requests: scripts.length,
      fromNetwork: scripts.filter((r) => r.cache === 'network').length,
      revalidated: scripts.filter((r) => r.cache === '304').length,
      fromCache: scripts.filter((r) => r.cache === 'disk' || r.cache === 'memory').length,
      transferred: sum(scripts, 'transferred'),
      decoded: sum(scripts, 'body'),
    },
    documents: sum(rows.filter((r) => r.type === 'Document'), 'transferred'),
    encodings,
  };
}

const results: Record<string, { cold: Visit; warm: Visit }> = {};
const rowsSeen: Record<string, Row[]> = {};

test('a cold and a warm visit of /list', async ({ page }) => {
  await signIn(page, 'analyst', 'fiu');
  const { cdp, take } = await recorder(page);
  const visit = async () => {
    await page.goto(`${API}/list`, { waitUntil: 'networkidle' });
    await expect(page.locator('fiu-subject-list').getByRole('row').nth(1)).toBeVisible();
    await page.waitForLoadState('networkidle');
  };
  await cdp.send('Network.clearBrowserCache');
  await page.goto('about:blank');
  take();
  await visit();
  const cold = take();
  await page.goto('about:blank');
  take();
  await visit();
  const warm = take();
  results['/list (analyst@fiu, standalone app)'] = { cold: summarise(cold), warm: summarise(warm) };
  rowsSeen['/list cold'] = cold;
  rowsSeen['/list warm'] = warm;
});

test('a cold and a warm visit of the script-tag host page', async ({ page }) => {
  const { cdp, take } = await recorder(page);
  const url = `${STATIC_HOST}/script-tag/index.html?api=${encodeURIComponent(API)}`;
  const visit = async () => {
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.locator('fiu-authorize').getByRole('button', { name: 'Continue' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  };
  await cdp.send('Network.clearBrowserCache');
  await visit();
  // Only what our server sends: the host's own page and host.js are the host's business.
  const ours = (rows: Row[]) => rows.filter((r) => r.url.startsWith(API));
  const cold = ours(take());
  await page.goto('about:blank');
  take();
  await visit();
  const warm = ours(take());
  results['script-tag host page (fiu-authorize + fiu-login, bytes from the FIU server)'] = { cold: summarise(cold), warm: summarise(warm) };
  rowsSeen['script-tag cold'] = cold;
  rowsSeen['script-tag warm'] = warm;
});

test.afterAll(() => {
  if (Object.keys(results).length < 2) return;
  const kb = (n: number) => (n / 1024).toFixed(1);
  const lines = [
    '# Bytes on the wire',
    '',
    'Written by `npx playwright test --config bench/wire/wire.config.ts` (after `npm run build`): Chromium, the DevTools',
    "protocol's encoded data length (headers + body as sent). Cold = empty browser cache; warm = the same page opened",
    'again. Static files only (API answers are data, never cached). KB = 1024 bytes.',
    '',
    'Before this change (issue 8 item 12, measured the same way): a cold /list transferred 467 KB of JavaScript, every',
    'script uncompressed and revalidated in full; the script-tag loader went out as 10 KB.',
    '',
    '| visit | | requests | transferred KB | scripts: requests | from network | 304 | from cache | script KB sent | script KB decoded | encodings of scripts sent |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const [name, r] of Object.entries(results)) {
    for (const [when, v] of Object.entries(r)) {
      const s = v.scripts;
      lines.push(
        `| ${name} | ${when} | ${v.requests} | ${kb(v.transferred)} | ${s.requests} | ${s.fromNetwork} | ${s.revalidated} | ${s.fromCache} | ${kb(s.transferred)} | ${kb(s.decoded)} | ${Object.entries(v.encodings).map(([e, n]) => `${e} ${n}`).join(', ') || '–'} |`,
      );
    }
  }
  const date = new Date().toISOString().slice(0, 10);
  writeFileSync(new URL('../results/wire.md', import.meta.url), `${lines.join('\n')}\n\nMeasured ${date}.\n`);
  writeFileSync(new URL('../results/wire.json', import.meta.url), `${JSON.stringify({ date, results, requests: rowsSeen }, null, 1)}\n`);
});
