import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { expectErrors, expectValid } from '../test/expectValidation.js';
import { GROUP_NAME_MAX, USER_TEXT_MAX, groupSchema, messageSchema, userChangeSchema, userPasswordResetSchema, userPatchSchema, userSchema } from './user.js';

const good = { username: 'ada', name: 'Ada Obi', email: 'ada@fiu.test', role: 'admin', phones: ['2348031234567'] };

describe('user', () => {

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

describe("one's own account and a reset from the users list", () => {
  it('change: name and phones only, phones of digits', () => {
    expect(expectValid(userChangeSchema, { name: 'Ada O.', phones: ['0803'] })).toEqual({ name: 'Ada O.', phones: ['0803'] });
    expectErrors(userChangeSchema, { name: ' ' }, { name: [MSG.required] });
    expectErrors(userChangeSchema, { phones: ['080-3'] }, { 'phones.0': [MSG.digitsOnly] });
    expectErrors(userChangeSchema, { role: 'fiu', permissions: ['can.change.users'] }, { role: [MSG.unknownField], permissions: [MSG.unknownField] });
  });

  it('reset: the user by id, nothing else', () => {
    expectValid(userPasswordResetSchema, { _id: 'u1' });
    expectErrors(userPasswordResetSchema, { _id: 'u1', password: 'x' }, { password: [MSG.unknownField] });
    expectErrors(userPasswordResetSchema, {}, { _id: [MSG.required] });
  });

  it('bounds names, usernames and group names', () => {
    const long = 'x'.repeat(USER_TEXT_MAX + 1);
    expectErrors(userSchema, { ...good, name: long, username: long }, { name: [MSG.maxLength(USER_TEXT_MAX)], username: [MSG.maxLength(USER_TEXT_MAX)] });
    expectErrors(groupSchema, { name: 'g'.repeat(GROUP_NAME_MAX + 1) }, { name: [MSG.maxLength(GROUP_NAME_MAX)] });
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
