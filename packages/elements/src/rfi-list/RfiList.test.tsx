// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@fiu/core';
import { button, field, mountElement, type, waitFor, type Mounted } from '../test/harness';
import { freshPage, startServer, type ElementTestServer } from '../test/server';
import { rfiListDescriptor } from './descriptor';
import { RFI_TEXT } from './RfiList';

let server: ElementTestServer;
let analyst: SignedInUser, admin: SignedInUser, viewer: SignedInUser, cbn: SignedInUser;
const load = () => import('./RfiList');

beforeAll(async () => {
  [server] = await Promise.all([startServer(), load()]);
  analyst = await server.signIn('analyst@fiu');
  admin = await server.signIn('admin@eca');
  viewer = await server.signIn('viewer@fiu');
  cbn = await server.signIn('cbnadmin@cbn');
}, 120_000);
afterAll(async () => {
  document.body.replaceChildren();
  await server.close();
});

async function open(user: SignedInUser): Promise<Mounted> {
  await freshPage(server, user);
  return mountElement(rfiListDescriptor, load);
}
const rows = (root: ShadowRoot) => [...root.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim()));
const toasts = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('.fiu-toast')].map((t) => `${t.dataset.variant}:${t.textContent?.trim()}`);

describe('fiu-rfi-list', () => {
  it('says submission is disabled, lists previous submissions of every organisation for the unit, and has no add', async () => {
    const { root } = await open(analyst);
    expect(root.textContent).toContain(RFI_TEXT.disabled);
    await waitFor(() => expect(rows(root)).toHaveLength(3));
    expect(rows(root)[0]).toEqual(expect.arrayContaining(['ECA/RFI/2025/014', 'Adewale Ogunbiyi', 'Economic Crimes Agency']));
    expect([...root.querySelectorAll('button')].some((b) => /^add( request)?$/i.test(b.textContent?.trim() ?? ''))).toBe(false);
  });

  it("an admin sees their organisation's requests and saves feedback on one: 'Feedback saved'", async () => {
    const { root } = await open(admin);
    await waitFor(() => expect(rows(root)).toHaveLength(2));
    root.querySelector<HTMLButtonElement>('button[aria-label="Add Feedback on ECA/RFI/2025/021"]')!.click();
    await waitFor(() => expect(field(root, 'Subject name').value).toBe('Kemi Balogun'));
    expect(field(root, 'Request').value).toBe('ECA/RFI/2025/021');
    type(field(root, 'Other comments'), 'Statements received');
    button(root, 'Save').click();
    await waitFor(() => expect(toasts(root)).toContain('success:Feedback saved'));
    const sent = server.of('POST', '/api/feedback').at(-1)!;
    expect(sent.json).toMatchObject({ subject_name: 'Kemi Balogun', other_comments: 'Statements received' });
    expect(typeof (sent.json as { rfi: unknown }).rfi).toBe('string');
  });

  it("a failed save says 'Something went wrong!!' and keeps the form", async () => {
    const { root } = await open(admin);
    await waitFor(() => expect(rows(root)).toHaveLength(2));
    root.querySelector<HTMLButtonElement>('button[aria-label="Add Feedback on ECA/RFI/2025/014"]')!.click();
    await waitFor(() => expect(field(root, 'Other comments')).toBeTruthy());
    type(field(root, 'Other comments'), 'Kept');
    server.answerNext('POST /api/feedback', { status: 500, json: { error: 'boom' } });
    button(root, 'Save').click();
    await waitFor(() => expect(toasts(root)).toContain('error:Something went wrong!!'));
    expect(field(root, 'Other comments').value).toBe('Kept');
  });

  it("is 'Permission Denied' for the unit without can.view.all.rfis and for an organisation without request access", async () => {
    for (const who of [viewer, cbn]) {
      const { root } = await open(who);
      await waitFor(() => expect(root.textContent).toContain('Permission Denied'));
    }
  });
});

describe('fiu-rfi-list opened from an address (query)', () => {
  const chips = (root: ShadowRoot) => [...root.querySelectorAll('.fiu-filter-chips__chip')].map((c) => c.textContent?.replace('×', '').trim());

  it('lists the requests of one organisation, says so in a chip, and shows every request once cleared', async () => {
    const all = (await server.call<{ count: number }>(analyst, '/api/rfi')).count;
    const eca = (await server.call<{ count: number }>(analyst, '/api/rfi?domain=eca')).count;
    expect(eca).toBeGreaterThan(0);
    expect(eca).toBeLessThan(all);
    await freshPage(server, analyst);
    const { root } = await mountElement(rfiListDescriptor, load, { query: 'domain=eca&status=pending&domain=ssa' });
    await waitFor(() => expect(rows(root)).toHaveLength(eca));
    expect(rows(root).every((r) => r.includes('Economic Crimes Agency'))).toBe(true);
    expect(server.of('GET', '/api/rfi').at(-1)!.query.get('domain')).toBe('eca');
    expect(server.of('GET', '/api/rfi').at(-1)!.query.has('status')).toBe(false);
    expect(chips(root)).toEqual(['Organisation: eca']);
    button(root, 'Clear').click();
    await waitFor(() => expect(rows(root)).toHaveLength(all));
    expect(server.of('GET', '/api/rfi').at(-1)!.query.has('domain')).toBe(false);
    expect(root.querySelector('.fiu-filter-chips')).toBeNull();
  });

  it('drops a chip with its remove button, and draws none for a bad value', async () => {
    const all = (await server.call<{ count: number }>(analyst, '/api/rfi')).count;
    await freshPage(server, analyst);
    const { root } = await mountElement(rfiListDescriptor, load, { query: 'domain=eca' });
    await waitFor(() => expect(chips(root)).toEqual(['Organisation: eca']));
    root.querySelector<HTMLButtonElement>('button[aria-label="Remove filter Organisation: eca"]')!.click();
    await waitFor(() => expect(rows(root)).toHaveLength(all));
    await freshPage(server, analyst);
    const bad = await mountElement(rfiListDescriptor, load, { query: 'domain=..%2Fetc' });
    await waitFor(() => expect(rows(bad.root)).toHaveLength(all));
    expect(bad.root.querySelector('.fiu-filter-chips')).toBeNull();
  });
});
