import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, expect, it } from 'vitest';
import { readRows } from './index.js';
import { writeXlsx, sheetXml } from './testing/build-xlsx.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const dir = mkdtempSync(join(tmpdir(), 'fiu-read-mem-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ROWS = 300_000;
/**
 * Retained heap may grow by at most this much while 300,000 rows stream through (measured: about 1 MB at
 * any sample point; the rows themselves, if kept, would take well over 100 MB).
 */
const HEAP_BOUND = 24 * 1024 * 1024;

it('reads a 300,000-row sheet with flat memory', { timeout: 300_000 }, async () => {
  const path = join(dir, 'big.xlsx');
  const names = Array.from({ length: 1000 }, (_, i) => `Subscriber ${i}`);
  writeXlsx(path, {
    sharedStrings: names,
    sheets: [
      {
        name: 'CDR',
        xml: () =>
          (function* () {
            const [head, tail] = sheetXml('@@').split('@@') as [string, string];
            yield head;
            yield '<row r="1"><c r="A1" t="inlineStr"><is><t>A Number</t></is></c><c r="B1" t="inlineStr"><is><t>B Number</t></is></c><c r="C1" t="inlineStr"><is><t>Name</t></is></c><c r="D1" t="inlineStr"><is><t>Duration</t></is></c><c r="E1" t="inlineStr"><is><t>Cell</t></is></c></row>';
            let batch = '';
            for (let r = 2; r <= ROWS + 1; r++) {
              batch += `<row r="${r}"><c r="A${r}"><v>23480${String(r).padStart(8, '0')}</v></c><c r="B${r}"><v>23470${String(r * 7).padStart(8, '0')}</v></c><c r="C${r}" t="s"><v>${r % 1000}</v></c><c r="D${r}"><v>${r % 600}</v></c><c r="E${r}" t="inlineStr"><is><t>LAG-${r % 97}</t></is></c></row>`;
              if (r % 5000 === 0) (yield batch), (batch = '');
            }
            yield batch + tail;
          })(),
      },
    ],
  });
  expect(statSync(path).size).toBeGreaterThan(1_000_000);

  gc();
  const base = process.memoryUsage().heapUsed;
  let peak = 0;
  let count = 0;
  let last = '';
  for await (const row of readRows(path)) {
    count++;
    last = row.cells[2]!;
    if (count % 50_000 === 0) {
      gc();
      peak = Math.max(peak, process.memoryUsage().heapUsed - base);
    }
  }
  expect(count).toBe(ROWS + 1);
  expect(last).toBe(`Subscriber ${(ROWS + 1) % 1000}`);
  console.log(`300k-row xlsx: retained heap growth peak ${(peak / 1024 / 1024).toFixed(1)} MB`);
  expect(peak).toBeLessThan(HEAP_BOUND);
});
