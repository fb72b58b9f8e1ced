// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, resetSharedCore, setOrganisation, signIn, type Organisation, type SignedInUser } from '@fiu/core';
import { field, fieldError, mountElement, waitFor, type Mounted } from '../test/harness';
import { FORM_TEXT } from '../shared/forms/RecordFormFrame';
import { startServer, type ElementTestServer } from '../test/server';
import { irFormDescriptor } from './descriptor';

let server: ElementTestServer;
let organisations: Organisation[];
const users = {} as Record<Who, SignedInUser>;
const load = () => import('./IrForm');
type Who = 'analyst' | 'admin';

beforeAll(async () => {
  server = await startServer({ seedSize: 0 });
  for (const who of ['analyst@fiu', 'admin@eca'] as const) users[who.split('@')[0] as Who] = await server.signIn(who);
  ({ results: organisations } = await server.call<{ results: Organisation[] }>(null, '/api/organisations?pager=default'));
  await Promise.all([load(), import('../define/runtime')]);
});
afterAll(() => server.close());

async function open(who: Who, attrs: Record<string, string> = {}): Promise<Mounted> {
  document.body.replaceChildren();
  resetSharedCore();
  localStorage.clear();
  sessionStorage.clear();
  configure({ apiBase: server.origin, mode: 'standalone' });
  await server.settle(); // what the test before sent is not this one's
  server.clear();
  signIn(users[who]);
  setOrganisation(organisations.find((o) => o.domain === users[who].domain)!);
  const m = await mountElement(irFormDescriptor, load, attrs);
  await waitFor(() => expect(m.root.querySelector('form, .fiu-denied, .fiu-empty, [role="alert"]')).not.toBeNull());
  return m;
}

function put(el: Element | null, value: string): void {
  if (!el) throw new Error('no such control');
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
  el.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}
const save = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
const choose = async (root: ShadowRoot, f: File) => {
  // The file field is a part that loads on demand.
  await waitFor(() => expect(root.querySelector('input[type="file"][name="attachments.0.attachment"]')).not.toBeNull());
  const input = root.querySelector<HTMLInputElement>('input[type="file"][name="attachments.0.attachment"]')!;
  Object.defineProperty(input, 'files', { value: [f], configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
};
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

describe('fiu-ir-form', () => {
  it('starts with the defaults, validates live, takes PDFs only, and adds the report', async () => {
    const m = await open('analyst');
    const { root } = m;
    expect(field(root, 'Type').value).toBe('RFI');
    expect(field(root, 'Authorized by').value).toBe('Director/CEO (FIU)');
    expect(field(root, 'Attachment type').value).toBe('report');
    await waitFor(() => expect([...field(root, 'Organisation').querySelectorAll('option')].map((o) => o.value)).toContain('eca'));
    expect([...field(root, 'Organisation').querySelectorAll('option')].map((o) => o.value)).not.toContain('fiu');

    save(root);
    await waitFor(() => expect(fieldError(root, 'Title')).not.toBe(''));
    expect(fieldError(root, 'Organisation')).not.toBe('');
    expect(fieldError(root, 'FIU Reference')).not.toBe('');
    expect(server.of('POST', '/api/intelligence')).toHaveLength(0);

    put(field(root, 'Authorized on'), '2999-01-01');
    await waitFor(() => expect(fieldError(root, 'Authorized on')).not.toBe(''));
    put(field(root, 'Authorized on'), '2026-01-02');
    await waitFor(() => expect(fieldError(root, 'Authorized on')).toBe(''));

    await choose(root, new File([PNG], 'scan.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(root.querySelector('.fiu-file [role="alert"]')?.textContent).toBe('scan.pdf is not a PDF file. Choose a PDF file.'));
    await choose(root, new File([PDF], 'Report 17.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(root.querySelector('.fiu-file__name')?.textContent).toContain('Report 17.pdf'));

    put(field(root, 'Organisation'), 'eca');
    put(field(root, 'Title'), 'Cash couriers on the Kano road');
    put(field(root, 'FIU Reference'), 'FIU/IR/2026/0901');
    put(field(root, 'Case Reference'), 'ECA/CASE/0901');
    save(root);
    await waitFor(() => expect(m.of('fiu-saved')).toHaveLength(1));
    const sent = server.of('POST', '/api/intelligence')[0]!.json as Record<string, unknown>;
    expect(sent).toMatchObject({
      domain: 'eca',
      report_type: 'RFI',
      authorized_by: 'Director/CEO (FIU)',
      authorized_on: '2026-01-02',
      attachments: [{ attachment: expect.stringMatching(/^data:application\/pdf;base64,/), attachment_type: 'report' }],
    });
    expect((sent.attachments as Record<string, unknown>[])[0]).not.toHaveProperty('filename');
    const saved = m.of('fiu-saved')[0]!.detail as { kind: string; id: string; report: { attachments: { attachment: string }[]; disseminated: boolean } };
    expect(saved.kind).toBe('report');
    expect(saved.report.disseminated).toBe(false);
    expect(saved.report.attachments[0]!.attachment).toMatch(/^[0-9a-f-]{36}\.pdf$/);
  });

  it("edits a stored report, and puts the server's refusal in the red 'Errors' box", async () => {
    const r = await server.call<{ id: string }>(users.analyst, '/api/intelligence', {
      method: 'POST',
      body: { domain: 'eca', report_title: 'Stored', internal_reference: 'FIU/IR/2026/0902', attachments: [{ attachment: `data:application/pdf;base64,${btoa(String.fromCharCode(...PDF))}` }] },
    });
    const m = await open('analyst', { 'report-id': r.id });
    await waitFor(() => expect(field(m.root, 'Title').value).toBe('Stored'));
    server.answerNext('PUT /api/intelligence/' + r.id, { status: 409, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify({ error: 'Refused by the test' })) });
    put(field(m.root, 'Title'), 'Stored and renamed');
    save(m.root);
    await waitFor(() => expect(m.root.querySelector('[part="errors"]')?.textContent).toContain('Refused by the test'));
    expect(m.root.querySelector('[part="errors"] .fiu-errors__title')?.textContent).toBe('Errors');
    expect(field(m.root, 'Title').value).toBe('Stored and renamed');
    save(m.root);
    await waitFor(() => expect(m.of('fiu-saved')).toHaveLength(1));
    expect(await server.call(users.analyst, `/api/intelligence/${r.id}`)).toMatchObject({ report_title: 'Stored and renamed' });
  });

  it('is not for partner users', async () => {
    const m = await open('admin');
    expect(m.root.textContent).toContain(FORM_TEXT.cannotAdd('no-permission', 'intelligence reports'));
    expect(m.root.querySelector('button[type="submit"]')).toBeNull();
  });
});
