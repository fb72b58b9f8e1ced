/**
 * The names the store already holds (subjects, companies, account holders, registry companies and directors),
 * as a gazetteer for the recogniser: keyed by their sorted upper-case words without titles, so "OKAFOR JOHN" and
 * "Mr John Okafor" find the same entry. Loaded once per import; bounded so a huge registry cannot exhaust memory.
 */
import type { Queryable } from '../../db/types.js';

export type NameKind = 'PERSON' | 'ORG';
export interface KnownName {
  name: string;
  kind: NameKind;
}

export const TITLES = new Set(['MR', 'MRS', 'MS', 'MISS', 'DR', 'CHIEF', 'ALH', 'ALHAJI', 'ALHAJA', 'HAJIA', 'ENGR', 'PASTOR', 'PROF', 'BARR', 'SIR', 'LADY', 'MADAM']);

/** The words of a name, sorted: the lookup key. Single-word names are not keyed (too ambiguous in narrations). */
export function nameKey(words: readonly string[]): string | null {
  const ws = words.map((w) => w.toUpperCase().replace(/[^A-Z0-9&]/g, '')).filter((w) => w && !TITLES.has(w));
  return ws.length >= 2 ? [...ws].sort().join(' ') : null;
}

export const MAX_KNOWN_WORDS = 6;
export const MAX_KNOWN_NAMES = 200_000;

export class KnownNames {
  private readonly byKey = new Map<string, KnownName>();
  /** Every word of every key: a run of words with one outside this set names no one the store holds. */
  private readonly words = new Set<string>();

  constructor(entries: Iterable<KnownName>) {
    for (const e of entries) {
      const words = e.name.split(/[^A-Za-z0-9&]+/).filter(Boolean);
      if (words.length > MAX_KNOWN_WORDS) continue;
      const key = nameKey(words);
      // A name held both as a person and an organisation keeps the first kind met (subjects first).
      if (key && !this.byKey.has(key)) {
        this.byKey.set(key, { name: e.name.trim().replace(/\s+/g, ' '), kind: e.kind });
        for (const w of key.split(' ')) this.words.add(w);
      }
    }
  }

  /**
   * Whether `word` may be part of a known name: it is a word of one, or the key leaves it out (a title, or no
   * letter or digit). When false, no run of words that holds it is known (lookup would answer undefined).
   */
  mayBePart(word: string): boolean {
    const w = word.toUpperCase().replace(/[^A-Z0-9&]/g, '');
    return !w || TITLES.has(w) || this.words.has(w);
  }

  get size(): number {
    return this.byKey.size;
  }

  lookup(words: readonly string[]): KnownName | undefined {
    const key = nameKey(words);
    return key ? this.byKey.get(key) : undefined;
  }

  static async load(db: Queryable, limit = MAX_KNOWN_NAMES): Promise<KnownNames> {
    const r = await db.query<KnownName>(
      `SELECT name, kind FROM (
         SELECT trim(coalesce(othernames, '') || ' ' || coalesce(surname, '')) AS name, 'PERSON' AS kind, 1 AS source FROM subjects WHERE NOT _deleted
         UNION ALL SELECT name, 'ORG', 2 FROM companies WHERE NOT _deleted
         UNION ALL SELECT holder_name, CASE WHEN holder_type = 'entity' THEN 'ORG' ELSE 'PERSON' END, 3 FROM accounts WHERE holder_name IS NOT NULL
         UNION ALL SELECT company_name, 'ORG', 4 FROM registry_companies
         UNION ALL SELECT name, 'PERSON', 5 FROM registry_directors
       ) names WHERE length(name) BETWEEN 3 AND 200 ORDER BY source LIMIT $1`,
      [limit],
    );
    return new KnownNames(r.rows);
  }
}
