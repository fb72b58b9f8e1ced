import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text. Images, fonts and archives are compressed already. */
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.map', '.wasm', '.webmanifest']);

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every text file under `dir`, so
 * the server sends compressed bytes without compressing on each request (packages/server/src/static.ts picks
 * the twin the browser accepts). A twin that would not be smaller is not written.
 */
export async function precompress(dir: string): Promise<{ files: number; bytes: number; br: number; gzip: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const total = { files: 0, bytes: 0, br: 0, gzip: 0 };
  await Promise.all(
    entries
      .filter((e) => e.isFile() && TEXT.has(extname(e.name).toLowerCase()))
      .map(async (e) => {
        const file = join(e.parentPath, e.name);
        const body = await readFile(file);
        const [b, g] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gz(body, { level: 9 }),
        ]);
        let wrote = false;
        if (b.length < body.length) await writeFile(`${file}.br`, b).then(() => (wrote = true));
        if (g.length < body.length) await writeFile(`${file}.gz`, g).then(() => (wrote = true));
        if (!wrote) return;
        total.files += 1;
        total.bytes += body.length;
        total.br += b.length;
        total.gzip += g.length;
      }),
  );
  return total;
}
