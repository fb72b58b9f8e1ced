import { expect, test, type Locator, type Page } from './support/fixture';
import { API, apiSignIn, signIn, tabSessionHeaders } from './support/demo';
import { openRowMenu } from './support/rowMenu';

// dissemination-feedback §2 "Feedback forms", §3 (feedback entities), §4 "Feedback submit"; core-records §6.3 (the
// /feedback register). The reports are the demo seed's (eca's disseminated reports without interim feedback).

const SHOTS = 'test-results/screens';

interface ReportRow {
  id: string;
  internal_reference: string;
  report_title: string;
}

/** A seeded eca report, found by its title through the report list as the signed-in tab sees it. */
async function seededReport(page: Page, title: string): Promise<ReportRow> {
  const res = await page.request.get(`${API}/api/intelligence`, { params: { search: title }, headers: await tabSessionHeaders(page) });
  expect(res.status(), 'GET /api/intelligence').toBe(200);
  const { results } = (await res.json()) as { results: ReportRow[] };
  const report = results.find((r) => r.report_title === title);
  expect(report, `seeded report "${title}"`).toBeTruthy();
  return report!;
}

/**
 * What the report list's Interim button does: fiu-navigate to the form with the report in the route state
 * (`{ report }`: the list hands over the row, a host may hand over the id).
 */
async function openForm(page: Page, path: string, report: string | { id: string }): Promise<Locator> {
  await page.evaluate(
    ({ p, r }) => document.dispatchEvent(new CustomEvent('fiu-navigate', { detail: { path: p, state: { report: r } }, bubbles: true, composed: true })),
    { p: path, r: report },
  );
  await expect(page).toHaveURL(`${API}${path}`);
  const form = page.locator('fiu-feedback-form');
  await expect(form.getByRole('heading', { level: 1 })).toBeVisible();
  return form;
}

const question = (form: Locator, legend: string): Locator => form.getByRole('group', { name: legend, exact: true });
const OVERALL = 'Overall, the intelligence report was of good quality and relevant to your mandate.';
const NEW_INFO = 'The report gave information that was new to your agency.';
const ARREST = 'The report led, or is expected to lead, to an arrest.';
const LAST = 'Is this your last interim feedback on this report?';

test.describe('feedback questionnaires', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test("a partner admin answers the proactive interim feedback: 'Submitted', back on /ireport after 2 s", async ({ page }) => {
    await signIn(page, 'admin', 'eca');
    const report = await seededReport(page, 'Structured cash deposits by a bureau de change operator');
    // From the Intelligence Reports list, as a user gets there: the row's Interim button (a Disclosure: /pifeedback).
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Intelligence Reports', exact: true }).click();
    const list = page.locator('fiu-ir-list');
    await (await openRowMenu(list, report.internal_reference)).getByRole('menuitem', { name: 'Interim' }).click();
    await expect(page).toHaveURL(`${API}/pifeedback`);
    const form = page.locator('fiu-feedback-form');
    await expect(form.getByRole('heading', { level: 1 })).toHaveText('Proactive Interim Feedback');

    // The case reference, in red.
    const reference = form.locator('.fiu-rf__code');
    await expect(reference).toHaveText(report.internal_reference);
    const color = await reference.evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = color.match(/\d+/g)!.map(Number);
    expect(r! > 150 && g! < 100 && b! < 100, `red, got ${color}`).toBe(true);

    // A scale is a radio group of 1 to 5 (no Not Applicable on the proactive form); arrow keys move the choice.
    await expect(question(form, OVERALL).getByRole('radio')).toHaveCount(5);
    await expect(form.getByText('Not Applicable')).toHaveCount(0);
    await question(form, OVERALL).getByRole('radio', { name: '4 · Agree' }).check();
    await page.keyboard.press('ArrowRight');
    await expect(question(form, OVERALL).getByRole('radio', { name: '5 · Strongly Agree' })).toBeChecked();
    await question(form, NEW_INFO).getByRole('radio', { name: '3 · Neutral' }).check();
    await question(form, LAST).getByRole('radio', { name: 'No' }).check();
    await form.getByLabel('Which predicate offence does the case concern?').selectOption('Tax Evasion');
    await form.getByLabel('How could the unit make this kind of intelligence more useful to you?').fill('Add the BVN history of each account.');
    await page.screenshot({ path: `${SHOTS}/feedback-form-1280.png`, fullPage: true });

    const submit = form.getByRole('button', { name: 'Submit' });
    const sent = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/pifeedback');
    await submit.click();
    expect((await sent).status()).toBe(201);
    await expect(form.locator('.fiu-toast--success')).toHaveText('Submitted');
    // Locked until it goes back to the list.
    await expect(submit).toBeDisabled();
    await expect(question(form, ARREST).getByRole('radio').first()).toBeDisabled();
    const at = Date.now();
    await expect(page).toHaveURL(`${API}/ireport`, { timeout: 5000 });
    expect(Date.now() - at).toBeGreaterThan(1000);
    // The list's button now reads 'Update' and leads to the case progress update (§4); Final becomes possible.
    let menu = await openRowMenu(list, report.internal_reference);
    await expect(menu.getByRole('menuitem', { name: 'Final' })).toBeEnabled();
    await menu.getByRole('menuitem', { name: 'Update' }).click();
    await expect(page).toHaveURL(`${API}/caseupdate`);
    await expect(form.getByRole('heading', { level: 1 })).toHaveText('Case Progress Update');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Intelligence Reports', exact: true }).click();
    await expect(page).toHaveURL(`${API}/ireport`);

    const ctx = await page.request.get(`${API}/api/pifeedback`, { params: { report: report.id }, headers: await tabSessionHeaders(page) });
    const body = (await ctx.json()) as { report: { has_interim_feedback: boolean }; feedback: Record<string, unknown> };
    expect(body.report.has_interim_feedback).toBe(true);
    expect(body.feedback).toMatchObject({ assessment_intelligence: 5, provide_new_info: 3, last_feedback: 'no', predicate_offence: 'Tax Evasion', fiu_case_number: report.internal_reference });

    // The final feedback, once sent, closes both buttons (§4: no interim update after the final word).
    menu = await openRowMenu(list, report.internal_reference);
    await menu.getByRole('menuitem', { name: 'Final' }).click();
    await expect(page).toHaveURL(`${API}/finalfeedback`);
    await expect(form.getByRole('heading', { level: 1 })).toHaveText('Final Feedback');
    await question(form, 'Were any of the subjects arrested?').getByRole('radio', { name: 'Yes' }).check();
    const finalSent = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/finalfeedback');
    await form.getByRole('button', { name: 'Submit' }).click();
    expect((await finalSent).status()).toBe(201);
    await expect(form.locator('.fiu-toast--success')).toHaveText('Submitted');
    await expect(page).toHaveURL(`${API}/ireport`, { timeout: 5000 });
    menu = await openRowMenu(list, report.internal_reference);
    await expect(menu.getByRole('menuitem', { name: 'Update' })).toBeDisabled();
    await expect(menu.getByRole('menuitem', { name: 'Final' })).toBeDisabled();
  });

  test("a failed submit says 'Failed', unlocks, and the answers survive a reload", async ({ page }) => {
    await signIn(page, 'admin', 'eca');
    const report = await seededReport(page, 'Suspicious transfers from a state pension account');
    let form = await openForm(page, '/pifeedback', report.id);
    await question(form, ARREST).getByRole('radio', { name: '2 · Disagree' }).check();
    await question(form, NEW_INFO).getByRole('radio', { name: '5 · Strongly Agree' }).check();

    await page.route(`${API}/api/pifeedback`, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' }) : route.fallback(),
    );
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.locator('.fiu-toast--warning')).toHaveText('Failed');
    await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(question(form, ARREST).getByRole('radio', { name: '2 · Disagree' })).toBeChecked();
    await page.unroute(`${API}/api/pifeedback`);

    await page.reload();
    form = page.locator('fiu-feedback-form');
    await expect(form.getByText('Restored unsaved changes')).toBeVisible();
    await expect(question(form, ARREST).getByRole('radio', { name: '2 · Disagree' })).toBeChecked();
    await expect(question(form, NEW_INFO).getByRole('radio', { name: '5 · Strongly Agree' })).toBeChecked();

    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.locator('.fiu-toast--success')).toHaveText('Submitted');
    await expect(page).toHaveURL(`${API}/ireport`, { timeout: 5000 });
  });

  test('on a phone the questions stack and stay usable', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, 'admin', 'eca');
    const report = await seededReport(page, 'Funds flow behind a vehicle import syndicate');
    const form = await openForm(page, '/pifeedback', report.id);
    await expect(form.locator('.fiu-rf__code')).toHaveText(report.internal_reference);
    const overall = question(form, OVERALL);
    await overall.getByRole('radio', { name: '1 · Strongly Disagree' }).check();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/feedback-form-390.png`, fullPage: true });
  });
});

test.describe('the /feedback register', () => {
  test('an admin sees the feedback of their organisation, searched on Enter', async ({ page, request }) => {
    const headers = await apiSignIn(request, 'admin', 'eca');
    const subject = `Register check ${Date.now()}`;
    const made = await request.post(`${API}/api/feedback`, { headers, data: { subject_name: subject, case_number: 'ECA/E2E/1', satisfied: true, other_comments: 'Useful and on time' } });
    expect(made.status()).toBe(201);

    await signIn(page, 'admin', 'eca');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Feedback', exact: true }).click();
    await expect(page).toHaveURL(`${API}/feedback`);
    const list = page.locator('fiu-feedback-list');
    const box = list.getByRole('searchbox', { name: 'Search feedback' });
    await box.fill(subject);
    await box.press('Enter');
    const row = list.getByRole('row').filter({ hasText: subject });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Economic Crimes Agency');
    await expect(row).toContainText('Useful and on time');
    await expect(list.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/feedback-list-1280.png`, fullPage: true });
  });
});
