/**
 * The script-tag build as a page gets it (esbuild with the build's own options and plugins, in memory):
 * the loader carries no framework, core store, schemas or ui; every screen is its own lazy chunk; and no
 * output needs `unsafe-eval`.
 */
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { scriptTagBuild } from '../tsup.script';
import { descriptors } from './descriptors';

async function bundle(): Promise<{ meta: Metafile; files: Map<string, string> }> {
  const options: Record<string, unknown> = {};
  scriptTagBuild.esbuildOptions?.(options as never, { format: 'esm' });
  const result = await build({
    entryPoints: scriptTagBuild.entry as Record<string, string>,
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    target: 'es2020',
    platform: 'browser',
    outdir: 'out',
    write: false,
    metafile: true,
    tsconfig: 'tsconfig.json',
    define: scriptTagBuild.define,
    plugins: scriptTagBuild.esbuildPlugins,
    ...options,
  });
  const files = new Map(result.outputFiles.map((f) => [f.path.replace(/^.*\/out\//, 'out/'), f.text]));
  return { meta: result.metafile, files };
}

describe('script-tag build', () => {
  it('keeps the loader free of react/preact, zod, zustand, ofetch, core and ui, and splits every screen', async () => {
    const { meta, files } = await bundle();
    const outputs = meta.outputs;
    const loader = Object.keys(outputs).find((o) => o.endsWith('/fiu-elements.esm.js'))!;
    // The loader and what it imports statically: what the <script> tag costs.
    const initial = new Set<string>();
    const walk = (o: string) => {
      if (initial.has(o)) return;
      initial.add(o);
      for (const i of outputs[o]!.imports) if (i.kind === 'import-statement') walk(i.path);
    };
    walk(loader);
    const inputs = [...initial].flatMap((o) => Object.keys(outputs[o]!.inputs));
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) {
      expect(input, input).toMatch(/^(packages\/elements\/src\/|node_modules\/@r2wc\/core\/)/);
    }
    expect(inputs.some((i) => i.includes('/runtime'))).toBe(false);

    // Each screen is a lazy chunk of its own.
    const lazy = outputs[loader]!.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path);
    for (const d of descriptors) {
      const folder = d.tag.replace(/^fiu-/, '');
      // The loader's own dynamic import of the screen (a screen may split lazy parts of its own as well).
      const chunk = lazy.find((p) => outputs[p]!.entryPoint?.startsWith(`packages/elements/src/${folder}/`));
      expect(chunk, d.tag).toBeDefined();
    }

    // React itself never ships (preact/compat stands in), and no output needs eval.
    const all = [...files.values()].join('\n');
    expect(Object.values(outputs).flatMap((o) => Object.keys(o.inputs)).some((i) => /node_modules\/(react|react-dom)\//.test(i))).toBe(false);
    expect(all).not.toMatch(/new Function\s*\(|\beval\s*\(/);
  }, 60_000);
});
