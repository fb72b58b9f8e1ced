import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import naughty from 'big-list-of-naughty-strings' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, makeApp, openTestDb, type TestApp, type TestDb } from '../testing/index.js';

let db: TestDb;
let t: TestApp;
beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db, { limits: { uploadFile: 64 * 1024, uploadBody: 512 * 1024 } });
});
afterAll(async () => {
  // Bad input must be refused by validation, not caught by the database (and the 4xx safety net).
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const HTML = Buffer.from('<html><script>alert(1)</script></html>');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1');

const dataUrl = (bytes: Buffer, type = 'application/pdf') => `data:${type};base64,${bytes.toString('base64')}`;
const upload = (reports: string[], extra: Record<string, unknown> = {}) =>
  t.app.request('/api/reportupload', jsonPost({ name: 'Concerned Citizen', email: 'citizen@mail.example', reports, domain: 'cbn', ...extra }));
const stored = async () => {
  try {
    return await readdir(join(t.filesDir, 'reportuploads'));
  } catch {
    return [];
  }
};

describe('POST /api/reportupload (SECURITY.md promise 7: uploads)', () => {
  it('201 {ok:true} for PDF, JPEG and PNG, stored under generated names with the right extension', async () => {
    const res = await upload([dataUrl(PDF), dataUrl(JPEG, 'image/jpeg'), dataUrl(PNG, 'image/png')]);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    const names = await stored();
    expect(names).toHaveLength(3);
    for (const n of names) expect(n).toMatch(/^[0-9a-f-]{36}\.(pdf|jpg|png)$/);
    expect(names.map((n) => n.split('.')[1]).sort()).toEqual(['jpg', 'pdf', 'png']);
    const pdf = names.find((n) => n.endsWith('.pdf'))!;
    expect(await readFile(join(t.filesDir, 'reportuploads', pdf))).toEqual(PDF);
    const row = await db.query<{ name: string; email: string; domain: string; files: { name: string }[] }>('SELECT * FROM report_uploads');
    expect(row.rows[0]).toMatchObject({ name: 'Concerned Citizen', email: 'citizen@mail.example', domain: 'cbn' });
    expect(row.rows[0]!.files.map((f) => f.name).sort()).toEqual([...names].sort());
  });

  it('judges the type by magic bytes, not the declared type: 415 for HTML/GIF/EXE even when called PDF', async () => {
    const before = (await stored()).length;
    for (const bytes of [HTML, GIF, EXE, Buffer.from('%PDX-1.4')]) {
      const res = await upload([dataUrl(bytes, 'application/pdf')]);
      expect(res.status).toBe(415);
      expect(await res.json()).toMatchObject({ error: expect.any(String) });
    }
    // A good file next to a bad one: nothing is stored.
    expect((await upload([dataUrl(PDF), dataUrl(HTML)])).status).toBe(415);
    expect((await stored()).length).toBe(before);
  });

  it('the bytes decide the stored type, not the declared one', async () => {
    const before = new Set(await stored());
    expect((await upload([dataUrl(PDF, 'image/png')])).status).toBe(201);
    const added = (await stored()).filter((n) => !before.has(n));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/\.pdf$/);
  });

  it('400 for a declared type the form does not accept (core schema)', async () => {
    expect((await upload([dataUrl(PDF, 'text/html')])).status).toBe(400);
  });

  it('413 for a file over the per-file limit and for a body over the body limit', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(70 * 1024)]);
    const res = await upload([dataUrl(big)]);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: expect.any(String) });
    const huge = await upload(Array.from({ length: 9 }, () => dataUrl(Buffer.concat([PDF, Buffer.alloc(60 * 1024)]))));
    expect(huge.status).toBe(413);
  });

  it('400 for no reports, missing name or e-mail, a non-data-URL, an unknown organisation or unknown fields', async () => {
    const cases: [string[], Record<string, unknown>][] = [
      [[], {}],
      [[dataUrl(PDF)], { name: '' }],
      [[dataUrl(PDF)], { email: 'nope' }],
      [['https://evil.example/x.pdf'], {}],
      [['data:application/pdf;base64,@@@'], {}],
      [[dataUrl(PDF)], { domain: 'nowhere' }],
      [[dataUrl(PDF)], { admin: true }],
    ];
    for (const [reports, extra] of cases) {
      const res = await upload(reports, extra);
      expect(res.status, JSON.stringify(extra) + reports[0]?.slice(0, 30)).toBe(400);
      expect(await res.json()).toMatchObject({ error: expect.any(String) });
    }
  });

  it('naughty strings in name, e-mail and as a report never give a 500', async () => {
    for (const s of naughty as string[]) {
      for (const body of [{ name: s }, { email: s }, { domain: s }]) {
        const res = await upload([dataUrl(PDF)], body);
        expect(res.status, JSON.stringify(body)).toBeLessThan(500);
        await res.arrayBuffer();
      }
      const res = await upload([s]);
      expect(res.status, JSON.stringify(s)).toBeLessThan(500);
    }
  }, 120_000);
});
