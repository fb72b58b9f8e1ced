import { describe, expect, it } from 'vitest';
import { KEY_ALPHABET, isUuid, normaliseKey, oneTimeKey, randomToken, safeEqual, sha256 } from './secrets.js';

describe('secrets', () => {
  it('one-time keys: 8 characters of an alphabet without look-alikes, well spread', () => {
    expect(KEY_ALPHABET).not.toMatch(/[IO01]/);
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i++) {
      const k = oneTimeKey();
      expect(k).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
      for (const ch of k) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    expect(counts.size).toBe(32);
    // 16000 draws over 32 symbols: 500 expected each; a broken generator would be far off.
    for (const n of counts.values()) expect(n).toBeGreaterThan(350);
  });

  it('normalises a typed key: trimmed, upper-case', () => {
    expect(normaliseKey('  ab2c9xyz \n')).toBe('AB2C9XYZ');
  });

  it('tokens: 256 bits, base64url, unique', () => {
    const t = randomToken();
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(t, 'base64url')).toHaveLength(32);
    expect(new Set(Array.from({ length: 100 }, randomToken)).size).toBe(100);
  });

  it('sha256, safeEqual, isUuid', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(safeEqual('a', 'a')).toBe(true);
    expect(safeEqual('a', 'ab')).toBe(false);
    expect(isUuid('8e725fe1-6455-5575-b9bc-4a71a185a09f')).toBe(true);
    expect(isUuid("1' OR '1'='1")).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});
