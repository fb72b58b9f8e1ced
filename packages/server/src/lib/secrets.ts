import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Upper-case letters and digits without the look-alikes I, O, 0 and 1: 32 symbols, 5 bits each. */
export const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const KEY_LENGTH = 8;

/** A one-time key of 8 characters (40 bits) from the CSPRNG (crypto.randomInt, no modulo bias). */
export function oneTimeKey(length: number = KEY_LENGTH): string {
  let key = '';
  for (let i = 0; i < length; i++) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

/** What a user types: trimmed, upper-cased (the alphabet has no lower case). */
export function normaliseKey(key: string): string {
  return key.trim().toUpperCase();
}

/** A session token or ticket: 32 random bytes (256 bits), base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Equal strings, compared in constant time (through their digests, so lengths do not leak). */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Checked before a value reaches a uuid column, so a malformed id is a 4xx, not a database error. */
export const isUuid = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);
