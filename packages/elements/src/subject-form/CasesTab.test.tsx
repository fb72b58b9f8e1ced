// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@fiu/core';
import { button, mountElement, waitFor, type Mounted } from '../test/harness';
import { freshPage, startServer, type ElementTestServer } from '../test/server';
import { subjectFormDescriptor } from './descriptor';

// The subject form's Cases tab (core-records §2.6, §6.4, §7) on the real server and its demo cases.

let server: ElementTestServer;
let analyst: SignedInUser;
const load = () => import('./SubjectForm');

interface CaseRow {
  id: string;
  label: string;
  suspects: { suspect: string }[];
}

beforeAll(async () => {
  [server] = await Promise.all([startServer({ seedSize: 12 }), load()]);
  analyst = await server.signIn('analyst@fiu');
}, 120_000);
afterAll(async () => {
  document.body.replaceChildren();
  await server.close();
});

async function openCasesTab(subjectId: string): Promise<Mounted> {
  await freshPage(server, analyst);
  const m = await mountElement(subjectFormDescriptor, load, { 'subject-id': subjectId });
  await waitFor(() => expect(m.root.querySelector('[role="tab"]')).not.toBeNull());
  [...m.root.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent?.trim() === 'Cases')!.click();
  return m;
}
const panel = (root: ShadowRoot) => root.querySelector('[role="tabpanel"]')!;

describe('subject form: the Cases tab', () => {
  it('lists the cases that hold the subject, each a link that opens its case form', async () => {
    const { results } = await server.call<{ results: CaseRow[] }>(analyst, '/api/cases?search=Lagos');
    const lagos = results.find((c) => c.label === 'Lagos port cash couriers')!;
    const subject = lagos.suspects[0]!.suspect;
    const holding = (await server.call<{ results: CaseRow[] }>(analyst, `/api/cases?suspects__suspect__id=${subject}`)).results;
    expect(holding.length).toBeGreaterThan(0);
    const m = await openCasesTab(subject);
    await waitFor(() => expect(panel(m.root).querySelectorAll('a.sf-cases__link')).toHaveLength(holding.length));
    expect(server.of('GET', '/api/cases').at(-1)!.query.get('suspects__suspect__id')).toBe(subject);
    const link = [...panel(m.root).querySelectorAll<HTMLAnchorElement>('a.sf-cases__link')].find((a) => a.textContent === 'Lagos port cash couriers')!;
    expect(link.getAttribute('href')).toBe(`/cases/${lagos.id}`);
    link.click();
    expect(m.of('fiu-navigate').at(-1)!.detail).toEqual({ path: `/cases/${lagos.id}` });
  });

  it("a subject in no case: 'No cases linked'", async () => {
    const created = await server.call<{ id: string }>(analyst, '/api/suspects', {
      method: 'POST',
      body: { surname: 'Caseless', othernames: 'Tobi', gender: 'male', status: 'approved', nationality: 'NG' },
    });
    const m = await openCasesTab(created.id);
    await waitFor(() => expect(panel(m.root).querySelector('.fiu-empty__title')?.textContent).toBe('No cases linked'));
    expect(panel(m.root).querySelector('a')).toBeNull();
  });

  it('a failed load says so, and Retry loads again', async () => {
    const { results } = await server.call<{ results: CaseRow[] }>(analyst, '/api/cases?search=Lagos');
    const subject = results[0]!.suspects[0]!.suspect;
    await freshPage(server, analyst);
    server.answerNext('GET /api/cases', { status: 500, json: { error: 'Database unavailable' } });
    const m = await mountElement(subjectFormDescriptor, load, { 'subject-id': subject });
    await waitFor(() => expect(m.root.querySelector('[role="tab"]')).not.toBeNull());
    [...m.root.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent?.trim() === 'Cases')!.click();
    await waitFor(() => expect(panel(m.root).textContent).toContain('The cases could not be loaded.'));
    expect(panel(m.root).textContent).toContain('Database unavailable');
    button(m.root, 'Retry').click();
    await waitFor(() => expect(panel(m.root).querySelectorAll('a.sf-cases__link').length).toBeGreaterThan(0));
  });
});
