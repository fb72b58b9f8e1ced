import type { Options } from 'tsup';
import { readFile } from 'node:fs/promises';
import { build, transform, type Plugin } from 'esbuild';
import { rechunk } from './tsup.rechunk';

/**
 * Lets esbuild drop the core and ui modules a page never uses (refdata, the schemas and API calls of other
 * screens): without it esbuild must keep every module reached through an `export *` barrel of a package
 * that declares no `sideEffects`. core's package.json now declares them (only schemas/zodConfig.ts: jitless +
 * messages); ui's does not yet. Remove this plugin once ui declares `"sideEffects"` in its package.json too.
 */
const SIDE_EFFECT_FREE = /[\\/]packages[\\/](core|ui)[\\/]src[\\/]/;
const KEEP_SIDE_EFFECTS = /zodConfig\.ts$/;
export const sideEffectFreeWorkspace: Plugin = {
  name: 'fiu-side-effect-free-workspace',
  setup(build) {
    build.onResolve({ filter: /^(\.{1,2}\/|@fiu\/)/ }, async (args) => {
      if (args.pluginData === 'fiu-resolving') return undefined;
      const result = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'fiu-resolving',
      });
      if (result.errors.length > 0 || !SIDE_EFFECT_FREE.test(result.path) || KEEP_SIDE_EFFECTS.test(result.path)) return undefined;
      return { ...result, sideEffects: false };
    });
  },
};

/**
 * The script-tag build: `dist/script/fiu-elements.esm.js` (the module entry), the classic loader
 * `dist/script/fiu-elements.js` beside it, and hashed chunks in `dist/script/chunks/`.
 * preact/compat stands in for React here (about 20 KB gzip for the whole shared runtime against about 78 KB
 * with React 19); the npm build and the standalone app keep React.
 * Paths are relative to the repository root, where tsup runs.
 */
/**
 * Styles live in `*.css.ts` files as template literals tagged with a `/* css *\/` comment. esbuild does not
 * touch string contents, so their comments and indentation would ship as they are: minify each one with
 * esbuild's CSS minifier (about a quarter off the shared chunk's gzip size). Literals with `${...}` stay as written.
 */
export const minifyCssStrings: Plugin = {
  name: 'fiu-minify-css-strings',
  setup(build) {
    build.onLoad({ filter: /\.css\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const pattern = /\/\*\s*css\s*\*\/\s*`([^`]*)`/g;
      let out = '';
      let last = 0;
      for (const m of source.matchAll(pattern)) {
        const css = m[1]!;
        if (css.includes('${')) continue;
        const { code } = await transform(css, { loader: 'css', minify: true });
        out += source.slice(last, m.index) + JSON.stringify(code.trim());
        last = m.index! + m[0].length;
      }
      return { contents: out + source.slice(last), loader: 'ts' };
    });
  },
};

/**
 * `import React from "react"` (TanStack Table's FlexRender, reached from useTable) takes preact/compat's default
 * export: one object holding every compat export, so all of compat stays in the shared chunk of every screen as
 * soon as one lazily loaded grid tab uses the table. A namespace import with the same `React.createElement`
 * accesses is tree-shaken member by member. Only files of node_modules/@tanstack are rewritten.
 */
export const namespaceReactDefaultImports: Plugin = {
  name: 'fiu-namespace-react-default-imports',
  setup(build) {
    build.onLoad({ filter: /[\\/]node_modules[\\/]@tanstack[\\/].*\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!/^import React from "react";$/m.test(source)) return undefined;
      return { contents: source.replace(/^import React from "react";$/m, 'import * as React from "react";'), loader: 'js' };
    });
  },
};

/**
 * The classic loader `fiu-elements.js` (loader.classic.ts): one small script with no import statement, so it
 * runs as `<script src>` and as `<script type="module">`; it imports the module entry `fiu-elements.esm.js`.
 * Built after the module build (which cleans the folder), into the same folder.
 */
export async function buildClassicLoader(outDir: string): Promise<void> {
  await build({
    entryPoints: ['packages/elements/src/loader.classic.ts'],
    outfile: `${outDir}/fiu-elements.js`,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'warning',
  });
}

export const scriptTagBuild: Options = {
  name: 'elements-script',
  entry: { 'fiu-elements.esm': 'packages/elements/src/loader.ts' },
  format: 'esm',
  splitting: true,
  minify: true,
  target: 'es2020',
  platform: 'browser',
  outDir: 'packages/elements/dist/script',
  clean: true,
  sourcemap: false,
  dts: false,
  // Everything is bundled: a host page has no node_modules.
  noExternal: [/.*/],
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuildPlugins: [sideEffectFreeWorkspace, minifyCssStrings, namespaceReactDefaultImports],
  async onSuccess() {
    const files = await rechunk('packages/elements/dist/script', 'fiu-elements.esm');
    console.log(`[elements-script] rechunked by rollup: ${files.before} → ${files.after} script files`);
    await buildClassicLoader('packages/elements/dist/script');
  },
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]';
    options.jsx = 'automatic';
    options.alias = {
      'react-dom/client': 'preact/compat/client', // preact 11 ships createRoot there
      'react/jsx-runtime': 'preact/jsx-runtime',
      'react/jsx-dev-runtime': 'preact/jsx-runtime',
      'react-dom': 'preact/compat',
      react: 'preact/compat',
      // CommonJS that require('react')s: kept whole preact/compat in the shared chunk (see the shim's comment).
      'use-sync-external-store/shim/with-selector': './packages/elements/src/define/shims/useSyncExternalStoreWithSelector.ts',
    };
    options.legalComments = 'none';
  },
};
