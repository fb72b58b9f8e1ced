import { describe, expect, it } from 'vitest';
import {
  passwordResetRequestSchema,
  passwordValidateFormSchema,
  registrationSchema,
  reportUploadSchema,
  secretKeySchema,
  signInFormSchema,
  urlCodeSchema,
  validate,
} from '@fiu/core';
import { MSG } from '@fiu/core';
import { newPassword, problems, required, requiredEmail } from './checks';

/** First message per field, as the forms show them. */
const firsts = (errors: Record<string, string[]>) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0]]));
const schemaSays = (schema: Parameters<typeof validate>[0], value: unknown) => {
  const r = validate(schema, value);
  return r.ok ? {} : firsts(r.errors);
};

const TEXTS = ['', ' ', '  \t', 'a', ' analyst ', 'Demo#2026', 'x'.repeat(300)];
const EMAILS = ['', ' ', 'a@b', 'a@b.co', 'not an email', 'ngozi.eze@eca.example', '@x.y', 'a b@c.d'];
const PASSWORDS = ['', '   ', 'short', 'Demo#2026', 'demo#2026', 'DEMO#2026', 'Demo2026x', 'Abcdefg1_', 'Abc#1'];

describe("the public screens' checks agree with core's schemas", () => {
  it('sign-in credentials', () => {
    for (const username of TEXTS)
      for (const password of TEXTS) {
        const ours = firsts(problems({ username: required(username, MSG.provideUsername), password: required(password, MSG.providePassword) }));
        expect(ours, `${username}/${password}`).toEqual(schemaSays(signInFormSchema, { username, password }));
      }
  });

  it('secret key and URL code (trimmed)', () => {
    for (const key of TEXTS) {
      expect(firsts(problems({ key: required(key, MSG.provideSecretKey) }))).toEqual(schemaSays(secretKeySchema, { key }));
      expect(firsts(problems({ urlcode: required(key, MSG.provideUrlCode) }))).toEqual(schemaSays(urlCodeSchema, { urlcode: key }));
    }
  });

  it('password reset request', () => {
    for (const email of EMAILS) {
      const ours = firsts(problems({ email: requiredEmail(email, MSG.provideEmail) }));
      expect(ours, email).toEqual(schemaSays(passwordResetRequestSchema, { email, domain: 'fiu', scope: 'fiu-web' }));
    }
  });

  it('new password, repeated', () => {
    for (const password of PASSWORDS)
      for (const repeat of [password, `${password}x`]) {
        const ours = firsts(
          problems({ key: required('RESET1'), password: newPassword(password), repeat_password: password === repeat ? null : MSG.passwordsDoNotMatch }),
        );
        expect(ours, `${password}/${repeat}`).toEqual(schemaSays(passwordValidateFormSchema, { key: 'RESET1', password, repeat_password: repeat }));
      }
  });

  it('registration', () => {
    for (const name of ['', ' ', 'Ngozi Eze'])
      for (const email of EMAILS)
        for (const role of ['', 'admin']) {
          const ours = firsts(
            problems({ name: required(name), username: required('neze'), email: requiredEmail(email), role: required(role) }),
          );
          const value = { name, username: 'neze', email, role: role || undefined, domain: 'eca', scope: 'fiu-web' };
          expect(ours, `${name}/${email}/${role}`).toEqual(schemaSays(registrationSchema, value));
        }
  });

  it('report upload (name, e-mail)', () => {
    for (const name of ['', ' ', 'Bisi Ade'])
      for (const email of EMAILS) {
        const ours = firsts(problems({ name: required(name), email: requiredEmail(email) }));
        const value = { name, email, domain: 'fiu', reports: ['data:application/pdf;base64,JVBERi0='] };
        expect(ours, `${name}/${email}`).toEqual(schemaSays(reportUploadSchema, value));
      }
  });
});
