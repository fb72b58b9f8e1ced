import { copyFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Options } from 'tsup';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The standalone app: one React, every dependency bundled, split into chunks (the elements' screens load
 * lazily), served by the reference server from standalone/dist (index.html + app/).
 */
export const standaloneBuild: Options = {
  name: 'standalone',
  entry: { main: here('./src/main.tsx') },
  outDir: here('./dist/app'),
  format: ['esm'],
  platform: 'browser',
  target: 'es2022',
  splitting: true,
  minify: true,
  sourcemap: false,
  clean: true,
  dts: false,
  noExternal: [/.*/],
  tsconfig: here('../tsconfig.json'),
  env: { NODE_ENV: 'production' },
  outExtension: () => ({ js: '.js' }),
  async onSuccess() {
    await mkdir(here('./dist'), { recursive: true });
    await copyFile(here('./index.html'), here('./dist/index.html'));
  },
};
