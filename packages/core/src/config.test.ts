import { afterEach, describe, expect, it } from 'vitest';
import { configure, DEFAULT_SCOPE, getConfig } from './config.js';
import { getSharedCore, resetSharedCore } from './core.js';

afterEach(() => resetSharedCore());

describe('config', () => {
  it('has the documented defaults', () => {
    expect(getConfig()).toEqual({
      apiBase: '',
      mediaBase: '/media',
      unitCode: 'fiu',
      mode: 'standalone',
      scope: 'fiu-web',
      inactivityMs: 3_600_000,
      keepTabSession: true,
    });
    expect(DEFAULT_SCOPE).toBe('fiu-web');
  });

  it('derives mediaBase from apiBase unless given, and drops trailing slashes', () => {
    configure({ apiBase: 'https://fiu.example/' });
    expect(getConfig().apiBase).toBe('https://fiu.example');
    expect(getConfig().mediaBase).toBe('https://fiu.example/media');
    configure({ mediaBase: 'https://cdn.example/m/' });
    expect(getConfig().mediaBase).toBe('https://cdn.example/m');
    configure({ apiBase: 'https://other.example' });
    expect(getConfig().mediaBase).toBe('https://cdn.example/m');
  });

  it('merges calls: later calls change only what they name; undefined means "not given"', () => {
    const getToken = () => 'ticket';
    configure({ unitCode: 'nfiu', mode: 'investigate', getToken });
    configure({ apiBase: 'https://a.example', unitCode: undefined });
    const c = getConfig();
    expect(c.unitCode).toBe('nfiu');
    expect(c.mode).toBe('investigate');
    expect(c.getToken).toBe(getToken);
    expect(c.apiBase).toBe('https://a.example');
  });

  it('refuses an unknown mode', () => {
    expect(() => configure({ mode: 'embedded' as never })).toThrow(TypeError);
    expect(getConfig().mode).toBe('standalone');
  });

  it('lives in the shared core, so another bundle copy reads it', () => {
    configure({ unitCode: 'xfiu' });
    expect(getSharedCore().config.unitCode).toBe('xfiu');
  });
});
