import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { expectError, expectErrors, expectValid } from '../test/expectValidation.js';
import { crimeHistorySchema, newSuspectId, subjectRequestFormSchema, subjectSchema } from './subject.js';

const tomorrow = () => {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('newSuspectId', () => {
  it('is 4 capital letters and the YYMMDDHHmmss of the moment', () => {
    const id = newSuspectId(new Date(2026, 0, 5, 7, 8, 9));
    expect(id).toMatch(/^[A-Z]{4}260105070809$/);
  });

  it('draws the letters at random', () => {
    const now = new Date(2026, 0, 5);
    const letters = new Set(Array.from({ length: 50 }, () => newSuspectId(now).slice(0, 4)));
    expect(letters.size).toBeGreaterThan(45);
  });
});

describe('subject defaults', () => {
  it('fills suspectid and nationality NG', () => {
    const data = expectValid(subjectSchema, {});
    expect(data.suspectid).toMatch(/^[A-Z]{4}\d{12}$/);
    expect(data.nationality).toBe('NG');
  });

  it('keeps given values', () => {
    const data = expectValid(subjectSchema, { suspectid: 'ABCD260101000000', nationality: 'GH' });
    expect(data).toMatchObject({ suspectid: 'ABCD260101000000', nationality: 'GH' });
  });

  it('defaults the request form status to approved and offers approved or pending only', () => {
    expect(expectValid(subjectRequestFormSchema, {}).status).toBe('approved');
    expect(expectValid(subjectRequestFormSchema, { status: 'pending' }).status).toBe('pending');
    expectError(subjectRequestFormSchema, { status: 'disseminated' }, 'status', MSG.invalidChoice);
    expectValid(subjectSchema, { status: 'disseminated' });
    expectError(subjectSchema, { status: 'closed' }, 'status', MSG.invalidChoice);
  });
});

describe('subject field rules', () => {
  it('checks the BVN', () => {
    expectValid(subjectSchema, { bvn: '22212345678' });
    expectValid(subjectSchema, { bvn: '' });
    for (const bvn of ['2221234567', '222123456789', '2221234567a']) {
      expectErrors(subjectSchema, { bvn }, { bvn: [MSG.bvn] });
    }
  });

  it('checks the tax identification number', () => {
    expectValid(subjectSchema, { tax_identification_number: '12345678-0001' });
    expectErrors(subjectSchema, { tax_identification_number: '1234 5678' }, { tax_identification_number: [MSG.taxId] });
    expectErrors(subjectSchema, { tax_identification_number: '1'.repeat(51) }, { tax_identification_number: [MSG.maxLength(50)] });
  });

  it('refuses a date of birth in the future', () => {
    expectValid(subjectSchema, { birthdate: '1980-05-17' });
    expectErrors(subjectSchema, { birthdate: tomorrow() }, { birthdate: [MSG.dateInFuture] });
    expectErrors(subjectSchema, { birthdate: '17/05/1980' }, { birthdate: [MSG.invalidDate] });
  });

  it('bounds the request-form texts', () => {
    const cases: [string, number][] = [
      ['suspectid', 50],
      ['case_reference', 128],
      ['surname', 50],
      ['othernames', 50],
      ['crimetype_description', 256],
      ['information_needed', 1024],
      ['subject_occupation', 128],
      ['remark', 1024],
    ];
    for (const [field, max] of cases) {
      expectValid(subjectSchema, { [field]: 'x'.repeat(max) });
      expectErrors(subjectSchema, { [field]: 'x'.repeat(max + 1) }, { [field]: [MSG.maxLength(max)] });
    }
  });

  it('bounds the bio tab', () => {
    const cases: [string, number][] = [
      ['bodybuilt', 20],
      ['eyecolor', 20],
      ['facialmarkdescr', 50],
      ['haircolor', 50],
      ['religioussect', 50],
      ['skincolor', 20],
      ['suspectlanguage', 50],
    ];
    for (const [field, max] of cases) {
      expectValid(subjectSchema, { [field]: 'x'.repeat(max) });
      expectErrors(subjectSchema, { [field]: 'x'.repeat(max + 1) }, { [field]: [MSG.maxLength(max)] });
    }
    expectValid(subjectSchema, { facialmark: 2, height: 1.82, religion: 'Islam' });
    expectErrors(subjectSchema, { facialmark: 1.5, height: 'tall', religion: 'Pagan' }, {
      facialmark: [MSG.invalidInteger],
      height: [MSG.invalidNumber],
      religion: [MSG.invalidChoice],
    });
    // Metres, in a range a person can have: a sign slip or centimetres are refused with one message.
    for (const height of [0.3, 1.75, 2.5]) expectValid(subjectSchema, { height });
    for (const height of [-3, 0, 0.29, 2.51, 178]) expectErrors(subjectSchema, { height }, { height: [MSG.height] });
  });

  it('bounds the history tab', () => {
    expectValid(subjectSchema, { arresteddate: '2020-01-01', arrestedcountry: 'c'.repeat(128), arrestedplace: 'p'.repeat(50) });
    expectErrors(subjectSchema, { arrestedcountry: 'c'.repeat(129), arrestedstate: 's'.repeat(51), arrestedlga: 'l'.repeat(51), arrestedtown: 't'.repeat(51) }, {
      arrestedcountry: [MSG.maxLength(128)],
      arrestedstate: [MSG.maxLength(50)],
      arrestedlga: [MSG.maxLength(50)],
      arrestedtown: [MSG.maxLength(50)],
    });
  });

  it('takes gender, crime type and nationality from their lists', () => {
    expectValid(subjectSchema, { gender: 'female', currentcrimetype: 'Banditry', nationality: 'NG' });
    expectErrors(subjectSchema, { gender: 'Female', currentcrimetype: 'Jaywalking', nationality: 'Nigeria' }, {
      gender: [MSG.invalidChoice],
      currentcrimetype: [MSG.invalidChoice],
      nationality: [MSG.invalidChoice],
    });
  });

  it('accepts the read-only device and location fields as the app sends them', () => {
    expectValid(subjectSchema, { device_model: 'X', device_virtual: false, latitude: 9.07, longitude: '7.39', location_timestamp: 1700000000 });
  });

  it('refuses unknown keys at every level', () => {
    expectErrors(subjectSchema, { password: 'x', telephones: [{ telephone: '0803', extra: 1 }] }, {
      password: [MSG.unknownField],
      'telephones.0.extra': [MSG.unknownField],
    });
  });
});

describe('subject lists', () => {
  it('checks every bank account, NUBAN included, at its dotted path', () => {
    expectValid(subjectSchema, { bank_accounts: [{ bank: '044', accountno: '0690000032' }] });
    expectErrors(subjectSchema, { bank_accounts: [{ bank: '044', accountno: '0690000032' }, { bank: '044', accountno: '0690000031' }] }, {
      'bank_accounts.1.accountno': [MSG.nuban],
    });
    expectErrors(subjectSchema, { companies_accounts: [{ accountno: '12345' }] }, { 'companies_accounts.0.accountno': [MSG.bankAccount] });
  });

  it('checks id types, social media, vehicles, companies and e-mail addresses', () => {
    expectValid(subjectSchema, {
      id_types: [{ idtype: 'C', idcountry: 'NG', idnumber: 'A1234567' }],
      social_media: [{ platform: 'twitter', handle: '@x' }],
      vehicles: [{ plate: 'LAG123XY', chassis: 'c', make: 'Toyota', model: 'Corolla' }],
      companies: [{ name: 'Acme Ltd', inc_number: 'RC123', company_type: 3, tax_identification_number: '123-4' }],
      email_addresses: [{ email: 'a@b.ng' }],
      addresses: [{ country: 'NG', state: 'Lagos', streetname: '1 Marina' }],
    });
    expectErrors(subjectSchema, {
      id_types: [{ idtype: 'X', idnumber: 'n'.repeat(51) }],
      social_media: [{ platform: 'myspace', handle: '' }],
      vehicles: [{ plate: 'p'.repeat(17), chassis: 'c'.repeat(65) }],
      companies: [{ name: 'n'.repeat(257), inc_number: 'i'.repeat(17), company_type: 4, tax_identification_number: 'abc' }],
      email_addresses: [{ email: 'not-an-email' }],
    }, {
      'id_types.0.idtype': [MSG.invalidChoice],
      'id_types.0.idnumber': [MSG.maxLength(50)],
      'social_media.0.platform': [MSG.invalidChoice],
      'social_media.0.handle': [MSG.required],
      'vehicles.0.plate': [MSG.maxLength(16)],
      'vehicles.0.chassis': [MSG.maxLength(64)],
      'companies.0.name': [MSG.maxLength(256)],
      'companies.0.inc_number': [MSG.maxLength(16)],
      'companies.0.company_type': [MSG.invalidChoice],
      'companies.0.tax_identification_number': [MSG.taxId],
      'email_addresses.0.email': [MSG.invalidEmail],
    });
  });

  it('bounds telephones, aliases and accomplices at 20 characters', () => {
    expectValid(subjectSchema, { telephones: [{ telephone: '2348031234567' }], aliases: [{ alias: 'a'.repeat(20) }], accomplices: [{ accomplice: 'b' }] });
    expectErrors(subjectSchema, { telephones: [{ telephone: '1'.repeat(21) }], aliases: [{ alias: 'a'.repeat(21) }], accomplices: [{ accomplice: '' }] }, {
      'telephones.0.telephone': [MSG.maxLength(20)],
      'aliases.0.alias': [MSG.maxLength(20)],
      'accomplices.0.accomplice': [MSG.required],
    });
  });

  it('accepts attachments with the ids the client adds', () => {
    expectValid(subjectSchema, { attachments: [{ attachment: 'data:application/pdf;base64,AA', description: 'd', suspect_id: 's1', suspectid: 'ABCD260101000000' }] });
    expectErrors(subjectSchema, { attachments: [{ description: 'd'.repeat(257) }] }, {
      'attachments.0.attachment': [MSG.required],
      'attachments.0.description': [MSG.maxLength(256)],
    });
  });
});

describe('crime history', () => {
  it('needs the crime type and bounds its texts', () => {
    expectValid(crimeHistorySchema, { currentcrimetype: 'Fraud', convicted: 1, chargestocourt: 2, information_needed: 'i'.repeat(1024), operationmode: 'o'.repeat(50) });
    expectErrors(crimeHistorySchema, { convicted: 2, chargestocourt: 'two', information_needed: 'i'.repeat(1025), operationmode: 'o'.repeat(51), arrestedplace: 'p'.repeat(51) }, {
      currentcrimetype: [MSG.required],
      convicted: [MSG.invalidChoice],
      chargestocourt: [MSG.invalidNumber],
      information_needed: [MSG.maxLength(1024)],
      operationmode: [MSG.maxLength(50)],
      arrestedplace: [MSG.maxLength(50)],
    });
    expectErrors(crimeHistorySchema, { currentcrimetype: 'c'.repeat(129) }, { currentcrimetype: [MSG.maxLength(128)] });
  });

  it('reports its errors inside the subject at the dotted path', () => {
    expectErrors(subjectSchema, { crime_history: [{ currentcrimetype: 'Fraud' }, { convicted: 0 }] }, {
      'crime_history.1.currentcrimetype': [MSG.required],
    });
  });
});
