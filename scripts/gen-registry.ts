/**
 * Writes packages/elements/src/descriptors.ts (the loader's registry) and docs.ts (the manifest's input) from the
 * screen folders, then the manifest and typings. Run: `npm run gen:registry` (from the repository root).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { descriptorsText, docsText, screensIn } from '../packages/elements/src/manifest/registry';

const here = (p: string): string => fileURLToPath(new URL(p, import.meta.url));

export const SRC = here('../packages/elements/src');
export const DESCRIPTORS_PATH = `${SRC}/descriptors.ts`;
export const DOCS_PATH = `${SRC}/docs.ts`;

export function writeRegistry(): void {
  const screens = screensIn(SRC);
  writeFileSync(DESCRIPTORS_PATH, descriptorsText(screens));
  writeFileSync(DOCS_PATH, docsText(screens));
  console.log(`wrote ${DESCRIPTORS_PATH}\nwrote ${DOCS_PATH} (${screens.length} screens)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) writeRegistry();
