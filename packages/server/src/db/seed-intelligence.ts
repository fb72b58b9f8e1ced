/**
 * Demo intelligence reports (issue 11 item 1): a handful of reports of every type for the partner
 * organisations, most disseminated, some downloaded, some with interim or final feedback flags, each with a
 * real one-page PDF, so that the Intelligence Reports list and its buttons show every state, one of them with
 * its interim feedback overdue. Stable ids; the dates count back from the day of seeding, not from the seed's
 * fixed time, so that feedback due dates (30 days and more) look in the demo as they would in use: from a fixed
 * January date every report would be overdue by November. Only with a seed size above 0 and a files folder.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stableUuid } from './ids.js';
import type { SeedContext, SeedExtension } from './seed.js';

/** A valid one-page PDF showing `lines` in Helvetica (the byte offsets of its cross-reference table are exact). */
export function simplePdf(lines: readonly string[]): Buffer {
  const esc = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (ch) => `\\${ch}`);
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${760 - i * 22} Td (${esc(l)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

interface DemoReport {
  domain: string;
  type: string;
  title: string;
  /** days before the seed time it was disseminated; null: not yet */
  days: number | null;
  downloaded?: boolean;
  interim?: boolean;
  final?: boolean;
}

const DEMO_REPORTS: readonly DemoReport[] = [
  { domain: 'eca', type: 'RFI', title: 'Accounts linked to the Kaduna procurement fraud', days: 2 },
  { domain: 'eca', type: 'Disclosure', title: 'Structured cash deposits by a bureau de change operator', days: 5, downloaded: true },
  { domain: 'eca', type: 'PRO-IR', title: 'Proceeds of a ponzi scheme moved through fintech wallets', days: 9, downloaded: true, interim: true },
  { domain: 'eca', type: 'RE(DOM)-IR', title: 'Domestic request: assets of a former local government chairman', days: 14, downloaded: true, interim: true, final: true },
  { domain: 'eca', type: 'STR-ANALYSIS', title: 'Suspicious transfers from a state pension account', days: 21 },
  { domain: 'eca', type: 'LEA-F', title: 'Funds flow behind a vehicle import syndicate', days: 30, downloaded: true },
  { domain: 'eca', type: 'RFI', title: 'Beneficial owners of three shell companies in Lagos', days: null },
  { domain: 'ssa', type: 'RE(INT)-IR', title: 'International request: wire transfers to a sanctioned entity', days: 4 },
  { domain: 'ssa', type: 'INTERIM-REPORT', title: 'Interim analysis of kidnapping ransom payments', days: 12, downloaded: true, interim: true },
  { domain: 'cbn', type: 'Disclosure', title: 'Unlicensed foreign exchange dealing through POS agents', days: 7 },
  { domain: 'cbn', type: 'RFI', title: 'Correspondent banking exposure of a microfinance bank', days: null },
  // Past its interim due date (30 days for an RFI, migration 0021): the list shows it Overdue and the reminder
  // scan mails eca's admin-like users at the demo's first start (issue 11 item 5).
  { domain: 'eca', type: 'RFI', title: 'Cash couriers crossing the Seme border for a trading syndicate', days: 45, downloaded: true },
];

const DAY_MS = 86_400_000;

export const seedIntelligenceExtension: SeedExtension = async (ctx: SeedContext) => {
  if (ctx.size <= 0 || !ctx.filesDir) return;
  const analyst = ctx.userIds.get('analyst@fiu') ?? null;
  const dir = join(ctx.filesDir, 'media');
  await mkdir(dir, { recursive: true });
  // The wall clock, on purpose (see the top of this file); created/modified of other records keep ctx.now.
  const today = new Date();
  for (const [i, r] of DEMO_REPORTS.entries()) {
    const id = stableUuid(`fiu-demo-report:${i}`);
    const file = `${stableUuid(`fiu-demo-report-file:${i}`)}.pdf`;
    const reference = `FIU/IR/2026/${String(i + 1).padStart(4, '0')}`;
    const pdf = simplePdf([r.title, `Reference: ${reference}`, `Type: ${r.type}`, 'Synthetic demonstration report: no real person or account.']);
    await writeFile(join(dir, file), pdf, { mode: 0o600 });
    await ctx.tx.query(
      `INSERT INTO media_files (name, domain, record_kind, record_id, mime, size, created_by, created)
       VALUES ($1, 'fiu', 'report', $2, 'application/pdf', $3, $4, $5) ON CONFLICT DO NOTHING`,
      [file, id, pdf.length, analyst, ctx.now],
    );
    const created = new Date(today.getTime() - ((r.days ?? 0) + 1) * DAY_MS);
    const disseminatedOn = r.days === null ? null : new Date(today.getTime() - r.days * DAY_MS);
    const data = {
      domain: r.domain,
      report_title: r.title,
      report_type: r.type,
      internal_reference: reference,
      external_reference: `${r.domain.toUpperCase()}/CASE/${String(101 + i)}`,
      authorized_by: 'Director/CEO (FIU)',
      authorized_on: created.toISOString().slice(0, 10),
      attachments: [{ attachment: file, attachment_type: 'report' }],
    };
    await ctx.tx.query(
      `INSERT INTO intelligence_reports (id, report_title, report_type, internal_reference, external_reference, domain, disseminated,
         disseminated_on, disseminated_by, downloaded, has_interim_feedback, has_final_feedback, created_by, modified_by, created, modified, data)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14, $15, $16) ON CONFLICT DO NOTHING`,
      [
        id, r.title, r.type, reference, data.external_reference, r.domain, disseminatedOn !== null, disseminatedOn,
        disseminatedOn ? analyst : null, r.downloaded ?? false, r.interim ?? false, r.final ?? false, analyst, created,
        disseminatedOn ?? created, JSON.stringify(data),
      ],
    );
  }
};
