import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { encryptedPdf, makePdf, openPdf, pdfPageTexts } from '../testing/pdfs.js';
import { NOT_MARKED_ENCRYPTED, NOT_MARKED_UNREADABLE, markPdf, markText, markTime } from './report-mark.js';

const AT = new Date('2026-11-27T13:05:00Z');
const MARK = markText({ organisation: 'Economic Crimes Agency', at: AT, reference: 'FIU/IR/2026/0001' });

describe('markText', () => {
  it("names the organisation, the time in the unit's time zone (WAT) and the report", () => {
    expect(markTime(AT)).toBe('27 November 2026, 14:05 WAT');
    expect(MARK).toBe('Economic Crimes Agency · downloaded 27 November 2026, 14:05 WAT · FIU/IR/2026/0001');
  });
});

describe('markPdf', () => {
  it('puts the mark on every page, whatever its rotation or size, and keeps the page text', async () => {
    const original = await makePdf([{}, { rotate: 90 }, { rotate: 180 }, { rotate: 270 }, { size: [200, 300] }]);
    const result = await markPdf(original, MARK);
    expect(result.marked).toBe(true);
    const texts = await pdfPageTexts(result.bytes);
    expect(texts).toHaveLength(5);
    for (const [i, text] of texts.entries()) {
      expect(text, `page ${i + 1}`).toContain(`Page ${i + 1} of the report`);
      // pdf.js splits nothing here: the mark is one run of text on the page.
      expect(text.replace(/\s+/g, ' '), `page ${i + 1}`).toContain(MARK);
    }
  });

  it("draws it small at the foot of the visible page, inside the page's width", async () => {
    const result = await markPdf(await makePdf([{}, { size: [200, 300] }]), MARK);
    const doc = await PDFDocument.load(result.bytes);
    expect(doc.getPageCount()).toBe(2);
    const task = openPdf(result.bytes);
    const pdf = await task.promise;
    for (const [n, width] of [[1, 595], [2, 200]] as const) {
      const items = (await (await pdf.getPage(n)).getTextContent()).items.filter((it) => 'str' in it && it.str.includes('downloaded'));
      expect(items).toHaveLength(1);
      const it = items[0] as { transform: number[]; width: number };
      const [, , , size, x, y] = it.transform as [number, number, number, number, number, number];
      expect(y).toBeLessThan(20);
      expect(size).toBeLessThanOrEqual(7);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + it.width).toBeLessThanOrEqual(width);
    }
    // A page turned a quarter (/Rotate 90) is read with its right edge at the foot: the mark runs up along it.
    const turned = await markPdf(await makePdf([{ rotate: 90 }]), MARK);
    const t2 = openPdf(turned.bytes);
    const item = (await (await (await t2.promise).getPage(1)).getTextContent()).items.find((it) => 'str' in it && it.str.includes('downloaded')) as { transform: number[] };
    const [a, b, , , x] = item.transform as [number, number, number, number, number];
    expect([Math.round(a), b > 0, x > 575]).toEqual([0, true, true]);
    await t2.destroy();
    await task.destroy();
  });

  it("replaces characters Helvetica cannot show, never failing on an organisation's name", async () => {
    const result = await markPdf(await makePdf([{}]), markText({ organisation: 'Агентство 金融', at: AT, reference: 'R/1' }));
    expect(result.marked).toBe(true);
    expect((await pdfPageTexts(result.bytes))[0]).toContain('????????? ?? · downloaded 27 November 2026');
  });

  it('marks whatever an organisation is called or a report referenced (any text, any length)', async () => {
    const page = await makePdf([{}]);
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 80 }), async (organisation, reference) => {
        const result = await markPdf(page, markText({ organisation, at: AT, reference }));
        expect(result.marked).toBe(true);
      }),
      { numRuns: 15 },
    );
  });

  it('delivers an encrypted PDF as it is, saying why', async () => {
    const original = await encryptedPdf();
    const result = await markPdf(original, MARK);
    expect(result).toEqual({ bytes: original, marked: false, note: NOT_MARKED_ENCRYPTED });
  });

  it('delivers a damaged or empty PDF as it is, saying why', async () => {
    const whole = await makePdf([{}, {}]);
    const damaged = [
      whole.slice(0, 200),
      new TextEncoder().encode('%PDF-1.7\n' + 'garbage '.repeat(100)),
      new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    ];
    for (const [i, bytes] of damaged.entries()) {
      const result = await markPdf(bytes, MARK);
      expect(result, `sample ${i}`).toEqual({ bytes, marked: false, note: NOT_MARKED_UNREADABLE });
    }
  });
});
