import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { expectError, expectErrors, expectValid } from '../test/expectValidation.js';
import {
  callRecordImportSchema,
  cdrColumnMappingSchema,
  manualCallRecordImportSchema,
  statementImportSchema,
} from './imports.js';

const xlsx = () => new File(['PK'], 'cdr.xlsx');
const png = () => new File(['png'], 'face.PNG');

const cdr = {
  file_field: xlsx(),
  phone_Number: '2348031234567',
  First_Name: 'Ada',
  Last_Name: 'Obi',
  Gender: 'Female',
  DOB: '1980-01-01',
  image: png(),
};

describe('call-record import (file)', () => {
  it('accepts a complete form', () => {
    expectValid(callRecordImportSchema, { ...cdr, Middle_Name: 'N', user_email: 'a@b.ng' });
  });

  it('shows the form message for every missing required value', () => {
    expectErrors(callRecordImportSchema, { file_field: new File([], '') }, {
      file_field: [MSG.cdrImportRequired],
      phone_Number: [MSG.cdrImportRequired],
      First_Name: [MSG.cdrImportRequired],
      Last_Name: [MSG.cdrImportRequired],
      Gender: [MSG.cdrImportRequired],
      DOB: [MSG.cdrImportRequired],
      image: [MSG.cdrImportRequired],
    });
    expectError(callRecordImportSchema, { ...cdr, Gender: '' }, 'Gender', MSG.cdrImportRequired);
  });

  it('takes Excel files and png/jpeg images only', () => {
    expectErrors(callRecordImportSchema, { ...cdr, file_field: new File(['x'], 'cdr.csv'), image: new File(['x'], 'face.gif') }, {
      file_field: [MSG.fileType],
      image: [MSG.fileType],
    });
    expectErrors(callRecordImportSchema, { ...cdr, file_field: 'cdr.xlsx' }, { file_field: [MSG.fileType] });
    expectValid(callRecordImportSchema, { ...cdr, file_field: new Blob(['x'], { type: 'application/vnd.ms-excel' }) });
  });

  it('checks gender, the date of birth and unknown keys', () => {
    expectErrors(callRecordImportSchema, { ...cdr, Gender: 'male', DOB: '2999-01-01', Crime: 'x' }, {
      Gender: [MSG.invalidChoice],
      DOB: [MSG.dateInFuture],
      Crime: [MSG.unknownField],
    });
  });
});

describe('manual call-record import', () => {
  it('needs phone, names, gender and crime', () => {
    expectValid(manualCallRecordImportSchema, { phone_Number: '0803', First_Name: 'A', Last_Name: 'B', Gender: 'Male', Crime: 'Kidnapping' });
    expectErrors(manualCallRecordImportSchema, {}, {
      phone_Number: [MSG.required],
      First_Name: [MSG.required],
      Last_Name: [MSG.required],
      Gender: [MSG.required],
      Crime: [MSG.required],
    });
    expectError(manualCallRecordImportSchema, { phone_Number: '0803', First_Name: 'A', Last_Name: 'B', Gender: 'Male', Crime: 'Banditry' }, 'Crime', MSG.invalidChoice);
  });
});

describe('statement import', () => {
  const good = {
    file_field: new File(['PK'], 'statement.xls'),
    Suspect: 's1',
    First_Name: 'Ada',
    Last_Name: 'Obi',
    Gender: 'Female',
    DOB: '1980-01-01',
    Account_Number: '0690000032',
    BVN: '22212345678',
    Bank_Name: 'Access Bank',
    Account_Holder: 'Individual',
    Account_Type: 'Savings',
    Currency: 'Naira',
    BVN_Photo: png(),
  };

  it('accepts a complete form, with the older category list as NATIONALITY', () => {
    expectValid(statementImportSchema, { ...good, NATIONALITY: 'ISWAP Terroris', Account_Status: 'Dormant', Account_Opening_DATE: '2010-05-05' });
  });

  it('shows the form message for every missing required value', () => {
    expectErrors(statementImportSchema, {}, Object.fromEntries(
      ['file_field', 'Suspect', 'First_Name', 'Last_Name', 'Gender', 'DOB', 'Account_Number', 'BVN', 'Bank_Name', 'Account_Holder', 'Account_Type', 'Currency', 'BVN_Photo'].map((k) => [k, [MSG.statementImportRequired]]),
    ));
  });

  it('checks account number, BVN and the choices', () => {
    expectErrors(statementImportSchema, { ...good, Account_Number: '12345', BVN: '2221234567', Account_Type: 'Fixed', Currency: 'NGN', Account_Holder: 'Person' }, {
      Account_Number: [MSG.bankAccount],
      BVN: [MSG.bvn],
      Account_Type: [MSG.invalidChoice],
      Currency: [MSG.invalidChoice],
      Account_Holder: [MSG.invalidChoice],
    });
    expectValid(statementImportSchema, { ...good, Account_Number: '06900000321' });
  });
});

describe('call-record column mapping', () => {
  it('maps known targets to column names', () => {
    expect(expectValid(cdrColumnMappingSchema, { originating_number: 'A Number', cdr_ts: 'Start Time' })).toEqual({
      originating_number: 'A Number',
      cdr_ts: 'Start Time',
    });
    expectValid(cdrColumnMappingSchema, {});
  });

  it('refuses unknown targets and empty columns', () => {
    expectErrors(cdrColumnMappingSchema, { originating_number: '', favourite: 'x' }, {
      originating_number: [MSG.required],
      favourite: [MSG.unknownField],
    });
  });
});
