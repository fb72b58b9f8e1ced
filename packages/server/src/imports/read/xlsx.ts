/**
 * .xlsx reader: streaming. Zip parts are inflated as streams (zip.ts, limits checked while inflating) and sheet
 * XML is parsed with saxes, a SAX parser with no DTD support: a <!DOCTYPE> anywhere is refused, so entities
 * (XXE, billion laughs) never get a chance. Formulas are never evaluated: a formula cell gives its cached
 * value, or '' when there is none. Numbers are given as written in the file; date-formatted numbers as ISO text.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { customDateKind, builtinDateKind, serialToIso, type DateKind } from './dates.js';
import { InflateBudget, inflateEntry, readEntryText, readZipDirectory, type ZipEntry } from './zip.js';
import { ReadError, type ReadLimits, type SheetRow } from './types.js';

/** Small parts (workbook, relationships, styles) are read whole; bigger than this they are not a real workbook. */
const MAX_SMALL_PART_CHARS = 16 * 1024 * 1024;
/** Shared strings are held in memory for the whole read: bounded in total characters and in count. */
const MAX_SHARED_STRING_CHARS = 64 * 1024 * 1024;
const MAX_SHARED_STRINGS = 5_000_000;

/** A tag's local name: some writers prefix every element (`x:row`). */
const local = (name: string): string => name.slice(name.indexOf(':') + 1);

function malformed(detail?: string): ReadError {
  return new ReadError('malformed', detail ? `The workbook is damaged: ${detail}.` : 'The workbook is damaged.');
}

/** A SAX parser that refuses DTDs and turns its errors into ReadError('malformed'). */
function safeParser(): SaxesParser {
  const parser = new SaxesParser({ xmlns: false, position: false });
  parser.on('doctype', () => {
    throw new ReadError('malformed', 'The workbook contains a DOCTYPE declaration, which is not allowed.');
  });
  parser.on('error', (err) => {
    throw err instanceof ReadError ? err : malformed(err.message.split('\n')[0]);
  });
  return parser;
}

/** Runs a whole small part through the safe parser. */
function parseSmall(xml: string, onOpen: (tag: SaxesTagPlain) => void): void {
  const parser = safeParser();
  parser.on('opentag', onOpen);
  parser.write(xml).close();
}

interface SheetRef {
  name: string;
  path: string;
}

interface Workbook {
  sheets: SheetRef[];
  date1904: boolean;
  sharedStrings: string[];
  /** cellXfs index → date kind, for the styles that format dates. */
  dateStyles: Map<number, DateKind>;
}

function resolveTarget(target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = `xl/${target}`.split('/');
  const out: string[] = [];
  for (const p of parts) {
    if (p === '..') out.pop();
    else if (p !== '.' && p !== '') out.push(p);
  }
  return out.join('/');
}

function entry(entries: Map<string, ZipEntry>, name: string): ZipEntry | undefined {
  // Part names are case-insensitive in OPC.
  return entries.get(name) ?? [...entries.values()].find((e) => e.name.toLowerCase() === name.toLowerCase());
}

async function readSharedStrings(path: string, e: ZipEntry, budget: InflateBudget, limits: ReadLimits): Promise<string[]> {
  const strings: string[] = [];
  let total = 0;
  let inSi = false;
  let inT = false;
  let inRph = false;
  let current = '';
  const parser = safeParser();
  parser.on('opentag', (tag) => {
    if (local(tag.name) === 'si') (inSi = true), (current = '');
    else if (local(tag.name) === 'rPh') inRph = true; // phonetic guide text is not part of the string
    else if (local(tag.name) === 't' && inSi && !inRph) inT = true;
  });
  parser.on('text', (text) => {
    if (inT) {
      current += text;
      if (current.length > limits.maxCellChars) throw new ReadError('too_large', 'A cell of the workbook is too long.');
    }
  });
  parser.on('closetag', (tag) => {
    if (local(tag.name) === 't') inT = false;
    else if (local(tag.name) === 'rPh') inRph = false;
    else if (local(tag.name) === 'si') {
      inSi = false;
      total += current.length;
      strings.push(current);
      if (total > MAX_SHARED_STRING_CHARS || strings.length > MAX_SHARED_STRINGS) {
        throw new ReadError('too_large', 'The workbook holds too much text to read.');
      }
    }
  });
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of inflateEntry(path, e, budget)) parser.write(decoder.decode(chunk, { stream: true }));
  parser.write(decoder.decode()).close();
  return strings;
}

async function readStyles(path: string, e: ZipEntry, budget: InflateBudget): Promise<Map<number, DateKind>> {
  const xml = await readEntryText(path, e, budget, MAX_SMALL_PART_CHARS);
  const custom = new Map<number, DateKind | null>();
  const dateStyles = new Map<number, DateKind>();
  let inCellXfs = false;
  let xfIndex = 0;
  const parser = safeParser();
  parser.on('opentag', (tag) => {
    const a = tag.attributes as Record<string, string>;
    if (local(tag.name) === 'numFmt') custom.set(Number(a.numFmtId), customDateKind(a.formatCode ?? ''));
    else if (local(tag.name) === 'cellXfs') inCellXfs = true;
    else if (local(tag.name) === 'xf' && inCellXfs) {
      const id = Number(a.numFmtId ?? 0);
      const kind = custom.has(id) ? custom.get(id) : builtinDateKind(id);
      if (kind) dateStyles.set(xfIndex, kind);
      xfIndex++;
    }
  });
  parser.on('closetag', (tag) => {
    if (local(tag.name) === 'cellXfs') inCellXfs = false;
  });
  parser.write(xml).close();
  return dateStyles;
}

async function openWorkbook(path: string, entries: Map<string, ZipEntry>, budget: InflateBudget, limits: ReadLimits): Promise<Workbook> {
  const wbEntry = entry(entries, 'xl/workbook.xml');
  const relsEntry = entry(entries, 'xl/_rels/workbook.xml.rels');
  if (!wbEntry || !relsEntry) throw new ReadError('unsupported_type', 'The file is not an Excel workbook.');
  const rels = new Map<string, string>();
  let sharedPath = 'xl/sharedStrings.xml';
  let stylesPath = 'xl/styles.xml';
  parseSmall(await readEntryText(path, relsEntry, budget, MAX_SMALL_PART_CHARS), (tag) => {
    if (tag.name !== 'Relationship') return;
    const a = tag.attributes as Record<string, string>;
    if (!a.Id || !a.Target) return;
    const target = resolveTarget(a.Target);
    rels.set(a.Id, target);
    if (a.Type?.endsWith('/sharedStrings')) sharedPath = target;
    if (a.Type?.endsWith('/styles')) stylesPath = target;
  });
  const sheets: SheetRef[] = [];
  let date1904 = false;
  parseSmall(await readEntryText(path, wbEntry, budget, MAX_SMALL_PART_CHARS), (tag) => {
    const a = tag.attributes as Record<string, string>;
    if (local(tag.name) === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
    if (local(tag.name) === 'sheet') {
      const target = rels.get(a['r:id'] ?? '') ?? '';
      if (a.name && target) sheets.push({ name: a.name, path: target });
    }
  });
  const shared = entry(entries, sharedPath);
  const styles = entry(entries, stylesPath);
  return {
    sheets,
    date1904,
    sharedStrings: shared ? await readSharedStrings(path, shared, budget, limits) : [],
    dateStyles: styles ? await readStyles(path, styles, budget) : new Map(),
  };
}

/** Column letters of a cell reference (A1 → 0), or -1 when absent. Only letters are read: no regex. */
function columnIndex(ref: string | undefined): number {
  if (!ref) return -1;
  let col = 0;
  let i = 0;
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c >= 65 && c <= 90) col = col * 26 + (c - 64);
    else if (c >= 97 && c <= 122) col = col * 26 + (c - 96);
    else break;
    if (col > 1_000_000) return col;
  }
  return i === 0 ? -1 : col - 1;
}

function rowOfRef(ref: string): number {
  let i = 0;
  while (i < ref.length && ref.charCodeAt(i) > 57) i++;
  return Number(ref.slice(i));
}

/** Rows of one sheet, streamed. */
async function* readSheet(
  path: string,
  sheet: SheetRef,
  e: ZipEntry,
  wb: Workbook,
  budget: InflateBudget,
  limits: ReadLimits,
): AsyncGenerator<SheetRow> {
  const out: SheetRow[] = [];
  let rowNumber = 0;
  let cells: string[] | null = null;
  let col = -1;
  let cellType = 'n';
  let cellStyle = 0;
  let value = '';
  let inValue = false;
  let inInline = false;
  let inRph = false;
  let inlineText = '';

  const tooManyRows = (): ReadError =>
    new ReadError('too_many_rows', `The sheet "${sheet.name}" has more than ${limits.maxRows.toLocaleString('en')} rows.`);
  const tooManyColumns = (): ReadError =>
    new ReadError('too_many_columns', `The sheet "${sheet.name}" has more than ${limits.maxColumns} columns.`);

  const parser = safeParser();
  parser.on('opentag', (tag) => {
    const a = tag.attributes as Record<string, string>;
    switch (local(tag.name)) {
      case 'dimension': {
        const last = (a.ref ?? '').split(':').pop() ?? '';
        if (rowOfRef(last) > limits.maxRows) throw tooManyRows();
        if (columnIndex(last) + 1 > limits.maxColumns) throw tooManyColumns();
        break;
      }
      case 'row': {
        const r = a.r ? Number(a.r) : rowNumber + 1;
        if (!Number.isInteger(r) || r <= rowNumber) throw malformed(`row ${a.r} out of order`);
        if (r > limits.maxRows) throw tooManyRows();
        rowNumber = r;
        cells = [];
        col = -1;
        break;
      }
      case 'c': {
        const c = columnIndex(a.r);
        col = c >= 0 ? c : col + 1;
        if (col + 1 > limits.maxColumns) throw tooManyColumns();
        cellType = a.t ?? 'n';
        cellStyle = a.s ? Number(a.s) : 0;
        value = '';
        inlineText = '';
        break;
      }
      case 'v':
        inValue = true;
        break;
      case 'is':
        inInline = true;
        break;
      case 'rPh':
        inRph = true;
        break;
    }
  });
  parser.on('text', (text) => {
    if (inValue) value += text;
    else if (inInline && !inRph) inlineText += text;
    if (value.length > limits.maxCellChars || inlineText.length > limits.maxCellChars) {
      throw new ReadError('too_large', `A cell of the sheet "${sheet.name}" is longer than ${limits.maxCellChars} characters.`);
    }
  });
  parser.on('closetag', (tag) => {
    switch (local(tag.name)) {
      case 'v':
        inValue = false;
        break;
      case 'rPh':
        inRph = false;
        break;
      case 'is':
        inInline = false;
        break;
      case 'c': {
        if (!cells) break;
        let text: string;
        switch (cellType) {
          case 's': {
            const s = wb.sharedStrings[Number(value)];
            if (value !== '' && s === undefined) throw malformed('a shared string is missing');
            text = s ?? '';
            break;
          }
          case 'inlineStr':
            text = inlineText;
            break;
          case 'b':
            text = value === '1' ? 'TRUE' : value === '0' ? 'FALSE' : value;
            break;
          case 'n': {
            const kind = wb.dateStyles.get(cellStyle);
            text = kind && value !== '' ? serialToIso(Number(value), kind, wb.date1904) : value;
            break;
          }
          default: // 'str' (formula text result), 'e' (error such as #N/A), 'd' (ISO date as written)
            text = value;
        }
        while (cells.length < col) cells.push('');
        cells[col] = text;
        break;
      }
      case 'row':
        while (cells && cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
        if (cells && cells.length > 0) {
          out.push({ sheet: sheet.name, row: rowNumber, cells });
        }
        cells = null;
        break;
    }
  });

  const decoder = new TextDecoder('utf-8');
  for await (const chunk of inflateEntry(path, e, budget)) {
    parser.write(decoder.decode(chunk, { stream: true }));
    if (out.length > 0) yield* out.splice(0, out.length);
  }
  parser.write(decoder.decode()).close();
  if (out.length > 0) yield* out.splice(0, out.length);
}

export async function* readXlsx(path: string, fileSize: number, limits: ReadLimits, only?: string): AsyncGenerator<SheetRow> {
  const entries = await readZipDirectory(path, fileSize);
  const budget = new InflateBudget(limits);
  const wb = await openWorkbook(path, entries, budget, limits);
  const sheets = only === undefined ? wb.sheets : wb.sheets.filter((s) => s.name === only);
  if (only !== undefined && sheets.length === 0) throw new ReadError('malformed', `The workbook has no sheet "${only}".`);
  for (const sheet of sheets) {
    const e = entry(entries, sheet.path);
    if (!e) throw malformed(`the sheet "${sheet.name}" is missing`);
    yield* readSheet(path, sheet, e, wb, budget, limits);
  }
}
