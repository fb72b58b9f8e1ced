import { defineConfig, type Options } from 'tsup';
import { serverBuild } from './packages/server/tsup.server';
import { scriptTagBuild } from './packages/elements/tsup.script';
import { standaloneBuild } from './standalone/tsup.app';
import { precompress } from './tsup.precompress';

/**
 * A browser build, then brotli and gzip twins of its files (tsup.precompress.ts), which the server sends in
 * place of the files. `folder` is what the server serves: for the app, dist/ (index.html beside app/).
 */
function withPrecompress(build: Options, folder: string): Options {
  const own = build.onSuccess;
  return {
    ...build,
    async onSuccess() {
      if (typeof own === 'function') await own();
      const t = await precompress(folder);
      const kb = (n: number) => (n / 1024).toFixed(1);
      console.log(`[${build.name}] precompressed ${t.files} files in ${folder}: ${kb(t.bytes)} KB → br ${kb(t.br)} KB, gzip ${kb(t.gzip)} KB`);
    },
  };
}

// One build for the whole house. Each area owns its own options file.
const builds: Options[] = [
  serverBuild,
  withPrecompress(scriptTagBuild, 'packages/elements/dist/script'),
  withPrecompress(standaloneBuild, 'standalone/dist'),
];
export default defineConfig(builds);
