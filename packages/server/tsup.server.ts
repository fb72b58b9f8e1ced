import { cp } from 'node:fs/promises';
import type { Options } from 'tsup';

/**
 * The server bundle: packages/server/dist/main.js, and read-worker.js beside it (the import's file reader
 * thread). @fiu/core is bundled (its sources are TypeScript);
 * packages from node_modules stay external. The SQL migrations are copied next to the bundle, where
 * src/db/migrate.ts looks for them (`./migrations/` relative to the module).
 */
export const serverBuild: Options = {
  name: 'server',
  // The import's file reader thread is its own entry: imports/read/worker starts dist/read-worker.js.
  entry: { main: 'packages/server/src/main.ts', 'read-worker': 'packages/server/src/imports/read/worker/read-worker.ts' },
  outDir: 'packages/server/dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  bundle: true,
  splitting: false,
  sourcemap: true,
  clean: true,
  dts: false,
  // Bare imports stay external (node_modules), except our own workspace packages.
  external: [/^[^./]/],
  noExternal: [/^@fiu\//],
  tsconfig: 'tsconfig.json',
  async onSuccess() {
    await cp('packages/server/src/db/migrations', 'packages/server/dist/migrations', {
      recursive: true,
      filter: (src) => !src.endsWith('.ts'),
    });
  },
};
