/**
 * The national gazetteer for narrations: states, LGAs and state capitals from core's reference data, plus the
 * towns their names carry ("Aba North" → Aba, "Ibadan South-West" → Ibadan, "Port Harcourt" LGA), each with
 * coordinates. Reference data has coordinates for state capitals only, so a place is put at its state capital
 * (a capital at itself); `precision` says which. State ISO codes ("LA", "FC") are read only in the card
 * narrations' "<code>  NG" tail, where they mean a state; elsewhere two letters are far too ambiguous.
 */
import { STATES, STATE_CAPITALS } from '../../core.js';
import { bankOfSegment } from './banks.js';

export interface Place {
  /** The gazetteer's spelling: an LGA, a capital, a town or a state. */
  name: string;
  state: string;
  lga: string | null;
  latitude: number;
  longitude: number;
  precision: 'capital' | 'state';
}

/** Upper-case words of a place name: letters and digits only. */
export const placeKey = (s: string): string =>
  s.toUpperCase().normalize('NFKD').replace(/[^A-Z0-9]+/g, ' ').trim();

// LGA name endings that name a part of a town, not the town ("Aba North", "Kano Municipal", "Ibadan North-East").
const PART = /\s+(NORTH|SOUTH|EAST|WEST|CENTRAL|MUNICIPAL|METROPOLITAN|NORTH EAST|NORTH WEST|SOUTH EAST|SOUTH WEST|NORTH CENTRAL)$/;

// Places whose name is also a common word or name in narrations ("OBI", "OJO", "AWE", "ISA", "TOTO", "KAJOLA"
// all occur as surnames or words): matched only with a place cue (AT, IN, branch, a card narration's city field).
const NEEDS_CUE = new Set(['OBI', 'OJO', 'AWE', 'ISA', 'ADO', 'IKA', 'ETHIOPE', 'GIWA', 'MAIGATARI', 'SURU', 'TOTO', 'BADE', 'BAGUDO', 'ESAN', 'IFE', 'ODO', 'OTA', 'ONNA', 'ORU', 'OJI', 'UDI', 'AGUATA', 'BADAGRY']);

const titleCase = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

function build(): Map<string, Place> {
  const capitalOf = new Map(STATE_CAPITALS.map((c) => [c.state, c]));
  const out = new Map<string, Place>();
  const put = (key: string, p: Place) => {
    if (key.length >= 3 && !out.has(key)) out.set(key, p);
  };
  for (const c of STATE_CAPITALS) put(placeKey(c.capital), { name: c.capital, state: c.state, lga: null, latitude: c.lat, longitude: c.lng, precision: 'capital' });
  for (const s of STATES) {
    const c = capitalOf.get(s.name)!;
    const at = { state: s.name, latitude: c.lat, longitude: c.lng, precision: 'state' as const };
    for (const lga of s.lgas) {
      const key = placeKey(lga);
      put(key, { name: lga, lga, ...at });
      const town = key.replace(PART, '');
      if (town !== key) put(town, { name: titleCase(town), lga, ...at });
      // "Oshodi-Isolo", "Ifako-Ijaiye": an LGA named after two towns names each.
      if (/[-/]/.test(lga.replace(/-(North|South|East|West|Central)/gi, ''))) {
        for (const part of lga.split(/[-/]/)) put(placeKey(part), { name: titleCase(placeKey(part)), lga, ...at });
      }
    }
  }
  // States last: "Kano", "Lagos"? A capital or LGA of the same name (Kano Municipal, Enugu) was put first.
  for (const s of STATES) {
    const c = capitalOf.get(s.name)!;
    put(placeKey(s.name), { name: s.name, state: s.name, lga: null, latitude: c.lat, longitude: c.lng, precision: 'state' });
  }
  const fct = out.get(placeKey('Abuja'));
  if (fct) put('FCT', fct);
  return out;
}

let gazetteer: Map<string, Place> | null = null;
const places = () => (gazetteer ??= build());

/** The place a run of words names, or null. `cued`: the words follow a place cue, so ambiguous names count. */
export function placeOf(words: string, cued = false): Place | null {
  const key = placeKey(words);
  if (!cued && NEEDS_CUE.has(key)) return null;
  // A bank's short name is the bank, not a town of the same name ("UBA", "UNITY").
  if (bankOfSegment(key)) return null;
  return places().get(key) ?? null;
}

const STATE_BY_CODE = /* @__PURE__ */ new Map(STATE_CAPITALS.map((c) => [c.iso3166_2.slice(3), c]));

/** A card narration's "  LA  NG" tail: the state of that ISO code, or null. */
export function stateOfCardTail(text: string): Place | null {
  const m = /\s([A-Z]{2})\s+NG\s*$/.exec(text.toUpperCase());
  const c = m ? STATE_BY_CODE.get(m[1]!) : undefined;
  return c ? { name: c.state, state: c.state, lga: null, latitude: c.lat, longitude: c.lng, precision: 'state' } : null;
}

/** Longest place names first: a name of at most MAX_WORDS words. */
export const MAX_PLACE_WORDS = 4;
