/**
 * The header row of a statement or call-record file, found before anything is stored: the first of the
 * first rows whose cells fit the mapping (the confirmed one; else a saved template, a known layout or the fuzzy
 * match). Rows above it (a bank's title lines, "Period: 01-Jan-2024 to 31-Mar-2024") are the preamble.
 */
import type { Queryable } from '../../db/types.js';
import { findTemplate } from '../../lib/mapping-templates.js';
import { proposeMapping, unmetRequirements, type MappingKind } from '../mapping/index.js';
import type { SheetRow } from '../read/types.js';

/** How far down the first sheet a header row is looked for. */
export const HEADER_SEARCH_ROWS = 30;

/** Whether `mapping` (target → header) fits `headers`: every mapped header present, every requirement met. */
export function mappingFits(kind: MappingKind, mapping: Record<string, string>, headers: readonly string[]): boolean {
  const have = new Set(headers.map((h) => h.trim().toLowerCase()));
  if (Object.values(mapping).some((h) => !have.has(h.trim().toLowerCase()))) return false;
  return unmetRequirements(kind, mapping).length === 0;
}

export interface FoundHeader {
  header: SheetRow;
  headers: string[];
  mapping: Record<string, string>;
  templateId: string | null;
  preamble: string[][];
}

/** Reads rows from `it` until a header row fits; null when none does within HEADER_SEARCH_ROWS rows. */
export async function findHeader(
  db: Queryable,
  it: AsyncIterator<SheetRow>,
  kind: MappingKind,
  confirmed: Record<string, string> | null,
): Promise<FoundHeader | null> {
  const preamble: string[][] = [];
  for (let i = 0; i < HEADER_SEARCH_ROWS; i++) {
    const next = await it.next();
    if (next.done) return null;
    const cells = next.value.cells.map((c) => c.trim());
    if (!cells.some(Boolean)) continue;
    let mapping = confirmed;
    let templateId: string | null = null;
    if (!mapping || !Object.keys(mapping).length) {
      const template = await findTemplate(db, kind, cells);
      templateId = template?.id ?? null;
      mapping = proposeMapping(kind, cells, template ? [template] : []).mapping;
    }
    if (mappingFits(kind, mapping, cells)) return { header: next.value, headers: cells, mapping, templateId, preamble };
    preamble.push(cells);
  }
  return null;
}
