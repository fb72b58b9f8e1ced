import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImportRunner } from '../imports/jobs/runner.js';
import { DEMO_SUBJECT } from '../imports/registry/test/fixtures.js';
import { REGISTRY_FILES } from '../imports/registry/test/files.js';
import { createOutboxMailer } from '../mail/index.js';
import { makeApp, openTestDb, quietLog, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';
import { create, get, subjectBody } from '../testing/records.js';

let db: TestDb;
let t: TestApp;
let analyst: Signed, outsider: Signed;
let suspectid: string;

beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  analyst = await signIn(t, 'analyst', 'fiu');
  outsider = await signIn(t, 'ceo', 'eca');
  suspectid = (await create(t, analyst, 'suspects', subjectBody({ ...DEMO_SUBJECT, bank_accounts: [] }))).suspectid as string;
});
afterAll(async () => {
  await t?.cleanup();
  await db?.close();
});

function upload(registry: string, text: string | Uint8Array<ArrayBuffer>, who: Signed = analyst, name = `${registry}.csv`) {
  const form = new FormData();
  form.append('file', new Blob([text]), name);
  return t.app.request(`/api/import/registry/${registry}`, { method: 'POST', body: form, headers: who.headers });
}
const runner = () => createImportRunner({ db, mailer: createOutboxMailer(db, () => new Date(), quietLog), clock: () => new Date(), log: quietLog });

describe('POST /api/import/registry/{registry}', () => {
  it('queues each registry file as a job; once imported, the demo subject\'s matches come back with scores and reasons', async () => {
    const ids: string[] = [];
    for (const [registry, text] of Object.entries(REGISTRY_FILES)) {
      const res = await upload(registry, text, analyst, registry === 'ftm' ? 'cac.ftm.json' : `${registry}.csv`);
      expect(res.status, await res.clone().text()).toBe(202);
      ids.push(((await res.json()) as { import_id: string }).import_id);
    }
    const r = runner();
    while (await r.runOnce());
    const jobs = await db.query<{ registry: string; status: string; rows_stored: string; rows_refused: string; error: string | null }>(
      'SELECT registry, status, rows_stored::text, rows_refused::text, error FROM imports WHERE id = ANY($1) ORDER BY registry',
      [ids],
    );
    expect(jobs.rows).toEqual([
      { registry: 'crims', status: 'done', rows_stored: '3', rows_refused: '0', error: null },
      { registry: 'ftm', status: 'done', rows_stored: '4', rows_refused: '0', error: null },
      { registry: 'nin', status: 'done', rows_stored: '3', rows_refused: '0', error: null },
      { registry: 'tax', status: 'done', rows_stored: '2', rows_refused: '0', error: null },
      { registry: 'vehicles', status: 'done', rows_stored: '3', rows_refused: '0', error: null },
    ]);

    const results = async (path: string) => ((await (await get(t, analyst, path)).json()) as { results: Record<string, unknown>[] }).results;
    const seen = (rows: Record<string, unknown>[], key: string) => rows.map((x) => [x[key], x.confidence, x.reasons]);
    expect(seen(await results(`/api/companymatch?suspect_id=${suspectid}`), 'companyName')).toEqual([
      ['Bello Agro Ventures Ltd', 100, ['director Alhaji Musa D. Bello: NIN equal', 'director Alhaji Musa D. Bello: name 0.90 similar, same date of birth', 'RC number equal', 'company name equal']],
      ['Sahel Logistics Nig Ltd', 90, ['director Mohammed Bello: phone equal']],
    ]);
    expect(seen(await results(`/api/vehicles?id=${suspectid}`), 'number_plate')).toEqual([
      ['ABJ123XY', 100, ['number plate equal']],
      ['LAG555AA', 90, ['phone equal']],
      ['KAN001BB', 60, ['name equal']],
    ]);
    expect(seen(await results(`/api/taxdetails?suspect_id=${suspectid}`), 'TIN').map((x) => x[0])).toEqual(['12345678-0001', '22345678-0001']);
    expect(seen(await results(`/api/nin?suspect_id=${suspectid}`), 'nin')).toEqual([
      ['12345678901', 100, ['NIN equal', 'name equal, same date of birth', 'phone equal']],
      ['98765432109', 95, ['name equal, same date of birth']],
    ]);
    expect(seen(await results(`/api/crimsmatch?suspect_id=${suspectid}`), 'crims_number').map((x) => x[0])).toEqual(['CR-001', 'CR-002', 'CR-003']);
  });

  it('the same file again answers the first job and adds nothing', async () => {
    const res = await upload('vehicles', REGISTRY_FILES.vehicles);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ result: 'This file was imported before: nothing was added' });
  });

  it('refuses a file that is not what the registry reads, an unknown registry, no file, and anyone outside the central unit', async () => {
    expect((await upload('ftm', 'a,b\n1,2\n')).status).toBe(400);
    expect((await upload('vehicles', new Uint8Array([0, 1, 2, 3, 0, 0, 0, 9]))).status).toBe(400);
    expect((await upload('cars', 'x')).status).toBe(404);
    const form = new FormData();
    form.append('other', 'x');
    expect((await t.app.request('/api/import/registry/nin', { method: 'POST', body: form, headers: analyst.headers })).status).toBe(400);
    const res = await upload('nin', REGISTRY_FILES.nin, outsider);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Permission Denied' });
  });

  it("a file whose headers do not fit fails its job with 'File not uploaded check Excel headers'", async () => {
    const res = await upload('tax', 'Name,Phone\nMusa,0803\n');
    const { import_id } = (await res.json()) as { import_id: string };
    await runner().runOnce();
    const job = await db.query<{ status: string; error: string }>('SELECT status, error FROM imports WHERE id = $1', [import_id]);
    expect(job.rows[0]).toEqual({ status: 'failed', error: 'File not uploaded check Excel headers' });
  });
});
