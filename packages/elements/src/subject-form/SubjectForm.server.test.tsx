// @vitest-environment happy-dom
/**
 * fiu-subject-form against the reference server's own rules (the element tests' server, test/server.ts), so
 * the scoping, status and file rules the form meets are the server's own.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure, resetSharedCore, setOrganisation, signIn, type SignedInUser } from '@fiu/core';
import { button, field, mountElement, type, waitFor } from '../test/harness';
import { subjectFormDescriptor } from './descriptor';
import { startServer, type ElementTestServer } from '../test/server';
import { PNG_BYTES } from '../test/files';

const load = () => import('./SubjectForm');
let server: ElementTestServer;
const users: Record<string, SignedInUser> = {};

beforeAll(async () => {
  // The element's modules are transformed once here, not inside the first test's wait for its form.
  [server] = await Promise.all([startServer(), load()]);
  for (const ref of ['entry@eca', 'analyst@fiu', 'missionentry@mission', 'cbnadmin@cbn']) users[ref] = await server.signIn(ref);
}, 120_000);
afterAll(async () => {
  // Unmounted first: the last save's timers (the navigation after it) go with the element, not after the page.
  document.body.replaceChildren();
  await new Promise((r) => setTimeout(r, 50));
  await server?.close();
});

beforeEach(async () => {
  document.body.replaceChildren();
  await new Promise((r) => setTimeout(r, 50));
  resetSharedCore();
  sessionStorage.clear();
  localStorage.clear();
  configure({ apiBase: server.origin, mode: 'standalone' });
  server.clear();
});

const headers = (ref: string) => ({ Token: users[ref]!.token, Session: users[ref]!.session });

/** Straight to the server (not recorded), as `ref`. */
const call = (ref: string, path: string, init: { method?: string; body?: unknown } = {}) => server.send<Record<string, unknown>>(users[ref]!, `/api${path}`, init);

async function createAs(ref: string, subject: Record<string, unknown>): Promise<{ id: string }> {
  const res = await call(ref, '/suspects', { method: 'POST', body: subject });
  expect(res.status).toBe(201);
  return res.json as { id: string };
}

async function open(attrs: Record<string, string> = {}) {
  const m = await mountElement(subjectFormDescriptor, load, attrs);
  await waitFor(() => expect(m.root.querySelector('form')).not.toBeNull(), { timeout: 10_000 });
  return m;
}

async function as(ref: string): Promise<void> {
  const u = users[ref]!;
  setOrganisation(await server.organisation(u.domain));
  signIn(u);
}

describe('fiu-subject-form with the reference server', () => {
  it('entry@eca adds a subject with a photo: pending by default, the photo stored after the subject and kept on the record', async () => {
    await as('entry@eca');
    const m = await open();
    expect(field(m.root, 'Status').value).toBe('pending');
    type(field(m.root, 'Surname'), 'Adewale');
    type(field(m.root, 'Other names'), 'Kunle');
    // The capture tools are a lazy part of the form.
    await waitFor(() => expect(m.root.querySelector('.fiu-photo input[type="file"]')).not.toBeNull(), { timeout: 5000 });
    const input = m.root.querySelector<HTMLInputElement>('.fiu-photo input[type="file"]')!;
    Object.defineProperty(input, 'files', { value: [new File([Uint8Array.from(PNG_BYTES)], 'me.png', { type: 'image/png' })], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(m.root.querySelector<HTMLImageElement>('.fiu-photo__img')?.src).toMatch(/^data:image\/png/));
    button(m.root, 'Save').click();
    await waitFor(() => expect(m.of('fiu-saved')).toHaveLength(1), { timeout: 10_000 });
    const saved = m.of('fiu-saved')[0]!.detail as { id: string; subject: Record<string, unknown> };
    expect(saved.subject).toMatchObject({ surname: 'Adewale', othernames: 'Kunle', status: 'pending', domain: 'eca' });
    expect(String(saved.subject.photograph)).toMatch(/\.png$/);
    // The photo went after the subject (no file without its record), then the subject was saved with its name.
    const stored = await call('entry@eca', `/suspects/${saved.id}`);
    expect(stored.json).toMatchObject({ surname: 'Adewale', photograph: saved.subject.photograph });
    const photo = await fetch(`${server.serverOrigin}/media/${String(saved.subject.photograph)}`, { headers: headers('entry@eca') });
    expect(photo.status).toBe(200);
  });

  it('opens a stored subject and saves a change of the whole record', async () => {
    const { id } = await createAs('entry@eca', { surname: 'Obi', othernames: 'Ada', telephones: [{ telephone: '08030000000' }], birthdate: '1985-01-02' });
    await as('entry@eca');
    const m = await open({ 'subject-id': id });
    expect(field(m.root, 'Surname').value).toBe('Obi');
    type(field(m.root, 'Case reference'), 'ECA/2026/9');
    button(m.root, 'Save').click();
    await waitFor(() => expect(m.of('fiu-saved')).toHaveLength(1), { timeout: 10_000 });
    const stored = await call('entry@eca', `/suspects/${id}`);
    expect(stored.json).toMatchObject({ surname: 'Obi', case_reference: 'ECA/2026/9', telephones: [{ telephone: '08030000000' }], birthdate: '1985-01-02' });
  });

  it("missionentry (can.view.all.subjects) opens eca's subject read-only; cbnadmin gets 'Subject not found'", async () => {
    const { id } = await createAs('entry@eca', { surname: 'Scoped' });
    await as('missionentry@mission');
    let m = await open({ 'subject-id': id });
    expect(field(m.root, 'Surname').value).toBe('Scoped');
    expect(field(m.root, 'Surname').readOnly).toBe(true);
    expect([...m.root.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Save')).toBe(false);
    m.el.remove();
    await as('cbnadmin@cbn');
    m = await mountElement(subjectFormDescriptor, load, { 'subject-id': id });
    await waitFor(() => expect(m.root.textContent).toContain('Subject not found'), { timeout: 10_000 });
  });

  it('shows the Subject ID the server gives on the first save (§9: 4 capital letters and a 12-digit time)', async () => {
    await as('entry@eca');
    const m = await open();
    expect(m.root.querySelector('.fiu-rf__meta')?.textContent).toContain('Subject ID given when saved');
    type(field(m.root, 'Surname'), 'Numbered');
    button(m.root, 'Save').click();
    await waitFor(() => expect(m.of('fiu-saved')).toHaveLength(1), { timeout: 10_000 });
    const saved = m.of('fiu-saved')[0]!.detail as { subject: { suspectid: string } };
    expect(saved.subject.suspectid).toMatch(/^[A-Z]{4}\d{12}$/);
    await waitFor(() => expect(m.root.querySelector('.fiu-rf__code')?.textContent).toBe(saved.subject.suspectid));
  });
});
