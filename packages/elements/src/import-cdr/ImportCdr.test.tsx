// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG, type SignedInUser } from '@fiu/core';
import { CDR_MAPPING_TARGETS } from '@fiu/core/refdata/analysisLists';
import { alertText, button, field, fieldError, mountElement, type, waitFor, type Mounted } from '../test/harness';
import { chooseFile, imageInput, png, previewOf, sheetFile, sheetInput } from '../test/imports';
import { freshPage, startServer, type ElementTestServer } from '../test/server';
import { importCdrDescriptor } from './descriptor';

let server: ElementTestServer;
let analyst: SignedInUser;
const load = () => import('./ImportCdr');

beforeAll(async () => {
  server = await startServer();
  analyst = await server.signIn('analyst@fiu');
  await load();
});
afterAll(() => server.close());
beforeEach(() => freshPage(server, analyst));

const HEADERS = ['MSISDN', 'B_NUMBER', 'CALL_DATE', 'DURATION', 'CALL_TYPE'];
const rowsOf = (n: number) => [HEADERS, ...Array.from({ length: n }, (_, i) => [`0803${String(i).padStart(7, '0')}`, '08091234567', `2024-03-${String((i % 28) + 1).padStart(2, '0')} 10:00:00`, String(30 + i), 'MOC'])];

const tab = (root: ShadowRoot, label: string) => {
  const t = [...root.querySelectorAll('[role="tab"]')].find((x) => x.textContent === label) as HTMLElement;
  t.click();
};

const mount = () => mountElement(importCdrDescriptor, load);

/** Fill the file form's required values (file, phone, names, gender, DOB, image). */
async function fillFileForm(m: Mounted): Promise<void> {
  chooseFile(sheetInput(m.root), sheetFile(rowsOf(3), 'mtn.xlsx'));
  await waitFor(() => expect(previewOf(m.root).headers).toEqual(HEADERS));
  type(field(m.root, 'Phone Number'), '08031234567');
  type(field(m.root, 'First Name'), 'Musa');
  type(field(m.root, 'Last Name'), 'Bello');
  type(field(m.root, 'Gender') as unknown as HTMLSelectElement, 'Male');
  type(field(m.root, 'DOB'), '1980-05-17');
  chooseFile(imageInput(m.root), png());
  await waitFor(() => expect(m.root.querySelector('img[alt="KYC image"]')).not.toBeNull());
}

describe('fiu-import-cdr: the file form', () => {
  it("says 'Phone Number,First Name, Last Name, Gender DOB, Image must be filled!!!!' with nothing filled, and sends nothing", async () => {
    const m = await mount();
    expect(m.root.querySelector('h1')?.textContent).toBe('Import call records');
    button(m.root, 'Upload').click();
    await waitFor(() => expect(alertText(m.root)).toBe(MSG.cdrImportRequired));
    expect(alertText(m.root)).toBe('Phone Number,First Name, Last Name, Gender DOB, Image must be filled!!!!');
    expect(fieldError(m.root, 'First Name')).toBe(MSG.cdrImportRequired);
    expect(server.requests.filter((r) => r.path.startsWith('/api/import'))).toHaveLength(0);
  });

  it('previews the first 11 rows of a real .xlsx and of a CSV in a table', async () => {
    const m = await mount();
    chooseFile(sheetInput(m.root), sheetFile(rowsOf(40), 'big.xlsx'));
    await waitFor(() => expect(previewOf(m.root).headers).toEqual(HEADERS));
    expect(previewOf(m.root).rows).toHaveLength(10);
    expect(previewOf(m.root).rows[0]).toEqual(['08030000000', '08091234567', '2024-03-01 10:00:00', '30', 'MOC']);
    const csv = rowsOf(20).map((r) => r.join(',')).join('\r\n');
    chooseFile(sheetInput(m.root), new File([csv], 'calls.csv', { type: 'text/csv' }));
    await waitFor(() => expect(m.root.querySelector('.fiu-sheet__table caption')?.textContent).toContain('calls.csv'));
    expect(previewOf(m.root).rows).toHaveLength(10);
    chooseFile(sheetInput(m.root), new File(['x'], 'notes.txt'));
    await waitFor(() => expect(m.root.textContent).toContain('Choose an Excel (.xls, .xlsx) or CSV file.'));
    expect(m.root.querySelector('.fiu-sheet__table')).toBeNull();
  });

  it('refills the LGAs when a state is chosen', async () => {
    const m = await mount();
    const lga = () => [...(field(m.root, 'LGA') as unknown as HTMLSelectElement).options].map((o) => o.textContent);
    await waitFor(() => expect((field(m.root, 'State') as unknown as HTMLSelectElement).options.length).toBeGreaterThan(30)); // the lists load on demand
    type(field(m.root, 'State') as unknown as HTMLSelectElement, 'Kano');
    await waitFor(() => expect(lga()).toContain('Fagge (Kano)'));
    expect(lga()).not.toContain('Ikeja (Lagos)');
    type(field(m.root, 'LGA') as unknown as HTMLSelectElement, 'Fagge');
    type(field(m.root, 'State') as unknown as HTMLSelectElement, 'Lagos');
    await waitFor(() => expect(lga()).toContain('Ikeja (Lagos)'));
    expect((field(m.root, 'LGA') as unknown as HTMLSelectElement).value).toBe(''); // Kano's LGA is cleared
  });

  it('fills the bio fields from the Suspect chosen among 5 results', async () => {
    const subjects = Array.from({ length: 5 }, (_, i) => ({ id: `s${i}`, suspectid: `FIU-${i}`, othernames: `Musa${i}`, surname: 'Bello', gender: 'male', telephones: [{ telephone: `0803000000${i}` }] }));
    server.answerNext('GET /api/suspectlookup', { status: 200, json: { results: subjects, count: 5 } });
    const m = await mount();
    type(field(m.root, 'Suspect'), 'Bel');
    await waitFor(() => expect(m.root.querySelectorAll('[role="option"]')).toHaveLength(5));
    expect(Object.fromEntries(server.of('GET', '/api/suspectlookup')[0]!.query)).toMatchObject({ search: 'Bel', limit: '5' });
    (m.root.querySelectorAll('[role="option"]')[2] as HTMLElement).click();
    await waitFor(() => expect(field(m.root, 'First Name').value).toBe('Musa2'));
    expect(field(m.root, 'Last Name').value).toBe('Bello');
    expect(field(m.root, 'Phone Number').value).toBe('08030000002');
    expect((field(m.root, 'Gender') as unknown as HTMLSelectElement).value).toBe('Male');
    expect(field(m.root, 'Suspect').value).toBe('Musa2 Bello');
  });

  it('uploads, shows the answer and the progress; a refusal shows the server text and keeps the values', async () => {
    const m = await mount();
    await fillFileForm(m);
    server.answerNext('POST /api/importcdr', { status: 400, json: { error: MSG.fileNotUploaded } });
    button(m.root, 'Upload').click();
    await waitFor(() => expect(alertText(m.root)).toBe('File not uploaded check Excel headers'));
    expect(field(m.root, 'First Name').value).toBe('Musa');
    expect(previewOf(m.root).headers).toEqual(HEADERS);

    server.answerNext('POST /api/importcdr', { status: 202, json: { result: MSG.cdrImportStarted, import_id: 'job-9' } });
    server.answerNext('GET /api/imports/job-9', { status: 200, json: { id: 'job-9', kind: 'cdr', registry: null, status: 'done', file_name: 'mtn.xlsx', rows_read: 3, rows_stored: 3, rows_duplicate: 0, rows_refused: 0, rows_total: 3, quality: [], error: null, created: '', started: null, finished: null } }, Infinity);
    button(m.root, 'Upload').click();
    await waitFor(() => expect(m.root.querySelector('[part="notice"]')?.textContent).toBe('CDR record has been added to the thread an email will be sent to you about the progress!!!'));
    await waitFor(() => expect(m.root.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('100'));
    const sent = server.of('POST', '/api/importcdr').at(-1)!;
    expect(String(sent.headers['content-type'])).toContain('multipart/form-data');
    const body = sent.body!.toString('latin1');
    for (const name of ['file_field', 'phone_Number', 'First_Name', 'Last_Name', 'Gender', 'DOB', 'image', 'user_email']) expect(body).toContain(`name="${name}"`);
    expect(body).not.toContain('name="$');
  });
});

describe('fiu-import-cdr: map columns', () => {
  it('presets each target field from the proposal, shows why, lets the user change it, and uploads with the source name', async () => {
    server.answerNext('POST /api/import/mapping/propose', {
      status: 200,
      json: { mapping: { originating_number: 'MSISDN', terminating_number: 'B_NUMBER', cdr_ts: 'CALL_DATE', call_duration: 'NOPE' }, source: 'MTN', template_id: null, confidence: { originating_number: 'layout', terminating_number: 'layout', cdr_ts: 0.82, call_duration: 0.5 } },
    });
    const m = await mount();
    tab(m.root, 'Map columns');
    await waitFor(() => expect(sheetInput(m.root)).not.toBeNull());
    chooseFile(sheetInput(m.root), sheetFile(rowsOf(3), 'mtn.xlsx'));
    await waitFor(() => expect(m.root.querySelector('.fiu-map__table')).not.toBeNull());
    expect(server.of('POST', '/api/import/mapping/propose')[0]!.json).toEqual({ kind: 'cdr', headers: HEADERS });
    const select = (label: string) => field(m.root, label) as unknown as HTMLSelectElement;
    const first = CDR_MAPPING_TARGETS.find((t) => t.value === 'originating_number')!.label;
    const ts = CDR_MAPPING_TARGETS.find((t) => t.value === 'cdr_ts')!.label;
    const duration = CDR_MAPPING_TARGETS.find((t) => t.value === 'call_duration')!.label;
    expect(m.root.querySelectorAll('.fiu-map__table tbody tr')).toHaveLength(CDR_MAPPING_TARGETS.length);
    expect(select(first).value).toBe('MSISDN');
    expect(select(ts).value).toBe('CALL_DATE');
    expect(select(duration).value).toBe(''); // the proposal named a column the file does not have
    const why = (label: string) => select(label).closest('tr')!.querySelector('.fiu-map__why')!.textContent;
    expect(why(first)).toBe('Known layout (MTN)');
    expect(why(ts)).toBe('Similar header (82%)');
    expect(field(m.root, 'Source name').value).toBe('MTN');
    type(select(duration), 'DURATION');
    expect(why(duration)).toBe('Your choice');
    type(field(m.root, 'Source name'), 'MTN Lagos');

    server.answerNext('PUT /api/cdr', { status: 202, json: { result: MSG.cdrImportStarted, import_id: 'job-m' } });
    server.answerNext('GET /api/imports/job-m', { status: 200, json: { id: 'job-m', kind: 'cdr', registry: null, status: 'running', file_name: 'mtn.xlsx', rows_read: 1, rows_stored: 1, rows_duplicate: 0, rows_refused: 0, rows_total: 3, quality: [], error: null, created: '', started: null, finished: null } }, Infinity);
    button(m.root, 'Upload with this mapping').click();
    await waitFor(() => expect(m.root.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('33'));
    const body = server.of('PUT', '/api/cdr')[0]!.body!.toString('latin1');
    expect(body).toContain('name="source"\r\n\r\nMTN Lagos');
    const json = /name="mapping"\r\n\r\n(.*)\r\n/.exec(body)![1]!;
    expect(JSON.parse(json)).toEqual({ originating_number: 'MSISDN', terminating_number: 'B_NUMBER', cdr_ts: 'CALL_DATE', call_duration: 'DURATION' });
  });
});

describe('fiu-import-cdr against the real server', () => {
  it("presets the mapping of the public Vega sample's headers from the server's proposal", async () => {
    const VEGA = ['A Number', 'B Number', 'IMSI', 'IMEI', 'Start Time', 'INBOUND_OUTBOUND_IND', 'Call_Network_Volume', 'Latitude', 'Longitude', 'CALL_TYPE', 'Location'];
    const m = await mount();
    tab(m.root, 'Map columns');
    await waitFor(() => expect(sheetInput(m.root)).not.toBeNull());
    chooseFile(sheetInput(m.root), new File([`${VEGA.join(',')}\n923310000000,933402000000,1,2,01/05/2022 20:10,OUTGOING,29,37.6,53.4,CALL,Road`], 'CDR.csv', { type: 'text/csv' }));
    await waitFor(() => expect(m.root.querySelector('.fiu-map__table')).not.toBeNull());
    const answer = server.of('POST', '/api/import/mapping/propose')[0]!.answer!;
    expect(answer.status).toBe(200);
    const label = (v: string) => CDR_MAPPING_TARGETS.find((t) => t.value === v)!.label;
    const select = (v: string) => field(m.root, label(v)) as unknown as HTMLSelectElement;
    expect(select('originating_number').value).toBe('A Number');
    expect(select('terminating_number').value).toBe('B Number');
    expect(select('cdr_ts').value).toBe('Start Time');
    expect(select('originating_number').closest('tr')!.querySelector('.fiu-map__why')!.textContent).not.toBe('');
  });

  it('finds subjects of the seed by name for the Suspect picker', async () => {
    const m = await mount();
    type(field(m.root, 'Suspect'), 'a');
    type(field(m.root, 'Suspect'), 'ad');
    await waitFor(() => expect(server.of('GET', '/api/suspectlookup').at(-1)?.answer?.status).toBe(200));
    const options = m.root.querySelectorAll('[role="listbox"] [role="option"]');
    expect(options.length).toBeLessThanOrEqual(5);
  });
});

describe('fiu-import-cdr: manual entry', () => {
  it('requires phone, names, gender and crime, then sends them', async () => {
    const m = await mount();
    tab(m.root, 'Manual entry');
    await waitFor(() => expect(button(m.root, 'Save call record')).toBeTruthy());
    button(m.root, 'Save call record').click();
    await waitFor(() => expect(fieldError(m.root, 'Crime')).toBe(MSG.required));
    expect(fieldError(m.root, 'Phone Number')).toBe(MSG.required);
    expect(fieldError(m.root, 'Middle Name')).toBe('');
    type(field(m.root, 'Phone Number'), '08031234567');
    type(field(m.root, 'First Name'), 'Musa');
    type(field(m.root, 'Last Name'), 'Bello');
    type(field(m.root, 'Gender') as unknown as HTMLSelectElement, 'Male');
    type(field(m.root, 'Crime') as unknown as HTMLSelectElement, 'Kidnapping');
    server.answerNext('POST /api/import/cdr/manual', { status: 201, json: { result: MSG.cdrImportStarted, import_id: 'job-x' } });
    server.answerNext('GET /api/imports/job-x', { status: 200, json: { id: 'job-x', kind: 'cdr_manual', registry: null, status: 'done', file_name: null, rows_read: 1, rows_stored: 1, rows_duplicate: 0, rows_refused: 0, rows_total: 1, quality: [], error: null, created: '', started: null, finished: null } }, Infinity);
    button(m.root, 'Save call record').click();
    await waitFor(() => expect(m.root.querySelector('[part="notice"]')?.textContent).toBe(MSG.cdrImportStarted));
    expect(server.of('POST', '/api/import/cdr/manual')[0]!.json).toEqual({ phone_Number: '08031234567', First_Name: 'Musa', Last_Name: 'Bello', Gender: 'Male', Crime: 'Kidnapping' });
  });
});
