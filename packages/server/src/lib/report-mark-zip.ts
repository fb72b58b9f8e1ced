/**
 * The zip of a downloaded report (issue 11 items 4, 5): its PDFs under readable names, each carrying the
 * downloader's mark (lib/report-mark.ts), and manifest.json last, with the SHA-256 of each file as delivered
 * and of the original as stored, the report's references, the recipient, who downloaded and when. So the
 * recipient can prove what it received and the unit can recognise its own file and the copy it came from.
 *
 * The zip is streamed: one file is read, marked and sent before the next is read, so a report of twenty
 * 10 MB attachments never sits in memory whole.
 */
import { createHash } from 'node:crypto';
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Zip, ZipPassThrough } from 'fflate';
import type { ReportRow } from './intelligence.js';
import { mediaDir } from './media.js';
import { markPdf } from './report-mark.js';

/** A name safe inside a zip and a Content-Disposition header: letters, digits, '.', '_' and '-'. */
export const safeFileName = (s: string, fallback: string): string => s.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '').slice(0, 80) || fallback;

export interface ReportZipPlan {
  /** The zip's own name, e.g. FIU_IR_2026_0001.zip. */
  name: string;
  files: { file: string; attachment_type: string; path: string }[];
}

/** The files to send, each checked to be on disk; null when one is missing (nothing has been sent yet). */
export async function planReportZip(filesDir: string, row: ReportRow): Promise<ReportZipPlan | null> {
  const base = safeFileName(String(row.data.internal_reference ?? row.id), 'report');
  const attachments = Array.isArray(row.data.attachments) ? (row.data.attachments as Record<string, unknown>[]) : [];
  const files: ReportZipPlan['files'] = [];
  for (const [i, a] of attachments.entries()) {
    const stored = String(a.attachment);
    if (!/^[0-9a-f-]{36}\.pdf$/.test(stored)) return null;
    const path = join(mediaDir(filesDir), stored);
    if (!(await access(path).then(() => true, () => false))) return null;
    const type = String(a.attachment_type ?? 'report');
    files.push({ file: `${base}-${i + 1}${type !== 'report' ? `-${safeFileName(type, 'file')}` : ''}.pdf`, attachment_type: type, path });
  }
  return { name: `${base}.zip`, files };
}

/** What manifest.json says of one file. */
export type ManifestFile = {
  file: string;
  attachment_type: string;
  /** Of the file as it is in the zip (marked, when it could be). */
  sha256: string;
  size: number;
  /** Of the file as the unit stored it. */
  original_sha256: string;
  original_size: number;
} & ({ marked: true; pages: number } | { marked: false; note: string });

/** manifest.json without its files (those are added as they are sent). */
export interface ManifestHead {
  report: Record<string, unknown>;
  recipient: string;
  downloaded_by: string;
  downloaded_at: string;
  /** The words on every page. */
  mark: string;
}

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** The zip as a byte stream: a file is read and marked only when the reader asks for more. */
export function streamReportZip(plan: ReportZipPlan, head: ManifestHead): ReadableStream<Uint8Array> {
  const files: ManifestFile[] = [];
  let next = 0;
  let zip: Zip;
  const add = (name: string, bytes: Uint8Array) => {
    // PDFs are compressed already: stored, not deflated again.
    const entry = new ZipPassThrough(name);
    zip.add(entry);
    entry.push(bytes, true);
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((err, chunk, final) => {
        if (err) return controller.error(err);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    async pull() {
      const f = plan.files[next++];
      if (f) {
        const original = new Uint8Array(await readFile(f.path));
        const result = await markPdf(original, head.mark);
        const facts = { sha256: sha256(result.bytes), size: result.bytes.length, original_sha256: sha256(original), original_size: original.length };
        files.push({ file: f.file, attachment_type: f.attachment_type, ...facts, ...(result.marked ? { marked: true, pages: result.pages } : { marked: false, note: result.note }) });
        add(f.file, result.bytes);
      } else if (next === plan.files.length + 1) {
        add('manifest.json', new TextEncoder().encode(JSON.stringify({ ...head, files }, null, 2)));
        zip.end();
      }
    },
  });
}
