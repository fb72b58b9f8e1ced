import { expect, test, type Locator, type Page } from './support/fixture';
import { API, signIn } from './support/demo';

// Issue 8 items 3, 4 and the list part of 11: phones (390 and 360 px) never scroll sideways, the top bar fits,
// the drawer is a menu button and the lists are cards; at 1280 px the lists fit (Status, Modified and the
// status selector's arrow in view, nothing under a sticky column), with a row-action menu and a column
// chooser that the keyboard drives and the list remembers; the search hint stays inside the filter card.

const SHOTS = 'test-results/screens';
const PHONES = [390, 360] as const;

/** How wide the page is against the window: a page wider than the window scrolls sideways. */
const widths = (page: Page) => page.evaluate(() => ({ page: document.scrollingElement!.scrollWidth, window: window.innerWidth }));

/** The element's box lies inside the window's width (not cut off at either edge). */
async function expectInWindow(page: Page, locator: Locator, what: string): Promise<void> {
  await expect(locator, what).toBeVisible();
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(width + 0.5);
}

/** The screen's title is up and the network is quiet (lists loaded). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.fiu-datatable--loading')).toHaveCount(0);
}

/** The list's own scroll box is wider inside than outside (the list scrolls sideways). */
const listScrolls = (list: Locator) =>
  list.evaluate((host) => {
    const box = host.shadowRoot!.querySelector<HTMLElement>('.fiu-datatable__scroll')!;
    return box.scrollWidth - box.clientWidth;
  });

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu' });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.describe('phones', () => {
  for (const [username, domain] of [
    ['analyst', 'fiu'],
    ['admin', 'eca'],
    ['entry', 'eca'],
  ] as const) {
    test(`${username}@${domain} at 390 and 360 px: no page scrolls sideways, the drawer is a menu, lists are cards`, async ({ page }) => {
      test.setTimeout(300_000); // every screen of the drawer at two widths
      await page.setViewportSize({ width: 390, height: 800 });
      await signIn(page, username, domain);

      // The drawer is a menu button in the top bar: closed, its links are not shown.
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(nav(page).getByRole('link', { name: 'Subjects', exact: true })).toBeHidden();
      await menuButton(page).click();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
      const links = nav(page).getByRole('link');
      await expect(links.first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/layout-${username}-menu-390.png` });
      const paths = await links.evaluateAll((as) =>
        as.filter((a) => a.textContent?.trim() !== 'Logout').map((a) => a.getAttribute('href') ?? '').filter((href) => href.startsWith('/')),
      );
      // Escape closes it and gives the focus back to the button.
      await page.keyboard.press('Escape');
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton(page)).toBeFocused();
      // Choosing an entry goes there and closes the menu.
      await menuButton(page).click();
      await nav(page).getByRole('link', { name: 'Companies', exact: true }).click();
      await expect(page).toHaveURL(`${API}/companies`);
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(nav(page).getByRole('link', { name: 'Companies', exact: true })).toBeHidden();

      for (const width of PHONES) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of [...paths, '/list/new', '/companies/new']) {
          await page.goto(path);
          await settled(page);
          const w = await widths(page);
          expect(w.page, `${path} at ${width} px: the page is ${w.page} px wide`).toBeLessThanOrEqual(w.window);
          await expectInWindow(page, page.getByRole('banner').getByRole('button', { name: 'Logout' }), `Logout on ${path} at ${width}`);
          await expectInWindow(page, menuButton(page), `Menu on ${path} at ${width}`);
          await page.screenshot({ path: `${SHOTS}/layout-${username}-${path.replace(/\W+/g, '_')}-${width}.png`, fullPage: true });
        }

        // The lists: '+ Add' in the window, rows as cards that fit (no sideways scroll inside the list either),
        // each card with its ID, its name and its status readable.
        for (const [path, tag, label] of [
          ['/list', 'fiu-subject-list', /^Open subject /],
          ['/companies', 'fiu-company-list', /^Open company /],
        ] as const) {
          await page.goto(path);
          await settled(page);
          const list = page.locator(tag);
          await expectInWindow(page, list.getByRole('button', { name: 'Add', exact: true }), `Add on ${path} at ${width}`);
          expect(await listScrolls(list), `${path} at ${width}: the list scrolls sideways`).toBeLessThanOrEqual(0);
          const cards = list.getByRole('listitem');
          await expect(cards.first()).toBeVisible();
          // A page of up to 20 records, each a card (eca has fewer than 20 companies).
          const count = await cards.count();
          expect(count).toBeGreaterThan(0);
          expect(count).toBeLessThanOrEqual(20);
          const card = cards.first();
          await expectInWindow(page, card, `the first card of ${path} at ${width}`);
          await expectInWindow(page, card.getByRole('button', { name: label }), `the open button of ${path} at ${width}`);
          await expect(card.getByText('Status', { exact: true })).toBeVisible();
          await expect(card.getByText('Modified', { exact: true })).toBeVisible();
        }

        // A form's Back is in the window.
        await page.goto('/companies/new');
        await settled(page);
        await expectInWindow(page, page.locator('fiu-company-form').getByRole('button', { name: /Back/ }).or(page.locator('fiu-company-form').getByRole('link', { name: /Back/ })).first(), `Back at ${width}`);
      }
    });
  }
});

test.describe('tables at 1280 px', () => {
  test('analyst@fiu: the subject list fits with Status and Modified, a row-action menu, nothing under a sticky column', async ({ page }) => {
    await signIn(page, 'analyst', 'fiu');
    await page.evaluate(() => window.localStorage.removeItem('fiu.columns.subjects'));
    await page.goto('/list');
    await settled(page);
    const list = page.locator('fiu-subject-list');
    await page.screenshot({ path: `${SHOTS}/layout-analyst-list-1280.png`, fullPage: true });

    // No sideways scroll in the list: Status, Modified and the row menu are in view.
    expect(await listScrolls(list), 'the subject list scrolls sideways at 1280 px').toBeLessThanOrEqual(0);
    const box = (await list.locator('.fiu-datatable__scroll').boundingBox())!;
    for (const header of ['Status', 'Modified']) {
      const th = (await list.getByRole('columnheader', { name: header, exact: true }).boundingBox())!;
      expect(th.x + th.width, `${header} inside the list`).toBeLessThanOrEqual(box.x + box.width + 0.5);
    }

    // No sticky column over the cells.
    const sticky = await list.evaluate((host) =>
      Array.from(host.shadowRoot!.querySelectorAll('th, td')).filter((c) => getComputedStyle(c).position === 'sticky' && getComputedStyle(c).right !== 'auto').length,
    );
    expect(sticky, 'cells pinned to the right').toBe(0);

    // One compact menu per row, keyboard driven: Report and Insights in it.
    const first = list.getByRole('button', { name: /^Actions for / }).first();
    await expect(list.getByRole('button', { name: /^Actions for / })).toHaveCount(20);
    await expect(list.getByRole('button', { name: /^Report for / })).toHaveCount(0);
    await expect(first).toHaveAttribute('aria-haspopup', 'menu');
    await first.focus();
    await page.keyboard.press('Enter');
    const menu = list.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['Report', 'Insights']);
    await expect(menu.getByRole('menuitem', { name: 'Report' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Insights' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Report' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await list.getByRole('menu').getByRole('menuitem', { name: 'Insights' }).click();
    await expect(page).toHaveURL(`${API}/insight`);
  });

  test('analyst@fiu: the column chooser shows and hides columns by keyboard and each list remembers its choice', async ({ page }) => {
    await signIn(page, 'analyst', 'fiu');
    await page.evaluate(() => {
      window.localStorage.removeItem('fiu.columns.subjects');
      window.localStorage.removeItem('fiu.columns.companies');
    });
    await page.goto('/list');
    await settled(page);
    const list = page.locator('fiu-subject-list');
    const chooser = list.getByRole('button', { name: 'Columns' });
    await expect(chooser).toHaveAttribute('aria-expanded', 'false');
    await chooser.focus();
    await page.keyboard.press('Enter');
    await expect(chooser).toHaveAttribute('aria-expanded', 'true');
    const panel = list.getByRole('group', { name: 'Columns to show' });
    await expect(panel).toBeVisible();
    // Every column of core-records §2.5 is offered; the ID, which opens the record, always stays.
    for (const name of ['Photo', 'Subject ID', 'Case reference', 'Primary', 'Surname', 'Other names', 'Gender', 'Organisation', 'Status', 'Created by', 'Created', 'Modified by', 'Modified']) {
      await expect(panel.getByRole('checkbox', { name, exact: true })).toHaveCount(1);
    }
    await expect(panel.getByRole('checkbox', { name: 'Subject ID', exact: true })).toBeDisabled();
    const gender = panel.getByRole('checkbox', { name: 'Gender', exact: true });
    const wasShown = await gender.isChecked();
    await gender.focus();
    await page.keyboard.press('Space');
    await expect(gender).toBeChecked({ checked: !wasShown });
    await expect(list.getByRole('columnheader', { name: 'Gender', exact: true })).toHaveCount(wasShown ? 0 : 1);
    const other = panel.getByRole('checkbox', { name: 'Other names', exact: true });
    await other.focus();
    await page.keyboard.press('Space');
    await expect(list.getByRole('columnheader', { name: 'Other names', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(chooser).toBeFocused();

    // Remembered after a reload, for this list only.
    await page.reload();
    await settled(page);
    await expect(list.getByRole('columnheader', { name: 'Surname', exact: true })).toBeVisible();
    await expect(list.getByRole('columnheader', { name: 'Other names', exact: true })).toHaveCount(0);
    await expect(list.getByRole('columnheader', { name: 'Gender', exact: true })).toHaveCount(wasShown ? 0 : 1);
    await page.goto('/companies');
    await settled(page);
    const companies = page.locator('fiu-company-list');
    await expect(companies.getByRole('columnheader', { name: 'Name', exact: true })).toBeVisible();

    // Every column shown: the list scrolls inside its box, and at its end Modified is whole and readable.
    await page.goto('/list');
    await settled(page);
    await chooser.click();
    for (const box of await panel.getByRole('checkbox').all()) if (!(await box.isChecked())) await box.check();
    await page.keyboard.press('Escape');
    await list.locator('.fiu-datatable__scroll').evaluate((el) => (el.scrollLeft = el.scrollWidth));
    const scroll = (await list.locator('.fiu-datatable__scroll').boundingBox())!;
    const modified = (await list.getByRole('columnheader', { name: 'Modified', exact: true }).boundingBox())!;
    expect(modified.x + modified.width).toBeLessThanOrEqual(scroll.x + scroll.width + 0.5);
    const hit = await list.evaluate((host) => {
      const root = host.shadowRoot!;
      const cell = root.querySelector('tbody.fiu-datatable__body tr td:nth-last-child(2)')!;
      const r = cell.getBoundingClientRect();
      const at = root.elementFromPoint(r.right - 4, r.top + r.height / 2);
      return !!at && cell.contains(at);
    });
    expect(hit, 'the Modified cell is on top at its right edge').toBe(true);
    await page.evaluate(() => window.localStorage.removeItem('fiu.columns.subjects'));
  });

  test("admin@eca: the company list's status selector shows its arrow", async ({ page }) => {
    await signIn(page, 'admin', 'eca');
    await page.goto('/companies');
    await settled(page);
    const list = page.locator('fiu-company-list');
    expect(await listScrolls(list), 'the company list scrolls sideways at 1280 px').toBeLessThanOrEqual(0);
    const select = list.getByRole('combobox', { name: /^Status of / }).first();
    await expect(select).toBeVisible();
    // The arrow (the wrapper's ::after) is inside the select's box and nothing covers the select's right end.
    const arrow = await select.evaluate((el) => {
      const wrap = el.parentElement!;
      const after = getComputedStyle(wrap, '::after');
      const r = el.getBoundingClientRect();
      const root = el.getRootNode() as ShadowRoot;
      const top = root.elementFromPoint(r.right - 10, r.top + r.height / 2);
      return { content: after.content, onTop: top === el || wrap.contains(top), fits: wrap.getBoundingClientRect().right <= r.right + 0.5 };
    });
    expect(arrow.content).not.toBe('none');
    expect(arrow.onTop, 'the right end of the status selector is not covered').toBe(true);
    await page.screenshot({ path: `${SHOTS}/layout-admin-companies-1280.png`, fullPage: true });
  });
});

test.describe('search hint', () => {
  for (const width of [1280, 390]) {
    test(`at ${width} px 'Press Enter to search' stays inside the filter card`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, 'entry', 'eca');
      await page.goto('/list');
      await settled(page);
      const list = page.locator('fiu-subject-list');
      await list.getByRole('searchbox').focus();
      const hint = list.getByText('Press Enter to search', { exact: true });
      await expect(hint).toBeVisible();
      const card = (await list.locator('.fiu-filter').boundingBox())!;
      const h = (await hint.boundingBox())!;
      expect(h.x).toBeGreaterThanOrEqual(card.x);
      expect(h.y).toBeGreaterThanOrEqual(card.y);
      expect(h.x + h.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
      expect(h.y + h.height, 'the hint ends inside the card').toBeLessThanOrEqual(card.y + card.height + 0.5);
      await page.screenshot({ path: `${SHOTS}/layout-search-hint-${width}.png` });
    });
  }
});
