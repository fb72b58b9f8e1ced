// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountElement, waitFor } from '../test/harness';
import { freshPage, startServer, type ElementTestServer } from '../test/server';
import { messageListDescriptor } from './descriptor';

let server: ElementTestServer;
const load = () => import('./MessageList');

beforeAll(async () => {
  server = await startServer();
  await Promise.all([load(), import('../define/runtime')]);
});
afterAll(() => server.close());

const cells = (root: ShadowRoot) =>
  [...root.querySelectorAll('tbody.fiu-datatable__body tr:not(.fiu-datatable__skeleton-row):not(.fiu-datatable__empty-row)')].map((r) =>
    [...r.querySelectorAll('td')].map((td) => td.textContent?.trim()),
  );

describe('fiu-message-list', () => {
  it("lists the signed-in user's messages: subject, sent time, content, newest first", async () => {
    // The central unit changes entry@eca's account twice: two messages for entry.
    const analyst = await server.signIn('analyst@fiu');
    const eca = await server.call<{ results: { _id: string; username: string }[] }>(analyst, '/api/users?domain=eca');
    const entry = eca.results.find((u) => u.username === 'entry')!;
    await server.call(analyst, `/api/activate/users?action=deactivate&id=${entry._id}`);
    await server.call(analyst, `/api/activate/users?action=activate&id=${entry._id}`);

    await freshPage(server, await server.signIn('entry@eca'));
    const m = await mountElement(messageListDescriptor, load);
    await waitFor(() => expect(cells(m.root)).toHaveLength(2));
    expect([...m.root.querySelectorAll('thead th')].map((th) => th.textContent?.trim())).toEqual(['Subject', 'Sent', 'Content']);
    const [newest, older] = cells(m.root);
    expect(newest![0]).toBe('Your account was activated');
    expect(newest![2]).toBe('Amina Bello activated your account: you can sign in.');
    expect(older![0]).toBe('Your account was deactivated');
    expect(newest![1]).toMatch(/\d{4}/);
  });

  it('says so when there are none', async () => {
    await freshPage(server, await server.signIn('ceo@eca'));
    const m = await mountElement(messageListDescriptor, load);
    await waitFor(() => expect(m.root.textContent).toContain('No messages'));
  });
});
