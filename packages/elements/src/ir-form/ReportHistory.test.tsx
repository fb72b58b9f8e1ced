// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, resetSharedCore, setOrganisation, signIn, type Organisation, type SignedInUser } from '@fiu/core';
import { defineElement } from '../define/defineElement';
import { button, mountElement, waitFor, type Mounted } from '../test/harness';
import { startServer, type ElementTestServer } from '../test/server';
import { irFormDescriptor } from './descriptor';
import { HISTORY_TEXT } from './ReportHistory';

let server: ElementTestServer;
let organisations: Organisation[];
const users = {} as Record<Who, SignedInUser>;
const load = () => import('./IrForm');
type Who = 'analyst' | 'admin';

beforeAll(async () => {
  server = await startServer({ seedSize: 0 });
  for (const who of ['analyst@fiu', 'admin@eca'] as const) users[who.split('@')[0] as Who] = await server.signIn(who);
  ({ results: organisations } = await server.call<{ results: Organisation[] }>(null, '/api/organisations?pager=default'));
  await Promise.all([load(), import('./ReportHistory'), import('../define/runtime')]);
});
afterAll(() => server.close());

async function prepare(who: Who): Promise<void> {
  document.body.replaceChildren();
  resetSharedCore();
  localStorage.clear();
  sessionStorage.clear();
  configure({ apiBase: server.origin, mode: 'standalone' });
  await server.settle(); // what the test before sent is not this one's
  server.clear();
  signIn(users[who]);
  setOrganisation(organisations.find((o) => o.domain === users[who].domain)!);
}

async function open(who: Who, reportId: string): Promise<Mounted> {
  await prepare(who);
  return mountElement(irFormDescriptor, load, { 'report-id': reportId });
}

const panel = (root: ShadowRoot) => root.querySelector<HTMLElement>('[part="history"]');
/** The table's rows as [who, what, organisation] (the time is checked apart). */
const rows = (root: ShadowRoot) =>
  [...(panel(root)?.querySelectorAll('tbody tr') ?? [])].map((tr) => [...tr.querySelectorAll('td')].slice(1).map((td) => td.textContent?.trim()));

/** A report disseminated to eca (written straight into the database: no history of its own yet). */
async function reportSeenByEca(): Promise<string> {
  const id = await server.addReport({ domain: 'eca', report_type: 'RFI', internal_reference: `FIU/IR/HP/${Math.random().toString(36).slice(2, 8)}` });
  await server.call(users.admin, `/api/intelligence/${id}`);
  await server.call(users.admin, '/api/rifeedback', {
    method: 'POST',
    body: { report: id, assessment_intelligence: 4, last_feedback: 'no', predicate_offence: 'Tax Evasion', enrich_intelligence: 'More' },
  });
  return id;
}

describe("fiu-ir-form's History panel", () => {
  it('lists who did what, when and from which organisation, newest first, for the unit', async () => {
    const id = await reportSeenByEca();
    const { root } = await open('analyst', id);
    await waitFor(() => expect(rows(root)).toHaveLength(3));
    expect(panel(root)!.querySelector('h2')?.textContent).toBe(HISTORY_TEXT.title);
    expect(panel(root)!.querySelectorAll('th')).toHaveLength(4);
    expect([...panel(root)!.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['When', 'Who', 'What', 'Organisation']);
    const [mine, feedback, view] = rows(root);
    expect(mine![0]).toContain('analyst@fiu');
    expect(mine!.slice(1)).toEqual(['Viewed', 'Financial Intelligence Unit']);
    expect(feedback![0]).toContain('admin@eca');
    expect(feedback!.slice(1)).toEqual(['Feedback sent: reactive interim feedback', 'Economic Crimes Agency']);
    expect(view!.slice(1)).toEqual(['Viewed', 'Economic Crimes Agency']);
    const times = [...panel(root)!.querySelectorAll('time')].map((t) => Date.parse(t.getAttribute('datetime')!));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(panel(root)!.querySelector('time')!.textContent).toMatch(/^\d{1,2} \w+ \d{4}, \d{2}:\d{2}$/);
    expect(panel(root)!.textContent).toContain(HISTORY_TEXT.count(3, 3));
  });

  it("shows a recipient its own organisation's entries only", async () => {
    const id = await reportSeenByEca();
    await server.call(users.analyst, `/api/intelligence/${id}`);
    const { root } = await open('admin', id);
    await waitFor(() => expect(rows(root)).toHaveLength(3));
    expect(rows(root).map((r) => r[2])).toEqual(['Economic Crimes Agency', 'Economic Crimes Agency', 'Economic Crimes Agency']);
    expect(panel(root)!.textContent).not.toContain('analyst@fiu');
  });

  it('says so when there is no history yet', async () => {
    const id = await server.addReport({ domain: 'eca' });
    const report = await server.call<Record<string, unknown>>(users.analyst, `/api/intelligence/${id}`);
    // The report handed over as a property: no load, so eca has done nothing with it yet.
    await prepare('admin');
    defineElement(irFormDescriptor, load);
    const el = document.createElement(irFormDescriptor.tag) as HTMLElement & { report?: unknown };
    el.setAttribute('report-id', id);
    el.report = report;
    document.body.append(el);
    const root = el.shadowRoot!;
    await waitFor(() => expect(panel(root)?.querySelector('.fiu-empty')?.textContent).toContain(HISTORY_TEXT.empty));
    expect(panel(root)!.textContent).toContain(HISTORY_TEXT.emptyBody);
    expect(panel(root)!.querySelector('table')).toBeNull();
  });

  it('shows a failure in place and loads again on Try again', async () => {
    const id = await reportSeenByEca();
    await prepare('analyst');
    server.answerNext(`GET /api/intelligence/${id}/history`, { status: 500, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify({ error: 'Server error' })) });
    const { root } = await mountElement(irFormDescriptor, load, { 'report-id': id });
    await waitFor(() => expect(panel(root)?.querySelector('[role="alert"]')?.textContent).toContain(HISTORY_TEXT.failed));
    expect(root.querySelector('form')).not.toBeNull();
    button(root, HISTORY_TEXT.retry).click();
    await waitFor(() => expect(rows(root)).toHaveLength(3));
    expect(panel(root)!.querySelector('[role="alert"]')).toBeNull();
  });

  it('pages by 50 with Show more', async () => {
    const id = await server.addReport({ domain: 'eca' });
    for (let i = 0; i < 5; i++) await Promise.all(Array.from({ length: 10 }, () => server.call(users.admin, `/api/intelligence/${id}`)));
    const { root } = await open('analyst', id);
    await waitFor(() => expect(rows(root)).toHaveLength(50));
    expect(panel(root)!.textContent).toContain(HISTORY_TEXT.count(50, 51));
    button(root, HISTORY_TEXT.more).click();
    await waitFor(() => expect(rows(root)).toHaveLength(51));
    expect(panel(root)!.textContent).toContain(HISTORY_TEXT.count(51, 51));
    expect([...root.querySelectorAll('button')].some((b) => b.textContent === HISTORY_TEXT.more)).toBe(false);
  });
});
