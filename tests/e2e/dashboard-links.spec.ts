import { expect, test } from './support/fixture';
import { API, apiSignIn, readColumn, signIn } from './support/demo';

// Issue 12 item 4: "every count on the dashboard is a link to the list it counts, filtered the same way". A
// dashboard link is an address in the list call's own names; the list opens with those filters shown, sends
// them with every page, and shows everything once they are cleared.

test.describe('lists opened filtered from an address', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('fiu.columns.subjects', '[]'));
  });

  test('analyst@fiu opens /list?currentcrimetype=Kidnapping&domain=eca: only those subjects, the filters visible; cleared: all', async ({ page }) => {
    const headers = await apiSignIn(page.request, 'analyst', 'fiu');
    const count = async (query: string) => ((await (await page.request.get(`${API}/api/suspects?${query}`, { headers })).json()) as { count: number }).count;
    const expected = await count('currentcrimetype=Kidnapping&domain=eca');
    const all = await count('');
    expect(expected, 'the demo seed has kidnapping subjects at eca').toBeGreaterThan(0);
    expect(expected).toBeLessThan(all);

    await signIn(page, 'analyst', 'fiu');
    const calls: URL[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (r.method() === 'GET' && url.pathname === '/api/suspects') calls.push(url);
    });
    await page.goto('/list?currentcrimetype=Kidnapping&domain=eca');
    const list = page.locator('fiu-subject-list');
    await expect(list.locator('.fiu-records__total')).toHaveText(expected.toLocaleString('en-GB'));
    expect(calls.at(-1)!.searchParams.get('currentcrimetype')).toBe('Kidnapping');
    expect(calls.at(-1)!.searchParams.get('domain')).toBe('eca');

    // Only those rows: every one of eca (the offence is not a column; the server's count above is the check).
    const organisations = await readColumn(list, 'Organisation');
    expect(organisations.length).toBe(Math.min(expected, 20));
    expect(new Set(organisations)).toEqual(new Set(['Economic Crimes Agency']));

    // The filters are visible: the panel is open with the Offence and Organisation fields set.
    await expect(list.getByLabel('Offence')).toHaveValue('Kidnapping');
    await expect(list.getByLabel('Organisation', { exact: true })).toHaveValue('eca');
    await expect(list.getByText('2 active')).toBeVisible();

    // Cleared: every subject.
    await list.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(list.locator('.fiu-records__total')).toHaveText(all.toLocaleString('en-GB'));
    expect(calls.at(-1)!.searchParams.has('currentcrimetype')).toBe(false);
    await expect(list.getByLabel('Offence')).toHaveValue('');
  });

  test('analyst@fiu opens /cases?assigned=me&status=open and /rfi?domain=eca: chips say what filters them', async ({ page }) => {
    await signIn(page, 'analyst', 'fiu');
    await page.goto('/rfi?domain=eca');
    const rfi = page.locator('fiu-rfi-list');
    await expect(rfi.getByRole('group', { name: 'Active filters' })).toContainText('Organisation: eca');
    const organisations = await readColumn(rfi, 'Organisation');
    expect(organisations.length).toBeGreaterThan(0);
    expect(new Set(organisations)).toEqual(new Set(['Economic Crimes Agency']));
    await rfi.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(rfi.getByRole('group', { name: 'Active filters' })).toHaveCount(0);
    await expect.poll(async () => new Set(await readColumn(rfi, 'Organisation')).size).toBeGreaterThan(1);

    await page.goto('/cases?assigned=me&status=open');
    const cases = page.locator('fiu-case-list');
    await expect(cases.getByRole('group', { name: 'Active filters' })).toContainText('Assigned to: me');
    await expect(cases.getByRole('group', { name: 'Active filters' })).toContainText('Status: open');
  });
});
