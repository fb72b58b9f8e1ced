// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configure,
  createMemoryStorage,
  getSessionState,
  resetSharedCore,
  setFetch,
  setOrganisation,
  setSessionStorage,
  setStorage,
  signIn,
  signOut,
  type MemoryStorage,
} from '@fiu/core';
import { App } from './App';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ORGS = {
  eca: { domain: 'eca', name: 'Economic Crimes Agency', approval_status_enabled: true, batch_enabled: true, request_access: true, org_type: 'partner' },
  fiu: { domain: 'fiu', name: 'Financial Intelligence Unit', approval_status_enabled: false, batch_enabled: true, request_access: true, org_type: 'central' },
  cbn: { domain: 'cbn', name: 'Central Bank', approval_status_enabled: false, batch_enabled: false, request_access: false, org_type: 'partner' },
} as const;

let served: Record<string, { domain: string; request_access: boolean }>;

const user = (username: string, domain: string, role: string, permissions: string[] = []) => ({
  _id: `u-${username}`,
  username,
  name: `${username} name`,
  email: `${username}@${domain}.example`,
  role,
  domain,
  active: true,
  permissions,
  token: `token-${username}`,
  session: `session-${username}`,
});

let calls: string[];
let local: MemoryStorage;
let root: Root;
let container: HTMLElement;

function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://app.test');
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  calls.push(`${method} ${url.pathname}`);
  const json = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  if (url.pathname === '/api/logout') return Promise.resolve(new Response(null, { status: 204 }));
  if (url.pathname === '/api/organisations') {
    const domain = url.searchParams.get('domain');
    const results = Object.values(served).filter((o) => !domain || o.domain === domain);
    return json({ results, count: results.length });
  }
  return json({ error: 'not found' }, 404);
}

async function open(path: string): Promise<void> {
  window.history.replaceState(null, '', path);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<App />));
}

const text = () => container.textContent ?? '';
const drawerLinks = () => Array.from(container.querySelectorAll('nav a')).map((a) => a.textContent);
const settle = () => act(async () => new Promise((r) => setTimeout(r, 20)));

beforeEach(() => {
  resetSharedCore();
  calls = [];
  served = { ...ORGS };
  local = createMemoryStorage();
  setStorage(local);
  setSessionStorage(createMemoryStorage());
  setFetch(fakeFetch as typeof fetch);
  configure({ apiBase: '', mode: 'standalone' });
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  resetSharedCore();
});

describe('standalone shell', () => {
  it('sends a visitor without a session from a protected route to /', async () => {
    await open('/dashboard');
    expect(window.location.pathname).toBe('/');
    expect(container.querySelector('fiu-authorize')).not.toBeNull();
  });

  it('shows the organisation name, the drawer for the role, and a placeholder with the title', async () => {
    setOrganisation(ORGS.fiu as never);
    signIn(user('analyst', 'fiu', 'fiu', ['can.view.all.subjects', 'can.view.ir', 'can.view.all.rfis']) as never);
    await open('/batch');
    await settle();
    expect(container.querySelector('header')!.textContent).toContain('Financial Intelligence Unit');
    expect(container.querySelector('h1')!.textContent).toBe('Batch Request');
    expect(text()).toContain('This screen is not available yet.');
    expect(drawerLinks()).toContain('Requests'); // after the organisation was asked again
    expect(calls).toContain('GET /api/organisations');
    expect(container.querySelector('a[aria-current="page"]')!.textContent).toBe('Batch Request');
  });

  it('shows Requests as the server has the organisation now, not as remembered at sign-in, asking nothing that fails', async () => {
    const analyst = user('analyst', 'fiu', 'fiu', ['can.view.all.subjects', 'can.view.ir', 'can.view.all.rfis']);
    setOrganisation({ ...ORGS.fiu, request_access: true } as never);
    served.fiu = { ...ORGS.fiu, request_access: false };
    signIn(analyst as never);
    await open('/batch');
    await settle();
    expect(drawerLinks()).not.toContain('Requests');
    expect(calls.filter((c) => c.startsWith('GET /api/'))).toEqual(['GET /api/organisations']);
    await act(async () => root.unmount());
    container.remove();

    setOrganisation({ ...ORGS.fiu, request_access: false } as never);
    served.fiu = { ...ORGS.fiu, request_access: true };
    await open('/batch');
    await settle();
    expect(drawerLinks()).toContain('Requests');
  });

  it("shows 'Permission Denied' for a route the user may not see", async () => {
    setOrganisation(ORGS.eca as never);
    signIn(user('entry', 'eca', 'data_entry') as never);
    await open('/users');
    await settle();
    expect(window.location.pathname).toBe('/users');
    expect(container.querySelector('h1')!.textContent).toBe('Permission Denied');
    expect(drawerLinks()).toEqual(['Subjects', 'Companies', 'Help', 'Logout']);
  });

  it('fills in a missing organisation from the public lookup', async () => {
    signIn(user('ceo', 'eca', 'ceo') as never);
    await open('/dashboard');
    await settle();
    expect(calls).toContain('GET /api/organisations');
    expect(container.querySelector('header')!.textContent).toContain('Economic Crimes Agency');
  });

  it('logs out through the API and goes to /', async () => {
    setOrganisation(ORGS.eca as never);
    signIn(user('admin', 'eca', 'admin') as never);
    await open('/dashboard');
    const button = Array.from(container.querySelectorAll('header button')).find((b) => b.textContent === 'Logout')!;
    await act(async () => (button as HTMLButtonElement).click());
    await settle();
    expect(calls).toContain('POST /api/logout');
    expect(getSessionState().status).toBe('anonymous');
    expect(window.location.pathname).toBe('/');
  });

  it('/clear forgets the organisation and goes to /', async () => {
    setOrganisation(ORGS.eca as never);
    expect(local.data.get('fiu.domain')).toBe('eca');
    await open('/clear');
    expect(local.data.has('fiu.domain')).toBe(false);
    expect(getSessionState().domain).toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  it('routes fiu-navigate events from the elements, and only to app paths', async () => {
    await open('/login');
    await act(async () => {
      container.dispatchEvent(new CustomEvent('fiu-navigate', { bubbles: true, composed: true, detail: { path: '/reset' } }));
    });
    expect(window.location.pathname).toBe('/reset');
    expect(container.querySelector('fiu-reset-password')).not.toBeNull();
    await act(async () => {
      container.dispatchEvent(new CustomEvent('fiu-navigate', { bubbles: true, detail: { path: '//evil.example/' } }));
    });
    expect(window.location.pathname).toBe('/reset');
  });

  it('a fiu-navigate with replace: true rewrites the current history entry instead of adding one', async () => {
    await open('/login');
    await act(async () => {
      container.dispatchEvent(new CustomEvent('fiu-navigate', { bubbles: true, detail: { path: '/reset' } }));
    });
    const depth = window.history.length;
    await act(async () => {
      container.dispatchEvent(new CustomEvent('fiu-navigate', { bubbles: true, detail: { path: '/reset?x=1', replace: true } }));
    });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/reset?x=1');
    expect(window.history.length).toBe(depth);
    await act(async () => {
      container.dispatchEvent(new CustomEvent('fiu-navigate', { bubbles: true, detail: { path: '/reset?x=2' } }));
    });
    expect(window.history.length).toBe(depth + 1);
  });

  it('goes to the sign-in page when the session expires', async () => {
    setOrganisation(ORGS.eca as never);
    signIn(user('admin', 'eca', 'admin') as never);
    await open('/dashboard');
    await act(async () => signOut('expired'));
    expect(window.location.pathname).toBe('/login');
    expect(container.querySelector('fiu-login')).not.toBeNull();
  });

  it("'/' takes a signed-in user to their first screen: the dashboard, or the first drawer entry", async () => {
    setOrganisation(ORGS.eca as never);
    signIn(user('admin', 'eca', 'admin') as never);
    await open('/');
    await settle();
    expect(window.location.pathname).toBe('/dashboard');
    expect(container.querySelector('fiu-authorize')).toBeNull();
    await act(async () => root.unmount());
    container.remove();

    signOut();
    signIn(user('entry', 'eca', 'data_entry') as never);
    await open('/');
    await settle();
    expect(window.location.pathname).toBe('/list');
    expect(container.querySelector('fiu-subject-list')).not.toBeNull();
  });

  it("gives a filtered list its address's query, and the new query when only the query changes", async () => {
    setOrganisation(ORGS.eca as never);
    signIn(user('entry', 'eca', 'data_entry') as never);
    await open('/list?currentcrimetype=Kidnapping&domain=eca');
    await settle();
    const list = container.querySelector('fiu-subject-list')!;
    expect(list.getAttribute('query')).toBe('currentcrimetype=Kidnapping&domain=eca');
    await act(async () => {
      container.dispatchEvent(new CustomEvent('fiu-navigate', { bubbles: true, detail: { path: '/list?status=pending' } }));
    });
    // The same element (its state kept), its query updated.
    expect(container.querySelector('fiu-subject-list')).toBe(list);
    expect(list.getAttribute('query')).toBe('status=pending');
    await act(async () => {
      container.dispatchEvent(new CustomEvent('fiu-navigate', { bubbles: true, detail: { path: '/list' } }));
    });
    expect(list.getAttribute('query')).toBe('');
    // A route without query: true gets no query attribute.
    await act(async () => {
      container.dispatchEvent(new CustomEvent('fiu-navigate', { bubbles: true, detail: { path: '/feedback?domain=eca' } }));
    });
    expect(container.querySelector('[query]')).toBeNull();
  });

  it('says when an address does not exist', async () => {
    await open('/nowhere');
    expect(container.querySelector('h1')!.textContent).toBe('Page not found');
  });
});

vi.setConfig({ testTimeout: 10_000 });
