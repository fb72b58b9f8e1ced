/**
 * What recognising names and places costs the statement import: a 20,000-row statement .xlsx (narrations drawn
 * from descriptions.jsonl, dates and amounts varied) imported end to end on PGlite through the import runner;
 * then the same rows' entities written again by recordDescriptionEntities alone (table emptied, fresh per-import
 * state), which is the share of the import spent on them. Adds its figures to bench/results/ner.json and .md.
 *   npx tsx bench/ner/import-cost.ts [rows]
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { execSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import XLSX from 'xlsx';
import { findOrCreateAccount, insertImport } from '../../packages/server/src/lib/imports.js';
import { createOutboxMailer } from '../../packages/server/src/mail/index.js';
import { openTestDb, quietLog, testClock } from '../../packages/server/src/testing/index.js';
import { createImportRunner } from '../../packages/server/src/imports/jobs/runner.js';
import { recordDescriptionEntities } from '../../packages/server/src/imports/describe/store-entities.js';

const N = Number(process.argv[2] ?? 20_000);
const root = new URL('../../', import.meta.url).pathname;
const texts: string[] = (await readFile(new URL('./descriptions.jsonl', import.meta.url), 'utf8')).trim().split('\n').map((l) => JSON.parse(l).text);

const rows: unknown[][] = [['Trans Date', 'Value Date', 'Narration', 'Debit', 'Credit', 'Balance']];
for (let i = 0; i < N; i++) {
  const d = new Date(Date.UTC(2024, 0, 1) + Math.floor(i / 50) * 86_400_000).toISOString().slice(0, 10);
  // A reference in most narrations makes them distinct, as real ones are (the recogniser's cache is not the test).
  const text = i % 3 === 0 ? texts[i % texts.length]! : `${texts[i % texts.length]} ${100000 + i}`;
  rows.push([d, d, text, i % 2 ? `${(i % 997) + 1}.00` : '', i % 2 ? '' : `${(i % 991) + 1}.50`, '']);
}
const dir = await mkdtemp(join(tmpdir(), 'fiu-ner-'));
const wb = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Statement');
const path = join(dir, 'statement.xlsx');
await writeFile(path, XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);

const db = await openTestDb();
const clock = testClock(new Date('2026-03-01T10:00:00Z'));
const user = (await db.query<{ id: string; domain: string }>("SELECT id, domain FROM users WHERE username = 'analyst'")).rows[0]!;
const accountImport = randomUUID();
await insertImport(db, { id: accountImport, kind: 'statement', fileName: null, sha256: null, size: null, storedFile: null, createdBy: user.id, domain: user.domain, now: clock(), status: 'done' });
const accountId = await findOrCreateAccount(
  db,
  { number: '0123456789', bankCode: '057', bankName: 'Zenith Bank', bvn: null, holderName: 'Musa Bello', holderType: 'individual', accountType: 'Savings', accountStatus: null, currency: 'NGN', openingDate: null, openingState: null, openingLga: null },
  { id: randomUUID(), importId: accountImport, subjectId: null, now: clock() },
);
const id = randomUUID();
await insertImport(db, { id, kind: 'statement', fileName: 'statement.xlsx', sha256: null, size: null, storedFile: path, accountId, createdBy: user.id, domain: user.domain, now: clock() });
clock.advance(1);
const t0 = performance.now();
await createImportRunner({ db, mailer: createOutboxMailer(db, clock, quietLog), clock, log: quietLog }).runOnce();
const importMs = performance.now() - t0;
const stored = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM statement_transactions WHERE import_id = $1', [id])).rows[0]!.n);
const entities = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM description_entities')).rows[0]!.n);

// The entity step alone, over the same rows, chunked as the import chunks them (1,000 rows).
const described = (await db.query<{ key: string; description: string }>('SELECT transaction_id AS key, description FROM statement_transactions WHERE import_id = $1 ORDER BY id', [id])).rows;
await db.query('DELETE FROM description_entities');
const t1 = performance.now();
// A fresh copy of the module: its per-import state (store names, cache of descriptions) starts empty, as in the import.
const fresh = (await import(`../../packages/server/src/imports/describe/store-entities.ts?fresh=${Date.now()}`)) as { recordDescriptionEntities: typeof recordDescriptionEntities };
for (let i = 0; i < described.length; i += 1000) await fresh.recordDescriptionEntities(db, id, described.slice(i, i + 1000));
const entityMs = performance.now() - t1;
await db.close();
await rm(dir, { recursive: true, force: true });

const r1 = (x: number) => Math.round(x * 10) / 10;
const figures = {
  rows: N,
  stored,
  entities,
  importSeconds: r1(importMs / 1000),
  importRowsPerSecond: Math.round((stored / importMs) * 1000),
  entityMsPer1000Rows: r1((entityMs / stored) * 1000),
  importMsPer1000Rows: r1((importMs / stored) * 1000),
  shareOfImport: Math.round((entityMs / importMs) * 1000) / 1000,
  rateWithoutEntitiesRowsPerSecond: Math.round((stored / (importMs - entityMs)) * 1000),
  uptime: execSync('uptime').toString().trim(),
};
console.log(figures);
const jsonPath = join(root, 'bench/results/ner.json');
const report = JSON.parse(await readFile(jsonPath, 'utf8'));
report.importCost = figures;
await writeFile(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
const mdPath = join(root, 'bench/results/ner.md');
const md = (await readFile(mdPath, 'utf8')).replace(/\n## Cost at import[\s\S]*$/, '\n');
await writeFile(
  mdPath,
  `${md}
## Cost at import (PGlite, ${N.toLocaleString('en')}-row statement .xlsx, end to end through the import runner)

| import, rows/s | import, ms per 1,000 rows | entities step, ms per 1,000 rows | share of the import | rate without the step, rows/s | entities stored |
|---|---|---|---|---|---|
| ${figures.importRowsPerSecond} | ${figures.importMsPer1000Rows} | ${figures.entityMsPer1000Rows} | ${(figures.shareOfImport * 100).toFixed(1)} % | ${figures.rateWithoutEntitiesRowsPerSecond} | ${entities} |

${figures.uptime}
`,
);
