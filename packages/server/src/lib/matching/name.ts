import { ratio } from 'fuzzball/ultra_lite';
import { companyTokens, nameTokens } from './normalise.js';

/**
 * How alike two person or company names are, 0..1, whatever their order, titles, diacritics or initials.
 *
 * Each token of the shorter name is paired with its most similar unused token of the longer one (an initial
 * pairs with a token that starts with its letter, at 0.9); the score is the weakest pair, so every name on the
 * shorter side must have a counterpart (a middle name present on one side only costs nothing). Token
 * similarity is fuzzball's `ratio` (the normalised indel distance of python-Levenshtein/TheFuzz): chosen over
 * Jaro-Winkler (three libraries), fuzzball's own token_set/token_sort/WRatio and fastest-levenshtein on the
 * labelled pairs of name-pairs.ts (accuracy and AUC in name.test.ts and the commit that brought it).
 * A single-token name says little about who someone is: its score is halved.
 */
export function nameSimilarity(a: string | null | undefined, b: string | null | undefined): number {
  return tokenSimilarity(nameTokens(a), nameTokens(b));
}

/** The same comparison for company names, less the words every company name has ('Ltd', 'Nig.', 'Ventures'). */
export function companyNameSimilarity(a: string | null | undefined, b: string | null | undefined): number {
  return tokenSimilarity(companyTokens(a), companyTokens(b));
}

function tokenSimilarity(x: string[], y: string[]): number {
  if (x.length === 0 || y.length === 0) return 0;
  // A name of initials only ('A. B.') says nothing on its own.
  if (x.every((t) => t.length === 1) || y.every((t) => t.length === 1)) return Math.min(0.5, x.length <= y.length ? aligned(x, y) : aligned(y, x));
  // Pairing is greedy: with as many tokens on each side, both directions are tried (the result is symmetric).
  if (x.length === y.length) return Math.max(aligned(x, y), aligned(y, x));
  return x.length < y.length ? aligned(x, y) : aligned(y, x);
}

function aligned(short: string[], long: string[]): number {
  const used = new Set<number>();
  let weakest = 1;
  for (const t of short) {
    let best = 0;
    let at = -1;
    long.forEach((u, i) => {
      if (used.has(i)) return;
      const s = t.length === 1 || u.length === 1 ? (t[0] === u[0] ? INITIAL : 0) : ratio(t, u, { full_process: false }) / 100;
      if (s > best) (best = s), (at = i);
    });
    if (at >= 0) used.add(at);
    weakest = Math.min(weakest, best);
  }
  const score = short.length === 1 && long.length > 1 ? weakest / 2 : weakest;
  return Math.round(score * 100) / 100;
}

const INITIAL = 0.9;

/** At or above this, two names are taken for the same person (chosen on name-pairs.ts; see name.test.ts). */
export const NAME_MATCH = 0.83;
