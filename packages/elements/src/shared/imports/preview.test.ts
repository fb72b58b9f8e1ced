import { describe, expect, it } from 'vitest';
import { utils, write } from 'xlsx';
import { PREVIEW_ROWS, PREVIEW_TEXT, parseCsv, readPreview } from './preview';

const xlsxFile = (rows: unknown[][], name = 'calls.xlsx', bookType: 'xlsx' | 'xls' = 'xlsx'): File => {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'CDR');
  const bytes = write(book, { type: 'array', bookType }) as ArrayBuffer;
  return new File([bytes], name);
};

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, CRLF and a byte-order mark, and stops at the limit', () => {
    const text = '\ufeffA,B\r\n"x, y","say ""hi"""\r\n1,\n"multi\nline",2\n';
    expect(parseCsv(text)).toEqual([
      ['A', 'B'],
      ['x, y', 'say "hi"'],
      ['1', ''],
      ['multi\nline', '2'],
    ]);
    expect(parseCsv('a\nb\nc\nd', 2)).toEqual([['a'], ['b']]);
    expect(parseCsv('a,b')).toEqual([['a', 'b']]);
  });
});

describe('readPreview', () => {
  const rows = [['MSISDN', 'B Number', 'Date'], ...Array.from({ length: 30 }, (_, i) => [`23480${i}`, `23481${i}`, `2024-01-${String(i + 1).padStart(2, '0')}`])];

  it('shows the first 11 rows of an .xlsx made with SheetJS: the header row and 10 under it', async () => {
    const p = await readPreview(xlsxFile(rows));
    expect(p.sheet).toBe('CDR');
    expect(p.headers).toEqual(['MSISDN', 'B Number', 'Date']);
    expect(p.rows).toHaveLength(PREVIEW_ROWS - 1);
    expect(p.rows[0]).toEqual(['234800', '234810', '2024-01-01']);
  });

  it('reads an old .xls too', async () => {
    const p = await readPreview(xlsxFile(rows.slice(0, 3), 'old.xls', 'xls'));
    expect(p.headers).toEqual(['MSISDN', 'B Number', 'Date']);
    expect(p.rows).toHaveLength(2);
  });

  it('reads a CSV', async () => {
    const csv = rows.map((r) => r.join(',')).join('\n');
    const p = await readPreview(new File([csv], 'calls.csv', { type: 'text/csv' }));
    expect(p.sheet).toBeNull();
    expect(p.headers).toEqual(['MSISDN', 'B Number', 'Date']);
    expect(p.rows).toHaveLength(10);
  });

  it('refuses other files, empty files and bytes that are no spreadsheet with a clear text', async () => {
    await expect(readPreview(new File(['x'], 'notes.txt'))).rejects.toThrow(PREVIEW_TEXT.type);
    await expect(readPreview(new File([], 'empty.csv'))).rejects.toThrow(PREVIEW_TEXT.empty);
    await expect(readPreview(new File([new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 9, 9])], 'broken.xlsx'))).rejects.toThrow();
  });
});
