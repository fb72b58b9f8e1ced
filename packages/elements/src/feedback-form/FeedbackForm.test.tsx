// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@fiu/core';
import { button, mountElement, waitFor, type Mounted } from '../test/harness';
import { freshPage, startServer, type ElementTestServer } from '../test/server';
import { draftKey } from '../shared/forms/useDraft';
import { FORM_TEXT } from '../shared/forms/RecordFormFrame';
import { feedbackFormDescriptor } from './descriptor';
import { NOTHING_TO_VIEW, NO_REPORT, UNKNOWN_KIND, reportIdOf } from './FeedbackForm';

let server: ElementTestServer;
let admin: SignedInUser;
const load = () => import('./FeedbackForm');

beforeAll(async () => {
  [server] = await Promise.all([startServer(), load()]);
  admin = await server.signIn('admin@eca');
}, 120_000);
afterAll(async () => {
  document.body.replaceChildren();
  await new Promise((r) => setTimeout(r, 50));
  await server.close();
});

async function open(attrs: Record<string, string>): Promise<Mounted> {
  await freshPage(server, admin);
  const m = await mountElement(feedbackFormDescriptor, load, attrs);
  await waitFor(() => expect(m.root.querySelector('form, .fiu-empty')).not.toBeNull());
  return m;
}

const groups = (root: ShadowRoot) => [...root.querySelectorAll<HTMLFieldSetElement>('fieldset.fb-choice')];
const group = (root: ShadowRoot, legend: string) => {
  const g = groups(root).find((f) => f.querySelector('legend')?.textContent === legend);
  if (!g) throw new Error(`no question "${legend}"`);
  return g;
};
const radio = (root: ShadowRoot, legend: string, value: string) => group(root, legend).querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
const toasts = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('.fiu-toast')].map((t) => `${t.dataset.variant}:${t.textContent?.trim()}`);
const OVERALL = 'Overall, the intelligence report was of good quality and relevant to your mandate.';
const ARREST = 'The report led, or is expected to lead, to an arrest.';

describe('fiu-feedback-form', () => {
  it('takes the report from report-id, or from the report property (an id or the list row)', () => {
    expect(reportIdOf(' r1 ', { id: 'r2' })).toBe('r1');
    expect(reportIdOf('', 'r2')).toBe('r2');
    expect(reportIdOf(undefined, { id: 'r3', internal_reference: 'FIU/IR/1' })).toBe('r3');
    expect(reportIdOf(undefined, { id: 3 })).toBe('');
    expect(reportIdOf(undefined, null)).toBe('');
  });

  it('opens the report the list hands over as a property', async () => {
    const id = await server.addReport({ domain: 'eca', internal_reference: 'FIU/IR/2026/077' });
    await freshPage(server, admin);
    const { root, el } = await mountElement(feedbackFormDescriptor, load, { kind: 'final' });
    (el as HTMLElement & { report: unknown }).report = { id, internal_reference: 'FIU/IR/2026/077' };
    await waitFor(() => expect(root.querySelector('.fiu-rf__code')?.textContent).toBe('FIU/IR/2026/077'));
  });

  it("shows the report's case reference, the proactive questions as radio groups of 1 to 5, fieldsets with legends", async () => {
    const id = await server.addReport({ domain: 'eca', internal_reference: 'FIU/IR/2026/041', report_title: 'Kite flows', external_reference: 'ECA/17' });
    const { root } = await open({ kind: 'proactive-interim', 'report-id': id });
    await waitFor(() => expect(root.querySelector('.fiu-rf__code')?.textContent).toBe('FIU/IR/2026/041'));
    expect(root.querySelector('h1')?.textContent).toBe('Proactive Interim Feedback');
    expect(root.querySelector('.fiu-rf__meta')?.textContent).toContain('Kite flows');
    expect(root.querySelector('.fiu-rf__meta')?.textContent).toContain('Spontaneous Disclosure');
    const scales = groups(root).filter((g) => g.classList.contains('fb-choice--scale'));
    expect(scales).toHaveLength(13);
    for (const g of scales) expect([...g.querySelectorAll('input[type="radio"]')].map((r) => (r as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5']);
    expect(root.textContent).not.toContain('Not Applicable');
    expect([...root.querySelectorAll('fieldset.fb-section > legend')].map((l) => l.textContent)).toContain('Use of the intelligence');
    expect(button(root, 'Submit')).toBeTruthy();
  });

  it('the reactive form offers Not Applicable (6)', async () => {
    const id = await server.addReport({ domain: 'eca', report_type: 'RFI' });
    const { root } = await open({ kind: 'reactive-interim', 'report-id': id });
    await waitFor(() => expect(groups(root).length).toBeGreaterThan(0));
    const overall = group(root, 'Overall, the answer met the needs of your request.');
    expect(overall.querySelector('input[value="6"]')?.closest('label')?.textContent).toBe('6 · Not Applicable');
  });

  it("locks while sending, says 'Submitted', the report's flag is set and it goes back to /ireport after 2 s", async () => {
    const id = await server.addReport({ domain: 'eca' });
    const m = await open({ kind: 'proactive-interim', 'report-id': id });
    const { root } = m;
    await waitFor(() => expect(groups(root).length).toBeGreaterThan(0));
    radio(root, OVERALL, '5').click();
    radio(root, 'Is this your last interim feedback on this report?', 'no').click();
    const release = server.hold('POST /api/pifeedback');
    button(root, 'Submit').click();
    await waitFor(() => expect(root.querySelector<HTMLFieldSetElement>('fieldset.fb-lock')?.disabled).toBe(true));
    expect(button(root, 'Submit').disabled).toBe(true);
    release();
    await waitFor(() => expect(toasts(root)).toContain('success:Submitted'));
    const sent = server.of('POST', '/api/pifeedback')[0]!.json as Record<string, unknown>;
    expect(sent).toMatchObject({ report: id, assessment_intelligence: 5, last_feedback: 'no' });
    // Locked until it leaves.
    expect(root.querySelector<HTMLFieldSetElement>('fieldset.fb-lock')?.disabled).toBe(true);
    expect(m.of('fiu-navigate')).toHaveLength(0);
    await waitFor(() => expect(m.of('fiu-navigate').map((e) => e.detail)).toEqual([{ path: '/ireport' }]), 4000);
    const ctx = await server.call<{ report: { has_interim_feedback: boolean }; feedback: Record<string, unknown> }>(admin, `/api/pifeedback?report=${id}`);
    expect(ctx.report.has_interim_feedback).toBe(true);
    expect(ctx.feedback).toMatchObject({ assessment_intelligence: 5 });
  });

  it("says 'Failed' as a warning, unlocks, and keeps the answers across a reload", async () => {
    const id = await server.addReport({ domain: 'eca' });
    const first = await open({ kind: 'proactive-interim', 'report-id': id });
    await waitFor(() => expect(groups(first.root).length).toBeGreaterThan(0));
    radio(first.root, ARREST, '4').click();
    server.answerNext('POST /api/pifeedback', { status: 500, json: { error: 'Internal error' } });
    button(first.root, 'Submit').click();
    await waitFor(() => expect(toasts(first.root)).toContain('warning:Failed'));
    expect(first.root.querySelector<HTMLFieldSetElement>('fieldset.fb-lock')?.disabled).toBe(false);
    expect(radio(first.root, ARREST, '4').checked).toBe(true);
    // The draft is kept for this user, questionnaire and report.
    await waitFor(() => expect(sessionStorage.getItem(draftKey(`proactive-interim.${id}`, ''))).toContain('"leading_arrest":4'));

    // A reload: the element again, same tab.
    first.el.remove();
    const again = await mountElement(feedbackFormDescriptor, load, { kind: 'proactive-interim', 'report-id': id });
    await waitFor(() => expect(radio(again.root, ARREST, '4').checked).toBe(true));
    expect(again.root.textContent).toContain('Restored unsaved changes');
    // Another report's questionnaire does not get these answers.
    const other = await server.addReport({ domain: 'eca' });
    again.el.remove();
    const third = await mountElement(feedbackFormDescriptor, load, { kind: 'proactive-interim', 'report-id': other });
    await waitFor(() => expect(groups(third.root).length).toBeGreaterThan(0));
    expect(radio(third.root, ARREST, '4').checked).toBe(false);
  });

  it("opens existing answers and says 'Updated' after a PUT", async () => {
    const id = await server.addReport({ domain: 'eca', report_type: 'RFI', has_interim_feedback: true });
    const saved = await server.call<{ id: string }>(admin, '/api/caseupdate', { method: 'POST', body: { report: id, current_case_status: 'investigation_ongoing' } });
    const { root } = await open({ kind: 'case-update', 'report-id': id });
    await waitFor(() => expect(radio(root, 'Current status of the case', 'investigation_ongoing').checked).toBe(true));
    radio(root, 'Current status of the case', 'prosecution').click();
    button(root, 'Submit').click();
    await waitFor(() => expect(toasts(root)).toContain('success:Updated'));
    expect(server.of('PUT', `/api/caseupdate/${saved.id}`)).toHaveLength(1);
  });

  it('the read-only view shows the answers without Submit, or says there are none', async () => {
    const id = await server.addReport({ domain: 'eca', report_type: 'RFI', has_interim_feedback: true });
    await server.call(admin, '/api/caseupdate', { method: 'POST', body: { report: id, current_case_status: 'prosecution', case_status_comments: 'Trial set' } });
    const { root } = await open({ kind: 'case-update', 'report-id': id, readonly: '' });
    await waitFor(() => expect(radio(root, 'Current status of the case', 'prosecution').checked).toBe(true));
    expect(radio(root, 'Current status of the case', 'prosecution').disabled).toBe(true);
    expect([...root.querySelectorAll('button')].map((b) => b.textContent?.trim())).not.toContain('Submit');

    const none = await server.addReport({ domain: 'eca', report_type: 'RFI', has_interim_feedback: true });
    const empty = await open({ kind: 'case-update', 'report-id': none, readonly: '' });
    await waitFor(() => expect(empty.root.textContent).toContain(NOTHING_TO_VIEW));
  });

  it('without a report or with an unknown kind it says so; another organisation\'s report is not found', async () => {
    expect((await open({ kind: 'final' })).root.textContent).toContain(NO_REPORT);
    expect((await open({ kind: 'other', 'report-id': 'x' })).root.textContent).toContain(UNKNOWN_KIND);
    const cbn = await server.addReport({ domain: 'cbn' });
    const { root } = await open({ kind: 'final', 'report-id': cbn });
    await waitFor(() => expect(root.textContent).toContain(FORM_TEXT.notFound('final feedback')));
  });
});
