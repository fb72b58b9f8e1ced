import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { expectErrors, expectValid } from '../test/expectValidation.js';
import { PDF, dataUrlMime, date, file, isDateText, optDate, reqText, SPREADSHEETS } from './fields.js';

describe('isDateText', () => {
  it('accepts real calendar days and ISO date-times', () => {
    for (const v of ['2024-02-29', '1999-12-31', '2024-01-02T10:20', '2024-01-02T10:20:30.123Z', '2024-01-02 10:20:30+01:00']) {
      expect(isDateText(v), v).toBe(true);
    }
  });
  it('refuses impossible days and other shapes', () => {
    for (const v of ['2023-02-29', '2024-13-01', '2024-1-2', '02/01/2024', 'yesterday', '', '2024-01-02T25:00']) {
      expect(isDateText(v), v).toBe(false);
    }
  });
});

describe('date fields', () => {
  const today = new Date();
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

  it('allow today and refuse tomorrow when not in the future', () => {
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    expectValid(date({ notFuture: true }), iso(today));
    expectErrors(date({ notFuture: true }), iso(tomorrow), { '': [MSG.dateInFuture] });
    expectValid(date(), iso(tomorrow));
  });

  it('say the format is wrong once, not also that it is in the future', () => {
    expectErrors(date({ notFuture: true }), '31/12/2000', { '': [MSG.invalidDate] });
  });

  it('treat empty and null as absent when optional', () => {
    expectValid(optDate({ notFuture: true }), '');
    expectValid(optDate({ notFuture: true }), null);
    expectValid(optDate({ notFuture: true }), undefined);
  });
});

describe('required text', () => {
  it('refuses blank text with the field message', () => {
    expectErrors(reqText(5, 'say it'), '   ', { '': ['say it'] });
    expectErrors(reqText(5), undefined, { '': [MSG.required] });
    expectErrors(reqText(5), 'abcdef', { '': [MSG.maxLength(5)] });
  });
});

describe('files', () => {
  it('reads the type of a data URL', () => {
    expect(dataUrlMime('data:application/pdf;base64,AAA')).toBe('application/pdf');
    expect(dataUrlMime('data:IMAGE/PNG;name=a.png;base64,AAA')).toBe('image/png');
    expect(dataUrlMime('data:,hello')).toBe('');
    expect(dataUrlMime('report.pdf')).toBeNull();
  });

  it('accept new files of the listed types and stored names only when allowed', () => {
    expectValid(file(PDF), 'data:application/pdf;base64,AAA');
    expectErrors(file(PDF), 'data:image/png;base64,AAA', { '': [MSG.fileType] });
    expectErrors(file(PDF), 'reports/a.pdf', { '': [MSG.fileType] });
    expectValid(file(PDF, { stored: true }), 'reports/a.pdf');
    expectValid(file(SPREADSHEETS), 'data:application/octet-stream;base64,AAA');
    expectErrors(file(PDF), '', { '': [MSG.required] });
  });
});
