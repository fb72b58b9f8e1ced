import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder above this module whose package.json declares workspaces.
 * Works from the sources (packages/server/src/lib) and from the bundle (packages/server/dist).
 */
export function findRepoRoot(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(resolve(from));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        if (JSON.parse(readFileSync(pkg, 'utf8')).workspaces) return dir;
      } catch {
        /* not ours; keep walking */
      }
    }
    const up = dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
}

/** FIU_DATA_DIR, default `<repo>/.fiu-data`. PGlite lives in `<data>/pglite`, uploads in `<data>/files`. */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.FIU_DATA_DIR ? resolve(env.FIU_DATA_DIR) : join(findRepoRoot(), '.fiu-data');
}
