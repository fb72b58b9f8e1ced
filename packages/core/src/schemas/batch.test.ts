import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { batchRequestSchema } from './batch.js';
import { expectErrors, expectValid } from '../test/expectValidation.js';

const XLSX = 'data:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;base64,UEsDBA==';

describe('batch request', () => {
  it('defaults report_type to batch and takes spreadsheets', () => {
    const data = expectValid(batchRequestSchema, { files: [{ uploaded_file: XLSX, name: 'list.xlsx' }, { uploaded_file: 'data:application/vnd.ms-excel;base64,0M8R' }], notes: 'n' });
    expect(data.report_type).toBe('batch');
    expectValid(batchRequestSchema, { files: [{ uploaded_file: 'batch/2026/list.xlsx' }] });
  });

  it('needs a file and refuses other types', () => {
    expectErrors(batchRequestSchema, { files: [] }, { files: [MSG.required] });
    expectErrors(batchRequestSchema, { files: [{ uploaded_file: 'data:application/pdf;base64,AA' }] }, { 'files.0.uploaded_file': [MSG.fileType] });
  });

  it('keeps report_type batch and refuses unknown keys', () => {
    expectErrors(batchRequestSchema, { files: [{ uploaded_file: XLSX }], report_type: 'RFI', owner: 'x' }, {
      report_type: [MSG.invalidChoice],
      owner: [MSG.unknownField],
    });
  });
});
