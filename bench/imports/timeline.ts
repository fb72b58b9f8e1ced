#!/usr/bin/env -S node --import tsx
/**
 * Summarises an import timeline (the server run with FIU_IMPORT_TIMELINE=<file>, imports/jobs/timeline.ts):
 * per import, each phase's count, wall and CPU ms, how long the reading waited for the store and the store for
 * the reading, and a few steady-state batches span by span. Markdown on stdout.
 *
 *   FIU_IMPORT_TIMELINE=/tmp/tl.jsonl DATABASE_URL=... npx tsx bench/imports/import-bench.ts --runs 1 --no-memory --only postgres
 *   npx tsx bench/imports/timeline.ts /tmp/tl.jsonl [--batches 3]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface Span {
  name: string;
  start: number;
  end: number;
  cpu: number;
  batch?: number;
  [k: string]: unknown;
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { batches: { type: 'string', default: '3' } } });
const spans = readFileSync(positionals[0]!, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as Span)
  .sort((a, b) => a.start - b.start);

// One import per upload.receive (the bench imports one file at a time).
const imports: Span[][] = [];
for (const s of spans) {
  if (s.name === 'upload.receive' || !imports.length) imports.push([]);
  imports.at(-1)!.push(s);
}

const ms = (n: number) => n.toFixed(0);
const out: string[] = [];
for (const spansOf of imports) {
  const t0 = spansOf[0]!.start;
  const end = Math.max(...spansOf.map((s) => s.end));
  const handler = spansOf.find((s) => s.name === 'job.handler');
  out.push(`### ${handler?.kind ?? 'import'}: ${ms(end - t0)} ms from the upload's first byte received to the job's end`, '');
  out.push('| phase | n | wall ms | CPU ms (process, all threads, meanwhile) |', '|---|---:|---:|---:|');
  const by = new Map<string, { n: number; wall: number; cpu: number }>();
  for (const s of spansOf) {
    const a = by.get(s.name) ?? { n: 0, wall: 0, cpu: 0 };
    a.n++;
    a.wall += s.end - s.start;
    a.cpu += s.cpu;
    by.set(s.name, a);
  }
  for (const [name, a] of by) out.push(`| ${name} | ${a.n} | ${ms(a.wall)} | ${ms(a.cpu)} |`);
  // The store's round trips beyond its named steps: BEGIN before the lock, COMMIT after the COPY.
  const txs = spansOf.filter((s) => s.name === 'store.tx');
  let begin = 0;
  let commit = 0;
  for (const tx of txs) {
    const inside = spansOf.filter((s) => s.name.startsWith('store.') && s.name !== 'store.tx' && s.start >= tx.start && s.end <= tx.end);
    if (!inside.length) continue;
    begin += Math.min(...inside.map((s) => s.start)) - tx.start;
    commit += tx.end - Math.max(...inside.map((s) => s.end));
  }
  out.push(`| (store: before the lock — connection, BEGIN) | ${txs.length} | ${ms(begin)} | |`, `| (store: after the last step — COMMIT) | ${txs.length} | ${ms(commit)} | |`, '');
  const steady = spansOf.filter((s) => s.batch !== undefined && s.batch >= 10 && s.batch < 10 + Number(values.batches));
  if (steady.length) {
    const from = Math.min(...steady.map((s) => s.start));
    const to = Math.max(...steady.map((s) => s.end));
    out.push(`Batches 10 to ${9 + Number(values.batches)}, span by span (ms from the first):`, '', '| span | batch | start | end | wall | CPU |', '|---|---:|---:|---:|---:|---:|');
    for (const s of spansOf.filter((x) => x.start >= from && x.start < to))
      out.push(`| ${s.name} | ${s.batch ?? ''} | ${ms(s.start - from)} | ${ms(s.end - from)} | ${ms(s.end - s.start)} | ${ms(s.cpu)} |`);
    out.push('');
  }
}
console.log(out.join('\n'));
