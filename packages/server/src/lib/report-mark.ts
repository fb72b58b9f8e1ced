/**
 * The per-recipient mark of a downloaded report (issue 11 item 5): every page of each PDF carries, small and
 * grey at its foot, "<organisation> · downloaded <date time> · <report reference>", so a leaked copy names
 * its source. pdf-lib parses and rewrites the file; a PDF it cannot open (encrypted, damaged, no pages) is
 * delivered as it is, with a note saying so (never a 500).
 */
import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** The unit's time zone (Nigeria: West Africa Time, no daylight saving). */
export const MARK_TIME_ZONE = 'Africa/Lagos';

export const NOT_MARKED_ENCRYPTED = 'Not marked: the PDF is encrypted';
export const NOT_MARKED_UNREADABLE = 'Not marked: the PDF could not be read';

/** Largest and smallest type size of the mark (points); it shrinks to fit a narrow page. */
const MARK_SIZE = 7;
const MIN_MARK_SIZE = 4;
/** Distance of the mark's baseline from the foot of the visible page, and the side margins (points). */
const FOOT = 9;
const SIDE = 12;
const GREY = rgb(0.45, 0.45, 0.45);

// en-NG names the zone 'WAT' where en-GB says 'GMT+1'; the parts are put together here so the text is stable.
const whenFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-NG', { timeZone, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' });

/** '27 November 2026, 14:05 WAT' in the unit's time zone. */
export function markTime(at: Date, timeZone = MARK_TIME_ZONE): string {
  const parts = Object.fromEntries(whenFormat(timeZone).formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} ${parts.timeZoneName}`;
}

/** The mark's words: "Economic Crimes Agency · downloaded 27 November 2026, 14:05 WAT · FIU/IR/2026/0001". */
export function markText(m: { organisation: string; at: Date; reference: string; timeZone?: string }): string {
  return `${m.organisation} · downloaded ${markTime(m.at, m.timeZone)} · ${m.reference}`;
}

export type MarkResult = { bytes: Uint8Array; marked: true; pages: number } | { bytes: Uint8Array; marked: false; note: string };

/** `original` with `text` at the foot of every page, or `original` itself with the reason it is not marked. */
export async function markPdf(original: Uint8Array, text: string): Promise<MarkResult> {
  let doc: PDFDocument;
  try {
    // Loaded even when encrypted, to tell the two cases apart (pdf-lib's error classes fail instanceof).
    doc = await PDFDocument.load(original, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    return { bytes: original, marked: false, note: NOT_MARKED_UNREADABLE };
  }
  // Marking would need the password; a rewrite would leave a file no reader can open.
  if (doc.isEncrypted) return { bytes: original, marked: false, note: NOT_MARKED_ENCRYPTED };
  try {
    const pages = doc.getPages();
    if (pages.length === 0) return { bytes: original, marked: false, note: NOT_MARKED_UNREADABLE };
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const safe = encodable(font, text);
    for (const page of pages) stamp(page, font, safe);
    return { bytes: await doc.save({ useObjectStreams: false }), marked: true, pages: pages.length };
  } catch {
    // A page tree or content pdf-lib loaded leniently but cannot write back: the file goes as it came.
    return { bytes: original, marked: false, note: NOT_MARKED_UNREADABLE };
  }
}

/** Helvetica's standard encoding (WinAnsi) holds Latin-1 and a few more: anything else becomes '?'. */
function encodable(font: PDFFont, text: string): string {
  const set = new Set(font.getCharacterSet());
  return Array.from(text, (ch) => (set.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

/**
 * Draws the mark centred at the foot of the page as it is seen: the visible box (crop box) and the page's
 * /Rotate decide where the foot is and which way the text runs. pdf-lib wraps the page's own content in q … Q
 * before drawing (autoNormalizeCTM), so a graphics state it leaves behind (a scale, a colour) cannot move the mark.
 */
function stamp(page: PDFPage, font: PDFFont, text: string): void {
  const box = page.getCropBox();
  const rotation = ((page.getRotation().angle % 360) + 360) % 360;
  const sideways = rotation === 90 || rotation === 270;
  const seenWidth = sideways ? box.height : box.width;
  const size = Math.max(MIN_MARK_SIZE, Math.min(MARK_SIZE, ((seenWidth - 2 * SIDE) / font.widthOfTextAtSize(text, MARK_SIZE)) * MARK_SIZE));
  const width = font.widthOfTextAtSize(text, size);
  // Where the text starts, in the page as seen (origin at its lower left), then in the page's own space.
  const sx = Math.max(SIDE, (seenWidth - width) / 2);
  const sy = FOOT;
  const { x0, y0, x1, y1 } = { x0: box.x, y0: box.y, x1: box.x + box.width, y1: box.y + box.height };
  const at: Record<number, [number, number]> = { 0: [x0 + sx, y0 + sy], 90: [x1 - sy, y0 + sx], 180: [x1 - sx, y1 - sy], 270: [x0 + sy, y1 - sx] };
  const [x, y] = at[rotation] ?? at[0]!;
  page.drawText(text, { x, y, size, font, color: GREY, rotate: degrees(at[rotation] ? rotation : 0) });
}
