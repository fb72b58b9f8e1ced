/**
 * Seeds (or finds) bench/grids/world.ts's 1,000,000-row grid world in the database the app server will open, and
 * prints its subject as one JSON line. Run by run.mjs before it starts the server:
 *   npx tsx tests/perf/workspace-1m/seed-world.ts --pglite /tmp/chrome1m/pglite-world/pglite
 *   npx tsx tests/perf/workspace-1m/seed-world.ts --url postgres://postgres@127.0.0.1:8209/postgres
 */
import { parseArgs } from 'node:util';
import { migrate, openDatabase } from '../../../packages/server/src/db/index.js';
import { gridWorld } from '../../../bench/grids/world.js';

const { values } = parseArgs({ options: { pglite: { type: 'string' }, url: { type: 'string' }, rows: { type: 'string', default: '1000000' } } });
if (!values.pglite === !values.url) throw new Error('give --pglite DIR or --url URL');
const db = await openDatabase(values.url ? { url: values.url } : { url: '', pgliteDir: values.pglite });
try {
  await migrate(db);
  const world = await gridWorld(db, Number(values.rows), (l) => console.error(l));
  console.log(JSON.stringify(world));
} finally {
  await db.close();
}
