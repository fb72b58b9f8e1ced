// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG, configure, resetSharedCore, setOrganisation, type Organisation } from '@fiu/core';
import { alertText, button, field, fieldError, mountElement, type, waitFor } from '../test/harness';
import { startServer, type ElementTestServer } from '../test/server';
import { reportUploadDescriptor } from './descriptor';
import { FILE_TEXT, MAX_FILE_BYTES, checkFile, formatBytes, mimeOf, sniff } from './files';
import { REDIRECT_DELAY_MS } from './ReportUpload';

let server: ElementTestServer;
let organisations: Organisation[];
const load = () => import('./ReportUpload');

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const pdf = (name = 'report.pdf') => new File([PDF], name, { type: 'application/pdf' });

beforeAll(async () => {
  server = await startServer();
  ({ results: organisations } = await server.call<{ results: Organisation[] }>(null, '/api/organisations?pager=default'));
});
afterAll(() => server.close());
beforeEach(async () => {
  document.body.replaceChildren();
  await new Promise((r) => setTimeout(r, 0));
  resetSharedCore();
  localStorage.clear();
  configure({ apiBase: server.origin });
  setOrganisation(organisations.find((o) => o.domain === 'eca')!);
  await server.settle(); // what the test before sent is not this one's
  server.clear();
});

/** Choose files in the hidden file input as a browser would. */
function choose(root: ShadowRoot, files: File[]): void {
  const input = root.querySelector('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const fileNames = (root: ShadowRoot) => [...root.querySelectorAll('.fiu-upload__name')].map((n) => n.textContent);

describe('report files', () => {
  it('accepts .pdf, .jpg, .jpeg and .png by name and by their first bytes', async () => {
    expect(mimeOf('a.PDF')).toBe('application/pdf');
    expect(mimeOf('a.jpeg')).toBe('image/jpeg');
    expect(mimeOf('a.exe')).toBeNull();
    expect(sniff(PNG)).toBe('image/png');
    expect(await checkFile(pdf())).toBeNull();
    expect(await checkFile(new File([PDF], 'fake.png'))).toBe(FILE_TEXT.type('fake.png'));
    expect(await checkFile(new File(['MZ'], 'tool.exe'))).toBe(FILE_TEXT.type('tool.exe'));
    expect(await checkFile(new File([], 'empty.pdf'))).toBe(FILE_TEXT.empty('empty.pdf'));
    const big = new File([PDF], 'big.pdf');
    Object.defineProperty(big, 'size', { value: MAX_FILE_BYTES + 1 });
    expect(await checkFile(big)).toBe(FILE_TEXT.size('big.pdf'));
    expect(formatBytes(2048)).toBe('2.0 KB');
  });
});

describe('fiu-report-upload', () => {
  it('requires name, e-mail and at least one file', async () => {
    const { root } = await mountElement(reportUploadDescriptor, load);
    expect(field(root, 'Name').getAttribute('autocomplete')).toBe('name');
    button(root, 'Upload').click();
    await waitFor(() => expect(fieldError(root, 'Name')).toBe(MSG.required));
    expect(fieldError(root, 'Email address')).toBe(MSG.required);
    expect(root.querySelector('.fiu-upload .fiu-field__error')?.textContent).toBe(FILE_TEXT.none);
    expect(server.requests.filter((s) => s.path === '/api/reportupload')).toHaveLength(0);
  });

  it('lists chosen files with their sizes, refuses other types, and removes one', async () => {
    const { root } = await mountElement(reportUploadDescriptor, load);
    choose(root, [pdf('a.pdf'), new File([PNG], 'scan.png', { type: 'image/png' }), new File(['x'], 'notes.txt')]);
    await waitFor(() => expect(fileNames(root)).toEqual(['a.pdf', 'scan.png']));
    expect(root.textContent).toContain('9 B');
    expect(root.querySelector('.fiu-upload__problems')?.textContent).toBe(FILE_TEXT.type('notes.txt'));
    button(root, 'Remove').click(); // the first one
    await waitFor(() => expect(fileNames(root)).toEqual(['scan.png']));
    expect(root.querySelector('[aria-label="Remove scan.png"]')).not.toBeNull();
  });

  it("uploads the files as data URLs, says 'Report Uploaded Successfully' and goes to /login 1.8 s later", async () => {
    const m = await mountElement(reportUploadDescriptor, load);
    await waitFor(() => expect((field(m.root, 'Organisation') as unknown as HTMLSelectElement).options.length).toBe(organisations.length));
    type(field(m.root, 'Name'), 'Bisi Ade');
    type(field(m.root, 'Email address'), 'bisi@example.org');
    type(field(m.root, 'Organisation') as unknown as HTMLSelectElement, 'fiu');
    choose(m.root, [pdf('str-001.pdf')]);
    await waitFor(() => expect(fileNames(m.root)).toEqual(['str-001.pdf']));
    button(m.root, 'Upload').click();
    await waitFor(() => expect(m.root.querySelector('[part="notice"]')?.textContent).toContain(MSG.reportUploaded));
    const t0 = Date.now();
    const sent = server.requests.find((s) => s.path === '/api/reportupload')!;
    expect(sent.answer!.status).toBe(201);
    const body = sent.json as { name: string; email: string; domain: string; reports: string[] };
    expect(body).toMatchObject({ name: 'Bisi Ade', email: 'bisi@example.org', domain: 'fiu' });
    expect(body.reports).toEqual([`data:application/pdf;base64,${Buffer.from(PDF).toString('base64')}`]);
    expect(m.of('fiu-navigate')).toHaveLength(0);
    await waitFor(() => expect(m.of('fiu-navigate')).toHaveLength(1), { timeout: 4000 });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(REDIRECT_DELAY_MS - 300);
    expect(m.of('fiu-navigate')[0]!.detail).toEqual({ path: '/login' });
  });

  it("shows the server's text when the upload is refused", async () => {
    const m = await mountElement(reportUploadDescriptor, load);
    type(field(m.root, 'Name'), 'Bisi Ade');
    type(field(m.root, 'Email address'), 'bisi@example.org');
    choose(m.root, [pdf()]);
    await waitFor(() => expect(fileNames(m.root)).toHaveLength(1));
    // The page sniffs files as the server does, so only an answer of our own can refuse one it let through.
    server.answerNext('POST /api/reportupload', { status: 415, json: { error: 'File type not accepted: send PDF, JPEG or PNG files' } });
    button(m.root, 'Upload').click();
    await waitFor(() => expect(alertText(m.root)).toBe('File type not accepted: send PDF, JPEG or PNG files'));
    expect(fileNames(m.root)).toHaveLength(1); // nothing lost: the user can try again
  });
});
