/**
 * Evaluates the description recogniser on bench/ner/descriptions.jsonl: precision, recall and F1 per type (PERSON,
 * ORG, LOC) on the tuning part and the held-out part, for compromise (chosen) and wink-nlp (rejected), each alone
 * and inside the recogniser, with and without names the store holds; speed per 1,000 descriptions; install size.
 *   npx tsx bench/ner/run.ts        → bench/results/ner.json, bench/results/ner.md
 */
import { readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import nlp from 'compromise';
import { recogniseEntities } from '../../packages/server/src/imports/describe/entities.js';
import { compromiseLanguage, type Language } from '../../packages/server/src/imports/describe/language.js';
import { KnownNames, nameKey } from '../../packages/server/src/imports/describe/known-names.js';
import { placeKey } from '../../packages/server/src/imports/describe/places.js';
import { winkLanguage } from './wink-language.js';

type Kind = 'PERSON' | 'ORG' | 'LOC';
const KINDS: Kind[] = ['PERSON', 'ORG', 'LOC'];
interface Gold { id: number; split: 'tune' | 'heldout'; text: string; PERSON: string[]; ORG: string[]; LOC: string[] }
type Found = Record<Kind, string[]>;

const root = new URL('../../', import.meta.url).pathname;
const set: Gold[] = readFileSync(new URL('./descriptions.jsonl', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l));

// The store's names for the "with store names" runs: every other distinct gold person and organisation (by a
// stable hash, not by whether the recogniser finds it), plus decoys — as a store holds some counterparties, not all.
const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
const goldNames = new Map<string, 'PERSON' | 'ORG'>();
for (const g of set) for (const k of ['PERSON', 'ORG'] as const) for (const n of g[k]) goldNames.set(n, k);
const storeEntries = [...goldNames].filter(([n]) => hash(n) % 2 === 0).map(([name, kind]) => ({ name, kind }));
storeEntries.push({ name: 'Obiageli Nwachukwu', kind: 'PERSON' }, { name: 'Sahel Grains Limited', kind: 'ORG' });
const known = new KnownNames(storeEntries);

const norm = (kind: Kind, s: string) => (kind === 'LOC' ? placeKey(s) : (nameKey(s.split(/\s+/)) ?? s.toUpperCase().replace(/[^A-Z0-9&]+/g, ' ').trim()));

function score(found: Map<number, Found>, split: Gold['split'] | 'all') {
  const out: Record<string, { tp: number; fp: number; fn: number; precision: number; recall: number; f1: number }> = {};
  for (const kind of KINDS) {
    let tp = 0, fp = 0, fn = 0;
    for (const g of set) {
      if (split !== 'all' && g.split !== split) continue;
      const gold = new Set(g[kind].map((x) => norm(kind, x)));
      const got = new Set((found.get(g.id)?.[kind] ?? []).map((x) => norm(kind, x)));
      for (const x of got) (gold.has(x) ? tp++ : fp++);
      for (const x of gold) if (!got.has(x)) fn++;
    }
    const precision = tp + fp ? tp / (tp + fp) : 1;
    const recall = tp + fn ? tp / (tp + fn) : 1;
    const r3 = (x: number) => Math.round(x * 1000) / 1000;
    out[kind] = { tp, fp, fn, precision: r3(precision), recall: r3(recall), f1: r3(precision + recall ? (2 * precision * recall) / (precision + recall) : 0) };
  }
  return out;
}

function recogniser(language: Language, withStore: boolean) {
  return (text: string): Found => {
    const f: Found = { PERSON: [], ORG: [], LOC: [] };
    for (const e of recogniseEntities(text, { language, known: withStore ? known : null })) f[e.kind].push(e.kind === 'LOC' ? e.normalised : e.text);
    return f;
  };
}

const compromiseAlone = (text: string): Found => {
  const doc = nlp(text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase()));
  return { PERSON: doc.people().out('array'), ORG: doc.organizations().out('array'), LOC: doc.places().out('array') };
};

// Speed: rounds that time every configuration in turn (the machine is shared, so a configuration timed all at
// once would carry whatever load happened then), median of 7 rounds, microseconds turned into ms per 1,000.
function timings(fns: ((t: string) => unknown)[]): number[] {
  for (const fn of fns) for (const g of set) fn(g.text); // warm caches
  const runs: number[][] = fns.map(() => []);
  for (let r = 0; r < 7; r++) {
    fns.forEach((fn, i) => {
      const t0 = performance.now();
      for (let k = 0; k < 2; k++) for (const g of set) fn(g.text);
      runs[i]!.push(((performance.now() - t0) / (2 * set.length)) * 1000);
    });
  }
  return runs.map((xs) => Math.round(xs.sort((a, b) => a - b)[3]! * 10) / 10);
}

function du(dir: string): number {
  let n = 0;
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    const s = statSync(p);
    n += s.isDirectory() ? du(p) : s.size;
  }
  return n;
}
const sizeOf = (pkgs: string[]) => Math.round(pkgs.reduce((n, p) => n + du(join(root, 'node_modules', p)), 0) / 1024);

// Load time in a fresh process: importing the library (and its model) and answering one word.
const loadMs = (code: string) =>
  Number(execSync(`node --input-type=module -e "const t = performance.now(); ${code}; console.log(Math.round(performance.now() - t))"`, { cwd: root }).toString().trim());
const compLoadMs = loadMs("const nlp = (await import('compromise')).default; nlp('school fees').json()");
const winkLoadMs = loadMs("const w = (await import('wink-nlp')).default((await import('wink-eng-lite-web-model')).default); w.readDoc('school fees').tokens().out()");
const wink = winkLanguage();
const comp = await compromiseLanguage();

const configs: [string, (t: string) => Found][] = [
  ['compromise alone (people, organizations, places)', compromiseAlone],
  ['recogniser + compromise', recogniser(comp, false)],
  ['recogniser + compromise + store names', recogniser(comp, true)],
  ['recogniser + wink-nlp', recogniser(wink, false)],
  ['recogniser + wink-nlp + store names', recogniser(wink, true)],
];

const speed = timings(configs.map(([, fn]) => fn));
const results = configs.map(([name, fn], i) => {
  const found = new Map(set.map((g) => [g.id, fn(g.text)]));
  return { name, tune: score(found, 'tune'), heldout: score(found, 'heldout'), msPer1000: speed[i]! };
});

const report = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, loadavg: loadavg().map((x) => Math.round(x * 100) / 100), node: process.version },
  descriptions: { total: set.length, tune: set.filter((g) => g.split === 'tune').length, heldout: set.filter((g) => g.split === 'heldout').length },
  storeNames: storeEntries.length,
  libraries: {
    compromise: { version: JSON.parse(readFileSync(join(root, 'node_modules/compromise/package.json'), 'utf8')).version, installKiB: sizeOf(['compromise', 'efrt', 'grad-school', 'suffix-thumb']), loadMs: compLoadMs },
    'wink-nlp': { version: JSON.parse(readFileSync(join(root, 'node_modules/wink-nlp/package.json'), 'utf8')).version, installKiB: sizeOf(['wink-nlp', 'wink-eng-lite-web-model']), loadMs: winkLoadMs },
  },
  results,
};
// The import-cost figures (bench/ner/import-cost.ts) are kept across runs of this script.
const previous = (file: string) => { try { return readFileSync(join(root, 'bench/results', file), 'utf8'); } catch { return ''; } };
const importCost = previous('ner.json') ? JSON.parse(previous('ner.json')).importCost : undefined;
const importSection = /\n## Cost at import[\s\S]*$/.exec(previous('ner.md'))?.[0] ?? '';
writeFileSync(join(root, 'bench/results/ner.json'), `${JSON.stringify({ ...report, importCost }, null, 2)}\n`);

const row = (r: (typeof results)[number], split: 'tune' | 'heldout') =>
  `| ${r.name} | ${split} | ${KINDS.map((k) => `${r[split][k]!.precision.toFixed(2)} / ${r[split][k]!.recall.toFixed(2)} / ${r[split][k]!.f1.toFixed(2)}`).join(' | ')} | ${r.msPer1000} |`;
const md = `# Names and places in statement descriptions (getNER)

${set.length} labelled narrations (bench/ner/descriptions.jsonl; ${report.descriptions.tune} for tuning, ${report.descriptions.heldout} held out and not looked at while tuning).
Cells: precision / recall / F1, matched on the normalised name (words sorted for persons and organisations, the gazetteer key for places).
"store names": ${storeEntries.length} names the store holds — every other gold person and organisation by a stable hash, plus decoys.
Machine: ${report.machine.cpus} cores, load ${report.machine.loadavg.join(' ')} (uptime), Node ${report.machine.node}; ${report.date}.
${execSync('uptime').toString().trim()}

| configuration | part | PERSON | ORG | LOC | ms per 1,000 |
|---|---|---|---|---|---|
${results.flatMap((r) => [row(r, 'tune'), row(r, 'heldout')]).join('\n')}

| library | version | install (KiB) | first load (ms) |
|---|---|---|---|
${Object.entries(report.libraries).map(([n, l]) => `| ${n} | ${l.version} | ${l.installKiB} | ${l.loadMs} |`).join('\n')}
`;
writeFileSync(join(root, 'bench/results/ner.md'), md + importSection);
console.log(md);
