import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fiu-pglite-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

// Each case creates a database on disk (initdb) once or twice: about 3 s on an idle machine, over 20 s on a
// loaded 2-core one, so these cases get a minute.
describe('openPglite in a data folder', { timeout: 60_000 }, () => {
  it('keeps its data across restarts', async () => {
    const a = await openPglite(join(dir, 'db'));
    await a.exec('CREATE TABLE kept (v text); INSERT INTO kept VALUES (\'hello\')');
    await a.close();
    const b = await openPglite(join(dir, 'db'));
    expect((await b.query('SELECT v FROM kept')).rows).toEqual([{ v: 'hello' }]);
    await b.close();
  });

  it('refuses a folder another live process holds, takes over a stale lock', async () => {
    const folder = join(dir, 'locked');
    const { mkdir } = await import('node:fs/promises');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, '.fiu-server.lock'), String(process.ppid)); // a live process, not us
    await expect(openPglite(folder)).rejects.toThrow(/in use by process/);
    await writeFile(join(folder, '.fiu-server.lock'), '999999999'); // no such process
    const db = await openPglite(folder);
    await db.close();
  });
});
