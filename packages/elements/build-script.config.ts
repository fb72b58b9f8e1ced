// Build only the script-tag bundle: `npx tsup --config packages/elements/build-script.config.ts` (from the repo root).
import { defineConfig } from 'tsup';
import { scriptTagBuild } from './tsup.script';

export default defineConfig(scriptTagBuild);
