/**
 * The mail at the end of an import: what was imported, the counts, the quality findings, the refused rows and
 * where to download them. Never the file's content (a refused row's cells stay behind the download's sign-in).
 */
import type { ImportQualityFinding } from '../../core.js';
import type { Mail } from '../../mail/index.js';
import type { Counters } from './queue.js';
import type { ImportJobRow } from './types.js';

const WHAT: Record<string, string> = {
  statement: 'bank statement',
  cdr: 'call records',
  cdr_manual: 'call-record subscriber',
  goaml: 'goAML report',
  registry: 'registry',
};

export function importMail(
  to: string,
  job: ImportJobRow,
  end: { status: 'done' | 'failed'; counters: Counters; quality: ImportQualityFinding[]; error: string | null },
): Mail {
  const what = job.kind === 'registry' && job.registry ? `${job.registry} registry` : (WHAT[job.kind] ?? job.kind);
  const name = job.file_name ? ` "${job.file_name}"` : '';
  const c = end.counters;
  const lines = [
    end.status === 'done' ? `Your ${what} import${name} is finished.` : `Your ${what} import${name} failed: ${end.error ?? 'unknown error'}`,
    '',
    `Rows read: ${c.read}`,
    `Stored: ${c.stored}`,
    `Already present (not stored again): ${c.duplicate}`,
    ...(c.repeated ? [`Repeated within the file (stored once): ${c.repeated}`] : []),
    `Refused: ${c.refused}`,
  ];
  if (end.quality.length) {
    lines.push('', 'Quality checks:');
    for (const q of end.quality) lines.push(`- ${q.message}`);
  }
  if (c.refused > 0 || c.repeated > 0) {
    lines.push('', `Every refused or repeated row, with its row number and reason, can be downloaded from the Imports screen (GET /api/imports/${job.id}/refused).`);
  }
  lines.push('', `Import reference: ${job.id}`);
  const subject = end.status === 'done' ? `Import finished: ${what}${name}` : `Import failed: ${what}${name}`;
  return { to, subject, text: lines.join('\n') };
}
