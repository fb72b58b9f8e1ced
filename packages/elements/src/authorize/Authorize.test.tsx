// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG, STORAGE_KEYS, configure, demoUrlCode, resetSharedCore, sessionStore } from '@fiu/core';
import { alertText, button, field, fieldError, mountElement, pressEnter, type, waitFor } from '../test/harness';
import { startServer, type ElementTestServer } from '../test/server';
import { authorizeDescriptor } from './descriptor';
import { PRESET_NOT_FOUND } from './Authorize';

let server: ElementTestServer;
const load = () => import('./Authorize');
const URL_CODE = demoUrlCode('fiu');

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  document.body.replaceChildren();
  await new Promise((r) => setTimeout(r, 0));
  resetSharedCore();
  localStorage.clear();
  configure({ apiBase: server.origin });
  await server.settle(); // what the test before sent is not this one's
  server.clear();
});

describe('fiu-authorize', () => {
  it("asks for the URL Code when it is empty ('Please provide your URL Code.')", async () => {
    const { root } = await mountElement(authorizeDescriptor, load);
    button(root, 'Continue').click();
    await waitFor(() => expect(fieldError(root, 'URL Code')).toBe(MSG.provideUrlCode));
    expect(server.requests).toHaveLength(0);
  });

  it("says 'URL code not correct.' for an unknown code (404)", async () => {
    const { root } = await mountElement(authorizeDescriptor, load);
    type(field(root, 'URL Code'), 'nosuchcodexxxxxxxxxxxxxxxxxxxxxx');
    button(root, 'Continue').click();
    await waitFor(() => expect(alertText(root)).toBe(MSG.urlCodeNotCorrect));
    expect(server.of('GET', '/api/domain/nosuchcodexxxxxxxxxxxxxxxxxxxxxx')[0]!.answer!.status).toBe(404);
  });

  it("shows the server's text for a 403 or any other failure", async () => {
    server.answerNext(`GET /api/domain/${URL_CODE}`, { status: 403, json: { error: 'This organisation is suspended' } });
    const { root } = await mountElement(authorizeDescriptor, load);
    type(field(root, 'URL Code'), URL_CODE);
    button(root, 'Continue').click();
    await waitFor(() => expect(alertText(root)).toBe('This organisation is suspended'));
  });

  it('remembers the organisation and navigates to /login (Enter submits; the code is trimmed)', async () => {
    const m = await mountElement(authorizeDescriptor, load);
    type(field(m.root, 'URL Code'), `  ${URL_CODE} `);
    pressEnter(field(m.root, 'URL Code'));
    await waitFor(() => expect(m.of('fiu-navigate')).toHaveLength(1));
    expect(m.of('fiu-navigate')[0]!.detail).toEqual({ path: '/login' });
    expect(server.requests[0]!.path).toBe(`/api/domain/${URL_CODE}`);
    expect(sessionStore.getState()).toMatchObject({ domain: 'fiu', organisation: { name: 'Financial Intelligence Unit' } });
    expect(localStorage.getItem(STORAGE_KEYS.domain)).toBe('fiu');
  });

  it('in investigate mode offers the one preset organisation (property) instead of the code field', async () => {
    const m = await mountElementWithPreset({ presetOrganisation: await server.organisation('eca') });
    expect(m.root.querySelector('input')).toBeNull();
    expect(m.root.textContent).toContain('Economic Crimes Agency');
    button(m.root, 'Continue').click();
    await waitFor(() => expect(m.of('fiu-navigate')).toHaveLength(1));
    expect(sessionStore.getState().domain).toBe('eca');
    expect(localStorage.getItem(STORAGE_KEYS.domain)).toBeNull(); // investigate mode writes nothing
  });

  it('in investigate mode finds the preset organisation from preset-domain', async () => {
    const m = await mountElementWithPreset({}, { 'preset-domain': 'cbn' });
    await waitFor(() => expect(m.root.textContent).toContain('Central Bank'));
    button(m.root, 'Continue').click();
    await waitFor(() => expect(sessionStore.getState().domain).toBe('cbn'));
  });

  it('says so when the preset domain does not exist', async () => {
    const m = await mountElementWithPreset({}, { 'preset-domain': 'nowhere' });
    await waitFor(() => expect(alertText(m.root)).toBe(PRESET_NOT_FOUND));
    expect(button(m.root, 'Continue').disabled).toBe(true);
  });
});

/** Investigate mode through the attribute; the property is set before the element is added. */
async function mountElementWithPreset(props: Record<string, unknown>, attrs: Record<string, string> = {}) {
  const { defineElement } = await import('../define/defineElement');
  defineElement(authorizeDescriptor, load);
  const el = document.createElement(authorizeDescriptor.tag) as unknown as HTMLElement & Record<string, unknown>;
  el.setAttribute('mode', 'investigate');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  Object.assign(el, props);
  const events: CustomEvent[] = [];
  el.addEventListener('fiu-navigate', (e) => events.push(e as CustomEvent));
  document.body.append(el);
  const root = el.shadowRoot as ShadowRoot;
  await waitFor(() => expect(root.querySelector('form')).not.toBeNull());
  return { el, root, of: (t: string) => events.filter((e) => e.type === t) };
}
