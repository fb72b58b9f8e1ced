/**
 * The stage-by-stage CPU table of bench/results/imports.md, from bench/results/imports.stages.json: runs of
 * stages.ts (each writes one run with --json; stages-merge.ts gathers them, labelled before or after a change).
 */

export interface StageResult {
  stage: string;
  rows: number;
  wallMs: number;
  nodeUsPerRow: number;
  databaseUsPerRow: number | null;
  load: number;
}

export interface StageRun {
  label: 'before' | 'after';
  commit: string;
  db: 'pglite' | 'postgres';
  kind: 'cdr' | 'statement';
  generated: string;
  results: StageResult[];
}

export interface StagesReport {
  note: string;
  runs: StageRun[];
}

const STAGE_TEXT: Record<string, string> = {
  read: 'read (the parser alone)',
  map: '+ header found, rows mapped',
  parse: '+ values parsed (dates, money)',
  describe: '+ description parser, key hashed',
  key: '+ values parsed and normalised, key hashed',
  copy: '+ COPY text built',
  entities: '+ persons, organisations, places recognised',
  handler: 'the whole handler, stored (the real runner)',
};

/**
 * A stage's Node CPU µs a row. The database's is not shown: the runs shared one PostgreSQL with other runs, and
 * its CPU is read for the whole server (the end-to-end table has it, measured alone).
 */
const cost = (r: StageResult | undefined): string => (r ? String(r.nodeUsPerRow) : '–');

export function stagesMarkdown(report: StagesReport): string[] {
  const lines = [
    '## Where the CPU goes, stage by stage',
    '',
    report.note,
    '',
    '| database | file | stage (each pass does the ones above it too) | before: Node CPU µs/row | after: Node CPU µs/row | load before / after |',
    '|---|---|---|---:|---:|---|',
  ];
  const keys = [...new Set(report.runs.map((r) => `${r.db}|${r.kind}`))];
  for (const key of keys) {
    const [db, kind] = key.split('|') as [StageRun['db'], StageRun['kind']];
    const before = report.runs.find((r) => r.db === db && r.kind === kind && r.label === 'before');
    const after = report.runs.find((r) => r.db === db && r.kind === kind && r.label === 'after');
    const stages = [...new Set([...(before?.results ?? []), ...(after?.results ?? [])].map((r) => r.stage))];
    for (const stage of Object.keys(STAGE_TEXT).filter((s) => stages.includes(s))) {
      const b = before?.results.find((r) => r.stage === stage);
      const a = after?.results.find((r) => r.stage === stage);
      lines.push(`| ${db} | ${kind === 'cdr' ? 'calls-200000.xlsx' : 'statement-50000.xlsx'} | ${STAGE_TEXT[stage]} | ${cost(b)} | ${cost(a)} | ${b ? b.load.toFixed(1) : '–'} / ${a ? a.load.toFixed(1) : '–'} |`);
    }
  }
  lines.push('');
  return lines;
}
