/**
 * Builds .xlsx files for the reader tests with fflate, writing the XML parts by hand (so the tests can also
 * write hostile ones: DOCTYPEs, huge dimensions, bombs). Big sheets are streamed to disk, never held whole.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';

export interface SheetSpec {
  name: string;
  /** The <sheetData> content, or a function producing chunks of the whole sheet XML for big sheets. */
  rows?: string;
  xml?: string | (() => Iterable<string>);
}

export interface WorkbookSpec {
  sheets: SheetSpec[];
  sharedStrings?: string[] | string;
  styles?: string;
  date1904?: boolean;
  /** Extra raw entries (name → content), e.g. a bomb. */
  extra?: Record<string, Uint8Array | (() => Iterable<Uint8Array>)>;
  /** Store instead of deflate. */
  store?: boolean;
}

export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RNS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export function sheetXml(rows: string, dimension?: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${NS}" xmlns:r="${RNS}">${
    dimension ? `<dimension ref="${dimension}"/>` : ''
  }<sheetData>${rows}</sheetData></worksheet>`;
}

/** Writes the workbook to `path`, streaming every part through fflate's Zip. */
export function writeXlsx(path: string, spec: WorkbookSpec): void {
  const fd = openSync(path, 'w');
  let error: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) error = err;
    else writeSync(fd, chunk);
  });
  const add = (name: string, chunks: Iterable<Uint8Array>): void => {
    const file = spec.store ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    zip.add(file);
    for (const c of chunks) file.push(c);
    file.push(new Uint8Array(0), true);
  };
  const text = (s: string): Iterable<Uint8Array> => [strToU8(s)];

  add('[Content_Types].xml', text(`<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`));
  add('_rels/.rels', text(`<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RNS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`));
  const sheets = spec.sheets.map((s, i) => `<sheet name="${esc(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('');
  add('xl/workbook.xml', text(`<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${RNS}">${spec.date1904 ? '<workbookPr date1904="1"/>' : ''}<sheets>${sheets}</sheets></workbook>`));
  const rels = spec.sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${RNS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`);
  rels.push(`<Relationship Id="rIdS" Type="${RNS}/sharedStrings" Target="sharedStrings.xml"/>`);
  rels.push(`<Relationship Id="rIdT" Type="${RNS}/styles" Target="styles.xml"/>`);
  add('xl/_rels/workbook.xml.rels', text(`<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`));
  if (spec.sharedStrings !== undefined) {
    const sst = typeof spec.sharedStrings === 'string'
      ? spec.sharedStrings
      : `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${NS}" count="${spec.sharedStrings.length}" uniqueCount="${spec.sharedStrings.length}">${spec.sharedStrings.map((s) => `<si><t xml:space="preserve">${esc(s)}</t></si>`).join('')}</sst>`;
    add('xl/sharedStrings.xml', text(sst));
  }
  if (spec.styles !== undefined) add('xl/styles.xml', text(spec.styles));
  spec.sheets.forEach((s, i) => {
    const xml = s.xml ?? sheetXml(s.rows ?? '');
    add(`xl/worksheets/sheet${i + 1}.xml`, typeof xml === 'string' ? text(xml) : (function* () { for (const c of xml()) yield strToU8(c); })());
  });
  for (const [name, content] of Object.entries(spec.extra ?? {})) add(name, content instanceof Uint8Array ? [content] : content());
  zip.end();
  closeSync(fd);
  if (error) throw error;
}

/** styles.xml with cellXfs: 0 general, 1 built-in 14 (date), 2 custom "dd/mm/yyyy hh:mm", 3 built-in 20 (h:mm), 4 "0.00". */
export const DATE_STYLES = `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${NS}"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy\\ hh:mm"/></numFmts><cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/><xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="20" applyNumberFormat="1"/><xf numFmtId="2" applyNumberFormat="1"/></cellXfs></styleSheet>`;
