/**
 * Where the bytes of the script-tag build come from (largest modules of each big chunk). Debugging aid:
 * `npx tsx packages/elements/scripts/analyze.ts` from the repo root. Writes to a temp dir, not dist/.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { minifyCssStrings, sideEffectFreeWorkspace } from '../tsup.script';

const r = await esbuild.build({
  entryPoints: { 'fiu-elements': 'packages/elements/src/loader.ts' },
  bundle: true,
  format: 'esm',
  splitting: true,
  minify: true,
  target: 'es2020',
  platform: 'browser',
  outdir: mkdtempSync(join(tmpdir(), 'fiu-elements-analyze-')),
  chunkNames: 'chunks/[name]-[hash]',
  jsx: 'automatic',
  metafile: true,
  tsconfig: 'tsconfig.json',
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: { 'react-dom/client': 'preact/compat/client', 'react/jsx-runtime': 'preact/jsx-runtime', 'react-dom': 'preact/compat', react: 'preact/compat' },
  plugins: [sideEffectFreeWorkspace, minifyCssStrings],
});
const min = Number(process.argv[2] ?? 10000);
for (const [out, o] of Object.entries(r.metafile.outputs)) {
  if (o.bytes < min) continue;
  console.log(out.replace(/^.*fiu-elements-analyze-[^/]+\//, ''), o.bytes);
  const rows = Object.entries(o.inputs)
    .map(([f, i]) => [f, i.bytesInOutput] as const)
    .sort((a, b) => b[1] - a[1]);
  for (const [f, b] of rows.slice(0, 40)) if (b > 0) console.log('  ', String(b).padStart(6), f);
}
