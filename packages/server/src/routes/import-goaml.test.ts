import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goamlHandler } from '../imports/goaml/handler.js';
import { fixturePath, goamlContext } from '../imports/goaml/test/context.js';
import { makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';

let db: TestDb;
let t: TestApp;
let analyst: Signed;
let outsider: Signed;
const SUBJECT = randomUUID();

beforeAll(async () => {
  db = await openTestDb({ seed: true });
  t = await makeApp(db);
  analyst = await signIn(t, 'analyst', 'fiu');
  outsider = await signIn(t, 'ceo', 'eca');
  await db.query(
    `INSERT INTO subjects (id, suspectid, surname, othernames, status, domain, created, modified, data) VALUES ($1, 'GOAML-U-1', 'BELLO', 'Aisha', 'approved', 'fiu', now(), now(), $2)`,
    [SUBJECT, JSON.stringify({ id_types: [{ idtype: 'O', idnumber: '22287654321' }] })],
  );
});
afterAll(async () => {
  await t?.cleanup();
  await db?.close();
});

function upload(bytes: Uint8Array<ArrayBuffer> | string, who: Signed = analyst, name = 'report.xml') {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  return t.app.request('/api/import/goaml', { method: 'POST', body: form, headers: who.headers });
}
const fixture = (name: string) => new Uint8Array(readFileSync(fixturePath(name)));

describe('POST /api/import/goaml', () => {
  it('queues a goAML report; once imported its transactions come back from getGoamlStatement', async () => {
    const res = await upload(fixture('ctr-zenith.xml'), analyst, 'ctr.xml');
    expect(res.status).toBe(202);
    const accepted = (await res.json()) as { result: string; import_id: string };
    expect(accepted.result).toBe('goAML report received: CTR ZEN-CTR-2024-0311, 3 transactions; 2 incomplete, to be listed as refused. Importing now.');
    const job = await db.query<{ kind: string; status: string; stored_file: string; file_name: string }>('SELECT kind, status, stored_file, file_name FROM imports WHERE id = $1', [accepted.import_id]);
    expect(job.rows[0]).toMatchObject({ kind: 'goaml', status: 'queued', file_name: 'ctr.xml' });
    expect(existsSync(job.rows[0]!.stored_file)).toBe(true);

    // What the job runner does with the queued row: the goAML handler on the stored file.
    const { ctx, counted } = await goamlContext(db, job.rows[0]!.stored_file);
    await goamlHandler({ ...ctx, job: { ...ctx.job, id: accepted.import_id } });
    expect(counted).toMatchObject({ stored: 3, refused: 2 });

    const statement = await t.app.request('/api/analysis/goaml?Suspect=GOAML-U-1', { headers: analyst.headers });
    expect(statement.status).toBe(200);
    const { Statement } = (await statement.json()) as { Statement: Array<Record<string, unknown>> };
    expect(Statement.map((r) => [r.TransactionNumber, r.Direction, r.LocalAmount])).toEqual([
      ['ZEN-CSH-88001', 'IN', '5500000.00'],
      ['ZEN-CSH-88002', 'OUT', '5000000.00'],
    ]);
  });

  it('answers the first job for the same file sent again, adding nothing', async () => {
    const first = await upload(fixture('str-gtbank.xml'));
    const { import_id } = (await first.json()) as { import_id: string };
    const again = await upload(fixture('str-gtbank.xml'));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ result: 'This goAML file was imported before: nothing was added', import_id });
    expect((await db.query("SELECT 1 FROM imports WHERE kind = 'goaml' AND file_name = 'report.xml'")).rows).toHaveLength(1);
  });

  it('refuses a hostile or foreign file at once, with the reason, queuing nothing', async () => {
    const before = (await db.query('SELECT count(*)::int AS n FROM imports')).rows[0];
    const xxe = await upload('<?xml version="1.0"?><!DOCTYPE report [<!ENTITY x SYSTEM "file:///etc/passwd">]><report>&x;</report>');
    expect(xxe.status).toBe(400);
    expect(await xxe.json()).toMatchObject({ error: 'file: goAML report refused: the file declares a DTD (<!DOCTYPE>), which goAML reports never carry' });
    const png = await upload(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), analyst, 'report.xml');
    expect(await png.json()).toMatchObject({ error: 'file: goAML report refused: the file is not XML' });
    const html = await upload('<html><body>hello</body></html>');
    expect(await html.json()).toMatchObject({ error: 'file: goAML report refused: the root element is <html>, not a goAML <report>' });
    const broken = await upload('<report><rentity_id>1</rentity_id>');
    expect(broken.status).toBe(400);
    expect((await db.query('SELECT count(*)::int AS n FROM imports')).rows[0]).toEqual(before);
  });

  it('asks for the file when none is sent', async () => {
    const res = await t.app.request('/api/import/goaml', { method: 'POST', body: new FormData(), headers: analyst.headers });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'file: Choose a goAML XML file' });
    const json = await t.app.request('/api/import/goaml', { method: 'POST', body: '{}', headers: { ...analyst.headers, 'Content-Type': 'application/json' } });
    expect(json.status).toBe(400);
  });

  it('is the central unit’s only', async () => {
    const res = await upload(fixture('str-gtbank.xml'), outsider);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Permission Denied' });
  });
});
