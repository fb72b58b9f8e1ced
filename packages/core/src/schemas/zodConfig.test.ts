import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MSG } from '../messages.js';
import { issueMessage } from './zodConfig.js';
import { signInRequestSchema } from './index.js';

const RealFunction = globalThis.Function;
afterEach(() => {
  globalThis.Function = RealFunction;
});

describe('zod configuration', () => {
  it('turns the JIT off', () => {
    expect(z.config().jitless).toBe(true);
  });

  it('never builds code with Function, so no CSP needs unsafe-eval', () => {
    let calls = 0;
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args) {
        calls++;
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args) {
        calls++;
        return Reflect.apply(target, self, args) as unknown;
      },
    });
    const fresh = z.strictObject({ a: z.string(), b: z.optional(z.number()) });
    for (let i = 0; i < 3; i++) expect(fresh.safeParse({ a: 'x', b: 1 }).success).toBe(true);
    expect(signInRequestSchema.safeParse({ username: 'u', password: 'p', domain: 'd', scope: 's' }).success).toBe(true);
    expect(calls).toBe(0);
  });

  it('uses zod/mini only: the classic API would add about 20 KB gzip and JIT-compiled objects', () => {
    const dir = new URL('.', import.meta.url);
    const sources = readdirSync(dir).filter((f) => f.endsWith('.ts'));
    expect(sources.length).toBeGreaterThan(10);
    for (const f of sources) {
      const text = readFileSync(new URL(f, dir), 'utf8');
      expect(text, f).not.toMatch(/from ['"]zod(?:\/v4)?['"]/);
      // The named form `import { z }` keeps all of zod in a bundle (85 KB gzip against 4.5 KB, measured).
      expect(text, f).not.toMatch(/import\s+(?:type\s+)?\{\s*z\s*\}\s+from\s+['"]zod\/mini['"]/);
    }
  });

  it('speaks the product texts for zod own issues', () => {
    const s = z.object({ t: z.string(), n: z.number(), i: z.int(), e: z.enum(['a', 'b']) });
    const r = s.safeParse({ t: 5, n: 'x', i: 1.5, e: 'c' });
    const byPath = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toEqual({
      t: MSG.invalidValue,
      n: MSG.invalidNumber,
      i: MSG.invalidInteger,
      e: MSG.invalidChoice,
    });
    const missing = s.safeParse({});
    expect(new Set(missing.error?.issues.map((i) => i.message))).toEqual(new Set([MSG.required]));
  });

  it('leaves messages set on a check alone', () => {
    expect(issueMessage({ code: 'too_big', origin: 'string', maximum: 3, input: 'abcd' } as never)).toBeUndefined();
    expect(z.string().check(z.maxLength(3, 'own')).safeParse('abcd').error?.issues[0]?.message).toBe('own');
  });
});
