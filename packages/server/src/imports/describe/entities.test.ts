import naughty from 'big-list-of-naughty-strings' with { type: 'json' };
import { beforeAll, describe, expect, it } from 'vitest';
import { recogniseEntities as recognise, type Entity, type RecogniserOptions } from './entities.js';
import { compromiseLanguage, type Language } from './language.js';
import { MAX_CHARS } from './parse.js';
import { KnownNames, nameKey } from './known-names.js';
import { placeOf, stateOfCardTail } from './places.js';

let language: Language;
beforeAll(async () => {
  language = await compromiseLanguage();
});
const recogniseEntities = (text: string, opts: Partial<RecogniserOptions> = {}) => recognise(text, { language, ...opts });

const names = (es: Entity[], kind: Entity['kind']) => es.filter((e) => e.kind === kind).map((e) => (kind === 'LOC' ? e.normalised : e.normalised.toUpperCase())).sort();

describe('recogniseEntities: Nigerian narrations', () => {
  it.each([
    ['TRF FROM JOHN OKAFOR TO ADEBAYO STORES LTD', ['JOHN OKAFOR'], ['ADEBAYO STORES LTD'], []],
    ['NIP/GTB/ADAEZE OKAFOR/SCHOOL FEES', ['ADAEZE OKAFOR'], [], []],
    ['POS PURCHASE SHOPRITE IKEJA', [], ['SHOPRITE'], ['Ikeja']],
    ['VC POS Loc-2033--SPAR ABUJA  FC  NG', [], ['SPAR'], ['Abuja']],
    ['MOB TRF TO IFEANYI OKONKWO FROM FASHOLA OIL AND GAS LIMITED', ['IFEANYI OKONKWO'], ['FASHOLA OIL AND GAS LIMITED'], []],
    ['NIP FRM BLESSING FUNMILAYO EZE/0123456789/SCHOOL FEES', ['BLESSING FUNMILAYO EZE'], [], []],
    ['SALARY MAR 2024 ZENNA FOODS NIG LTD', [], ['ZENNA FOODS NIG LTD'], []],
    ['CASH WDL AT ONITSHA MAIN MARKET BRANCH', [], [], ['Onitsha']],
    ['Payment to Chief Emmanuel Uzor for land at Enugu', ['EMMANUEL UZOR'], [], ['Enugu']],
    ['SMS ALERT CHARGES', [], [], []],
    ['SCHOOL FEES 2ND TERM', [], [], []],
    ['TRF FROM MR OJO ADEWALE TO SELF', ['OJO ADEWALE'], [], []],
  ])('%s', (text, persons, orgs, places) => {
    const es = recogniseEntities(text);
    expect(names(es, 'PERSON')).toEqual([...persons].sort());
    expect(names(es, 'ORG')).toEqual([...orgs].sort());
    expect(names(es, 'LOC')).toEqual([...places].sort());
  });

  it('a place carries its gazetteer entry and coordinates', () => {
    const [loc] = recogniseEntities('ATM WDL GTB IBADAN').filter((e) => e.kind === 'LOC');
    expect(loc).toMatchObject({ text: 'IBADAN', normalised: 'Ibadan', state: 'Oyo' });
    expect(loc!.latitude).toBeCloseTo(7.4, 1);
    expect(loc!.longitude).toBeCloseTo(3.9, 1);
  });

  it('a bank named in the narration is not a place or an organisation', () => {
    const es = recogniseEntities('NIP/UBA/FUNMILAYO ADEBANJO/MATERIALS');
    expect(es.map((e) => [e.kind, e.normalised])).toEqual([['PERSON', 'Funmilayo Adebanjo']]);
  });

  it('a surname that is also an LGA stays part of the name; the same word after AT is a place', () => {
    expect(names(recogniseEntities('TRF TO MRS OBI CHIAMAKA'), 'LOC')).toEqual([]);
    expect(names(recogniseEntities('RENT FOR SHOP AT OJO'), 'LOC')).toEqual(['Ojo']);
  });

  it("the store's names win and give their spelling, in either word order", () => {
    const known = new KnownNames([
      { name: 'Chukwuemeka Obiora', kind: 'PERSON' },
      { name: 'Sahel Grains', kind: 'ORG' },
    ]);
    const es = recogniseEntities('NIP/ZENITH/OBIORA CHUKWUEMEKA/SAHEL GRAINS SUPPLY', { known });
    expect(es.map((e) => [e.kind, e.normalised]).sort()).toEqual([
      ['ORG', 'Sahel Grains'],
      ['PERSON', 'Chukwuemeka Obiora'],
    ]);
  });
});

describe('recogniseEntities: hostile input', () => {
  it('empty, blank and non-text input give nothing', () => {
    expect(recogniseEntities('')).toEqual([]);
    expect(recogniseEntities('   ')).toEqual([]);
    expect(recogniseEntities(undefined as unknown as string)).toEqual([]);
    expect(recogniseEntities(12 as unknown as string)).toEqual([]);
  });

  it('a 10 kB description is read to its first 2,000 characters, quickly', () => {
    const long = `TRF FROM JOHN OKAFOR ${'SCHOOL FEES '.repeat(900)} TO ADA EZE`;
    expect(long.length).toBeGreaterThan(10_000);
    const t0 = performance.now();
    const es = recogniseEntities(long);
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(names(es, 'PERSON')).toContain('JOHN OKAFOR');
    expect(names(es, 'PERSON')).not.toContain('ADA EZE');
    // No name longer than the bound, whatever the run of words.
    for (const e of es) expect(e.text.split(' ').length).toBeLessThanOrEqual(6);
  });

  it('HTML tags are dropped, never part of a name, and entities stay text', () => {
    const es = recogniseEntities('<b>TRF</b> FROM <script>alert(1)</script> EMEKA NWANKWO &amp; SONS LTD');
    for (const e of es) expect(`${e.text} ${e.normalised}`).not.toMatch(/[<>]|SCRIPT/);
    expect(names(es, 'ORG')).toEqual(['EMEKA NWANKWO & SONS LTD']);
  });

  it('emoji and other scripts are skipped', () => {
    const es = recogniseEntities('Transfer to Grace Okon 🎉🎉 for aso ebi ✨ 北京');
    expect(names(es, 'PERSON')).toEqual(['GRACE OKON']);
  });

  it('every naughty string, alone and inside a transfer narration: no throw, bounded, no markup in a name', () => {
    const t0 = performance.now();
    for (const bad of naughty as string[]) {
      for (const text of [bad, `TRF FROM ${bad} TO ADA EZE`]) {
        const es = recogniseEntities(text);
        for (const e of es) {
          expect(['PERSON', 'ORG', 'LOC']).toContain(e.kind);
          expect(e.text.length).toBeLessThanOrEqual(MAX_CHARS);
          expect(e.normalised).not.toMatch(/[<>]/);
        }
      }
    }
    expect(performance.now() - t0).toBeLessThan(10_000);
  });

  it('a regex-hostile run (many separators, no words) returns at once', () => {
    const t0 = performance.now();
    expect(recogniseEntities('/'.repeat(5000) + '-'.repeat(5000))).toEqual([]);
    expect(recogniseEntities(`${'A '.repeat(5000)}`).length).toBeLessThan(5);
    expect(performance.now() - t0).toBeLessThan(1000);
  });
});

describe('the gazetteers', () => {
  it('places: capitals, LGAs, towns an LGA name carries, aliases; ambiguous names only with a cue', () => {
    expect(placeOf('PORT HARCOURT')).toMatchObject({ state: 'Rivers', precision: 'capital' });
    expect(placeOf('ABA')).toMatchObject({ state: 'Abia', lga: 'Aba North' });
    expect(placeOf('OSHODI')).toMatchObject({ state: 'Lagos', lga: 'Oshodi-Isolo' });
    expect(placeOf('FCT')).toMatchObject({ state: 'Federal Capital Territory' });
    expect(placeOf('OJO')).toBeNull();
    expect(placeOf('OJO', true)).toMatchObject({ state: 'Lagos' });
    expect(placeOf('UBA')).toBeNull();
    expect(placeOf('WAKANDA')).toBeNull();
  });

  it("card narrations' state code", () => {
    expect(stateOfCardTail('VC POS Loc-1--SPAR  LA  NG')).toMatchObject({ state: 'Lagos' });
    expect(stateOfCardTail('TRF TO LA NGOZI')).toBeNull();
  });

  it('store names are keyed by their sorted words without titles; one word is not a key', () => {
    expect(nameKey(['Mr', 'John', 'Okafor'])).toBe(nameKey(['OKAFOR', 'JOHN']));
    expect(nameKey(['Okafor'])).toBeNull();
  });
});
