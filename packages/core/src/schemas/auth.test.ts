import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import {
  investigateSessionRequestSchema,
  investigateTicketRequestSchema,
  organisationSchema,
  passwordResetRequestSchema,
  passwordValidateFormSchema,
  passwordValidateSchema,
  publicUserSchema,
  registrationSchema,
  reportUploadSchema,
  secretKeySchema,
  signedInUserSchema,
  signInFormSchema,
  signInRequestSchema,
  urlCodeSchema,
} from './auth.js';
import { expectError, expectErrors, expectValid } from '../test/expectValidation.js';

const PDF = 'data:application/pdf;base64,JVBERi0=';
const PNG = 'data:image/png;base64,iVBORw0=';

describe('sign-in', () => {
  const good = { username: 'ada', domain: 'fiu', password: 'Demo#2026', scope: 'fiu-web' };

  it('accepts a complete request', () => {
    expect(expectValid(signInRequestSchema, good)).toEqual(good);
  });

  it('asks for the username and the password in the spec words', () => {
    expectErrors(signInFormSchema, { username: '', password: '  ' }, {
      username: [MSG.provideUsername],
      password: [MSG.providePassword],
    });
    expectError(signInRequestSchema, { ...good, username: undefined }, 'username', MSG.provideUsername);
    expectError(signInRequestSchema, { ...good, password: null }, 'password', MSG.providePassword);
    expectError(signInRequestSchema, { ...good, domain: '' }, 'domain', MSG.required);
  });

  it('refuses unknown keys', () => {
    expectErrors(signInRequestSchema, { ...good, role: 'fiu' }, { role: [MSG.unknownField] });
    expectErrors(signInFormSchema, { username: 'a', password: 'b', domain: 'x' }, { domain: [MSG.unknownField] });
  });

  it('trims the secret key and asks for it when empty', () => {
    expect(expectValid(secretKeySchema, { key: '  AB12CD \n' })).toEqual({ key: 'AB12CD' });
    expectErrors(secretKeySchema, { key: '   ' }, { key: [MSG.provideSecretKey] });
  });

  it('asks for the URL code', () => {
    expect(expectValid(urlCodeSchema, { urlcode: ' fiudemocodexxxxxxxxxxxxxxxxxxxxx ' })).toEqual({
      urlcode: 'fiudemocodexxxxxxxxxxxxxxxxxxxxx',
    });
    expectErrors(urlCodeSchema, { urlcode: '' }, { urlcode: [MSG.provideUrlCode] });
  });
});

describe('answers', () => {
  const org = {
    domain: 'fiu',
    name: 'Financial Intelligence Unit',
    approval_status_enabled: true,
    batch_enabled: false,
    request_access: true,
    org_type: 'central',
  };

  it('reads an organisation and drops what it does not know', () => {
    expect(expectValid(organisationSchema, { ...org, latitude: 9.07, secret: 'x' })).toEqual({ ...org, latitude: 9.07 });
    expectError(organisationSchema, { ...org, org_type: 'bank' }, 'org_type', MSG.invalidChoice);
  });

  it('drops a password hash from a public user, and needs a token for a signed-in user', () => {
    const user = {
      _id: 'u1',
      username: 'ada',
      name: 'Ada',
      email: 'ada@fiu.test',
      role: 'fiu',
      domain: 'fiu',
      active: true,
      permissions: ['can.view.users'],
    };
    const pub = expectValid(publicUserSchema, { ...user, phones: [], groups: [], password_hash: 'x', token: 't' });
    expect(pub).not.toHaveProperty('password_hash');
    expect(pub).not.toHaveProperty('token');
    expectError(signedInUserSchema, { ...user, session: 's' }, 'token', MSG.required);
    expectValid(signedInUserSchema, { ...user, token: 't', session: 's' });
  });
});

describe('password reset', () => {
  it('asks for the e-mail address and checks its format', () => {
    expectErrors(passwordResetRequestSchema, { email: '', domain: 'fiu', scope: 'fiu-web' }, { email: [MSG.provideEmail] });
    expectErrors(passwordResetRequestSchema, { email: 'ada@', domain: 'fiu', scope: 'fiu-web' }, { email: [MSG.invalidEmail] });
    expectValid(passwordResetRequestSchema, { email: 'ada@fiu.test', domain: 'fiu', scope: 'fiu-web' });
  });

  it('applies the password rule with its text', () => {
    expectValid(passwordValidateSchema, { password: 'Demo#2026' });
    for (const weak of ['demo#2026', 'DEMO#2026', 'Demo#demo', 'Demo2026x', 'De#2026']) {
      expectErrors(passwordValidateSchema, { password: weak }, { password: [MSG.password] });
    }
    expectErrors(passwordValidateSchema, { password: '' }, { password: [MSG.providePassword] });
    expectErrors(passwordValidateSchema, { password: 'Demo#2026', key: 'k' }, { key: [MSG.unknownField] });
  });

  it('says the passwords do not match on the repetition', () => {
    expectErrors(passwordValidateFormSchema, { key: ' K1 ', password: 'Demo#2026', repeat_password: 'Demo#2027' }, {
      repeat_password: [MSG.passwordsDoNotMatch],
    });
    expect(expectValid(passwordValidateFormSchema, { key: ' K1 ', password: 'Demo#2026', repeat_password: 'Demo#2026' }).key).toBe('K1');
    expectError(passwordValidateFormSchema, { key: '', password: 'Demo#2026', repeat_password: 'Demo#2026' }, 'key', MSG.required);
  });
});

describe('registration', () => {
  const good = { name: 'Ada', username: 'ada', email: 'ada@x.test', role: 'data_entry', domain: 'eca', scope: 'fiu-web' };

  it('accepts the four registration roles only', () => {
    for (const role of ['ict_admin', 'admin', 'data_entry', 'mobile_entry']) expectValid(registrationSchema, { ...good, role });
    for (const role of ['fiu', 'ceo', 'forex']) expectError(registrationSchema, { ...good, role }, 'role', MSG.invalidChoice);
  });

  it('needs name, username, email and role', () => {
    expectErrors(registrationSchema, { domain: 'eca', scope: 'fiu-web' }, {
      name: [MSG.required],
      username: [MSG.required],
      email: [MSG.required],
      role: [MSG.required],
    });
  });

  it('refuses a caller that tries to set more', () => {
    expectErrors(registrationSchema, { ...good, active: true, permissions: [] }, {
      active: [MSG.unknownField],
      permissions: [MSG.unknownField],
    });
  });
});

describe('public report upload', () => {
  const good = { name: 'Ada', email: 'ada@x.test', reports: [PDF, PNG, 'data:image/jpeg;base64,/9j/'], domain: 'eca' };

  it('accepts pdf, png and jpeg data URLs', () => {
    expectValid(reportUploadSchema, good);
  });

  it('needs at least one report', () => {
    expectErrors(reportUploadSchema, { ...good, reports: [] }, { reports: [MSG.required] });
  });

  it('refuses other file types and stored names at the item path', () => {
    expectErrors(reportUploadSchema, { ...good, reports: [PDF, 'data:text/html;base64,PGI+'] }, { 'reports.1': [MSG.fileType] });
    expectErrors(reportUploadSchema, { ...good, reports: ['/etc/passwd'] }, { 'reports.0': [MSG.fileType] });
  });

  it('bounds the organisation at 256 characters', () => {
    expectErrors(reportUploadSchema, { ...good, domain: 'd'.repeat(257) }, { domain: [MSG.maxLength(256)] });
  });
});

describe('investigate mode', () => {
  it('binds a ticket request to an exact origin', () => {
    expectValid(investigateTicketRequestSchema, { origin: 'https://host.example', username: 'ada', domain: 'fiu' });
    expectErrors(investigateTicketRequestSchema, { origin: 'https://host.example/path', username: 'ada', domain: 'fiu' }, {
      origin: [MSG.invalidValue],
    });
    expectErrors(investigateTicketRequestSchema, { origin: 'javascript:alert(1)', username: 'ada', domain: 'fiu' }, {
      origin: [MSG.invalidValue],
    });
  });

  it('takes a ticket and nothing else', () => {
    expectValid(investigateSessionRequestSchema, { ticket: 't' });
    expectErrors(investigateSessionRequestSchema, { ticket: 't', username: 'x' }, { username: [MSG.unknownField] });
  });
});
