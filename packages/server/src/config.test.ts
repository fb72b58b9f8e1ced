import { describe, expect, it } from 'vitest';
import { parseServerConfig } from './config.js';

describe('parseServerConfig', () => {
  it('defaults: port 8080, not demo, no origins, default rate limits', () => {
    expect(parseServerConfig([], {})).toEqual({ demo: false, seedSize: undefined, port: 8080, allowedOrigins: [], rateLimits: undefined, trustProxy: 0 });
  });

  it('reads --demo, --seed-size, PORT, FIU_DEMO, ALLOWED_ORIGINS, TRUST_PROXY', () => {
    const c = parseServerConfig(['--demo', '--seed-size', '500'], { PORT: '9090', ALLOWED_ORIGINS: 'https://a.example, https://b.example', TRUST_PROXY: '1' });
    expect(c).toMatchObject({ demo: true, seedSize: 500, port: 9090, allowedOrigins: ['https://a.example', 'https://b.example'], trustProxy: 1 });
    expect(parseServerConfig([], { FIU_DEMO: '1' }).demo).toBe(true);
  });

  it('FIU_RATE_LIMIT_MAX replaces every limiter\'s limit', () => {
    const c = parseServerConfig([], { FIU_RATE_LIMIT_MAX: '100000' });
    expect(Object.values(c.rateLimits!).every((r) => r.limit === 100000 && r.windowMs > 0)).toBe(true);
    expect(Object.keys(c.rateLimits!).sort()).toEqual(['key', 'register', 'reset', 'signIn', 'upload']);
  });

  it('TRUST_PROXY is the number of trusted proxy hops (as Express\'s trust proxy); anything else is refused', () => {
    expect(parseServerConfig([], { TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseServerConfig([], { TRUST_PROXY: '0' }).trustProxy).toBe(0);
    // "true" would mean "believe every hop", i.e. the client's own left-most entry: refused, not guessed.
    expect(() => parseServerConfig([], { TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be a whole number/);
    expect(() => parseServerConfig([], { TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses nonsense', () => {
    expect(() => parseServerConfig(['--seed-size', 'lots'], {})).toThrow(/seed-size/);
    expect(() => parseServerConfig([], { FIU_RATE_LIMIT_MAX: '0' })).toThrow(/FIU_RATE_LIMIT_MAX/);
    expect(() => parseServerConfig(['--unknown'], {})).toThrow();
  });
});
