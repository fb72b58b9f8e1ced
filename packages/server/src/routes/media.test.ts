import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_REFUSED } from '../lib/media.js';
import { makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';
import { JPEG, PDF, PNG, create, dataUrl, get, put, subjectBody } from '../testing/records.js';
import { NAME_TAKEN, UNSAFE_NAME } from './media.js';

let db: TestDb;
let t: TestApp;
let analyst: Signed, entry: Signed, admin: Signed, cbn: Signed, mission: Signed, forex: Signed;
beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db, { limits: { photoFile: 2048, recordBody: 64 * 1024 } });
  analyst = await signIn(t, 'analyst', 'fiu');
  entry = await signIn(t, 'entry', 'eca');
  admin = await signIn(t, 'admin', 'eca');
  cbn = await signIn(t, 'cbnadmin', 'cbn');
  mission = await signIn(t, 'missionentry', 'mission');
  forex = await signIn(t, 'forex', 'cbn');
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

const upload = (who: Signed | null, name: string, image: unknown) => put(t, who, `/api/upload/${name}`, { image });
const files = async () => readdir(join(t.filesDir, 'media')).catch(() => [] as string[]);

/** Uploads and answers the name the server stored it under. */
const stored = async (who: Signed, name: string, image: unknown): Promise<string> => {
  const res = await upload(who, name, image);
  expect(res.status, name).toBe(200);
  return ((await res.json()) as { filename: string }).filename;
};
const GENERATED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg)$/;

describe('PUT /api/upload/{photograph} (SECURITY.md promise 7: uploads)', () => {
  it('stores a PNG or JPEG under a name the server generates and answers {filename} (issue 7 item 6)', async () => {
    for (const [name, bytes, type, ext] of [['p-1.png', PNG, 'image/png', '.png'], ['p-2.jpg', JPEG, 'image/jpeg', '.jpg'], ['p-3', PNG, 'image/png', '.png']] as const) {
      const filename = await stored(entry, name, dataUrl(bytes, type));
      expect(filename, name).toMatch(GENERATED);
      expect(filename.endsWith(ext), name).toBe(true);
      expect(await readFile(join(t.filesDir, 'media', filename))).toEqual(bytes);
      expect(await files()).not.toContain(name);
      const row = await db.query('SELECT domain, mime, size FROM media_files WHERE name = $1', [filename]);
      expect(row.rows[0]).toEqual({ domain: 'eca', mime: type, size: bytes.length });
    }
  });

  it('judges the type by the bytes: a PDF, HTML, GIF or SVG called image/png is 415', async () => {
    const before = await files();
    for (const bytes of [PDF, Buffer.from('<html><script>alert(1)</script>'), Buffer.from('GIF89a\x01\x00', 'latin1'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]) {
      const res = await upload(entry, 'sneaky.png', dataUrl(bytes, 'image/png'));
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ error: IMAGE_REFUSED, errors: { image: [IMAGE_REFUSED] } });
    }
    // The bytes decide the stored type and extension, not the name or the declared type.
    const filename = await stored(entry, 'really-a-jpeg.png', dataUrl(JPEG, 'image/png'));
    expect(filename).toMatch(/\.jpg$/);
    expect((await db.query('SELECT mime FROM media_files WHERE name = $1', [filename])).rows[0]).toEqual({ mime: 'image/jpeg' });
    expect((await files()).filter((f) => !before.includes(f))).toEqual([filename]);
  });

  it('413 over the photo limit (checked before decoding), 400 for what is not a data URL or extra fields', async () => {
    expect((await upload(entry, 'big.png', dataUrl(Buffer.concat([PNG, Buffer.alloc(3000)])))).status).toBe(413);
    expect((await upload(entry, 'huge.png', `data:image/png;base64,${'A'.repeat(200_000)}`)).status).toBe(413);
    for (const image of ['hello', 'https://evil.example/x.png', 42, null]) expect((await upload(entry, 'x.png', image)).status).toBe(400);
    expect((await put(t, entry, '/api/upload/x.png', { image: dataUrl(PNG), name: 'other.png' })).status).toBe(400);
  });

  it('refuses unsafe names: traversal, encoded traversal, absolute paths, odd characters', async () => {
    const names = ['..', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', '%2e%2e%2fx.png', '%2Fetc%2Fpasswd', 'C%3A%5Cx.png', '.hidden.png', 'a.b.png', 'x.html', 'x.svg', 'x%00.png',
      'x%20y.png', `${'a'.repeat(120)}.png`, '%E2%80%AEgnp.exe', 'con%3A'];
    for (const name of names) {
      const res = await upload(entry, name, dataUrl(PNG));
      expect(res.status, name).toBeGreaterThanOrEqual(400);
      expect(res.status, name).toBeLessThan(500);
      if (res.status === 400) expect(await res.json()).toMatchObject({ error: UNSAFE_NAME });
    }
    const all = await files();
    expect(all.every((f) => /^[A-Za-z0-9][A-Za-z0-9_-]*(\.(png|jpe?g|pdf))?$/.test(f))).toBe(true);
  });

  it('409 for the name of any existing file (a photo, an attachment; any organisation, the own included): nothing is replaced, the refusal is audited', async () => {
    const photo = await stored(entry, 'shared-name.png', dataUrl(PNG));
    const s = await create(t, entry, 'suspects', subjectBody({ attachments: [{ attachment: dataUrl(JPEG, 'image/jpeg') }] }));
    const attachment = String((s.attachments as { attachment: string }[])[0]!.attachment);
    expect(attachment).toMatch(/\.jpg$/);
    for (const name of [photo, attachment]) {
      for (const who of [entry, admin, cbn, analyst]) {
        const res = await upload(who, name, dataUrl(PNG));
        expect(res.status, `${who.domain} ${name}`).toBe(409);
        expect(await res.json()).toEqual({ error: NAME_TAKEN, errors: { name: [NAME_TAKEN] } });
      }
    }
    expect(await readFile(join(t.filesDir, 'media', photo))).toEqual(PNG);
    expect(await readFile(join(t.filesDir, 'media', attachment))).toEqual(JPEG);
    const audit = await db.query("SELECT actor, outcome, target FROM audit_log WHERE action = 'authz.refused' AND target = $1", [attachment]);
    expect(audit.rows).toHaveLength(4);
  });

  it('every replacement of a subject\'s photograph is audited: from which file to which', async () => {
    const first = await stored(entry, 'first.png', dataUrl(PNG));
    const second = await stored(entry, 'second.jpg', dataUrl(JPEG, 'image/jpeg'));
    const s = await create(t, entry, 'suspects', subjectBody({ photograph: first }));
    expect((await put(t, admin, `/api/suspects/${s.id}`, { ...s, photograph: second })).status).toBe(200);
    const audit = await db.query<{ detail: { photograph?: unknown } }>("SELECT detail FROM audit_log WHERE action = 'subject.update' AND target = $1", [s.id]);
    expect(audit.rows.map((r) => r.detail.photograph)).toEqual([{ from: first, to: second }]);
  });

  it('401 without a session; 403 for a user who may not add subjects', async () => {
    expect((await upload(null, 'anon.png', dataUrl(PNG))).status).toBe(401);
    expect((await upload(forex, 'forex.png', dataUrl(PNG))).status).toBe(403);
  });
});

describe('GET /media/{file}', () => {
  let photo: string;
  beforeAll(async () => {
    photo = await stored(entry, 'eca-subject-photo.jpg', dataUrl(JPEG, 'image/jpeg'));
    await create(t, entry, 'suspects', subjectBody({ photograph: photo }));
  });

  it('serves the file with its sniffed type, as an attachment, nosniff, never cached', async () => {
    const res = await get(t, entry, `/media/${photo}`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(JPEG);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${photo}"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('who reads a photo: whoever may read a subject that uses it', async () => {
    for (const who of [entry, admin, analyst, mission]) expect((await get(t, who, `/media/${photo}`)).status, who.domain).toBe(200);
    const res = await get(t, cbn, `/media/${photo}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Not found' });
  });

  it('a photo not used by any record yet: its own organisation only', async () => {
    const name = await stored(entry, 'not-yet-saved.png', dataUrl(PNG));
    expect((await get(t, admin, `/media/${name}`)).status).toBe(200);
    expect((await get(t, mission, `/media/${name}`)).status).toBe(404);
    expect((await get(t, cbn, `/media/${name}`)).status).toBe(404);
  });

  it('401 without a session or with a void token; 404 for missing files and odd names', async () => {
    expect((await get(t, null, `/media/${photo}`)).status).toBe(401);
    expect((await t.app.request(`/media/${photo}`, { headers: { Token: 'forged' } })).status).toBe(401);
    for (const name of ['missing.png', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', 'x%00.png', `${photo}%2F..`]) {
      const res = await get(t, entry, `/media/${name}`);
      expect(res.status, name).toBe(404);
    }
  });

  it('CORS: an allowed origin may read it with its headers (preflight allows Token and Session)', async () => {
    const pre = await t.app.request(`/media/${photo}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://host.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'token,session' },
    });
    expect(pre.status).toBeLessThan(300);
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://host.example');
    const res = await t.app.request(`/media/${photo}`, { headers: { ...entry.headers, Origin: 'https://host.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://host.example');
  });
});
