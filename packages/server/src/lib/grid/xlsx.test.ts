import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { escapeXml, looksLikeFormula, xlsxStream, type XlsxCell } from './xlsx.js';

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
  }
  return Buffer.concat(parts);
}

describe('the streaming .xlsx writer', () => {
  it('writes every batch (many small ones), in order, and the file reads back', async () => {
    let pulled = 0;
    async function* batches(): AsyncGenerator<XlsxCell[][]> {
      for (let b = 0; b < 60; b++) {
        pulled++;
        yield Array.from({ length: 3 }, (_, i) => [`row ${b * 3 + i}`, `${b}.${String(i).padStart(2, '0')}`, new Date(Date.UTC(2025, 0, 4, 23, 30))]);
      }
    }
    const bytes = await bytesOf(xlsxStream([{ label: 'Text', kind: 'text' }, { label: 'Money', kind: 'money' }, { label: 'When', kind: 'datetime' }], batches()));
    expect(pulled).toBe(60);
    const ws = XLSX.read(bytes, { type: 'buffer', cellNF: true }).Sheets.Sheet1!;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, raw: true });
    expect(rows.length).toBe(181);
    expect(rows[0]).toEqual(['Text', 'Money', 'When']);
    expect(rows[180]!.slice(0, 2)).toEqual(['row 179', 59.02]);
    expect(ws['C181']).toMatchObject({ t: 'n', z: 'yyyy-mm-dd hh:mm:ss' });
    // 23:30 UTC on 4 January is 00:30 on the 5th in Lagos: the sheet shows the Nigerian time.
    expect(XLSX.SSF.format('yyyy-mm-dd hh:mm', ws['C2']!.v as number)).toBe('2025-01-05 00:30');
    expect(ws['B2']).toMatchObject({ t: 'n', v: 0, z: '#,##0.00' });
  });

  it('keeps any text intact: markup, controls, OOXML escapes, emoji, formula starts', async () => {
    const texts = ['<b>&amp;</b> "x"', 'a\u0001b\u001Fc', 'lit _x0041_ here', '😀 ₦ ÀBÍKÉ', '=SUM(1)', '+1', '-1', '@x', '\t=1', 'line\nbreak'];
    const bytes = await bytesOf(xlsxStream([{ label: 'T', kind: 'text' }], (async function* () { yield texts.map((t) => [t]); })()));
    const wb = XLSX.read(bytes, { type: 'buffer', cellFormula: true });
    const ws = wb.Sheets.Sheet1!;
    const cells = texts.map((_, i) => ws[`A${i + 2}`]!);
    expect(cells.map((c) => c.v)).toEqual(texts);
    expect(cells.every((c) => c.t === 's' && c.f === undefined)).toBe(true);
  });

  it('escapes for XML and knows a formula start', () => {
    expect(escapeXml('<&>"')).toBe('&lt;&amp;&gt;&quot;');
    expect(escapeXml('\u0000')).toBe('_x0000_');
    expect(escapeXml('_x0041_')).toBe('_x005F_x0041_');
    expect(['=1', '+1', '-1', '@1', '\t1', '\r1'].every(looksLikeFormula)).toBe(true);
    expect(['1', ' =1', "'=1", 'a=1'].some(looksLikeFormula)).toBe(false);
  });
});
