import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './support/fixture';
import { API, apiSignIn, readTable, signIn } from './support/demo';

// SECURITY.md promise 8: text saved through the records screens' fields comes back as TEXT. Naughty strings
// (big-list-of-naughty-strings) are saved through the API as entry@eca, then shown in the list and the form in
// Chromium: no dialog opens, no script runs (the payloads that would run set window.__pwned), and no element
// with an event-handler attribute appears anywhere in the page or in the elements' shadow roots.

const SHOTS = 'test-results/screens';
const BLNS = JSON.parse(readFileSync('node_modules/big-list-of-naughty-strings/blns.json', 'utf8')) as string[];

/** A string of the list, by its exact text (so the test fails loudly if the list changes). */
function blns(text: string): string {
  expect(BLNS, `blns.json has ${text}`).toContain(text);
  return text;
}

const SCRIPTY = BLNS.filter((s) => /<script|onerror|onload|javascript:/i.test(s) && s.trim() === s && s.length <= 50);

interface Naughty {
  surname: string;
  othernames: string;
}

// Surname and other names: at most 50 characters each (core-records §3.1 bounds).
const SUBJECTS: Naughty[] = [
  { surname: blns('<script>alert(123)</script>'), othernames: '<img src=x onerror="window.__pwned=1">' },
  { surname: blns('<img src=x onerror=alert(123) />'), othernames: '"><svg onload=alert(1)>' },
  { surname: blns('"><script>alert(123)</script>'), othernames: 'javascript:alert(1)' },
  { surname: '<svg onload="window.__pwned=2">', othernames: blns('</script><script>alert(123)</script>') },
  { surname: '<iframe src="javascript:window.__pwned=3">', othernames: blns('<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>').slice(0, 50) },
  { surname: blns('<sc<script>ript>alert(123)</sc</script>ript>'), othernames: '{{constructor.constructor("window.__pwned=4")()}}' },
];
const REMARK = [
  '<details open ontoggle="window.__pwned=5">x</details>',
  '<a href="javascript:window.__pwned=6">click</a>',
  ...SCRIPTY.slice(0, 12),
].join('\n');

/** Every element, in the document and in every open shadow root, that carries an on* attribute or is a script. */
async function liveMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        const handlers = Array.from(el.attributes).filter((a) => /^on/i.test(a.name));
        if (handlers.length) found.push(`<${el.tagName.toLowerCase()} ${handlers.map((a) => a.name).join(' ')}>`);
        if (el.tagName === 'SCRIPT' && root !== document) found.push('<script> in a shadow root');
        if (el.tagName === 'IFRAME') found.push('<iframe>');
        if (/^javascript:/i.test(el.getAttribute('href') ?? '') || /^javascript:/i.test(el.getAttribute('src') ?? '')) found.push(`<${el.tagName.toLowerCase()} javascript: url>`);
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    return found;
  });
}

async function noScriptRan(page: Page, dialogs: string[], blocked: string[]): Promise<void> {
  expect(dialogs, 'dialogs opened').toEqual([]);
  // The app's Content-Security-Policy would block an injected handler; it must not even have had to.
  expect(blocked, 'Content-Security-Policy violations').toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), 'window.__pwned').toBeUndefined();
  expect(await liveMarkup(page)).toEqual([]);
}

const rangeOf = (list: Locator, noun: string): Locator => list.getByRole('navigation', { name: `Pages of ${noun}` }).locator('.fiu-pagination__range');

test('naughty strings saved in subjects and a company are shown as text, and nothing runs', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });
  const marker = `NAUGHTY/${Date.now().toString(36).toUpperCase()}`;

  // Saved through the API as entry@eca: the server keeps them as they are.
  const entry = await apiSignIn(page.request, 'entry', 'eca');
  const saved: { id: string; suspectid: string; surname: string; othernames: string }[] = [];
  for (const [i, s] of SUBJECTS.entries()) {
    const res = await page.request.post(`${API}/api/suspects`, {
      headers: entry,
      data: { ...s, case_reference: `${marker}/${i}`, remark: REMARK, gender: 'female' },
    });
    expect(res.status(), `${s.surname}: ${await res.text()}`).toBe(201);
    const body = (await res.json()) as { id: string; suspectid: string; surname: string; othernames: string; remark: string };
    expect(body.surname).toBe(s.surname);
    expect(body.othernames).toBe(s.othernames);
    expect(body.remark).toBe(REMARK);
    saved.push(body);
  }
  const companyName = '<img src=x onerror="window.__pwned=7">"><b>Bold Ltd';
  const company = await page.request.post(`${API}/api/companies`, {
    headers: entry,
    data: { name: companyName, case_reference: marker, information_needed: REMARK, currentcrimetype: 'Forgery' },
  });
  expect(company.status(), await company.text()).toBe(201);
  const companyId = ((await company.json()) as { id: string }).id;

  await signIn(page, 'entry', 'eca');

  // The list: search the marker; every surname and other names is the exact text.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Subjects', exact: true }).click();
  const list = page.locator('fiu-subject-list');
  await expect(rangeOf(list, 'subjects')).toHaveText(/^1-\d+ of \d+$/);
  await list.getByRole('searchbox', { name: 'Search subjects' }).fill(marker);
  await list.getByRole('searchbox', { name: 'Search subjects' }).press('Enter');
  await expect(rangeOf(list, 'subjects')).toHaveText(`1-${SUBJECTS.length} of ${SUBJECTS.length}`);
  const { headers, rows } = await readTable(list);
  const shown = rows.map((r) => ({ surname: r[headers.indexOf('Surname')], othernames: r[headers.indexOf('Other names')] }));
  expect(new Set(shown.map((r) => r.surname))).toEqual(new Set(SUBJECTS.map((s) => s.surname)));
  expect(new Set(shown.map((r) => r.othernames))).toEqual(new Set(SUBJECTS.map((s) => s.othernames)));
  // Visible as text on screen too (the cell, not only its tooltip).
  await expect(list.getByText(SUBJECTS[0]!.surname, { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/records-naughty-list.png`, fullPage: true });
  await noScriptRan(page, dialogs, blocked);

  // The form of each: inputs hold the strings as values, the heading shows them as text.
  for (const s of saved) {
    await list.getByRole('button', { name: `Open subject ${s.suspectid} ${s.surname} ${s.othernames}` }).click();
    await expect(page).toHaveURL(`${API}/list/${s.id}`);
    const form = page.locator('fiu-subject-form');
    await expect(form.getByLabel('Surname')).toHaveValue(s.surname);
    await expect(form.getByLabel('Other names')).toHaveValue(s.othernames);
    await expect(form.getByLabel('Remark')).toHaveValue(REMARK);
    await expect(form.getByRole('heading', { level: 1 })).toHaveText(`${s.othernames} ${s.surname}`);
    if (s === saved[0]) await page.screenshot({ path: `${SHOTS}/records-naughty-form.png`, fullPage: true });
    // The other tabs render too (lazy parts), and nothing runs there either.
    await form.getByRole('tab', { name: /^History/ }).click();
    await expect(form.getByRole('tab', { name: /^History/ })).toHaveAttribute('aria-selected', 'true');
    await noScriptRan(page, dialogs, blocked);
    await form.getByRole('button', { name: 'Back', exact: true }).first().click();
    await expect(page).toHaveURL(`${API}/list`);
    await list.getByRole('searchbox', { name: 'Search subjects' }).fill(marker);
    await list.getByRole('searchbox', { name: 'Search subjects' }).press('Enter');
    await expect(rangeOf(list, 'subjects')).toHaveText(`1-${SUBJECTS.length} of ${SUBJECTS.length}`);
  }

  // A company: list and form.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Companies', exact: true }).click();
  const companies = page.locator('fiu-company-list');
  await expect(rangeOf(companies, 'companies')).toHaveText(/^1-\d+ of \d+$/);
  await companies.getByRole('searchbox', { name: 'Search companies' }).fill(marker);
  await companies.getByRole('searchbox', { name: 'Search companies' }).press('Enter');
  await expect(rangeOf(companies, 'companies')).toHaveText('1-1 of 1');
  const table = await readTable(companies);
  expect(table.rows[0]![table.headers.indexOf('Name')]).toBe(companyName);
  await noScriptRan(page, dialogs, blocked);
  await page.goto(`/companies/${companyId}`);
  const cform = page.locator('fiu-company-form');
  await expect(cform.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(companyName);
  await expect(cform.getByRole('textbox', { name: 'Information needed' })).toHaveValue(REMARK);
  await expect(cform.getByRole('heading', { level: 1 })).toHaveText(companyName);
  await noScriptRan(page, dialogs, blocked);
});
