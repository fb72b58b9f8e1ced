import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@fiu\/core$/, replacement: src('./packages/core/src/index.ts') },
      { find: /^@fiu\/core\/(.*)$/, replacement: src('./packages/core/src/$1') },
      { find: /^@fiu\/ui$/, replacement: src('./packages/ui/src/index.ts') },
      { find: /^@fiu\/ui\/(.*)$/, replacement: src('./packages/ui/src/$1') },
    ],
  },
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'standalone/src/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
    hookTimeout: 60000,
    pool: 'forks',
  },
});
