/**
 * The header row of an uploaded spreadsheet, read before the job is queued (only that row), and whether a
 * mapping fits it: every mapped column exists, and the targets a kind cannot do without are mapped.
 */
import { readRows } from '../read/index.js';
import { unmetRequirements, type MappingKind } from '../mapping/index.js';

/** How far down the first sheet a header row is looked for (a title line or blank rows may come first). */
export const HEADER_SEARCH_ROWS = 10;

/** The first row with any text: the header row, and where it is. */
export async function readHeaderRow(path: string): Promise<{ sheet: string; row: number; headers: string[] } | null> {
  let seen = 0;
  for await (const r of readRows(path)) {
    if (r.cells.some((c) => c.trim() !== '')) return { sheet: r.sheet, row: r.row, headers: r.cells.map((c) => c.trim()) };
    if (++seen >= HEADER_SEARCH_ROWS) break;
  }
  return null;
}

/** Whether `mapping` (target → header) fits `headers`: every mapped header present, every requirement met. */
export function mappingFits(kind: MappingKind, mapping: Record<string, string>, headers: readonly string[]): boolean {
  const have = new Set(headers.map((h) => h.trim().toLowerCase()));
  if (Object.values(mapping).some((h) => !have.has(h.trim().toLowerCase()))) return false;
  return unmetRequirements(kind, mapping).length === 0;
}
