import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT, hashPassword, verifyPassword } from './passwords.js';

const FAST = { N: 1024, r: 8, p: 1 };

describe('passwords', () => {
  it('hash strings carry algorithm, parameters, salt and hash', async () => {
    const h = await hashPassword('Demo#2026');
    const [alg, N, r, p, salt, hash] = h.split('$');
    expect([alg, Number(N), Number(r), Number(p)]).toEqual(['scrypt', DEFAULT_SCRYPT.N, DEFAULT_SCRYPT.r, DEFAULT_SCRYPT.p]);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64')).toHaveLength(32);
    expect(h).not.toContain('Demo#2026');
  });

  it('verifies the right password only; salts differ', async () => {
    const a = await hashPassword('Right#2026', FAST);
    const b = await hashPassword('Right#2026', FAST);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Right#2026', a)).toBe(true);
    expect(await verifyPassword('Right#2026', b)).toBe(true);
    expect(await verifyPassword('right#2026', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('says no (after the same work) for no hash or a malformed one', async () => {
    for (const stored of [null, undefined, '', 'plain', 'scrypt$1$1$1$x', 'scrypt$999999999$8$1$AA==$AA==']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('treats composed and decomposed accents alike (NFC)', async () => {
    const h = await hashPassword('Caf\u00e9#2026x', FAST);
    expect(await verifyPassword('Cafe\u0301#2026x', h)).toBe(true);
  });
});
