import statesLgas from './data/ng-states-lgas.json' with { type: 'json' };
import capitals from './data/ng-states-capitals.json' with { type: 'json' };

/** A Nigerian state (36 states and the Federal Capital Territory) with its local government areas. */
export interface State {
  readonly name: string;
  readonly lgas: readonly string[];
}

/** 37 states, alphabetical, 'Federal Capital Territory' last; 774 LGAs in all (data/ATTRIBUTION.md). */
export const STATES: readonly State[] = /* @__PURE__ */ statesLgas.map((s) => ({ name: s.state, lgas: s.lgas }));

/** The state names, in STATES order (for selectors). */
export const STATE_NAMES: readonly string[] = /* @__PURE__ */ STATES.map((s) => s.name);

export interface StateCapital {
  readonly state: string;
  /** ISO 3166-2 code, e.g. 'NG-LA' */
  readonly iso3166_2: string;
  readonly capital: string;
  readonly lat: number;
  readonly lng: number;
  readonly lgaCount: number;
  readonly simplemapsId: string;
}

/**
 * State capitals with coordinates. Coordinates: SimpleMaps World Cities Basic, CC-BY-4.0 —
 * attribution to simplemaps.com is required wherever these are shown or shipped (see SIMPLEMAPS_ATTRIBUTION).
 */
export const STATE_CAPITALS: readonly StateCapital[] = capitals;

/** Attribution line to show with any map or screen that uses STATE_CAPITALS coordinates. */
export const SIMPLEMAPS_ATTRIBUTION = 'State capital coordinates: SimpleMaps World Cities Basic (simplemaps.com), CC BY 4.0';

/** Loose key: lower-case letters and digits only ('Akwa-Ibom' = 'akwa ibom'). */
function looseKey(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '');
}

/** Other spellings met in official and imported data (PROVENANCE.md: match names loosely). */
const STATE_ALIASES: Readonly<Record<string, string>> = {
  fct: 'Federal Capital Territory',
  abuja: 'Federal Capital Territory',
  federalcapitalterritoryabuja: 'Federal Capital Territory',
  abujafct: 'Federal Capital Territory',
  nassarawa: 'Nasarawa',
  kastina: 'Katsina',
};

const STATE_BY_KEY = /* @__PURE__ */ new Map(/* @__PURE__ */ STATES.map((s) => [looseKey(s.name), s]));

/**
 * Finds a state by name, loosely: case, spaces and punctuation are ignored, a trailing ' State' is dropped,
 * and FCT/Abuja/Nassarawa are understood. Unknown → undefined.
 */
export function findState(name: string | null | undefined): State | undefined {
  if (!name) return undefined;
  let key = looseKey(name);
  if (key.endsWith('state') && key !== 'state') key = key.slice(0, -'state'.length);
  const alias = STATE_ALIASES[key];
  return STATE_BY_KEY.get(alias ? looseKey(alias) : key);
}

/** The LGAs of a state (loosely matched, see findState); [] when the state is unknown. */
export function lgasOf(state: string | null | undefined): readonly string[] {
  return findState(state)?.lgas ?? [];
}

/** LGA spelling variants between sources (PROVENANCE.md), keyed by loose key → our spelling. */
const LGA_ALIASES: Readonly<Record<string, string>> = {
  fufore: 'Fufure',
};

/** Finds an LGA of a state loosely (case, spaces, punctuation, known variants); our spelling or undefined. */
export function findLga(state: string | null | undefined, lga: string | null | undefined): string | undefined {
  if (!lga) return undefined;
  const lgas = lgasOf(state);
  const key = looseKey(lga);
  const direct = lgas.find((l) => looseKey(l) === key);
  if (direct) return direct;
  const alias = LGA_ALIASES[key];
  return alias ? lgas.find((l) => l === alias) : undefined;
}

/**
 * One option of the LGA selector of subject addresses and arrest places (core-records §3.1: "LGA is chosen
 * from a list of 'code (state)'").
 * Our reading of 'code': the LGA's name. The old product keyed each LGA by its name; no numeric LGA code is
 * part of the records, and a subject's `lga` field holds the name. So:
 * - `value` is the LGA name (what is stored in `lga` / `arrestedlga`);
 * - `label` is 'LGA (State)', e.g. 'Surulere (Lagos)', which tells apart the six names used in two states
 *   (Bassa, Ifelodun, Irepodun, Nasarawa, Obi, Surulere);
 * - `key` is 'State/LGA', unique, for list keys and for telling same-named LGAs apart.
 */
export interface LgaOption {
  readonly value: string;
  readonly label: string;
  readonly state: string;
  readonly key: string;
}

/** All 774 LGAs as 'code (state)' options, in state order then LGA order. */
export const LGA_OPTIONS: readonly LgaOption[] = /* @__PURE__ */ STATES.flatMap((s) =>
  s.lgas.map((lga) => ({ value: lga, label: `${lga} (${s.name})`, state: s.name, key: `${s.name}/${lga}` })),
);

/** Alias of LGA_OPTIONS, the short name the forms import. */
export const LGAS = LGA_OPTIONS;

/** LGA options of one state only (the import screens refill the LGA choices when the state changes). */
export function lgaOptionsOf(state: string | null | undefined): readonly LgaOption[] {
  const s = findState(state);
  return s ? LGA_OPTIONS.filter((o) => o.state === s.name) : [];
}
