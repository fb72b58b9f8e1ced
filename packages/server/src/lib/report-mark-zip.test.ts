import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';
import { encryptedPdf, makePdf, pdfPageTexts } from '../testing/pdfs.js';
import { PDF, dataUrl, get, post, put } from '../testing/records.js';
import { NOT_MARKED_ENCRYPTED, NOT_MARKED_UNREADABLE } from './report-mark.js';
import type { ManifestFile } from './report-mark-zip.js';

let db: TestDb;
let t: TestApp;
let analyst: Signed, ecaAdmin: Signed;
beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  analyst = await signIn(t, 'analyst', 'fiu');
  ecaAdmin = await signIn(t, 'admin', 'eca');
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** A report for eca with these PDFs, disseminated. */
async function disseminated(reference: string, pdfs: Uint8Array[]): Promise<string> {
  const res = await post(t, analyst, '/api/intelligence', {
    domain: 'eca',
    report_title: 'Marked copies',
    internal_reference: reference,
    attachments: pdfs.map((p, i) => ({ attachment: dataUrl(Buffer.from(p), 'application/pdf'), attachment_type: i === 0 ? 'report' : 'other' })),
  });
  expect(res.status).toBe(201);
  const r = (await res.json()) as { id: string };
  expect((await put(t, analyst, `/api/intelligence/${r.id}`, { ...(await (await get(t, analyst, `/api/intelligence/${r.id}`)).json()), disseminated: true })).status).toBe(200);
  return r.id;
}

async function download(who: Signed, id: string) {
  const res = await get(t, who, `/api/intelligence/download/${id}`);
  expect(res.status).toBe(200);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json'])) as { mark: string; recipient: string; downloaded_at: string; files: ManifestFile[] };
  return { res, files, manifest };
}

describe('GET /api/intelligence/download/{id}: the marked copy', () => {
  it("marks every page of each PDF with the downloader's organisation, time and the report; the manifest verifies both copies", async () => {
    t.clock.set(new Date('2026-11-27T09:30:00Z'));
    const report = await makePdf([{}, {}, { rotate: 90 }]);
    const id = await disseminated('FIU/IR/2026/M1', [report, PDF]);
    const { res, files, manifest } = await download(ecaAdmin, id);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="FIU_IR_2026_M1.zip"');
    expect(Object.keys(files).sort()).toEqual(['FIU_IR_2026_M1-1.pdf', 'FIU_IR_2026_M1-2-other.pdf', 'manifest.json']);
    const mark = 'Economic Crimes Agency · downloaded 27 November 2026, 10:30 WAT · FIU/IR/2026/M1';
    expect(manifest.mark).toBe(mark);
    expect(manifest.recipient).toBe('eca');
    const pages = await pdfPageTexts(files['FIU_IR_2026_M1-1.pdf']!);
    expect(pages).toHaveLength(3);
    for (const [i, text] of pages.entries()) expect(text, `page ${i + 1}`).toContain(mark);

    // Each file: its delivered bytes and the stored original, each with its SHA-256.
    for (const f of manifest.files) expect(sha256(files[f.file]!), f.file).toBe(f.sha256);
    const [marked, unmarked] = manifest.files;
    expect(marked).toMatchObject({ marked: true, pages: 3, original_sha256: sha256(report), original_size: report.length });
    expect(marked!.sha256).not.toBe(marked!.original_sha256);
    // The one-object test PDF has no pages: delivered as stored, with the reason.
    expect(unmarked).toMatchObject({ marked: false, note: NOT_MARKED_UNREADABLE, sha256: sha256(PDF), original_sha256: sha256(PDF) });
    expect(Buffer.from(files['FIU_IR_2026_M1-2-other.pdf']!).equals(PDF)).toBe(true);
  });

  it("names the unit on the unit's own download", async () => {
    const id = await disseminated('FIU/IR/2026/M2', [await makePdf([{}])]);
    const { files, manifest } = await download(analyst, id);
    const unit = (await db.query<{ name: string }>("SELECT name FROM organisations WHERE domain = 'fiu'")).rows[0]!.name;
    expect(manifest.mark.startsWith(`${unit} · downloaded `)).toBe(true);
    expect((await pdfPageTexts(files['FIU_IR_2026_M2-1.pdf']!))[0]).toContain(`${unit} · downloaded`);
  });

  it('delivers an encrypted PDF unmarked with a line in the manifest, never a 500', async () => {
    const locked = await encryptedPdf();
    const id = await disseminated('FIU/IR/2026/M3', [locked]);
    const { files, manifest } = await download(ecaAdmin, id);
    expect(Buffer.from(files['FIU_IR_2026_M3-1.pdf']!).equals(Buffer.from(locked))).toBe(true);
    expect(manifest.files[0]).toMatchObject({ marked: false, note: NOT_MARKED_ENCRYPTED, sha256: sha256(locked) });
  });

  it('refuses a report whose file went missing with a 409 before sending anything', async () => {
    const id = await disseminated('FIU/IR/2026/M4', [await makePdf([{}])]);
    const { rm } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const stored = ((await (await get(t, analyst, `/api/intelligence/${id}`)).json()) as { attachments: { attachment: string }[] }).attachments[0]!.attachment;
    await rm(join(t.filesDir, 'media', stored), { force: true });
    const res = await get(t, ecaAdmin, `/api/intelligence/download/${id}`);
    expect(res.status).toBe(409);
  });
});
