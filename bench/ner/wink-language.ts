/**
 * The rejected library behind the same Language interface as compromise (packages/server/.../language.ts), for
 * the comparison in run.ts. wink-eng-lite-web-model has no person or organisation recogniser and no list of given
 * names: ordinary words are those in its vocabulary (an out-of-vocabulary word gets an id past the model's
 * lexicon), and names in running text come from custom entities over its part-of-speech tags.
 */
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import type { Language } from '../../packages/server/src/imports/describe/language.js';

export function winkLanguage(): Language {
  const nlp = winkNLP(model);
  const its = nlp.its;
  const firstOov = Number(nlp.readDoc('qzxjvkwpq').tokens().out(its.uniqueId)[0]);
  nlp.learnCustomEntities([
    { name: 'ORG', patterns: ['[PROPN] [Ltd|Limited|Plc|Ventures|Enterprises]', '[PROPN] [PROPN] [Ltd|Limited|Plc|Ventures|Enterprises]'] },
    { name: 'PERSON', patterns: ['[PROPN] [PROPN]', '[PROPN] [PROPN] [PROPN]'] },
  ]);
  const titleCase = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
  const cache = new Map<string, boolean>();
  return {
    commonWord(word) {
      const lower = word.toLowerCase();
      const seen = cache.get(lower);
      if (seen !== undefined) return seen;
      const t = nlp.readDoc(lower).tokens();
      const known = Number(t.out(its.uniqueId)[0]) < firstOov && t.out(its.pos)[0] !== 'PROPN';
      cache.set(lower, known);
      return known;
    },
    givenName() {
      return false;
    },
    names(text) {
      const out: { PERSON: string[]; ORG: string[] } = { PERSON: [], ORG: [] };
      for (const e of nlp.readDoc(titleCase(text)).customEntities().out(its.detail) as unknown as { type: string; value: string }[]) {
        if (e.type === 'PERSON' || e.type === 'ORG') out[e.type].push(e.value);
      }
      return out;
    },
  };
}
