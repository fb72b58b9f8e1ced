import { mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transform } from 'esbuild';
import { rollup } from 'rollup';

/**
 * The script-tag build's second pass: rollup re-chunks esbuild's output. esbuild cuts one chunk per set of
 * entry points (each screen and each lazily loaded part) that share a module, and with fourteen screens and
 * their lazy parts many of those are a few hundred bytes: a records form's first load was 42 files,
 * and the same bytes gzip 7 KB smaller as one file (issue 6). Rollup reads those chunks as plain ES modules and
 * groups them again with what it knows and esbuild does not: a module that every importer of a lazy part has
 * already loaded needs no chunk of its own. Measured on the build of 2026-11-26: 87 script files instead of 108, and
 * every screen's first load 1.5 to 3 KB gzip smaller (fiu-subject-form 53.19 → 50.07 KB). Rollup's
 * experimentalMinChunkSize was measured too and is not used: it merges small chunks into a lazy part's chunk,
 * which then loads with every screen.
 * Nothing is transformed but the chunks' minified text (rollup's renaming is minified again by esbuild).
 */
export async function rechunk(dir: string, entry: string): Promise<{ before: number; after: number }> {
  const count = async (d: string) => (await readdir(d, { recursive: true })).filter((f) => String(f).endsWith('.js')).length;
  const before = await count(dir);
  const out = await mkdtemp(join(tmpdir(), 'fiu-rechunk-'));
  try {
    const bundle = await rollup({
      input: { [entry]: join(dir, `${entry}.js`) },
      preserveEntrySignatures: 'allow-extension',
      onwarn(warning, warn) {
        if (warning.code !== 'CIRCULAR_DEPENDENCY') warn(warning);
      },
      plugins: [
        {
          name: 'fiu-minify-chunks',
          async renderChunk(code) {
            const r = await transform(code, { minify: true, format: 'esm', target: 'es2020', legalComments: 'none' });
            return { code: r.code, map: null };
          },
        },
      ],
    });
    await bundle.write({
      dir: out,
      format: 'es',
      entryFileNames: '[name].js',
      // esbuild's hash is dropped from the name (size reports find a screen's chunk by its name); base36 so that
      // a hash never holds a '-'.
      chunkFileNames: (info) => `chunks/${info.name.replace(/-[A-Z0-9]{8}$/, '')}-[hash].js`,
      hashCharacters: 'base36',
      hoistTransitiveImports: false,
    });
    await bundle.close();
    await rm(dir, { recursive: true, force: true });
    await rename(out, dir);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
  return { before, after: await count(dir) };
}
