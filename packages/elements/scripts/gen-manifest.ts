/**
 * Writes packages/elements/custom-elements.json and packages/elements/src/types/elements.d.ts from the
 * element descriptors. Run: `npx tsx packages/elements/scripts/gen-manifest.ts` (from the repo root).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tokensCss } from '@fiu/ui';
import { documented } from '../src/docs';
import { buildManifest, buildTypings, tokenNames } from '../src/manifest/generate';

const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

export const MANIFEST_PATH = here('../custom-elements.json');
export const TYPINGS_PATH = here('../src/types/elements.d.ts');

export const manifestText = (): string => `${JSON.stringify(buildManifest(documented, tokenNames(tokensCss)), null, 2)}\n`;
export const typingsText = (): string => buildTypings(documented);

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(MANIFEST_PATH, manifestText());
  writeFileSync(TYPINGS_PATH, typingsText());
  console.log(`wrote ${MANIFEST_PATH}\nwrote ${TYPINGS_PATH}`);
}
