/**
 * The column-mapping proposal for a file's header row: a saved template with the same headers first, then a
 * known layout (layouts.ts), then a fuzzy match of each header against each target's synonyms.
 */
import type { MappingProposal } from '../../core.js';
import { LAYOUTS } from './layouts.js';
import { similarity } from './similarity.js';
import { SYNONYMS, headersKey, normalizeHeader, targetsOf, type MappingKind } from './targets.js';

export interface TemplateCandidate {
  id: string;
  source: string;
  headers_key: string;
  mapping: Record<string, string>;
}

/** Below this similarity a header is not proposed for a target (measured on the header variants of the tests). */
export const FUZZY_THRESHOLD = 0.6;

function fromTemplate(kind: MappingKind, headers: readonly string[], t: TemplateCandidate): MappingProposal {
  const present = new Set(headers);
  const targets = new Set(targetsOf(kind));
  const mapping: Record<string, string> = {};
  const confidence: MappingProposal['confidence'] = {};
  for (const [target, header] of Object.entries(t.mapping)) {
    if (targets.has(target) && present.has(header)) {
      mapping[target] = header;
      confidence[target] = 'template';
    }
  }
  return { mapping, source: t.source, template_id: t.id, confidence };
}

/** Greedy best-first assignment of the remaining headers to the remaining targets. */
function fuzzy(kind: MappingKind, headers: readonly string[], taken: Set<string>, mapping: Record<string, string>, confidence: MappingProposal['confidence']): void {
  const pairs: { target: string; header: string; score: number; order: number }[] = [];
  const targets = targetsOf(kind).filter((t) => !mapping[t]);
  headers.forEach((header, column) => {
    if (taken.has(header)) return;
    const norm = normalizeHeader(header);
    if (!norm) return;
    targets.forEach((target, order) => {
      let best = 0;
      for (const s of SYNONYMS[kind][target] ?? []) {
        best = Math.max(best, similarity(norm, s));
        if (best === 1) break;
      }
      if (best >= FUZZY_THRESHOLD) pairs.push({ target, header, score: best, order: order * 1000 + column });
    });
  });
  // Highest score first; ties go to the target listed first (originating before terminating), then the left column.
  pairs.sort((a, b) => b.score - a.score || a.order - b.order);
  for (const p of pairs) {
    if (mapping[p.target] || taken.has(p.header)) continue;
    mapping[p.target] = p.header;
    confidence[p.target] = Math.round(p.score * 100) / 100;
    taken.add(p.header);
  }
}

export function proposeMapping(kind: MappingKind, headers: readonly string[], templates: readonly TemplateCandidate[] = []): MappingProposal {
  const key = headersKey(headers);
  const template = templates.find((t) => t.headers_key === key);
  if (template) return fromTemplate(kind, headers, template);

  const byNorm = new Map<string, string>();
  for (const h of headers) {
    const n = normalizeHeader(h);
    if (n && !byNorm.has(n)) byNorm.set(n, h);
  }
  const mapping: Record<string, string> = {};
  const confidence: MappingProposal['confidence'] = {};
  const taken = new Set<string>();
  let source: string | null = null;

  // The layout naming the most columns, all of them present in the file.
  const layout = LAYOUTS.filter((l) => l.kind === kind && Object.values(l.columns).every((h) => byNorm.has(normalizeHeader(h)))).sort(
    (a, b) => Object.keys(b.columns).length - Object.keys(a.columns).length,
  )[0];
  if (layout) {
    source = layout.source;
    for (const [target, header] of Object.entries(layout.columns)) {
      const actual = byNorm.get(normalizeHeader(header))!;
      mapping[target] = actual;
      confidence[target] = 'layout';
      taken.add(actual);
    }
  }
  fuzzy(kind, headers, taken, mapping, confidence);
  return { mapping, source, template_id: null, confidence };
}
