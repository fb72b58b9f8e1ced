import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { expectError, expectErrors, expectValid } from '../test/expectValidation.js';
import { accountsFormSchema, reportFilesUploadSchema, requestUploadSchema, rfiFeedbackSchema, rfiSchema } from './rfi.js';

const good = {
  reference_number: 'REF/1',
  subject_name: 'Ada Obi',
  requestor_official_name: 'Insp. Bello',
  requestor_official_email: 'bello@police.test',
  case_background: 'Background',
};

describe('request for information', () => {
  it('needs its required fields', () => {
    expectErrors(rfiSchema, {}, {
      reference_number: [MSG.required],
      subject_name: [MSG.required],
      requestor_official_name: [MSG.required],
      requestor_official_email: [MSG.required],
      case_background: [MSG.required],
    });
  });

  it('defaults nationality NG, gender male and information shared', () => {
    expect(expectValid(rfiSchema, good)).toMatchObject({ nationality: 'NG', gender: 'male', information_shared: true });
    expect(expectValid(rfiSchema, { ...good, gender: 'female', information_shared: false })).toMatchObject({ gender: 'female', information_shared: false });
  });

  it('bounds its texts', () => {
    const cases: [string, number][] = [
      ['reference_number', 96],
      ['subject_name', 128],
      ['telephone_number', 32],
      ['alias_aka_fka', 256],
      ['requestor_official_name', 128],
      ['address', 256],
      ['occupation', 32],
      ['identification_number', 32],
      ['case_background', 512],
      ['information_needed', 512],
      ['agencies_or_countries', 256],
    ];
    for (const [field, max] of cases) {
      expectValid(rfiSchema, { ...good, [field]: 'x'.repeat(max) });
      expectErrors(rfiSchema, { ...good, [field]: 'x'.repeat(max + 1) }, { [field]: [MSG.maxLength(max)] });
    }
  });

  it('checks e-mails, enumerations and the date of birth', () => {
    expectErrors(rfiSchema, {
      ...good,
      requestor_official_email: 'bello',
      authorising_official_email: 'x@',
      gender: 'm',
      issuing_authority: 'E',
      relationship_to_subject: 'friend',
      nationality: 'XX',
      date_of_birth: '3000-01-01',
    }, {
      requestor_official_email: [MSG.invalidEmail],
      authorising_official_email: [MSG.invalidEmail],
      gender: [MSG.invalidChoice],
      issuing_authority: [MSG.invalidChoice],
      relationship_to_subject: [MSG.invalidChoice],
      nationality: [MSG.invalidChoice],
      date_of_birth: [MSG.dateInFuture],
    });
    expectValid(rfiSchema, { ...good, authorising_official_email: '', issuing_authority: 'O', relationship_to_subject: 'accomplice' });
  });

  it('checks its lists', () => {
    expectValid(rfiSchema, {
      ...good,
      phones: [{ number: '0803' }],
      accounts: [{ account_name: 'A', account_number: '1', account_bank: 'B', is_company: false }],
      companies: [{ company_name: 'c'.repeat(32), rc_number: 'r'.repeat(16) }],
      attachments: [{ attachment: 'data:application/pdf;base64,AA', description: 'd' }],
    });
    expectErrors(rfiSchema, { ...good, companies: [{ company_name: 'c'.repeat(33), rc_number: 'r'.repeat(17) }], attachments: [{ attachment: 'a', description: 'd'.repeat(257) }] }, {
      'companies.0.company_name': [MSG.maxLength(32)],
      'companies.0.rc_number': [MSG.maxLength(16)],
      'attachments.0.description': [MSG.maxLength(256)],
    });
  });
});

describe('feedback on a request', () => {
  it('needs the request and bounds its texts', () => {
    expectValid(rfiFeedbackSchema, { rfi: 'r1', subject_name: 'Ada', other_comments: 'ok', domain: 'eca', created_by: 'u', modified_by: 'u' });
    expectErrors(rfiFeedbackSchema, { subject_name: 's'.repeat(97), other_comments: 'c'.repeat(257), extra: 1 }, {
      rfi: [MSG.required],
      subject_name: [MSG.maxLength(96)],
      other_comments: [MSG.maxLength(256)],
      extra: [MSG.unknownField],
    });
  });
});

describe('accounts form', () => {
  it('needs name, account and institution; the client number is a BVN', () => {
    expectValid(accountsFormSchema, { tac_account_name: 'A', tac_account: '0123456789', tac_institution_name: 'Bank', tac_client_number: '22212345678' });
    expectErrors(accountsFormSchema, { tac_client_number: '123' }, {
      tac_account_name: [MSG.required],
      tac_account: [MSG.required],
      tac_institution_name: [MSG.required],
      tac_client_number: [MSG.bvn],
    });
  });
});

describe('report and request uploads', () => {
  it('report upload: organisation required (max 256), file required, serial 128, notes 2048', () => {
    expectValid(reportFilesUploadSchema, { domain: 'eca', files: [{ uploaded_file: 'data:application/pdf;base64,AA', serial_number: 's'.repeat(128), notes: 'n'.repeat(2048) }] });
    expectErrors(reportFilesUploadSchema, { domain: '', files: [{ serial_number: 's'.repeat(129), notes: 'n'.repeat(2049) }] }, {
      domain: [MSG.required],
      'files.0.uploaded_file': [MSG.required],
      'files.0.serial_number': [MSG.maxLength(128)],
      'files.0.notes': [MSG.maxLength(2048)],
    });
  });

  it('request upload: files required, each with file, reference number and remarks', () => {
    expectErrors(requestUploadSchema, { files: [] }, { files: [MSG.required] });
    expectError(requestUploadSchema, {}, 'files', MSG.required);
    expectErrors(requestUploadSchema, { files: [{ uploaded_file: 'f' }] }, {
      'files.0.serial_number': [MSG.required],
      'files.0.notes': [MSG.required],
    });
    expectValid(requestUploadSchema, { files: [{ uploaded_file: 'f', serial_number: 'R1', notes: 'n' }] });
  });
});
