import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { expectErrors, expectValid } from '../test/expectValidation.js';
import { groupSchema, messageSchema, userPatchSchema, userSchema } from './user.js';

describe('user', () => {
  const good = { username: 'ada', name: 'Ada Obi', email: 'ada@fiu.test', role: 'admin', phones: ['2348031234567'] };

  it('needs username, name, email and role', () => {
    expectValid(userSchema, good);
    expectErrors(userSchema, {}, { username: [MSG.required], name: [MSG.required], email: [MSG.required], role: [MSG.required] });
    expectErrors(userSchema, { ...good, email: 'ada' }, { email: [MSG.invalidEmail] });
  });

  it('takes phones of digits only', () => {
    expectErrors(userSchema, { ...good, phones: ['0803', '+234 803'] }, { 'phones.1': [MSG.digitsOnly] });
  });

  it('never carries a token or a password', () => {
    expectErrors(userSchema, { ...good, token: 't', password: 'p' }, { token: [MSG.unknownField], password: [MSG.unknownField] });
  });

  it('edits any subset, still strictly', () => {
    expect(expectValid(userPatchSchema, { active: false })).toEqual({ active: false });
    expectErrors(userPatchSchema, { name: '' , hash: 'x' }, { name: [MSG.required], hash: [MSG.unknownField] });
  });
});

describe('group and message', () => {
  it('needs a group name', () => {
    expectValid(groupSchema, { name: 'Analysts' });
    expectErrors(groupSchema, { name: ' ' }, { name: [MSG.required] });
  });

  it('reads a message', () => {
    expectValid(messageSchema, { subject: 'Hi', content: 'Text', sent: '2026-01-01T10:00:00Z' });
    expectErrors(messageSchema, { subject: 'Hi', content: 'Text' }, { sent: [MSG.required] });
  });
});
