/**
 * What the recogniser asks of an English NLP library: is a word an ordinary English word (so not a name), is it
 * a known given name, and which persons and organisations does it find in running text. compromise answers from
 * its lexicon (24,000 words with given names tagged) and its suffix rules; bench/ner compares it with wink-nlp.
 */
import type Nlp from 'compromise';

export interface Language {
  /** An ordinary English word (noun, verb, adjective ...) that is not also a given name. Upper-case input. */
  commonWord(word: string): boolean;
  /** A given name the library knows (JOHN, MARY, IBRAHIM). Upper-case input. */
  givenName(word: string): boolean;
  /** Persons and organisations the library finds in title-cased running text. */
  names(text: string): { PERSON: string[]; ORG: string[] };
}

const NAME_TAGS = /^(FirstName|MaleName|FemaleName|LastName|Person|Honorific|ProperNoun|Place|Organization|City|Country|Region)$/;
const WORD_TAGS = /^(Verb|Adjective|Adverb|Preposition|Conjunction|Determiner|Pronoun|Value|QuestionWord|Expression)$/;


const titleCase = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

let loaded: Promise<Language> | null = null;

/**
 * compromise, loaded on first use (an import), not at server start: it takes a few hundred milliseconds to load.
 */
export function compromiseLanguage(): Promise<Language> {
  return (loaded ??= import('compromise').then((m) => languageOf(m.default)));
}

function languageOf(nlp: typeof Nlp): Language {
  const lex = (nlp.world() as { model: { one: { lexicon: Record<string, string> } } }).model.one.lexicon;
  const common = new Map<string, boolean>();
  return {
    commonWord(word) {
      const lower = word.toLowerCase();
      let known = common.get(lower);
      if (known !== undefined) return known;
      const tag = lex[lower];
      if (tag) known = !NAME_TAGS.test(tag);
      else {
        const term = (nlp(lower).compute('root').json() as { terms: { root?: string; tags: string[] }[] }[])[0]?.terms[0];
        const rootTag = term?.root ? lex[term.root] : undefined;
        known = rootTag ? !NAME_TAGS.test(rootTag) : (term?.tags ?? []).some((t) => WORD_TAGS.test(t));
      }
      if (common.size < 50_000) common.set(lower, known);
      return known;
    },
    givenName(word) {
      const tag = lex[word.toLowerCase()];
      return tag === 'FirstName' || tag === 'MaleName' || tag === 'FemaleName';
    },
    names(text) {
      const doc = nlp(titleCase(text));
      return { PERSON: doc.people().out('array') as string[], ORG: doc.organizations().out('array') as string[] };
    },
  };
}
