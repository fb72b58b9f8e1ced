import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../core.js';
import { jsonPost, makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';

let db: TestDb;
let t: TestApp;
let analyst: Signed;
let viewer: Signed;
let outsider: Signed;
let subjectId: string;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

export function xlsx(rows: unknown[][]): Uint8Array<ArrayBuffer> {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

const CDR_ROWS = [
  ['A Number', 'B Number', 'Start Time', 'Duration', 'CALL_TYPE'],
  ['08031234567', '08039876543', '2024-03-01 10:00:00', '60', 'OUTGOING'],
];
const STATEMENT_ROWS = [
  ['Trans Date', 'Value Date', 'Narration', 'Debit', 'Credit', 'Balance'],
  ['01/03/2024', '01/03/2024', 'NIP TRF FROM JOHN DOE', '', '1,000.00', '1,000.00'],
];

function cdrForm(over: Record<string, string | Blob | null> = {}): FormData {
  const f = new FormData();
  const fields: Record<string, string | Blob | null> = {
    file_field: new File([xlsx(CDR_ROWS)], 'calls.xlsx'),
    phone_Number: '08031234567',
    First_Name: 'Musa',
    Last_Name: 'Bello',
    Gender: 'Male',
    DOB: '1980-01-02',
    Suspect: subjectId,
    image: new File([PNG], 'kyc.png'),
    ...over,
  };
  for (const [k, v] of Object.entries(fields)) if (v !== null) f.append(k, v);
  return f;
}

function statementForm(over: Record<string, string | Blob | null> = {}): FormData {
  const f = new FormData();
  const fields: Record<string, string | Blob | null> = {
    file_field: new File([xlsx(STATEMENT_ROWS)], 'statement.xlsx'),
    Suspect: subjectId,
    First_Name: 'Musa',
    Last_Name: 'Bello',
    Gender: 'Male',
    DOB: '1980-01-02',
    Account_Number: '0123456789',
    BVN: '22212345678',
    Bank_Name: 'Zenith Bank',
    Account_Holder: 'Individual',
    Account_Type: 'Savings',
    Currency: 'Naira',
    BVN_Photo: new File([PNG], 'bvn.png'),
    ...over,
  };
  for (const [k, v] of Object.entries(fields)) if (v !== null) f.append(k, v);
  return f;
}

const getJson = async (path: string, who: Signed): Promise<unknown> => (await t.app.request(`/api${path}`, { headers: who.headers })).json();
const post = (path: string, who: Signed, body: FormData, method = 'POST') => t.app.request(`/api${path}`, { method, headers: who.headers, body });
const uploads = async () => (await readdir(join(t.filesDir, 'imports')).catch(() => [])).length;

beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  analyst = await signIn(t, 'analyst', 'fiu');
  viewer = await signIn(t, 'viewer', 'fiu');
  outsider = await signIn(t, 'entry', 'eca');
  subjectId = randomUUID();
  await db.query(
    "INSERT INTO subjects (id, suspectid, surname, othernames, status, domain, created, modified, data) VALUES ($1, 'SUS-IMPORT-1', 'Bello', 'Musa', 'Approved', 'fiu', now(), now(), '{}')",
    [subjectId],
  );
});
afterAll(async () => {
  await t.cleanup();
  await db.close();
});

describe('import routes: central unit only', () => {
  it.each([
    ['POST', '/import/cdr'],
    ['POST', '/importcdr'],
    ['POST', '/import/statement'],
    ['PUT', '/cdr'],
    ['POST', '/import/cdr/manual'],
    ['GET', '/imports'],
    ['GET', `/imports/${randomUUID()}`],
    ['GET', `/imports/${randomUUID()}/refused`],
  ])('%s %s refuses a partner organisation with Permission Denied', async (method, path) => {
    const res = await t.app.request(`/api${path}`, { method, headers: outsider.headers, ...(method === 'GET' ? {} : { body: new FormData() }) });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Permission Denied' });
  });
});

describe('POST /importcdr, /import/cdr', () => {
  it('missing fields: the form’s one message, to the letter', async () => {
    const res = await post('/importcdr', analyst, cdrForm({ phone_Number: null, image: null }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; errors: Record<string, string[]> };
    expect(body.errors.phone_Number).toEqual([MSG.cdrImportRequired]);
    expect(body.errors.image).toEqual([MSG.cdrImportRequired]);
    expect(await uploads()).toBe(0);
  });

  it('the workspace with no file: SELECT CALL DETAIL RECORD …', async () => {
    const res = await post('/import/cdr', analyst, cdrForm({ file_field: null }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('SELECT CALL DETAIL RECORD (XLS)  FILE BEFORE UPLOADING!!!!');
  });

  it('headers that do not fit: the Excel message on the screen, the XLS one in the workspace; nothing kept', async () => {
    const bad = new File([xlsx([['Foo', 'Bar'], ['1', '2']])], 'calls.xlsx');
    const screen = await post('/importcdr', analyst, cdrForm({ file_field: bad }));
    expect(screen.status).toBe(400);
    expect(((await screen.json()) as { error: string }).error).toBe('File not uploaded check Excel headers');
    const workspace = await post('/import/cdr', analyst, cdrForm({ file_field: bad }));
    expect(((await workspace.json()) as { error: string }).error).toBe('File not uploaded check XLS headers');
    expect(await uploads()).toBe(0);
  });

  it('a file that is not a spreadsheet by its bytes is refused whatever its name', async () => {
    const res = await post('/importcdr', analyst, cdrForm({ file_field: new File([PNG], 'calls.xlsx') }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(MSG.fileType);
  });

  it('queues the job and answers the §8 text with its id; links the subject and its phone; the image is media', async () => {
    const res = await post('/importcdr', analyst, cdrForm());
    expect(res.status).toBe(202);
    const body = (await res.json()) as { result: string; import_id: string };
    expect(body.result).toBe('CDR record has been added to the thread an email will be sent to you about the progress!!!');
    const job = await db.query('SELECT kind, status, subject_id, file_name, stored_file, form FROM imports WHERE id = $1', [body.import_id]);
    expect(job.rows[0]).toMatchObject({ kind: 'cdr', status: 'queued', subject_id: subjectId, file_name: 'calls.xlsx' });
    expect(String(job.rows[0]!.stored_file)).toContain(join(t.filesDir, 'imports'));
    const phones = await db.query("SELECT phone FROM subject_phones WHERE subject_id = $1 AND source = 'import'", [subjectId]);
    expect(phones.rows).toEqual([{ phone: '2348031234567' }]);
    const sub = await db.query('SELECT names FROM phone_subscribers WHERE phone_number = $1', ['2348031234567']);
    expect(sub.rows).toEqual([{ names: 'Musa Bello' }]);
    const photo = (job.rows[0]!.form as { photo: string }).photo;
    const media = await db.query('SELECT mime, record_id FROM media_files WHERE name = $1', [photo]);
    expect(media.rows).toEqual([{ mime: 'image/png', record_id: subjectId }]);

    // The same file for the same subject again: the same job, nothing added.
    const again = await post('/importcdr', analyst, cdrForm());
    expect(again.status).toBe(200);
    expect(((await again.json()) as { import_id: string }).import_id).toBe(body.import_id);
    const n = await db.query("SELECT count(*)::int AS n FROM imports WHERE kind = 'cdr' AND subject_id = $1", [subjectId]);
    expect(n.rows[0]).toEqual({ n: 1 });
  });

  it('an unknown Suspect is a 400 naming the field', async () => {
    const res = await post('/importcdr', analyst, cdrForm({ Suspect: 'SUS-NOBODY' }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string[]> }).errors.Suspect).toEqual(['Unknown subject']);
  });

  it('a body that is not multipart is a clear 400', async () => {
    const res = await t.app.request('/api/importcdr', jsonPost({ phone_Number: '1' }, analyst.headers));
    expect(res.status).toBe(400);
  });
});

describe('POST /import/statement', () => {
  it('missing fields: the statement message', async () => {
    const res = await post('/import/statement', analyst, statementForm({ Account_Number: null, BVN_Photo: null }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(body.errors.Account_Number).toEqual([MSG.statementImportRequired]);
  });

  it('creates or finds the account by number and bank, links it to the subject, answers the statement text', async () => {
    const res = await post('/import/statement', analyst, statementForm());
    expect(res.status).toBe(202);
    const body = (await res.json()) as { result: string; import_id: string };
    expect(body.result).toBe('Bank Statement has been added to the thread an email will be sent to you about the progress!!!');
    const acc = await db.query(
      'SELECT a.id, a.bank_code, a.bvn, a.currency, i.account_id FROM accounts a JOIN subject_accounts s ON s.account_id = a.id JOIN imports i ON i.account_id = a.id WHERE s.subject_id = $1 AND i.id = $2',
      [subjectId, body.import_id],
    );
    expect(acc.rows).toHaveLength(1);
    expect(acc.rows[0]).toMatchObject({ bvn: '22212345678', currency: 'NGN' });
    expect(acc.rows[0]!.bank_code).not.toBeNull();
    // Another statement of the same account: the same account row.
    const other = statementForm({ file_field: new File([xlsx([...STATEMENT_ROWS, ['02/03/2024', '02/03/2024', 'POS PURCHASE', '500.00', '', '500.00']])], 's2.xlsx') });
    expect((await post('/import/statement', analyst, other)).status).toBe(202);
    const n = await db.query("SELECT count(*)::int AS n FROM accounts WHERE account_number = '0123456789'");
    expect(n.rows[0]).toEqual({ n: 1 });
  });
});

describe('PUT /cdr (the mapping flow)', () => {
  const mapped = (mapping: unknown, file: Blob = new File([xlsx(CDR_ROWS)], 'mapped.xlsx')) => {
    const f = new FormData();
    f.append('file', file);
    f.append('mapping', typeof mapping === 'string' ? mapping : JSON.stringify(mapping));
    return f;
  };

  it('a mapping to a column the file does not have: File not uploaded check Excel headers', async () => {
    const res = await post('/cdr', analyst, mapped({ originating_number: 'Caller', cdr_ts: 'Start Time' }), 'PUT');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(MSG.fileNotUploaded);
  });

  it('an unknown target or a mapping that is not JSON is a 400 naming it', async () => {
    const res = await post('/cdr', analyst, mapped({ favourite_colour: 'A Number' }), 'PUT');
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(MSG.unknownField);
    expect((await post('/cdr', analyst, mapped('{not json'), 'PUT')).status).toBe(400);
  });

  it('queues the file with its confirmed mapping, kept as a template for its source', async () => {
    const form = mapped({ originating_number: 'A Number', terminating_number: 'B Number', cdr_ts: 'Start Time' });
    form.append('source', 'Telco X');
    const res = await post('/cdr', analyst, form, 'PUT');
    expect(res.status).toBe(202);
    const { import_id } = (await res.json()) as { import_id: string };
    const job = await db.query('SELECT mapping FROM imports WHERE id = $1', [import_id]);
    expect(job.rows[0]!.mapping).toEqual({ originating_number: 'A Number', terminating_number: 'B Number', cdr_ts: 'Start Time' });
    const tpl = await db.query("SELECT source, headers_key FROM mapping_templates WHERE kind = 'cdr'");
    expect(tpl.rows).toEqual([{ source: 'Telco X', headers_key: 'a number|b number|start time|duration|call_type' }]);
  });
});

describe('POST /import/cdr/manual', () => {
  it('required fields: the general message', async () => {
    const res = await t.app.request('/api/import/cdr/manual', jsonPost({ phone_Number: '08030000001' }, analyst.headers));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(['Crime', 'First_Name', 'Gender', 'Last_Name']);
  });

  it('stores the subscriber at once; the job is born done', async () => {
    const res = await t.app.request(
      '/api/import/cdr/manual',
      jsonPost({ phone_Number: '0803 000 0001', First_Name: 'Ada', Last_Name: 'Obi', Gender: 'Female', Crime: 'Kidnapping' }, analyst.headers),
    );
    expect(res.status).toBe(202);
    const { import_id, result } = (await res.json()) as { import_id: string; result: string };
    expect(result).toBe(MSG.cdrImportStarted);
    const job = (await getJson(`/imports/${import_id}`, analyst)) as { status: string; kind: string };
    expect(job).toMatchObject({ status: 'done', kind: 'cdr_manual' });
    const sub = await db.query('SELECT names, gender FROM phone_subscribers WHERE phone_number = $1', ['2348030000001']);
    expect(sub.rows).toEqual([{ names: 'Ada Obi', gender: 'Female' }]);
  });
});

describe('GET /imports, /imports/{id}, /imports/{id}/refused', () => {
  it('lists the user’s own imports, newest first; another user sees none of them', async () => {
    const mine = (await getJson('/imports?limit=50', analyst)) as { results: { created: string }[]; count: number };
    expect(mine.count).toBeGreaterThan(2);
    const created = mine.results.map((r) => r.created);
    expect([...created].sort().reverse()).toEqual(created);
    const theirs = (await getJson('/imports', viewer)) as { count: number };
    expect(theirs.count).toBe(0);
    expect((await t.app.request(`/api/imports/${(mine.results[0] as unknown as { id: string }).id}`, { headers: viewer.headers })).status).toBe(404);
    expect((await t.app.request('/api/imports/not-a-uuid', { headers: analyst.headers })).status).toBe(404);
    expect((await t.app.request('/api/imports?limit=-1', { headers: analyst.headers })).status).toBe(400);
  });

  it('refused rows as CSV: an attachment, formula-looking cells defused', async () => {
    const list = (await getJson('/imports?limit=1', analyst)) as { results: { id: string }[] };
    const id = list.results[0]!.id;
    await db.query(
      `INSERT INTO import_refused_rows (import_id, sheet, row_number, reason, cells) VALUES
        ($1, 'Sheet1', 7, 'cdr_ts: not a date (''31/02/2024'')', $2), ($1, 'Sheet1', 3, 'originating_number: empty', $3)`,
      [id, JSON.stringify(['=HYPERLINK("http://x")', '+234', '-1', '@SUM(A1)', '\tx', 'plain, "quoted"']), JSON.stringify(['', 'b'])],
    );
    const res = await t.app.request(`/api/imports/${id}/refused`, { headers: analyst.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="refused-rows-${id}.csv"`);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toBe('row,sheet,reason,cell 1,cell 2,cell 3,cell 4,cell 5,cell 6');
    expect(lines[1]).toBe('3,Sheet1,originating_number: empty,,b');
    expect(lines[2]).toBe(`7,Sheet1,cdr_ts: not a date ('31/02/2024'),"'=HYPERLINK(""http://x"")",'+234,'-1,'@SUM(A1),'\tx,"plain, ""quoted"""`);
  });
});
