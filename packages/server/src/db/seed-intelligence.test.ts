import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniff } from '../lib/files.js';
import { FAST_SCRYPT, openTestDb, type TestDb } from '../testing/index.js';
import { seed } from './seed.js';
import { DUE_JOIN, overdueSql } from '../lib/report-due.js';
import { seedIntelligenceExtension, simplePdf } from './seed-intelligence.js';

let db: TestDb;
let filesDir: string;
beforeAll(async () => {
  db = await openTestDb({ seed: false });
  filesDir = await mkdtemp(join(tmpdir(), 'fiu-seed-ir-'));
  await seed(db, { passwordParams: FAST_SCRYPT, size: 1, filesDir, extensions: [seedIntelligenceExtension] });
});
afterAll(async () => {
  await db.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('demo intelligence reports', () => {
  it('gives each partner organisation reports in every state, each with a stored PDF', async () => {
    const r = await db.query<{ domain: string; report_type: string; disseminated: boolean; downloaded: boolean; has_interim_feedback: boolean; has_final_feedback: boolean; file: string }>(
      `SELECT r.domain, r.report_type, r.disseminated, r.downloaded, r.has_interim_feedback, r.has_final_feedback, r.data->'attachments'->0->>'attachment' AS file
         FROM intelligence_reports r`,
    );
    const eca = r.rows.filter((x) => x.domain === 'eca');
    expect(new Set(r.rows.map((x) => x.report_type)).size).toBe(8);
    expect(eca.some((x) => !x.disseminated)).toBe(true);
    expect(eca.some((x) => x.disseminated && !x.downloaded)).toBe(true);
    expect(eca.some((x) => x.has_interim_feedback && !x.has_final_feedback)).toBe(true);
    expect(eca.some((x) => x.has_final_feedback)).toBe(true);
    // One report past its interim due date (lib/report-due.ts's rule, the list's and the reminders').
    const late = await db.query<{ report_title: string }>(
      `SELECT r.report_title FROM intelligence_reports r ${DUE_JOIN} WHERE ${overdueSql('$1')}`,
      [new Date().toISOString().slice(0, 10)],
    );
    expect(late.rows.map((x) => x.report_title)).toEqual(['Cash couriers crossing the Seme border for a trading syndicate']);
    for (const x of r.rows) {
      const bytes = await readFile(join(filesDir, 'media', x.file));
      expect(sniff(bytes)?.type).toBe('application/pdf');
      const m = await db.query("SELECT 1 FROM media_files WHERE name = $1 AND record_kind = 'report'", [x.file]);
      expect(m.rowCount).toBe(1);
    }
  });

  it('makes PDFs whose cross-reference table points at their objects', () => {
    const pdf = simplePdf(['Title (with brackets)', 'Line two']).toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((o, i) => expect(pdf.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    expect(pdf).toContain('(Title \\(with brackets\\)) Tj');
  });
});
