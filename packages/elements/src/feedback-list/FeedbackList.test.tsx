// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@fiu/core';
import { defineElement } from '../define/defineElement';
import { field, mountElement, type, waitFor, type Mounted } from '../test/harness';
import { freshPage, startServer, type ElementTestServer } from '../test/server';
import { feedbackListDescriptor } from './descriptor';
import { REGISTER_TEXT } from './FeedbackList';

let server: ElementTestServer;
let analyst: SignedInUser, admin: SignedInUser, cbn: SignedInUser, entry: SignedInUser;
const load = () => import('./FeedbackList');

beforeAll(async () => {
  [server] = await Promise.all([startServer(), load()]);
  analyst = await server.signIn('analyst@fiu');
  admin = await server.signIn('admin@eca');
  cbn = await server.signIn('cbnadmin@cbn');
  entry = await server.signIn('entry@eca');
  // Request feedback names one of the organisation's requests (a demo request of eca).
  const requests = (await server.call(admin, '/api/rfi')) as { results: { id: string }[] };
  await server.call(admin, '/api/feedback', { method: 'POST', body: { rfi: requests.results[0]!.id, subject_name: 'Bola Ade', case_number: 'ECA/2026/17', satisfied: true, other_comments: 'The bank data closed the case' } });
  await server.call(cbn, '/api/feedback', { method: 'POST', body: { subject_name: 'Musa Bello', satisfied: false, other_comments: 'Arrived late' } });
}, 120_000);
afterAll(async () => {
  document.body.replaceChildren();
  await server.close();
});

async function open(user: SignedInUser, attrs: Record<string, string> = {}): Promise<Mounted> {
  await freshPage(server, user);
  return mountElement(feedbackListDescriptor, load, attrs);
}
const rows = (root: ShadowRoot) => [...root.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim()));

describe('fiu-feedback-list', () => {
  it('the unit sees every organisation\'s feedback, newest first, request or general', async () => {
    const { root } = await open(analyst);
    await waitFor(() => expect(rows(root).map((r) => r.length)).toEqual([8, 8]));
    const [first, second] = rows(root);
    expect(first).toEqual(expect.arrayContaining(['Central Bank', REGISTER_TEXT.general, 'Musa Bello', 'No', 'Arrived late', 'Emeka Nwosu']));
    expect(second).toEqual(expect.arrayContaining(['Economic Crimes Agency', REGISTER_TEXT.request, 'Bola Ade', 'ECA/2026/17', 'Yes']));
    expect(root.querySelector('h1')?.textContent).toBe('Feedback2');
  });

  it('an admin sees their organisation\'s only; search runs on Enter', async () => {
    const { root } = await open(admin);
    await waitFor(() => expect(rows(root)).toEqual([expect.arrayContaining(['Bola Ade'])]));
    const search = field(root, 'Search feedback');
    type(search, 'nothing like it');
    search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => expect(root.textContent).toContain(REGISTER_TEXT.noMatch));
    expect(server.of('GET', '/api/feedback').at(-1)!.query.get('search')).toBe('nothing like it');
  });

  it('is denied to a role without the register', async () => {
    await freshPage(server, entry);
    defineElement(feedbackListDescriptor, load);
    const el = document.createElement('fiu-feedback-list');
    document.body.append(el);
    await waitFor(() => expect(el.shadowRoot?.textContent).toContain('Permission Denied'));
    expect(server.of('GET', '/api/feedback')).toHaveLength(0);
  });
});
