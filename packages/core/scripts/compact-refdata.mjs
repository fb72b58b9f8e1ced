// Writes the client copies of the reference data: the shipped source files keep their provenance fields
// (codeSources, nipSources, numeric codes, ISO long names), which no screen shows and which tripled the size
// of every bundle that lists banks or countries. `node packages/core/scripts/compact-refdata.mjs`;
// refdata.test.ts fails when a compact file no longer matches its source.
import { readFileSync, writeFileSync } from 'node:fs';

const dir = new URL('../src/refdata/data/', import.meta.url);
const read = (name) => JSON.parse(readFileSync(new URL(name, dir), 'utf8'));

export function compactCountries(countries) {
  return countries.map(({ alpha2, alpha3, name, aliases, isoName, userAssigned }) => ({
    alpha2,
    alpha3,
    name,
    ...(aliases ? { aliases } : {}),
    ...(isoName && isoName !== name ? { isoName } : {}),
    ...(userAssigned ? { userAssigned } : {}),
  }));
}

export function compactBanks(banks) {
  return banks.map(({ codeSources, nipSources, ...rest }) => rest);
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  writeFileSync(new URL('countries.compact.json', dir), JSON.stringify(compactCountries(read('countries.json'))) + '\n');
  writeFileSync(new URL('ng-banks.compact.json', dir), JSON.stringify(compactBanks(read('ng-banks.json'))) + '\n');
  console.log('wrote countries.compact.json, ng-banks.compact.json');
}
