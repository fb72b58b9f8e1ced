/**
 * PDFs for tests of the report mark (not shipped): made with pdf-lib, read back through pdf.js's text layer as
 * a reader's viewer would, so a mark that does not show as text on a page fails the test.
 */
import { PDFDocument, PDFName, StandardFonts, degrees } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PageSpec {
  text?: string;
  /** /Rotate of the page. */
  rotate?: 0 | 90 | 180 | 270;
  /** [width, height] of the media box; A4 by default. */
  size?: [number, number];
}

/** A PDF of the given pages, each showing its own text near the top. */
export async function makePdf(pages: PageSpec[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const [i, p] of pages.entries()) {
    const page = doc.addPage(p.size ?? [595, 842]);
    page.drawText(p.text ?? `Page ${i + 1} of the report`, { x: 56, y: page.getHeight() - 80, size: 12, font });
    if (p.rotate) page.setRotation(degrees(p.rotate));
  }
  return doc.save();
}

/** A PDF whose trailer names an /Encrypt dictionary (what every password-protected PDF has). */
export async function encryptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  const encrypt = doc.context.obj({ Filter: 'Standard', V: 1, R: 2, P: -4, O: PDFName.of('x'), U: PDFName.of('y') });
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  return doc.save({ useObjectStreams: false });
}

/** pdf.js on these bytes (6.x has no eval path left to turn off; XFA off as SECURITY.md asks). Destroy it after use. */
export const openPdf = (bytes: Uint8Array) => getDocument({ data: new Uint8Array(bytes), enableXfa: false, useSystemFonts: false, verbosity: 0 });

/** The text of each page as pdf.js extracts it (items joined by nothing, lines by a space). */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const task = openPdf(bytes);
  const pdf = await task.promise;
  const out: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    out.push(content.items.map((it) => ('str' in it ? it.str + (it.hasEOL ? ' ' : '') : '')).join(''));
  }
  await task.destroy();
  return out;
}
