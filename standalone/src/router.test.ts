// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getLocation, isAppPath, navigate, subscribeLocation } from './router';

describe('router', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('pushes a history entry, keeps the route state out of the URL, and notifies', () => {
    const listener = vi.fn();
    const off = subscribeLocation(listener);
    const before = window.history.length;
    navigate('/cdr', { state: { suspects: ['a1', 'b2'] } });
    expect(window.location.pathname).toBe('/cdr');
    expect(window.location.search).toBe('');
    expect(getLocation()).toEqual({ path: '/cdr', search: '', state: { suspects: ['a1', 'b2'] } });
    expect(window.history.length).toBe(before + 1);
    expect(listener).toHaveBeenCalledTimes(1);
    off();
  });

  it('replaces the entry for redirects', () => {
    navigate('/dashboard');
    const before = window.history.length;
    navigate('/', { replace: true });
    expect(window.location.pathname).toBe('/');
    expect(window.history.length).toBe(before);
  });

  it('follows the browser back button', async () => {
    navigate('/list');
    navigate('/companies');
    const seen: string[] = [];
    const off = subscribeLocation(() => seen.push(getLocation().path));
    window.history.back();
    await vi.waitFor(() => expect(seen).toContain('/list'));
    off();
  });

  it('keeps the query string of a path (a list opened filtered from an address)', () => {
    const listener = vi.fn();
    const off = subscribeLocation(listener);
    navigate('/list?currentcrimetype=Kidnapping&domain=eca');
    expect(window.location.pathname).toBe('/list');
    expect(getLocation()).toEqual({ path: '/list', search: '?currentcrimetype=Kidnapping&domain=eca', state: null });
    // Another query on the same path is a new location (and a new history entry).
    const before = window.history.length;
    navigate('/list?status=pending');
    expect(getLocation().search).toBe('?status=pending');
    expect(window.history.length).toBe(before + 1);
    // The same path and query again replaces the entry instead of stacking it.
    navigate('/list?status=pending');
    expect(window.history.length).toBe(before + 1);
    expect(listener).toHaveBeenCalledTimes(3);
    off();
  });

  it('gives the query string back on the browser back button', async () => {
    navigate('/list?currentcrimetype=Kidnapping');
    navigate('/list');
    const seen: string[] = [];
    const off = subscribeLocation(() => seen.push(`${getLocation().path}${getLocation().search}`));
    window.history.back();
    await vi.waitFor(() => expect(seen).toContain('/list?currentcrimetype=Kidnapping'));
    expect(getLocation().search).toBe('?currentcrimetype=Kidnapping');
    off();
  });

  it('refuses anything but a same-origin path', () => {
    for (const bad of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example', '', 42, null]) {
      expect(isAppPath(bad), String(bad)).toBe(false);
    }
    navigate('/help');
    navigate('//evil.example/x');
    expect(window.location.pathname).toBe('/help');
    expect(window.location.host).not.toBe('evil.example');
  });
});
