#!/usr/bin/env -S node --expose-gc --import tsx
/**
 * The export writer's memory over 1,000,000 rows (200 batches of 5,000, as the export route reads them): the
 * heap after a forced GC every 5 chunks out. Flat means the writer keeps no rows: only the batch in hand.
 *   node --expose-gc --import tsx bench/grids/xlsx-memory.ts
 */
import { xlsxStream } from '../../packages/server/src/lib/grid/xlsx.js';
const cols = [{ label: 'a', kind: 'text' }, { label: 'b', kind: 'money' }, { label: 'c', kind: 'datetime' }, { label: 'd', kind: 'text' }] as const;
async function* rows() {
  for (let b = 0; b < 200; b++) yield Array.from({ length: 5000 }, (_, i) => [`GB-${b * 5000 + i}`, `${i}.25`, new Date(1735689600000 + i * 1000), `TRF FROM JOHN OKAFOR/${2000000000 + i} some description text`]);
}
const reader = xlsxStream([...cols], rows()).getReader();
let bytes = 0, n = 0;
const heap: number[] = [];
for (;;) {
  const { done, value } = await reader.read();
  if (done) break;
  bytes += value.length;
  if (++n % 5 === 0) { (globalThis as { gc?: () => void }).gc?.(); heap.push(Math.round(process.memoryUsage().heapUsed / 2 ** 20)); }
}
console.log('MB out', (bytes / 2 ** 20).toFixed(1), 'heapUsed after gc (MB) samples:', heap.join(' '), 'rss', Math.round(process.memoryUsage().rss / 2 ** 20));
