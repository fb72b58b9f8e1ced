/**
 * A streaming .xlsx writer: one sheet written row batch by row batch into fflate's streaming Zip, so memory
 * stays one batch whatever the row count. Text cells are inline strings; money is a number cell holding the
 * exact decimal text with a 2-decimal format; instants are Excel date serials in Nigerian time.
 *
 * Formulas: a cell here is never a formula (formulas are <f> elements, never written). A text that begins with
 * =, +, -, @, a tab or a carriage return is further written with the quotePrefix style, the same mark Excel
 * gives a text typed after an apostrophe: it stays text even when someone edits the cell and presses Enter.
 */
import { Zip, ZipDeflate, strToU8 } from 'fflate';

export type XlsxKind = 'text' | 'money' | 'number' | 'date' | 'datetime';

export interface XlsxColumn {
  label: string;
  kind: XlsxKind;
}

export type XlsxCell = string | number | Date | null | undefined;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Style ids of styles.xml below. */
const STYLE = { text: 0, money: 1, datetime: 2, date: 3, quoted: 4, header: 5 } as const;

const STATIC_PARTS = (sheetName: string): Record<string, string> => ({
  '[Content_Types].xml': `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  '_rels/.rels': `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `${XML_HEAD}<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  'xl/styles.xml': `${XML_HEAD}<styleSheet xmlns="${NS}"><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" quotePrefix="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`,
});

/**
 * Text as XML character data. Characters XML 1.0 cannot hold (controls other than tab, line feed, carriage
 * return; unpaired surrogates; U+FFFE/U+FFFF) are written as OOXML's _xHHHH_ escapes, and a literal _xHHHH_ in
 * the text as _x005F_xHHHH_, so the reader gets the text back unchanged.
 */
export function escapeXml(s: string): string {
  return s
    .replace(/_(x[0-9A-Fa-f]{4}_)/g, '_x005F_$1')
    .replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'))
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, (c) => `_x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`);
}

/** Would a spreadsheet program take this text for a formula (or a DDE command) when it is typed or re-entered? */
export const looksLikeFormula = (s: string): boolean => /^[=+\-@\t\r]/.test(s);

const DECIMAL = /^-?\d+(\.\d+)?$/;
const LAGOS_MS = 3_600_000;
/** An instant as an Excel date serial, in Nigerian time (the sheet's readers are there). */
const serial = (d: Date) => (d.getTime() + LAGOS_MS) / 86_400_000 + 25_569;

function textCell(s: string): string {
  const style = looksLikeFormula(s) ? ` s="${STYLE.quoted}"` : '';
  return `<c t="inlineStr"${style}><is><t xml:space="preserve">${escapeXml(s)}</t></is></c>`;
}

function cell(kind: XlsxKind, v: XlsxCell): string {
  if (v === null || v === undefined || v === '') return '<c/>';
  if (kind === 'money' || kind === 'number') {
    const s = String(v);
    // Exact decimal text from SQL goes into the file as it is; anything else stays text.
    return DECIMAL.test(s) ? `<c${kind === 'money' ? ` s="${STYLE.money}"` : ''}><v>${s}</v></c>` : textCell(s);
  }
  if (kind === 'datetime' || kind === 'date') {
    const d = v instanceof Date ? v : typeof v === 'string' && kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00+01:00`) : new Date(String(v));
    if (Number.isNaN(d.getTime())) return textCell(String(v));
    return `<c s="${kind === 'date' ? STYLE.date : STYLE.datetime}"><v>${serial(d)}</v></c>`;
  }
  return textCell(v instanceof Date ? v.toISOString() : String(v));
}

export function rowXml(n: number, columns: readonly XlsxColumn[], values: readonly XlsxCell[]): string {
  let out = `<row r="${n}">`;
  for (let i = 0; i < columns.length; i++) out += cell(columns[i]!.kind, values[i]);
  return `${out}</row>`;
}

function headerXml(columns: readonly XlsxColumn[]): string {
  return `<row r="1">${columns.map((c) => `<c t="inlineStr" s="${STYLE.header}"><is><t xml:space="preserve">${escapeXml(c.label)}</t></is></c>`).join('')}</row>`;
}

/**
 * The workbook as a byte stream: a header row, then every batch of `rows` as it comes (pulled only as fast as
 * the reader takes the bytes). Cancelling the stream stops the row source.
 */
export function xlsxStream(columns: readonly XlsxColumn[], rows: AsyncIterable<XlsxCell[][]>, sheetName = 'Sheet1'): ReadableStream<Uint8Array> {
  const source = rows[Symbol.asyncIterator]();
  let zip: Zip;
  let sheet: ZipDeflate;
  let rowNumber = 1;
  let failed: Error | null = null;
  let ended = false;
  let chunks = 0;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        zip = new Zip((err, chunk, final) => {
          if (err) {
            failed = err;
            controller.error(err);
            return;
          }
          if (chunk.length) {
            chunks++;
            controller.enqueue(chunk);
          }
          if (final) controller.close();
        });
        for (const [name, text] of Object.entries(STATIC_PARTS(sheetName))) {
          const part = new ZipDeflate(name, { level: 6 });
          zip.add(part);
          part.push(strToU8(text), true);
        }
        sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 });
        zip.add(sheet);
        sheet.push(strToU8(`${XML_HEAD}<worksheet xmlns="${NS}"><sheetData>${headerXml(columns)}`));
      },
      // A pull that enqueues nothing is not called again (the stream waits for a new read), so each pull works
      // batches until the compressor hands out bytes or the sheet ends.
      async pull() {
        const before = chunks;
        while (chunks === before && !failed && !ended) {
          const next = await source.next();
          if (next.done) {
            ended = true;
            sheet.push(strToU8('</sheetData></worksheet>'), true);
            zip.end();
            return;
          }
          let xml = '';
          for (const values of next.value) xml += rowXml(++rowNumber, columns, values);
          sheet.push(strToU8(xml));
        }
      },
      async cancel() {
        await source.return?.(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
