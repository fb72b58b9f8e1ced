// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG, type SignedInUser } from '@fiu/core';
import { alertText, button, field, mountElement, type, waitFor } from '../test/harness';
import { chooseFile, imageInput, png, previewOf, sheetFile, sheetInput } from '../test/imports';
import { freshPage, startServer, type ElementTestServer } from '../test/server';
import { importStatementDescriptor } from './descriptor';
import { bvnInput } from './ImportStatement';

let server: ElementTestServer;
let analyst: SignedInUser;
const load = () => import('./ImportStatement');

beforeAll(async () => {
  server = await startServer();
  analyst = await server.signIn('analyst@fiu');
  await load();
});
afterAll(() => server.close());
beforeEach(() => freshPage(server, analyst));

const HEADERS = ['Transaction_ID', 'Transaction_Date', 'Transaction_Description', 'Inflows', 'Outflows', 'Balance'];
const statement = () => sheetFile([HEADERS, ...Array.from({ length: 15 }, (_, i) => [`T${i}`, `2024-02-${String(i + 1).padStart(2, '0')}`, `TRF FROM ADA ${i}`, '1000.50', '', String(5000 + i)])], 'gtbank.xlsx', 'Statement');
const select = (root: ShadowRoot, label: string) => field(root, label) as unknown as HTMLSelectElement;

describe('fiu-import-statement', () => {
  it("says 'Account Number,Bank Name,First Name, Last Name, Gender DOB, Image must be filled!!!!' with nothing filled", async () => {
    const m = await mountElement(importStatementDescriptor, load);
    expect(m.root.querySelector('h1')?.textContent).toBe('Import bank statement');
    button(m.root, 'Upload').click();
    await waitFor(() => expect(alertText(m.root)).toBe('Account Number,Bank Name,First Name, Last Name, Gender DOB, Image must be filled!!!!'));
    expect(alertText(m.root)).toBe(MSG.statementImportRequired);
    expect(server.requests.filter((r) => r.path.startsWith('/api/import'))).toHaveLength(0);
  });

  it('keeps the BVN to 11 digits, offers the banks and the lists of §3, and refills the LGAs of each state', async () => {
    expect(bvnInput('22-123 456 789 01')).toBe('22123456789');
    const m = await mountElement(importStatementDescriptor, load);
    type(field(m.root, 'BVN'), '2212345678999x');
    await waitFor(() => expect(field(m.root, 'BVN').value).toBe('22123456789'));
    const labels = (l: string) => [...select(m.root, l).options].map((o) => o.textContent);
    expect(labels('Bank Name')).toContain('Guaranty Trust Bank');
    expect(labels('Account Type')).toEqual(['Select', 'Savings', 'Current', 'Dollar', 'Pounds']);
    expect(labels('Currency')).toEqual(['Select', 'Naira', 'Dollar', 'Pounds Sterling', 'Euro', 'Yuan']);
    expect(labels('Account Holder')).toEqual(['Select', 'Individual', 'Entity']);
    await waitFor(() => expect(select(m.root, 'Account Opening State').options.length).toBeGreaterThan(30)); // the lists load on demand
    type(select(m.root, 'Account Opening State'), 'Kano');
    await waitFor(() => expect(labels('Account Opening LGA')).toContain('Fagge (Kano)'));
    expect(labels('Account Opening LGA')).not.toContain('Ikeja (Lagos)');
    expect(labels('Residential LGA')).toContain('Ikeja (Lagos)'); // the other place is still national
  });

  it("keeps what was typed as the tab's draft: a reload (a new mount) brings it back", async () => {
    let m = await mountElement(importStatementDescriptor, load);
    type(field(m.root, 'Account Number'), '0123456789');
    type(field(m.root, 'First Name'), 'Ada');
    type(select(m.root, 'Currency'), 'Naira');
    await waitFor(() => expect(Object.keys(sessionStorage).some((k) => k.endsWith('.import-statement.new'))).toBe(true));
    document.body.replaceChildren();
    m = await mountElement(importStatementDescriptor, load);
    await waitFor(() => expect(field(m.root, 'Account Number').value).toBe('0123456789'));
    expect(field(m.root, 'First Name').value).toBe('Ada');
    expect(select(m.root, 'Currency').value).toBe('Naira');
  });

  it('uploads the statement; a refusal keeps every value and the file, then the started text and the progress', async () => {
    server.answerNext('GET /api/suspectlookup', { status: 200, json: { results: [{ id: 'sub-1', suspectid: 'FIU-1', othernames: 'Ada', surname: 'Obi', gender: 'female' }], count: 1 } });
    const m = await mountElement(importStatementDescriptor, load);
    chooseFile(sheetInput(m.root), statement());
    await waitFor(() => expect(previewOf(m.root).headers).toEqual(HEADERS));
    expect(previewOf(m.root).rows).toHaveLength(10);
    type(field(m.root, 'Suspect'), 'Obi');
    await waitFor(() => expect(m.root.querySelectorAll('[role="option"]')).toHaveLength(1));
    (m.root.querySelector('[role="option"]') as HTMLElement).click();
    await waitFor(() => expect(field(m.root, 'First Name').value).toBe('Ada'));
    expect(select(m.root, 'Gender').value).toBe('Female');
    type(field(m.root, 'DOB'), '1985-01-02');
    type(field(m.root, 'Account Number'), '0123456789');
    type(field(m.root, 'BVN'), '22123456789');
    type(select(m.root, 'Bank Name'), 'Guaranty Trust Bank');
    type(select(m.root, 'Account Holder'), 'Individual');
    type(select(m.root, 'Account Type'), 'Savings');
    type(select(m.root, 'Currency'), 'Naira');
    chooseFile(imageInput(m.root), png('bvn.png'));
    await waitFor(() => expect(m.root.querySelector('img[alt="BVN photo"]')).not.toBeNull());

    server.answerNext('POST /api/import/statement', { status: 400, json: { error: MSG.fileNotUploaded } });
    button(m.root, 'Upload').click();
    await waitFor(() => expect(alertText(m.root)).toBe('File not uploaded check Excel headers'));
    expect(field(m.root, 'Account Number').value).toBe('0123456789');
    expect(select(m.root, 'Bank Name').value).toBe('Guaranty Trust Bank');
    expect(previewOf(m.root).headers).toEqual(HEADERS);

    server.answerNext('POST /api/import/statement', { status: 202, json: { result: MSG.statementImportStarted, import_id: 'st-1' } });
    server.answerNext('GET /api/imports/st-1', { status: 200, json: { id: 'st-1', kind: 'statement', registry: null, status: 'done', file_name: 'gtbank.xlsx', rows_read: 15, rows_stored: 15, rows_duplicate: 0, rows_refused: 0, rows_total: 15, quality: [{ check: 'balance_continuity', count: 1, message: 'Running balance breaks at 1 row (first at row 3)', rows: [3] }], error: null, created: '', started: null, finished: null } }, Infinity);
    button(m.root, 'Upload').click();
    await waitFor(() => expect(m.root.querySelector('[part="notice"]')?.textContent).toBe('Bank Statement has been added to the thread an email will be sent to you about the progress!!!'));
    await waitFor(() => expect(m.root.textContent).toContain('Running balance breaks at 1 row (first at row 3)'));
    await waitFor(() => expect(Object.keys(sessionStorage).some((k) => k.endsWith('.import-statement.new'))).toBe(false));
    const body = server.of('POST', '/api/import/statement').at(-1)!.body!.toString('latin1');
    for (const [name, value] of [['Suspect', 'sub-1'], ['First_Name', 'Ada'], ['Last_Name', 'Obi'], ['BVN', '22123456789'], ['Bank_Name', 'Guaranty Trust Bank'], ['DOB', '1985-01-02']]) {
      expect(body).toContain(`name="${name}"\r\n\r\n${value}\r\n`);
    }
    expect(body).toContain('name="file_field"; filename="gtbank.xlsx"');
    expect(body).toContain('name="BVN_Photo"; filename="bvn.png"');
  });
});
