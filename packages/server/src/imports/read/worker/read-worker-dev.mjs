// The reader thread when the server runs from its TypeScript sources (tsx, vitest): Node 20 cannot start a
// worker from a .ts file, so tsx loads it from here. The built server starts dist/read-worker.js instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./read-worker.ts', import.meta.url);
