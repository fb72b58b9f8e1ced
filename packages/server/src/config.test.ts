import { describe, expect, it } from 'vitest';
import { parseServerConfig } from './config.js';

const SMTP = { SMTP_URL: 'smtp://mail.example.org:587' };

describe('parseServerConfig', () => {
  it('defaults: port 8080, not demo, no origins, default rate limits, every interface', () => {
    expect(parseServerConfig([], SMTP)).toEqual({
      demo: false, seedSize: undefined, port: 8080, host: undefined, allowedOrigins: [], rateLimits: undefined, trustProxy: 0,
      smtpUrl: 'smtp://mail.example.org:587', mailFrom: undefined,
    });
  });

  it('issue 7 item 4: outside demo mode, no start without a mail transport; the message names SMTP_URL', () => {
    expect(() => parseServerConfig([], {})).toThrow(
      'SMTP_URL is not set. Outside demo mode the server sends sign-in and reset keys by e-mail only: set SMTP_URL (e.g. smtp://user:password@mail.example.org:587) and MAIL_FROM, or start with --demo to try the product.',
    );
    expect(() => parseServerConfig([], { SMTP_URL: '  ' })).toThrow(/SMTP_URL is not set/);
    expect(() => parseServerConfig([], { SMTP_URL: 'mail.example.org' })).toThrow('SMTP_URL must be an smtp:// or smtps:// URL');
    // Demo mode keeps the dev outbox.
    expect(parseServerConfig(['--demo'], {}).smtpUrl).toBeUndefined();
  });

  it('issue 7 item 5: demo mode listens on 127.0.0.1 unless HOST says otherwise; outside demo HOST or every interface', () => {
    expect(parseServerConfig(['--demo'], {}).host).toBe('127.0.0.1');
    expect(parseServerConfig(['--demo'], { HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(parseServerConfig([], { ...SMTP, HOST: '10.1.2.3' }).host).toBe('10.1.2.3');
    expect(parseServerConfig([], SMTP).host).toBeUndefined();
  });

  it('reads --demo, --seed-size, PORT, FIU_DEMO, ALLOWED_ORIGINS, TRUST_PROXY', () => {
    const c = parseServerConfig(['--demo', '--seed-size', '500'], { PORT: '9090', ALLOWED_ORIGINS: 'https://a.example, https://b.example', TRUST_PROXY: '1' });
    expect(c).toMatchObject({ demo: true, seedSize: 500, port: 9090, allowedOrigins: ['https://a.example', 'https://b.example'], trustProxy: 1 });
    expect(parseServerConfig([], { FIU_DEMO: '1' }).demo).toBe(true);
  });

  it('FIU_RATE_LIMIT_MAX replaces every limiter\'s limit', () => {
    const c = parseServerConfig([], { ...SMTP, FIU_RATE_LIMIT_MAX: '100000' });
    expect(Object.values(c.rateLimits!).every((r) => r.limit === 100000 && r.windowMs > 0)).toBe(true);
    expect(Object.keys(c.rateLimits!).sort()).toEqual(['key', 'register', 'reset', 'signIn', 'upload']);
  });

  it('TRUST_PROXY is the number of trusted proxy hops (as Express\'s trust proxy); anything else is refused', () => {
    expect(parseServerConfig([], { ...SMTP, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseServerConfig([], { ...SMTP, TRUST_PROXY: '0' }).trustProxy).toBe(0);
    // "true" would mean "believe every hop", i.e. the client's own left-most entry: refused, not guessed.
    expect(() => parseServerConfig([], { ...SMTP, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be a whole number/);
    expect(() => parseServerConfig([], { ...SMTP, TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses nonsense', () => {
    expect(() => parseServerConfig(['--demo', '--seed-size', 'lots'], {})).toThrow(/seed-size/);
    expect(() => parseServerConfig([], { ...SMTP, FIU_RATE_LIMIT_MAX: '0' })).toThrow(/FIU_RATE_LIMIT_MAX/);
    expect(() => parseServerConfig(['--unknown'], {})).toThrow();
  });
});
