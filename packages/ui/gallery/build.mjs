// Builds the gallery twice into /tmp/ui-gallery/: with React (./) and with preact/compat aliased for
// react (./preact/), as the script-tag build does.
import { build } from 'esbuild';
import { copyFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const outDir = process.env.UI_GALLERY_OUT ?? '/tmp/ui-gallery';
const here = (p) => fileURLToPath(new URL(p, import.meta.url));

const preactAlias = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
};

export async function buildGallery() {
  for (const [dir, alias] of [
    [outDir, undefined],
    [`${outDir}/preact`, preactAlias],
  ]) {
    await mkdir(dir, { recursive: true });
    await build({
      entryPoints: [here('./gallery.tsx')],
      outfile: `${dir}/gallery.js`,
      bundle: true,
      format: 'esm',
      jsx: 'automatic',
      target: 'es2022',
      minify: false,
      sourcemap: false,
      logLevel: 'warning',
      define: { 'process.env.NODE_ENV': '"development"' },
      alias,
    });
    await copyFile(here('./gallery.html'), `${dir}/index.html`);
  }
  return outDir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('built', await buildGallery());
}
