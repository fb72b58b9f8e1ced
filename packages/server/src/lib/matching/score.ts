import { normalisePhone } from '../../core.js';
import { NAME_MATCH, companyNameSimilarity, nameSimilarity } from './name.js';
import { normaliseId, normaliseRc } from './normalise.js';

/**
 * What can tie a registry record to a person: identifiers (any may be empty), names (the full name and
 * aliases, as written) and the date of birth (YYYY-MM-DD).
 */
export interface PersonKeys {
  names: readonly string[];
  birthdate?: string | null;
  bvns?: readonly string[];
  nins?: readonly string[];
  phones?: readonly string[];
  accounts?: readonly string[];
  /** Other identity documents (passport, driver's licence, voter card numbers). */
  idNumbers?: readonly string[];
}

/** What can tie a registry record to a company: its RC number, TIN, name. */
export interface CompanyKeys {
  names: readonly string[];
  rcNumbers?: readonly string[];
  tins?: readonly string[];
}

/**
 * A match: the confidence (0..100), the reasons a person can read ("BVN equal"; "name 0.93 similar, same
 * date of birth"), strongest first, and the strongest one as the spec's match_criterion/match_value.
 */
export interface Match {
  confidence: number;
  reasons: string[];
  match_criterion: string;
  match_value: string;
}

interface Evidence {
  confidence: number;
  reason: string;
  criterion: string;
  value: string;
}

/**
 * Identifiers decide (100). A phone number is strong but not decisive (90): numbers are shared in a family
 * and recycled by the networks. A name with the same date of birth is strong (70..95 with the similarity);
 * a name alone is capped at 60 (many people share a name), and a name whose date of birth differs is 20.
 * A phone and a name that agree together are 100: two independent keys.
 */
export const CONFIDENCE = { identifier: 100, phone: 90, nameDob: [70, 95], name: [40, 60], dobDiffers: 20 } as const;

const IDENTIFIERS = [
  ['bvns', 'BVN'],
  ['nins', 'NIN'],
  ['accounts', 'account number'],
  ['idNumbers', 'ID number'],
] as const;

/** How strongly a candidate person is the subject; null when nothing ties them. */
export function matchPerson(subject: PersonKeys, candidate: PersonKeys): Match | null {
  const found: Evidence[] = [];
  for (const [key, label] of IDENTIFIERS) {
    const shared = intersect(subject[key], candidate[key], normaliseId);
    if (shared) found.push({ confidence: CONFIDENCE.identifier, reason: `${label} equal`, criterion: label, value: shared });
  }
  const phone = intersect(subject.phones, candidate.phones, (p) => normalisePhone(p) ?? '');
  if (phone) found.push({ confidence: CONFIDENCE.phone, reason: 'phone equal', criterion: 'phone', value: phone });
  const name = bestName(subject.names, candidate.names, nameSimilarity);
  if (name && name.similarity >= NAME_MATCH) {
    const dob = dobAgreement(subject.birthdate, candidate.birthdate);
    const said = similarityText('name', name.similarity);
    if (dob === 'same') {
      found.push({ confidence: scale(CONFIDENCE.nameDob, name.similarity), reason: `${said}, same date of birth`, criterion: 'name and date of birth', value: name.value });
    } else if (dob === 'differs') {
      found.push({ confidence: CONFIDENCE.dobDiffers, reason: `${said}, date of birth differs`, criterion: 'name', value: name.value });
    } else {
      found.push(
        phone
          ? { confidence: CONFIDENCE.identifier, reason: said, criterion: 'name and phone', value: name.value }
          : { confidence: scale(CONFIDENCE.name, name.similarity), reason: said, criterion: 'name', value: name.value },
      );
    }
  }
  return combine(found);
}

/** How strongly a registry company is one the subject is linked to; null when nothing ties them. */
export function matchCompany(linked: CompanyKeys, candidate: CompanyKeys): Match | null {
  const found: Evidence[] = [];
  const rc = intersect(linked.rcNumbers, candidate.rcNumbers, normaliseRc);
  if (rc) found.push({ confidence: CONFIDENCE.identifier, reason: 'RC number equal', criterion: 'RC number', value: rc });
  const tin = intersect(linked.tins, candidate.tins, normaliseId);
  if (tin) found.push({ confidence: CONFIDENCE.identifier, reason: 'TIN equal', criterion: 'TIN', value: tin });
  const name = bestName(linked.names, candidate.names, companyNameSimilarity);
  if (name && name.similarity >= NAME_MATCH) {
    found.push({ confidence: scale(CONFIDENCE.name, name.similarity), reason: similarityText('company name', name.similarity), criterion: 'company name', value: name.value });
  }
  return combine(found);
}

/** Evidence strongest first; the match is as strong as its strongest evidence. */
function combine(found: Evidence[]): Match | null {
  if (found.length === 0) return null;
  const sorted = [...found].sort((a, b) => b.confidence - a.confidence);
  const top = sorted[0]!;
  return { confidence: top.confidence, reasons: sorted.map((e) => e.reason), match_criterion: top.criterion, match_value: top.value };
}

/** The first value both lists hold, compared normalised; returned as the candidate writes it. */
function intersect(mine: readonly string[] | undefined, theirs: readonly string[] | undefined, norm: (s: string) => string): string | null {
  if (!mine?.length || !theirs?.length) return null;
  const wanted = new Set(mine.map(norm).filter(Boolean));
  for (const v of theirs) if (wanted.has(norm(v))) return v;
  return null;
}

function bestName(
  mine: readonly string[],
  theirs: readonly string[],
  similarity: (a: string, b: string) => number,
): { similarity: number; value: string } | null {
  let best: { similarity: number; value: string } | null = null;
  for (const a of mine) {
    for (const b of theirs) {
      const s = similarity(a, b);
      if (!best || s > best.similarity) best = { similarity: s, value: b };
    }
  }
  return best;
}

function dobAgreement(a: string | null | undefined, b: string | null | undefined): 'same' | 'differs' | 'unknown' {
  const x = a?.slice(0, 10);
  const y = b?.slice(0, 10);
  if (!x || !y) return 'unknown';
  return x === y ? 'same' : 'differs';
}

/** 'name equal' or 'name 0.93 similar'. */
export function similarityText(what: string, similarity: number): string {
  return similarity >= 1 ? `${what} equal` : `${what} ${similarity.toFixed(2)} similar`;
}

/** A similarity from NAME_MATCH..1 onto a confidence range. */
function scale([low, high]: readonly [number, number], similarity: number): number {
  const t = Math.min(1, Math.max(0, (similarity - NAME_MATCH) / (1 - NAME_MATCH)));
  return Math.round(low + (high - low) * t);
}
