/**
 * Persons, organisations and places in one statement description (getNER's source), by three means together:
 *  - Nigerian narration conventions: the words after FROM/TO/BY are a party, after POS PURCHASE or "--" a
 *    merchant, after SALARY an employer; NIP/<bank>/<name>/ slash records; a name ending in LTD, PLC,
 *    VENTURES ... is an organisation (vocabulary.ts);
 *  - the names the store already holds (known-names.ts), which also give the entity its stored spelling;
 *  - an English NLP library (language.ts) that tells ordinary words from names ("SCHOOL FEES" is a purpose,
 *    "ADAEZE" a name) and finds persons and organisations in running text.
 * Places come from the national gazetteer (places.ts) with coordinates. Safe on hostile input: at most
 * MAX_CHARS characters are read, tags are dropped, and all matching is over a bounded list of words.
 */
import { MAX_CHARS } from './parse.js';
import { bankOfSegment } from './banks.js';
import type { Language } from './language.js';
import { TITLES, MAX_KNOWN_WORDS, type KnownNames } from './known-names.js';
import { MAX_PLACE_WORDS, placeOf, stateOfCardTail, type Place } from './places.js';
import { EMPLOYER_CUES, JARGON, MERCHANT_CUES, ORG_NOUNS, ORG_SUFFIXES, PARTY_CUES, PLACE_CUES, VIRTUE_NAMES } from './vocabulary.js';

export type EntityKind = 'PERSON' | 'ORG' | 'LOC';

export interface Entity {
  kind: EntityKind;
  /** The words as the description has them. */
  text: string;
  /** The name as matched: the store's spelling, the gazetteer's, or the words in title case (as the demo seed writes them). */
  normalised: string;
  state: string | null;
  lga: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface RecogniserOptions {
  /** The NLP library's answers (language.ts: `await compromiseLanguage()`). */
  language: Language;
  known?: KnownNames | null;
  /** Run the library over the text for names the conventions miss (default true). */
  libraryPass?: boolean;
}

type Context = 'party' | 'place' | 'merchant' | 'employer' | 'segment' | 'none';
interface Run {
  words: string[];
  context: Context;
  /** A title (MR, ALHAJI) stood before the run: even one word is a person's name. */
  titled: boolean;
}

const MAX_WORDS = 400;
const CONNECTORS = new Set(['AND', 'OF', 'THE', '&']);
const MAX_NAME_WORDS = 5;
const LIBRARY_CHARS = 300;

const titleCase = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** The text, cut to MAX_CHARS, tags and entities dropped, in upper case. */
function cleanText(text: string): string {
  return text
    .slice(0, MAX_CHARS)
    .replace(/<[^<>]{0,200}>/g, ' ')
    .replace(/&(amp|nbsp|lt|gt|quot|#\d{1,5});/gi, (m) => (m.toLowerCase() === '&amp;' ? '&' : ' '))
    .toUpperCase()
    .replace(/\./g, '');
}

/** Segments: the parts a narration's separators make, each with the separator before it. */
function segmentsOf(clean: string): { text: string; after: string }[] {
  const parts = clean.split(/(\/+|:|--+|@|\||,|;|\(|\)|\s{2,}|\t)/);
  const out: { text: string; after: string }[] = [];
  for (let i = 0; i < parts.length; i += 2) out.push({ text: parts[i]!, after: i > 0 ? parts[i - 1]!.trim() : '' });
  return out;
}

const wordsOf = (segment: string) => segment.split(/[^A-Z0-9&'\u00C0-\u00DE]+/).map((w) => w.replace(/'/g, '')).filter(Boolean);

/** Runs of candidate words, split at numbers, jargon and cues, each with what its cue says it is. */
function runsOf(clean: string): Run[] {
  const runs: Run[] = [];
  let total = 0;
  let previousWasBank = false;
  for (const seg of segmentsOf(clean)) {
    if (total >= MAX_WORDS) break;
    const words = wordsOf(seg.text).slice(0, MAX_WORDS - total);
    total += words.length;
    // NIP/<bank>/<name>/...: the segment after a bank's is a party; "--" and "@" introduce a card's merchant.
    let context: Context = previousWasBank && seg.after.startsWith('/') ? 'party' : seg.after === '--' || seg.after.startsWith('--') || seg.after === '@' ? 'merchant' : 'segment';
    previousWasBank = seg.after !== '' && bankOfSegment(seg.text) !== null;
    let titled = false;
    let current: string[] = [];
    // (No closure for "flush the current run": a function made per segment costs more than the words it reads.)
    for (const w of words) {
      // Numbers end a run; a brand that starts with a digit ("9MOBILE") does not.
      if ((/\d/.test(w) && !/^\d[A-Z]{3,}$/.test(w)) || w.length > 40) {
        if (current.length) runs.push({ words: current, context, titled });
        current = [];
        titled = false;
        // A long number (NIP session id, reference) is often followed by the party's name.
        context = /^\d{9,}$/.test(w) ? 'party' : 'none';
        continue;
      }
      if (JARGON.has(w)) {
        if (current.length) runs.push({ words: current, context, titled });
        current = [];
        titled = false;
        if (PARTY_CUES.has(w)) context = 'party';
        else if (PLACE_CUES.has(w)) context = 'place';
        else if (MERCHANT_CUES.has(w)) context = 'merchant';
        else if (EMPLOYER_CUES.has(w)) context = 'employer';
        else if (context !== 'merchant' && context !== 'employer') context = 'none';
        continue;
      }
      if (TITLES.has(w) && current.length === 0 && context !== 'merchant') {
        titled = true;
        if (context === 'none' || context === 'segment') context = 'party';
        continue;
      }
      current.push(w);
    }
    if (current.length) runs.push({ words: current, context, titled });
  }
  return runs;
}

export function recogniseEntities(text: string, opts: RecogniserOptions): Entity[] {
  if (!text || typeof text !== 'string') return [];
  return new Recognition(text.slice(0, MAX_CHARS), opts.language, opts.known ?? null).run(opts.libraryPass !== false);
}

/**
 * One description's recognition: its entities so far and what classify needs to read. A class, not closures in
 * recogniseEntities: its steps are made once, not for every description (an import recognises thousands).
 */
class Recognition {
  private readonly out = new Map<string, Entity>();
  /** Words written in lower case in mixed-case text: an organisation noun among them is an ordinary noun. */
  private readonly lowerCaseWords: Set<string>;

  constructor(
    private readonly raw: string,
    private readonly language: Language,
    private readonly known: KnownNames | null,
  ) {
    this.lowerCaseWords = new Set(/[A-Z]/.test(raw) ? (raw.match(/\b[a-z]+\b/g) ?? []).map((w) => w.toUpperCase()) : []);
  }

  run(libraryPass: boolean): Entity[] {
    const { raw, out, language } = this;
    for (const run of runsOf(cleanText(raw))) this.classify(run.words, run.context, run.titled);

    // The library's own pass reads running text (mixed case) that the conventions found no name in; it costs
    // milliseconds a description, so it runs only there and on the first LIBRARY_CHARS characters.
    if (libraryPass && /[a-z]/.test(raw) && ![...out.values()].some((e) => e.kind !== 'LOC')) {
      const found = language.names(raw.slice(0, LIBRARY_CHARS).replace(/<[^<>]{0,200}>/g, ' '));
      for (const kind of ['PERSON', 'ORG'] as const) {
        for (const n of found[kind]) {
          const words = wordsOf(n.toUpperCase()).filter((w) => !TITLES.has(w) && !JARGON.has(w));
          const covered = [...out.values()].some((e) => e.kind !== 'LOC' && words.every((w) => e.text.split(' ').includes(w)));
          if (words.length >= 2 && !covered) this.name(kind, words);
        }
      }
    }

    if (![...out.values()].some((e) => e.kind === 'LOC')) {
      const tail = stateOfCardTail(raw);
      if (tail) this.place([tail.name.toUpperCase()], tail);
    }
    return [...out.values()];
  }

  private add(e: Entity): void {
    const k = `${e.kind}\u0000${e.normalised}`;
    if (!this.out.has(k) && e.normalised.length >= 2) this.out.set(k, e);
  }

  private name(kind: 'PERSON' | 'ORG', words: string[], stored?: string): void {
    this.add({ kind, text: words.join(' '), normalised: stored ?? titleCase(words.join(' ')), state: null, lga: null, latitude: null, longitude: null });
  }

  private place(words: string[], p: Place): void {
    this.add({ kind: 'LOC', text: words.join(' '), normalised: p.name, state: p.state, lga: p.lga, latitude: p.latitude, longitude: p.longitude });
  }

  private splitKnown(words: string[], context: Context): boolean {
    const known = this.known;
    if (!known || known.size === 0) return false;
    // Windows holding a word no known name has are skipped without building their key.
    const possible = words.map((w) => known.mayBePart(w));
    for (let n = Math.min(MAX_KNOWN_WORDS, words.length); n >= 2; n--) {
      for (let i = 0; i + n <= words.length; i++) {
        if (!allTrue(possible, i, i + n)) continue;
        const hit = known.lookup(words.slice(i, i + n));
        if (!hit) continue;
        this.name(hit.kind, words.slice(i, i + n), hit.name);
        if (i > 0) this.classify(words.slice(0, i), context);
        if (i + n < words.length) this.classify(words.slice(i + n), 'none');
        return true;
      }
    }
    return false;
  }

  private trailingPlace(words: string[], context: Context): number {
    for (let n = Math.min(MAX_PLACE_WORDS, words.length - 1); n >= 1; n--) {
      const p = placeOf(words.slice(words.length - n).join(' '), context === 'place' || context === 'merchant');
      if (p) {
        this.place(words.slice(words.length - n), p);
        return words.length - n;
      }
    }
    return words.length;
  }

  private leadingPlace(words: string[], cued: boolean): number {
    for (let n = Math.min(MAX_PLACE_WORDS, words.length); n >= 1; n--) {
      const p = placeOf(words.slice(0, n).join(' '), cued);
      if (p) {
        this.place(words.slice(0, n), p);
        return n;
      }
    }
    return 0;
  }

  /** An organisation noun written in lower case in running text is an ordinary noun ("... hospital bill"). */
  private orgNoun(w: string): boolean {
    return ORG_NOUNS.has(w) && !this.lowerCaseWords.has(w);
  }

  private nameLike(w: string): boolean {
    return VIRTUE_NAMES.has(w) || this.language.givenName(w) || !this.language.commonWord(w);
  }

  private classify(words: string[], context: Context, titled = false): void {
    if (!words.length || this.splitKnown(words, context)) return;
    // An organisation: up to its last suffix ("ROYAL OIL AND GAS PLC"), else its last organisation noun; what
    // follows is read again.
    let last = lastIndex(words, (w) => ORG_SUFFIXES.has(w));
    if (last < 0) last = lastIndex(words, (w) => this.orgNoun(w));
    // "... GLOBAL SERVICES": organisation nouns right after the suffix belong to the name.
    else while (last + 1 < words.length && this.orgNoun(words[last + 1]!)) last++;
    if (last >= 0) {
      const org = trimEdges(words.slice(0, last + 1));
      if (org.length > 1) this.name('ORG', org);
      if (last + 1 < words.length) this.classify(words.slice(last + 1), 'none');
      return;
    }
    while (words.length && bankOfSegment(words[0]!)) words = words.slice(1);
    if (!words.length) return;
    if (context === 'place' || context === 'segment' || context === 'none') {
      const n = this.leadingPlace(words, context !== 'none');
      if (n > 0) {
        if (n < words.length) this.classify(words.slice(n), context === 'place' ? 'none' : context);
        return;
      }
    }
    let end = words.length;
    if (words.length > 1) end = this.trailingPlace(words, context);
    let body = words.slice(0, end);
    while (body.length && bankOfSegment(body[body.length - 1]!)) body = body.slice(0, -1);
    if (!body.length) return;
    if (context === 'merchant' || (context === 'employer' && body.some((w) => !this.language.commonWord(w)))) {
      this.name('ORG', trimEdges(body.slice(0, 4)));
      return;
    }
    if (context === 'party' || context === 'segment') {
      // The longest start of the run that ends on a name-like word, with at most one ordinary word inside
      // ("OLUWASEUN BLESSING CHUKWU"), so a purpose after the name ("... SCHOOL FEES") is left out.
      let person: string[] = [];
      let ordinary = 0;
      for (let i = 0; i < Math.min(body.length, MAX_NAME_WORDS); i++) {
        if (this.nameLike(body[i]!)) person = body.slice(0, i + 1);
        else if (++ordinary > 1 || i === 0) break;
      }
      if (person.length >= 2 || (person.length === 1 && (this.language.givenName(person[0]!) || VIRTUE_NAMES.has(person[0]!) || titled))) {
        this.name('PERSON', person);
      }
    }
  }
}

const allTrue = (xs: readonly boolean[], from: number, to: number): boolean => {
  for (let i = from; i < to; i++) if (!xs[i]) return false;
  return true;
};

/** The last index (after the first word) of a word that `is`, or -1. */
function lastIndex(words: readonly string[], is: (w: string) => boolean): number {
  let at = -1;
  for (let i = 1; i < words.length; i++) if (is(words[i]!)) at = i;
  return at;
}

/** Connecting words do not start or end a name ("AND", "OF", "THE"). */
function trimEdges(words: string[]): string[] {
  let a = 0;
  let b = words.length;
  while (a < b && CONNECTORS.has(words[a]!)) a++;
  while (b > a && CONNECTORS.has(words[b - 1]!)) b--;
  return words.slice(a, b);
}
