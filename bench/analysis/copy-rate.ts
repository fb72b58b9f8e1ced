#!/usr/bin/env -S node --import tsx
/**
 * The COPY ceiling for docs/scaling.md: how fast PGlite and PostgreSQL take statement and call rows by COPY (CSV)
 * into an empty table with every index of 0004 (CREATE TABLE ... LIKE ... INCLUDING ALL), beside the seed's
 * jsonb_to_recordset rate. The rows are the benchmark world's own (analysis-bench.ts --keep NAME first).
 *
 *   npx tsx bench/analysis/copy-rate.ts --keep world_bench [--rows 200000] [--only pglite|postgres]   (DATABASE_URL for PostgreSQL too)
 *
 * PGlite: COPY TO / FROM '/dev/blob'. PostgreSQL: COPY TO / FROM a server-side file (the throwaway cluster's
 * superuser; COPY FROM STDIN costs the server the same, plus the network). Writes bench/results/analysis.copy.json/.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createPglite } from '../../packages/server/src/db/pglite.js';

const TABLES: Record<string, string> = {
  statement_transactions: 'transaction_id, account_id, transaction_date, value_date, description, inflow, outflow, currency, balance, channel, counterparty_name, counterparty_account, counterparty_bank, sheet, source_row',
  call_records: 'record_id, originating_number, terminating_number, calling_number, called_number, cdr_ts, call_duration, call_type, msc_call_type, imei_originating, imei_terminating, imsi_originating, imsi_terminating, originating_sitename, terminating_sitename, originating_latitude, originating_longitude, terminating_latitude, terminating_longitude, originating_lga, terminating_lga, originating_city, terminating_city, originating_state, terminating_state, calling_subscriber_name, called_subscriber_name, sheet, source_row',
};

export interface CopyResult { database: string; table: string; rows: number; csvBytes: number; ms: number; rowsPerSecond: number; mbPerSecond: number }

const result = (database: string, table: string, rows: number, csvBytes: number, ms: number): CopyResult => ({
  database, table, rows, csvBytes, ms: Math.round(ms), rowsPerSecond: Math.round(rows / (ms / 1000)), mbPerSecond: Math.round((csvBytes / 1e6 / (ms / 1000)) * 10) / 10,
});

async function pgliteCopy(dir: string, rows: number): Promise<CopyResult[]> {
  const db = await createPglite(dir);
  const out: CopyResult[] = [];
  try {
    for (const [table, cols] of Object.entries(TABLES)) {
      const dump = await db.query(`COPY (SELECT ${cols} FROM ${table} ORDER BY id LIMIT ${rows}) TO '/dev/blob' WITH (FORMAT csv)`);
      const blob = dump.blob!;
      await db.exec(`DROP TABLE IF EXISTS copy_${table}; CREATE TABLE copy_${table} (LIKE ${table} INCLUDING ALL)`);
      const t0 = performance.now();
      await db.query(`COPY copy_${table} (${cols}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob });
      out.push(result('pglite', table, rows, blob.size, performance.now() - t0));
      await db.exec(`DROP TABLE copy_${table}`);
    }
  } finally {
    await db.close();
  }
  return out;
}

async function postgresCopy(url: string, schema: string, rows: number): Promise<CopyResult[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const out: CopyResult[] = [];
  try {
    await c.query(`SET search_path TO ${schema}`);
    for (const [table, cols] of Object.entries(TABLES)) {
      const file = `/tmp/world-pg/copy-${table}.csv`;
      await c.query(`COPY (SELECT ${cols} FROM ${table} ORDER BY id LIMIT ${rows}) TO '${file}' WITH (FORMAT csv)`);
      const size = Number((await c.query<{ s: string }>(`SELECT (pg_stat_file('${file}')).size::text AS s`)).rows[0]!.s);
      await c.query(`DROP TABLE IF EXISTS copy_${table}; CREATE TABLE copy_${table} (LIKE ${table} INCLUDING ALL)`);
      const t0 = performance.now();
      await c.query(`COPY copy_${table} (${cols}) FROM '${file}' WITH (FORMAT csv)`);
      out.push(result('postgres', table, rows, size, performance.now() - t0));
      await c.query(`DROP TABLE copy_${table}`);
    }
  } finally {
    await c.end();
  }
  return out;
}

async function main() {
  const { values } = parseArgs({ options: { keep: { type: 'string', default: 'world_bench' }, rows: { type: 'string', default: '200000' }, only: { type: 'string' }, out: { type: 'string', default: fileURLToPath(new URL('../results/', import.meta.url)) } } });
  const keep = values.keep!;
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(keep)) throw new Error('--keep: a lower-case name');
  const rows = Number(values.rows);
  const atStart = loadavg();
  const results = values.only === 'postgres' ? [] : [...(await pgliteCopy(join(tmpdir(), `${keep}-pglite`, 'pglite'), rows))];
  if (process.env.DATABASE_URL && values.only !== 'pglite') results.push(...(await postgresCopy(process.env.DATABASE_URL, keep, rows)));
  const report = { generated: new Date().toISOString(), loadAverage: { atStart, atEnd: loadavg() }, results };
  mkdirSync(values.out!, { recursive: true });
  writeFileSync(join(values.out!, `analysis.copy${values.only ? `.${values.only}` : ''}.json`), `${JSON.stringify(report, null, 2)}\n`);
  const md = [
    '# COPY into the analysis tables (the ceiling beside the seed\'s batched INSERT)',
    '',
    `Generated ${report.generated} by \`bench/analysis/copy-rate.ts\` (load average ${atStart.map((x) => x.toFixed(2)).join(' / ')}: the machine is shared). ` +
      'CSV of the benchmark world\'s own rows, COPY into an empty copy of the table with every index of 0004 (LIKE ... INCLUDING ALL), one statement.',
    '',
    '| database | table | rows | CSV bytes | ms | rows/s | MB/s |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...results.map((r) => `| ${r.database} | ${r.table} | ${r.rows.toLocaleString('en')} | ${r.csvBytes.toLocaleString('en')} | ${r.ms.toLocaleString('en')} | ${r.rowsPerSecond.toLocaleString('en')} | ${r.mbPerSecond} |`),
    '',
  ].join('\n');
  writeFileSync(join(values.out!, `analysis.copy${values.only ? `.${values.only}` : ''}.md`), md);
  console.log(md);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
