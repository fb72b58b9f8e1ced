import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { zipSync, strToU8 } from 'fflate';
import { detectFormat, estimateRows, readRows, ReadError, type SheetRow, type ReadLimits } from './index.js';
import { writeXlsx, sheetXml, DATE_STYLES } from './testing/build-xlsx.js';

// The call-record samples written by others, kept in the repository (tests/fixtures/README.md: provenance).
const REPO = join(__dirname, '../../../../..');
const SAMPLES = join(REPO, 'tests/fixtures');
const dir = mkdtempSync(join(tmpdir(), 'fiu-read-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const file = (name: string): string => join(dir, `${n++}-${name}`);

async function all(path: string, limits?: Partial<ReadLimits>, sheet?: string): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const r of readRows(path, { limits, sheet })) rows.push(r);
  return rows;
}

async function refusal(path: string, limits?: Partial<ReadLimits>): Promise<ReadError> {
  try {
    await all(path, limits);
  } catch (err) {
    if (err instanceof ReadError) return err;
    throw err;
  }
  throw new Error('expected a ReadError');
}

describe('CSV', () => {
  it('reads the small sample: BOM stripped, header first', async () => {
    const rows = await all(join(SAMPLES, 'cdr-spatialdatacommons-sample.csv'));
    expect(rows[0]).toEqual({
      sheet: '',
      row: 1,
      cells: ['SUBID', 'CDATE', 'CTIME', 'DURATION', 'CELLID', 'LATITUDE', 'LONGITUDE', 'network_type', 'call_type'],
    });
    expect(rows[1]!.cells).toEqual(['3594716203', '20160501', '8:43:47', '96', '10011', '13.44845', '-16.57612', '2G', 'VOICE']);
  });

  it('reads the larger sample whole, quoted fields included', async () => {
    const path = join(SAMPLES, 'cdr-vega4n6-cdr-analyzer.csv');
    const rows = await all(path);
    const text = readFileSync(path, 'utf8');
    const records = text.split(/\r?\n/).filter((l) => l !== '').length;
    expect(rows.length).toBe(records);
    expect(rows[0]!.cells[0]).toBe('A Number');
    expect(rows[0]!.cells).toHaveLength(11);
    expect(rows[1]!.cells[10]).toBe('Colvin Road kruzeta, ');
    expect(rows.every((r) => r.cells.length === 11)).toBe(true);
    expect(rows.at(-1)!.row).toBe(rows.length);
  });

  it('sniffs semicolons and tabs, keeps quoted delimiters and line breaks, CRLF', async () => {
    const semi = file('semi.csv');
    writeFileSync(semi, 'Date;Narration;Amount\r\n2024-01-02;"TRF; to ""JOHN""\r\nline two";1.000,50\r\n');
    expect((await all(semi)).map((r) => r.cells)).toEqual([
      ['Date', 'Narration', 'Amount'],
      ['2024-01-02', 'TRF; to "JOHN"\r\nline two', '1.000,50'],
    ]);
    const tab = file('tab.csv');
    writeFileSync(tab, 'a\tb\n1\t2\n');
    expect((await all(tab)).map((r) => r.cells)).toEqual([['a', 'b'], ['1', '2']]);
  });

  it('keeps row numbers across empty lines and falls back to Windows-1252', async () => {
    const path = file('cp1252.csv');
    // "Café €5" in Windows-1252: é = 0xE9, € = 0x80 (invalid as UTF-8).
    writeFileSync(path, Buffer.concat([Buffer.from('name,amount\n\n'), Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x2c, 0x80, 0x35, 0x0a])]));
    expect(await all(path)).toEqual([
      { sheet: '', row: 1, cells: ['name', 'amount'] },
      { sheet: '', row: 3, cells: ['Café', '€5'] },
    ]);
  });

  it('refuses too many columns and too many rows', async () => {
    const wide = file('wide.csv');
    writeFileSync(wide, Array.from({ length: 300 }, (_, i) => `c${i}`).join(',') + '\n');
    expect((await refusal(wide)).code).toBe('too_many_columns');
    const long = file('long.csv');
    writeFileSync(long, 'a\n'.repeat(50));
    expect((await refusal(long, { maxRows: 10 })).code).toBe('too_many_rows');
  });

  it('refuses an endless line or an unclosed quote without buffering the file', async () => {
    const line = file('line.csv');
    writeFileSync(line, 'a,b\n' + 'x'.repeat(1024 * 1024));
    expect((await refusal(line)).code).toBe('too_large');
    const quote = file('quote.csv');
    writeFileSync(quote, 'a,b\n"open,' + 'y\n'.repeat(300_000));
    expect((await refusal(quote)).code).toBe('too_large');
  });

  it('refuses a file larger than the limit before reading it', async () => {
    const path = file('big.csv');
    writeFileSync(path, 'a,b\n'.repeat(1000));
    expect((await refusal(path, { maxFileBytes: 100 })).code).toBe('too_large');
  });
});

describe('format detection', () => {
  it('tells formats by bytes, not by name', async () => {
    const xlsx = file('really.csv');
    writeXlsx(xlsx, { sheets: [{ name: 'S', rows: '' }] });
    expect(await detectFormat(xlsx)).toBe('xlsx');
    const csv = file('really.xlsx');
    writeFileSync(csv, 'a,b\n');
    expect(await detectFormat(csv)).toBe('csv');
    const png = file('x.csv');
    writeFileSync(png, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]));
    expect((await refusal(png)).code).toBe('unsupported_type');
    const zip = file('other.zip');
    writeFileSync(zip, zipSync({ 'readme.txt': strToU8('hello') }));
    expect((await refusal(zip)).code).toBe('unsupported_type');
  });
});

describe('XLSX', () => {
  it('reads shared and inline strings, booleans, numbers as written, gaps, errors', async () => {
    const path = file('basic.xlsx');
    writeXlsx(path, {
      sharedStrings: ['Number', 'Name', 'Flag', 'Amount', '08031234567'],
      sheets: [
        {
          name: 'Calls',
          rows:
            '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c></row>' +
            '<row r="3"><c r="A3" t="s"><v>4</v></c><c r="B3" t="inlineStr"><is><t>ADA &amp; CO</t></is></c><c r="C3" t="b"><v>1</v></c><c r="D3"><v>1234567.1000000001</v></c></row>' +
            '<row r="4"><c r="B4" t="inlineStr"><is><r><t>rich </t></r><r><t>text</t></r></is></c><c r="D4" t="e"><v>#N/A</v></c></row>',
        },
      ],
    });
    expect(await all(path)).toEqual([
      { sheet: 'Calls', row: 1, cells: ['Number', 'Name', 'Flag', 'Amount'] },
      { sheet: 'Calls', row: 3, cells: ['08031234567', 'ADA & CO', 'TRUE', '1234567.1000000001'] },
      { sheet: 'Calls', row: 4, cells: ['', 'rich text', '', '#N/A'] },
    ]);
  });

  it('reads an .xlsx written by another program (SheetJS): dates, numbers, shared strings', async () => {
    const ws = XLSX.utils.aoa_to_sheet([
      ['Trans Date', 'Narration', 'Credit'],
      [new Date(Date.UTC(2024, 1, 29, 13, 5, 0)), 'NIP/ACCESS/JOHN DOE', 1500],
    ], { cellDates: true, dateNF: 'yyyy-mm-dd hh:mm:ss' });
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, 'Statement');
    const path = file('sheetjs.xlsx');
    writeFileSync(path, XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', cellDates: false }) as Buffer);
    const rows = await all(path);
    expect(rows[0]!.cells).toEqual(['Trans Date', 'Narration', 'Credit']);
    expect(rows[1]!.cells[0]).toMatch(/^2024-02-29T1[23]:05:00$/);
    expect(rows[1]!.cells.slice(1)).toEqual(['NIP/ACCESS/JOHN DOE', '1500']);
  });

  it('never evaluates formulas: the cached value, else empty; a HYPERLINK text stays text', async () => {
    const path = file('formula.xlsx');
    writeXlsx(path, {
      sheets: [
        {
          name: 'F',
          rows:
            '<row r="1"><c r="A1"><f>1+1</f><v>2</v></c><c r="B1"><f>SUM(A1:A9)</f></c><c r="C1" t="str"><f>HYPERLINK("http://evil.example","x")</f><v>x</v></c>' +
            '<c r="D1" t="inlineStr"><is><t>=HYPERLINK("http://evil.example","click")</t></is></c></row>',
        },
      ],
    });
    expect((await all(path))[0]!.cells).toEqual(['2', '', 'x', '=HYPERLINK("http://evil.example","click")']);
  });

  it('turns date-formatted numbers into ISO text, in the 1900 and 1904 systems', async () => {
    const rows = '<row r="1"><c r="A1" s="1"><v>45292</v></c><c r="B1" s="2"><v>45292.5</v></c><c r="C1" s="3"><v>0.75</v></c><c r="D1" s="4"><v>45292</v></c><c r="E1" s="1"><v>59</v></c><c r="F1" s="1"><v>61</v></c></row>';
    const path = file('dates.xlsx');
    writeXlsx(path, { styles: DATE_STYLES, sheets: [{ name: 'D', rows }] });
    expect((await all(path))[0]!.cells).toEqual(['2024-01-01', '2024-01-01T12:00:00', '18:00:00', '45292', '1900-02-28', '1900-03-01']);
    const path1904 = file('dates1904.xlsx');
    writeXlsx(path1904, { styles: DATE_STYLES, date1904: true, sheets: [{ name: 'D', rows: '<row r="1"><c r="A1" s="1"><v>43830</v></c></row>' }] });
    expect((await all(path1904))[0]!.cells).toEqual(['2024-01-01']);
  });

  it('reads every sheet in workbook order, or only the one asked for', async () => {
    const path = file('two.xlsx');
    writeXlsx(path, {
      sheets: [
        { name: 'One', rows: '<row r="1"><c r="A1"><v>1</v></c></row>' },
        { name: 'Two', rows: '<row r="1"><c r="A1"><v>2</v></c></row>' },
      ],
    });
    expect((await all(path)).map((r) => `${r.sheet}:${r.cells[0]}`)).toEqual(['One:1', 'Two:2']);
    expect((await all(path, undefined, 'Two')).map((r) => r.cells[0])).toEqual(['2']);
  });

  it('refuses a DOCTYPE (XXE) in the sheet and in the shared strings', async () => {
    const xxe = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>';
    const inSheet = file('xxe-sheet.xlsx');
    writeXlsx(inSheet, {
      sheets: [{ name: 'S', xml: `${xxe}<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&xxe;</t></is></c></row></sheetData></worksheet>` }],
    });
    const e1 = await refusal(inSheet);
    expect(e1.code).toBe('malformed');
    expect(e1.message).toMatch(/DOCTYPE/);
    const inStrings = file('xxe-sst.xlsx');
    writeXlsx(inStrings, {
      sharedStrings: `${xxe}<sst><si><t>&xxe;</t></si></sst>`,
      sheets: [{ name: 'S', rows: '<row r="1"><c r="A1" t="s"><v>0</v></c></row>' }],
    });
    expect((await refusal(inStrings)).code).toBe('malformed');
    const entity = file('entity.xlsx');
    writeXlsx(entity, { sheets: [{ name: 'S', xml: '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&lol;</t></is></c></row></sheetData></worksheet>' }] });
    expect((await refusal(entity)).code).toBe('malformed');
  });

  it('stops a zip bomb while inflating (ratio), and bounds the total decompressed size', async () => {
    const path = file('bomb.xlsx');
    const mb = ' '.repeat(1024 * 1024);
    // 16 MB of spaces inside the sheet: about 16 KB on disk.
    writeXlsx(path, {
      sheets: [{ name: 'S', xml: () => (function* () { yield '<worksheet><sheetData>'; for (let i = 0; i < 16; i++) yield mb; })() }],
    });
    const before = process.memoryUsage().heapUsed;
    const err = await refusal(path);
    expect(err.code).toBe('compression_ratio');
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(200 * 1024 * 1024);
    const ok = file('plain.xlsx');
    writeXlsx(ok, { sheets: [{ name: 'S', rows: '<row r="1"><c r="A1"><v>1</v></c></row>'.repeat(1) }] });
    expect((await refusal(ok, { maxUncompressedBytes: 500 })).code).toBe('too_large');
  });

  it('refuses a declared billion-row sheet before reading rows, and rows or columns past the limits', async () => {
    const declared = file('billion.xlsx');
    writeXlsx(declared, { sheets: [{ name: 'S', xml: sheetXml('<row r="1"><c r="A1"><v>1</v></c></row>', 'A1:B1000000000') }] });
    expect((await refusal(declared)).code).toBe('too_many_rows');
    const reached = file('reached.xlsx');
    writeXlsx(reached, { sheets: [{ name: 'S', rows: '<row r="1"><c r="A1"><v>1</v></c></row><row r="1000000000"><c r="A1000000000"><v>1</v></c></row>' }] });
    expect((await refusal(reached)).code).toBe('too_many_rows');
    const wide = file('wide.xlsx');
    writeXlsx(wide, { sheets: [{ name: 'S', rows: '<row r="1"><c r="A1"><v>1</v></c><c r="ZZ1"><v>1</v></c></row>' }] });
    expect((await refusal(wide)).code).toBe('too_many_columns');
  });

  it('refuses a corrupt workbook and an encrypted zip entry', async () => {
    const good = file('good.xlsx');
    writeXlsx(good, { sheets: [{ name: 'S', rows: '<row r="1"><c r="A1"><v>1</v></c></row>' }] });
    const bytes = readFileSync(good);
    const truncated = file('truncated.xlsx');
    writeFileSync(truncated, bytes.subarray(0, bytes.length - 40));
    expect((await refusal(truncated)).code).toBe('malformed');
    const garbled = file('garbled.xlsx');
    const copy = Buffer.from(bytes);
    // Flip bytes inside the compressed sheet data (the last local entry, before the central directory).
    const sheetAt = copy.lastIndexOf(Buffer.from('xl/worksheets/sheet1.xml'), copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])));
    for (let i = sheetAt + 30; i < sheetAt + 40; i++) copy[i] = copy[i]! ^ 0xff;
    writeFileSync(garbled, copy);
    expect(['malformed']).toContain((await refusal(garbled)).code);
    const encrypted = file('encrypted.xlsx');
    const enc = Buffer.from(bytes);
    // Set the "encrypted" flag on every central directory entry.
    for (let i = enc.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); i >= 0; i = enc.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), i + 4)) {
      enc[i + 8] = enc[i + 8]! | 1;
    }
    writeFileSync(encrypted, enc);
    expect((await refusal(encrypted)).code).toBe('encrypted');
  });
});

describe('XLS (BIFF, SheetJS)', () => {
  it('reads an .xls written by SheetJS: text, numbers, dates as ISO', async () => {
    const ws = XLSX.utils.aoa_to_sheet([
      ['Date', 'Narration', 'Debit'],
      [new Date(Date.UTC(2024, 0, 15)), 'POS PURCHASE @ SHOPRITE', 2500.5],
    ]);
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, 'Statement');
    const path = file('statement.xls');
    writeFileSync(path, XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer);
    expect(await detectFormat(path)).toBe('xls');
    const rows = await all(path);
    expect(rows[0]).toEqual({ sheet: 'Statement', row: 1, cells: ['Date', 'Narration', 'Debit'] });
    expect(rows[1]!.cells[0]).toMatch(/^2024-01-1[45]/);
    expect(rows[1]!.cells.slice(1)).toEqual(['POS PURCHASE @ SHOPRITE', '2500.5']);
  });

  it('refuses an encrypted workbook and a corrupt compound document', async () => {
    const cfb = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(cfb, '/EncryptionInfo', Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0, 0x3c, 0x3f]));
    XLSX.CFB.utils.cfb_add(cfb, '/EncryptedPackage', Buffer.alloc(64, 7));
    const encrypted = file('encrypted.xlsx');
    writeFileSync(encrypted, XLSX.CFB.write(cfb, { type: 'buffer' }) as Buffer);
    expect((await refusal(encrypted)).code).toBe('encrypted');
    const corrupt = file('corrupt.xls');
    writeFileSync(corrupt, Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600, 0x41)]));
    expect((await refusal(corrupt)).code).toBe('malformed');
  });

  it('caps .xls size, since SheetJS reads it whole', async () => {
    const path = file('huge.xls');
    writeFileSync(path, Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(51 * 1024 * 1024)]));
    const err = await refusal(path);
    expect(err.code).toBe('too_large');
    expect(err.message).toMatch(/50 MB/);
  });
});

describe('estimateRows (for the progress bar)', () => {
  it("gives a sheet's declared rows, a CSV's lines, and null when unknown", async () => {
    const declared = file('declared.xlsx');
    writeXlsx(declared, {
      sheets: [
        { name: 'A', xml: sheetXml('<row r="1"><c r="A1"><v>1</v></c></row>', 'A1:C250') },
        { name: 'B', xml: sheetXml('<row r="1"><c r="A1"><v>1</v></c></row>', 'A1:A10') },
      ],
    });
    expect(await estimateRows(declared)).toBe(260);
    expect(await estimateRows(declared, { sheet: 'B' })).toBe(10);
    const undeclared = file('undeclared.xlsx');
    writeXlsx(undeclared, { sheets: [{ name: 'A', rows: '<row r="1"><c r="A1"><v>1</v></c></row>' }] });
    expect(await estimateRows(undeclared)).toBeNull();
    expect(await estimateRows(join(SAMPLES, 'cdr-spatialdatacommons-sample.csv'))).toBe((await all(join(SAMPLES, 'cdr-spatialdatacommons-sample.csv'))).length);
    const noFinalNewline = file('nofinal.csv');
    writeFileSync(noFinalNewline, 'a\nb\nc');
    expect(await estimateRows(noFinalNewline)).toBe(3);
  });

  it('reads only up to the dimension: damage further on is never reached', async () => {
    const path = file('dim-then-damage.xlsx');
    writeXlsx(path, {
      sheets: [
        {
          name: 'S',
          xml: () =>
            (function* () {
              yield '<worksheet><dimension ref="A1:B20000"/><sheetData>';
              for (let r = 1; r <= 20_000; r++) yield `<row r="${r}"><c r="A${r}"><v>${r * 7919}</v></c><c r="B${r}" t="inlineStr"><is><t>N${(r * 104729) % 99991}</t></is></c></row>`;
              yield '</sheetData><broken';
            })(),
        },
      ],
    });
    expect(await estimateRows(path)).toBe(20_000);
    expect((await refusal(path)).code).toBe('malformed');
  });
});
