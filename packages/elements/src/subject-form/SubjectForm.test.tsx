// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  MSG,
  PERMISSIONS,
  configure,
  demoUser,
  isValidNuban,
  resetSharedCore,
  setOrganisation,
  signIn,
  type Organisation,
  type SignedInUser,
} from '@fiu/core';
import { button, field, fieldError, mountElement, type, waitFor, type Mounted } from '../test/harness';
import { subjectFormDescriptor } from './descriptor';
import { FORM_TEXT } from '../shared/forms/RecordFormFrame';
import { NAVIGATE_DELAY_MS } from '../shared/forms/useRecordForm';
import { DROP, startServer, type ElementTestServer } from '../test/server';
import { PNG_BYTES, pdfDataUrl } from '../test/files';
import { draftKey } from '../shared/forms/useDraft';

const { discard: DISCARD_TEXT, restored: RESTORED_TEXT } = FORM_TEXT;
const SAVED_TEXT = FORM_TEXT.saved('subject');

let server: ElementTestServer;
let organisations: Organisation[];
const load = () => import('./SubjectForm');

/** eca's subjects the tests open, stored by the server (entry@eca's): pending, and approved. */
let ECA_ID: string;
let ECA_APPROVED_ID: string;

/** A subject of eca with every tab filled, as entry@eca sends it (the server adds ids, code and bookkeeping). */
const ecaSubject = () => ({
  surname: 'Okonkwo',
  othernames: 'Chinedu',
  gender: 'male',
  case_reference: 'EFCC/2026/001',
  status: 'pending',
  nationality: 'NG',
  bvn: '12345678901',
  currentcrimetype: 'Bank Fraud',
  telephones: [{ telephone: '08031234567' }],
  addresses: [{ country: 'NG', state: 'Lagos', lga: 'Ikeja', town: 'Ikeja', streetname: '1 Allen Avenue' }],
  bank_accounts: [{ bank: '044', accountno: validAccount('044'), accountname: 'C Okonkwo' }],
  crime_history: [{ currentcrimetype: 'Forgery', convicted: 1, chargestocourt: 2 }],
  birthdate: '1980-05-17',
  height: 1.8,
  religion: 'Christianity',
  arrestedstate: 'Lagos',
  arrestedlga: 'Ikeja',
  latitude: 6.6018,
  longitude: 3.3515,
  device_model: 'Pixel 7',
});

/** A 10-digit account number that forms a valid NUBAN with the bank's code. */
function validAccount(bank: string): string {
  const code = bank.padStart(6, '0');
  for (let d = 0; d < 10; d++) if (isValidNuban(code, `012345678${d}`)) return `012345678${d}`;
  throw new Error('no NUBAN');
}

/**
 * Demo users, signed in for real: analyst@fiu (central, every permission), entry@eca, missionentry@mission
 * (can.view.all.subjects); missioneditor is missionentry given can.edit.subjects too for its test.
 */
type Who = 'analyst' | 'entry' | 'missionentry' | 'missioneditor';
const users = {} as Record<Who, SignedInUser>;
const MISSION = 'missionentry@mission';

async function as(who: Who): Promise<void> {
  if (who === 'missioneditor') {
    // No demo user reads and changes every organisation's subjects without being the central unit.
    await server.setPermissions(MISSION, [PERMISSIONS.viewAllSubjects, PERMISSIONS.editSubjects]);
    onTestFinished(() => server.setPermissions(MISSION, [...demoUser(MISSION)!.permissions]));
    users.missioneditor = await server.signIn(MISSION);
  }
  const user = users[who];
  setOrganisation(organisations.find((o) => o.domain === user.domain)!);
  signIn(user);
}

/** Requests the page sent of one method whose path starts with `prefix`. */
const calls = (method: string, prefix: string) => server.requests.filter((r) => r.method === method && r.path.startsWith(prefix));

beforeAll(async () => {
  // The element's modules are transformed once here, not inside the first test's wait for its form.
  [server] = await Promise.all([startServer(), load()]);
  for (const who of ['analyst@fiu', 'entry@eca', 'missionentry@mission'] as const) users[who.split('@')[0] as Who] = await server.signIn(who);
  ({ results: organisations } = await server.call<{ results: Organisation[] }>(null, '/api/organisations?pager=default'));
  ({ id: ECA_ID } = await server.call<{ id: string }>(users.entry, '/api/suspects', { method: 'POST', body: ecaSubject() }));
  ({ id: ECA_APPROVED_ID } = await server.call<{ id: string }>(users.entry, '/api/suspects', { method: 'POST', body: { ...ecaSubject(), status: 'approved' } }));
}, 120_000);
afterAll(async () => {
  // Unmounted first: the last save's timers (the navigation after it) go with the element, not after the page.
  document.body.replaceChildren();
  await new Promise((r) => setTimeout(r, 50));
  await server.close();
});
beforeEach(async () => {
  document.body.replaceChildren();
  // Calls the last test's element started (its audit) land before the record of calls is cleared.
  await new Promise((r) => setTimeout(r, 50));
  resetSharedCore();
  localStorage.clear();
  sessionStorage.clear();
  configure({ apiBase: server.origin, mode: 'standalone' });
  server.clear();
});

async function open(attrs: Record<string, string> = {}): Promise<Mounted> {
  const m = await mountElement(subjectFormDescriptor, load, attrs);
  await waitFor(() => expect(m.root.querySelector('form')).not.toBeNull());
  return m;
}

const tabNames = (root: ShadowRoot) => [...root.querySelectorAll('[role="tab"]')].map((t) => t.textContent?.replace('!', '').trim());
function tab(root: ShadowRoot, name: string): HTMLButtonElement {
  const t = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((x) => x.textContent?.replace('!', '').trim() === name);
  if (!t) throw new Error(`no tab ${name} (have ${tabNames(root).join(', ')})`);
  return t;
}
async function openTab(root: ShadowRoot, name: string): Promise<void> {
  tab(root, name).click();
  await waitFor(() => expect(tab(root, name).getAttribute('aria-selected')).toBe('true'));
  // Bio-Information, History, Map and Cases are lazy parts: wait until the tab's part has arrived.
  await waitFor(() => expect(root.querySelector('[role="tabpanel"] .fiu-spinner')).toBeNull(), { timeout: 5000 });
}
/** The photo's file input, once the capture tools (a lazy part) have arrived. */
async function photoInput(root: ShadowRoot): Promise<HTMLInputElement> {
  await waitFor(() => expect(root.querySelector('.fiu-photo input[type="file"]')).not.toBeNull(), { timeout: 5000 });
  return root.querySelector<HTMLInputElement>('.fiu-photo input[type="file"]')!;
}
const hasButton = (root: ShadowRoot, caption: RegExp) => [...root.querySelectorAll('button')].some((b) => caption.test(b.textContent?.trim() ?? ''));
const options = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.textContent);
const banner = (root: ShadowRoot) => [...root.querySelectorAll('[role="alert"]')].map((a) => a.textContent).join(' | ');

const meta = (root: ShadowRoot) => root.querySelector('.fiu-rf__meta')?.textContent ?? '';

describe('fiu-subject-form: a new subject', () => {
  it('says the Subject ID is given when saved (never an editable field), and proposes nationality NG', async () => {
    await as('entry');
    const { root } = await open();
    expect(meta(root)).toContain(`Subject ID ${FORM_TEXT.codeOnSave}`);
    expect(() => field(root, 'Subject ID')).toThrow();
    expect(root.querySelector('[name="suspectid"]')).toBeNull();
    expect(field(root, 'Nationality').value).toBe('NG');
    expect(root.querySelector('h1')?.textContent).toBe('New subject');
  });

  it.each([
    ['Bank Verification Number (BVN)', '1234', MSG.bvn, '12345678901'],
    ['Tax identification number', '12A-34', MSG.taxId, '12-3456'],
  ])('%s: the §5 message shows as the user types and goes when fixed', async (label, bad, message, good) => {
    await as('entry');
    const { root } = await open();
    type(field(root, label), bad);
    await waitFor(() => expect(fieldError(root, label)).toBe(message));
    expect(field(root, label).getAttribute('aria-invalid')).toBe('true');
    expect(tab(root, 'Identification').textContent).toContain('!');
    type(field(root, label), good);
    await waitFor(() => expect(fieldError(root, label)).toBe(''));
    expect(tab(root, 'Identification').textContent).not.toContain('!');
  });

  it('bank accounts: 10 digits, then the NUBAN bank-and-account check, both in the spec words', async () => {
    await as('entry');
    const { root } = await open();
    button(root, 'Add bank account').click();
    await waitFor(() => field(root, 'Account number'));
    type(field(root, 'Account number'), '12345');
    await waitFor(() => expect(fieldError(root, 'Account number')).toBe(MSG.bankAccount));
    type(field(root, 'Bank') as never, '044');
    type(field(root, 'Account number'), '0123456789');
    const good = validAccount('044');
    if (good === '0123456789') throw new Error('pick another bad number');
    await waitFor(() => expect(fieldError(root, 'Account number')).toBe(MSG.nuban));
    type(field(root, 'Account number'), good);
    await waitFor(() => expect(fieldError(root, 'Account number')).toBe(''));
  });

  it('refuses a date of birth in the future: the message shows and nothing is sent', async () => {
    await as('entry');
    const { root } = await open();
    await openTab(root, 'Bio-Information');
    type(field(root, 'Date of birth'), '2999-01-01');
    await waitFor(() => expect(fieldError(root, 'Date of birth')).toBe(MSG.dateInFuture));
    await openTab(root, 'Identification');
    button(root, 'Save').click();
    // The form opens the tab with the problem and keeps the message.
    await waitFor(() => expect(tab(root, 'Bio-Information').getAttribute('aria-selected')).toBe('true'));
    expect(fieldError(root, 'Date of birth')).toBe(MSG.dateInFuture);
    expect(calls('POST', '/api/suspects')).toHaveLength(0);
    type(field(root, 'Date of birth'), '1990-02-03');
    await waitFor(() => expect(fieldError(root, 'Date of birth')).toBe(''));
  });

  it('refuses a height outside 0.3-2.5 metres (a sign slip, centimetres) with the message under the field', async () => {
    await as('entry');
    const { root } = await open();
    await openTab(root, 'Bio-Information');
    for (const bad of ['-3', '178']) {
      type(field(root, 'Height (metres)'), bad);
      await waitFor(() => expect(fieldError(root, 'Height (metres)')).toBe(MSG.height));
    }
    type(field(root, 'Height (metres)'), '1.75');
    await waitFor(() => expect(fieldError(root, 'Height (metres)')).toBe(''));
  });

  it('choosing a state refills the LGA choices and clears an LGA of the old state', async () => {
    await as('entry');
    const { root } = await open();
    expect(options(field(root, 'LGA of origin'))).toHaveLength(775); // placeholder + 774 'LGA (State)'
    type(field(root, 'State of origin') as never, 'Lagos');
    await waitFor(() => expect(options(field(root, 'LGA of origin'))).toContain('Ikeja (Lagos)'));
    expect(options(field(root, 'LGA of origin'))).toHaveLength(21);
    type(field(root, 'LGA of origin') as never, 'Ikeja');
    expect(field(root, 'LGA of origin').value).toBe('Ikeja');
    type(field(root, 'State of origin') as never, 'Kano');
    await waitFor(() => expect(field(root, 'LGA of origin').value).toBe(''));
    expect(options(field(root, 'LGA of origin'))).toContain('Dala (Kano)');
    expect(options(field(root, 'LGA of origin'))).not.toContain('Ikeja (Lagos)');
    // With no state chosen, an LGA of the full 'LGA (State)' list fills in its state (Surulere is in Lagos and Oyo).
    await openTab(root, 'History');
    type(field(root, 'LGA of arrest') as never, 'Oyo/Surulere');
    await waitFor(() => expect(field(root, 'State of arrest').value).toBe('Oyo'));
    expect(field(root, 'LGA of arrest').value).toBe('Surulere');
    expect((field(root, 'LGA of arrest') as unknown as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Surulere (Oyo)');
  });

  it('status: pending by default where the organisation has approval enabled (eca)', async () => {
    await as('entry');
    const { root } = await open();
    expect(field(root, 'Status').value).toBe('pending');
    expect(options(field(root, 'Status'))).toEqual(['Approved', 'Pending', 'Archived']);
  });

  it('status: approved and hidden where the organisation has no approval (fiu); the whole new record is POSTed', async () => {
    await as('analyst');
    const m = await open();
    const { root } = m;
    expect(() => field(root, 'Status')).toThrow();
    type(field(root, 'Surname'), 'Adebayo');
    type(field(root, 'Other names'), 'Tunde');
    type(field(root, 'Gender') as never, 'male');
    button(root, 'Add telephone').click();
    await waitFor(() => field(root, 'Telephone'));
    type(field(root, 'Telephone'), '08012345678');
    button(root, 'Save').click();
    await waitFor(() => expect(m.of('fiu-saved')).toHaveLength(1));
    const [post] = calls('POST', '/api/suspects');
    expect(post!.json).toMatchObject({
      surname: 'Adebayo',
      othernames: 'Tunde',
      gender: 'male',
      status: 'approved',
      nationality: 'NG',
      is_primary: true,
      telephones: [{ telephone: '08012345678' }],
    });
    // The server gives the Subject ID: the form sends none, and shows the one the server answered.
    expect(post!.json).not.toHaveProperty('suspectid');
    expect(post!.headers.token).toBe(users.analyst.token);
    const saved = m.of('fiu-saved')[0]!;
    expect(saved.detail).toMatchObject({ kind: 'subject', subject: { surname: 'Adebayo' } });
    expect(saved.bubbles && saved.composed).toBe(true);
    await waitFor(() => expect(root.textContent).toContain(SAVED_TEXT));
    expect(meta(root)).toContain(`Subject ID ${(saved.detail as { subject: { suspectid: string } }).subject.suspectid}`);
    // Standalone: back to the list shortly after.
    await waitFor(() => expect(m.of('fiu-navigate').map((e) => e.detail)).toEqual([{ path: '/list' }]), { timeout: NAVIGATE_DELAY_MS + 2000 });
  });

  it('saves a new photo after the record (no file without its subject) and stores the name the server gave it', async () => {
    await as('entry');
    const m = await open();
    const input = await photoInput(m.root);
    const png = new File([Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'))], 'me.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [png], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(m.root.querySelector<HTMLImageElement>('.fiu-photo__img')?.src).toMatch(/^data:image\/png/));
    type(field(m.root, 'Surname'), 'Photo');
    button(m.root, 'Save').click();
    await waitFor(() => expect(m.of('fiu-saved')).toHaveLength(1));
    const saved = m.of('fiu-saved').at(-1)!.detail as { id: string; subject: { suspectid: string } };
    const order = server.requests.filter((s) => s.method !== 'GET' && s.path !== '/api/audit').map((s) => `${s.method} ${s.path.replace(/^(\/api\/upload\/).*/, '$1…')}`);
    expect(order).toEqual(['POST /api/suspects', 'PUT /api/upload/…', `PUT /api/suspects/${saved.id}`]);
    expect(calls('POST', '/api/suspects')[0]!.json).not.toHaveProperty('photograph');
    const upload = calls('PUT', '/api/upload/')[0]!;
    expect((upload.json as { image: string }).image).toMatch(/^data:image\/png;base64,/);
    const name = decodeURIComponent(upload.path.split('/').pop()!);
    expect(name).toMatch(new RegExp(`^${saved.subject.suspectid}-[a-z0-9]+\\.png$`));
    expect(upload.answer).toMatchObject({ status: 200, json: { filename: expect.any(String) } });
    const put = calls('PUT', `/api/suspects/${saved.id}`)[0]!;
    expect(put.json).toMatchObject({ photograph: (upload.answer!.json as { filename: string }).filename, surname: 'Photo' });
    expect(put.answer?.status).toBe(200);
  });

  it('a refused save uploads no photo; a failed photo keeps the saved subject and saves the photo on the next Save', async () => {
    await as('entry');
    const m = await open();
    const input = await photoInput(m.root);
    const png = new File([Uint8Array.from(PNG_BYTES)], 'me.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [png], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(m.root.querySelector<HTMLImageElement>('.fiu-photo__img')?.src).toMatch(/^data:image\/png/));
    type(field(m.root, 'Surname'), 'Orphan');
    server.answerNext('POST /api/suspects', { status: 400, json: { error: 'The subject has errors', errors: { surname: ['Refused'] } } });
    button(m.root, 'Save').click();
    await waitFor(() => expect(m.root.querySelector('.fiu-errors')).not.toBeNull());
    expect(calls('PUT', '/api/upload/')).toHaveLength(0);

    // The subject saves; the photo's upload fails: the subject is kept (an existing record now), the photo waits.
    server.answerNext((r) => r.method === 'PUT' && r.path.startsWith('/api/upload/'), { status: 500, body: 'Storage is full', headers: { 'content-type': 'text/plain' } });
    button(m.root, 'Save').click();
    await waitFor(() => expect(m.of('fiu-saved')).toHaveLength(1));
    const saved = m.of('fiu-saved')[0]!.detail as { id: string };
    await waitFor(() => expect(m.root.querySelector('[part="errors"]')?.textContent).toContain(FORM_TEXT.partly('subject', 'its photo')));
    expect(banner(m.root)).toContain('Storage is full');
    // The heading follows the saved record, which may be drawn a moment after the failure banner.
    await waitFor(() => expect(m.root.querySelector('h1')?.textContent).toBe('Orphan'));
    expect(m.of('fiu-navigate')).toHaveLength(0);

    button(m.root, 'Save').click();
    await waitFor(() => expect(m.of('fiu-saved')).toHaveLength(2));
    expect(calls('POST', '/api/suspects')).toHaveLength(2); // the refused one and the saved one
    const stored = (calls('PUT', '/api/upload/').at(-1)!.answer!.json as { filename: string }).filename;
    expect(calls('PUT', `/api/suspects/${saved.id}`).at(-1)!.json).toMatchObject({ photograph: stored });
    expect(await server.call(users.entry, `/api/suspects/${saved.id}`)).toMatchObject({ surname: 'Orphan', photograph: stored });
  });
});

describe('fiu-subject-form: attachments', () => {
  const choose = async (root: ShadowRoot, f: File) => {
    const input = root.querySelector<HTMLInputElement>('input[type="file"][name="attachments.0.attachment"]')!;
    Object.defineProperty(input, 'files', { value: [f], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  };
  const PDF = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a]);

  it('says what it takes, refuses another type when the file is chosen, and shows a good one by its own name and size', async () => {
    await as('entry');
    const m = await open();
    button(m.root, 'Add attachment').click();
    await waitFor(() => expect(m.root.querySelector('.fiu-file')).not.toBeNull(), { timeout: 5000 });
    expect(m.root.querySelector('.fiu-file .fiu-field__hint')?.textContent).toBe('PDF, PNG or JPEG, up to 10 MB');
    await choose(m.root, new File(['GIF89a...'], 'cat.gif', { type: 'image/gif' }));
    await waitFor(() => expect(m.root.querySelector('.fiu-file [role="alert"]')?.textContent).toBe('cat.gif is not a PDF, PNG or JPEG file. Choose a PDF, PNG or JPEG file.'), { timeout: 5000 });
    await choose(m.root, new File([PDF], 'Passport scan.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(m.root.querySelector('.fiu-file__name')?.textContent).toBe('Passport scan.pdf · 9 bytes'), { timeout: 5000 });
    type(field(m.root, 'Surname'), 'Attached');
    button(m.root, 'Save').click();
    await waitFor(() => expect(m.of('fiu-saved')).toHaveLength(1));
    const [post] = calls('POST', '/api/suspects');
    expect((post!.json as { attachments: unknown[] }).attachments).toEqual([
      { attachment: expect.stringMatching(/^data:application\/pdf;base64,/), filename: 'Passport scan.pdf', size: 9, description: '' },
    ]);
  });

  it('opens a stored attachment from a link, read with the session headers (never a token in the URL)', async () => {
    await as('entry');
    const withFile = await server.call<{ id: string; attachments: { attachment: string }[] }>(users.entry, '/api/suspects', {
      method: 'POST',
      body: { ...ecaSubject(), attachments: [{ attachment: pdfDataUrl(2048), filename: 'Court order.pdf', size: 2048, description: 'Order' }] },
    });
    const file = withFile.attachments[0]!.attachment;
    const opened: string[] = [];
    const spy = vi.spyOn(window, 'open').mockImplementation((url) => (opened.push(String(url)), null));
    const m = await open({ 'subject-id': withFile.id });
    await waitFor(() => expect(m.root.querySelector('.fiu-file__name')?.textContent).toBe('Court order.pdf · 2 KB'));
    m.root.querySelector<HTMLButtonElement>('button[aria-label="Open Court order.pdf"]')!.click();
    await waitFor(() => expect(opened).toHaveLength(1));
    spy.mockRestore();
    expect(opened[0]).toMatch(/^blob:/);
    const get = server.requests.find((c) => c.path === `/media/${file}`)!;
    expect(get.headers.token).toBe(users.entry.token);
    expect(get.answer?.status).toBe(200);
  });
});

describe('fiu-subject-form: saving does not lose anything', () => {
  it("shows the server's errors in the red Errors panel (400) and under the field, keeping every value", async () => {
    await as('entry');
    const m = await open();
    type(field(m.root, 'Surname'), 'Bello');
    type(field(m.root, 'Case reference'), 'CASE-9');
    // The form sends only what the server accepts: a 400 with field errors is the test's own answer.
    server.answerNext('POST /api/suspects', { status: 400, json: { error: 'The subject has errors', errors: { surname: ['Surname is already on a watch list'], 'telephones.0.telephone': ['Not a number'] } } });
    button(m.root, 'Save').click();
    await waitFor(() => expect(m.root.querySelector('.fiu-errors')).not.toBeNull());
    const panel = m.root.querySelector('.fiu-errors')!;
    expect(panel.getAttribute('role')).toBe('alert');
    expect(panel.querySelector('h2')?.textContent).toBe('Errors');
    expect(panel.textContent).toContain('The subject has errors');
    expect([...panel.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Surname: Surname is already on a watch list',
      'Telephone 1, Telephone: Not a number',
    ]);
    await waitFor(() => expect(fieldError(m.root, 'Surname')).toBe('Surname is already on a watch list'));
    expect(field(m.root, 'Surname').value).toBe('Bello');
    expect(field(m.root, 'Case reference').value).toBe('CASE-9');
    expect(m.of('fiu-saved')).toHaveLength(0);
    // Saving again works.
    button(m.root, 'Save').click();
    await waitFor(() => expect(m.of('fiu-saved')).toHaveLength(1));
    expect(m.root.querySelector('.fiu-errors')).toBeNull();
  });

  it("lists a field error once: the server's summary line that restates it ('case_reference: ...') is not shown", async () => {
    await as('entry');
    const m = await open();
    type(field(m.root, 'Case reference'), 'ECA/1');
    server.answerNext('POST /api/suspects', { status: 400, json: { error: 'case_reference: Case reference already used', errors: { case_reference: ['Case reference already used'] } } });
    button(m.root, 'Save').click();
    await waitFor(() => expect(m.root.querySelector('.fiu-errors')).not.toBeNull());
    expect(m.root.querySelector('.fiu-errors__message')).toBeNull();
    expect(m.root.querySelector('.fiu-errors')!.textContent).not.toContain('case_reference');
    expect([...m.root.querySelectorAll('.fiu-errors li')].map((li) => li.textContent)).toEqual(['Case reference: Case reference already used']);
  });

  it("shows a plain-text failure as the server's text, not 'Internal Server Error' (core-records §8)", async () => {
    await as('entry');
    const m = await open();
    type(field(m.root, 'Surname'), 'Plain');
    server.answerNext('POST /api/suspects', { status: 500, body: 'Database is read-only for maintenance', headers: { 'content-type': 'text/plain' } });
    button(m.root, 'Save').click();
    await waitFor(() => expect(m.root.querySelector('.fiu-errors__message')?.textContent).toBe('Database is read-only for maintenance'));
    expect(m.root.textContent).not.toContain('Internal Server Error');
    expect(field(m.root, 'Surname').value).toBe('Plain');
  });

  it("says 'An error occurred while saving' on a network failure, keeps the values, and saves when retried", async () => {
    await as('entry');
    const m = await open();
    type(field(m.root, 'Surname'), 'Offline');
    server.answerNext('POST /api/suspects', DROP);
    button(m.root, 'Save').click();
    await waitFor(() => expect(banner(m.root)).toContain(MSG.errorWhileSaving));
    const title = m.root.querySelector('[role="alert"] .fiu-banner__title')?.textContent;
    expect(title).toBe('An error occurred while saving');
    expect(field(m.root, 'Surname').value).toBe('Offline');
    expect(button(m.root, 'Save').disabled).toBe(false);
    button(m.root, 'Save again').click();
    await waitFor(() => expect(m.of('fiu-saved')).toHaveLength(1));
    expect(calls('POST', '/api/suspects').map((c) => (c.json as { surname: string }).surname)).toEqual(['Offline', 'Offline']);
    expect(banner(m.root)).not.toContain(MSG.errorWhileSaving);
  });

  it('disables Save while sending', async () => {
    await as('entry');
    const m = await open();
    type(field(m.root, 'Surname'), 'Busy');
    server.answerNext('POST /api/suspects', async (_req, forward) => (await new Promise((r) => setTimeout(r, 400)), forward()));
    button(m.root, 'Save').click();
    await waitFor(() => expect(button(m.root, 'Save').disabled).toBe(true));
    await waitFor(() => expect(m.of('fiu-saved')).toHaveLength(1));
    expect(calls('POST', '/api/suspects')).toHaveLength(1);
  });

  it('keeps an unsaved new subject across a reload (remount), offers to discard it, and forgets it after a save', async () => {
    await as('entry');
    let m = await open();
    type(field(m.root, 'Surname'), 'Draft');
    await waitFor(() => expect(sessionStorage.getItem(draftKey('subject', null))).toContain('"Draft"'), { timeout: 2000 });
    expect(sessionStorage.getItem(draftKey('subject', null))).not.toContain(users.entry.token);
    m.el.remove();
    await new Promise((r) => setTimeout(r, 10));

    m = await open();
    await waitFor(() => expect(m.root.textContent).toContain(RESTORED_TEXT));
    expect(field(m.root, 'Surname').value).toBe('Draft');

    // Discard: the blank form again, and no draft.
    button(m.root, DISCARD_TEXT).click();
    await waitFor(() => expect(field(m.root, 'Surname').value).toBe(''));
    expect(m.root.textContent).not.toContain(RESTORED_TEXT);
    expect(sessionStorage.getItem(draftKey('subject', null))).toBeNull();

    type(field(m.root, 'Surname'), 'Second');
    await waitFor(() => expect(sessionStorage.getItem(draftKey('subject', null))).toContain('"Second"'), { timeout: 2000 });
    button(m.root, 'Save').click();
    await waitFor(() => expect(m.of('fiu-saved')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 700));
    expect(sessionStorage.getItem(draftKey('subject', null))).toBeNull();
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('fiu.draft.'))).toEqual([]);
  });

  it('keeps an unsaved change of an existing subject under its id', async () => {
    await as('entry');
    let m = await open({ 'subject-id': ECA_ID });
    type(field(m.root, 'Surname'), 'Changed');
    await waitFor(() => expect(sessionStorage.getItem(draftKey('subject', ECA_ID))).toContain('"Changed"'), { timeout: 2000 });
    m.el.remove();
    await new Promise((r) => setTimeout(r, 10));
    m = await open({ 'subject-id': ECA_ID });
    await waitFor(() => expect(m.root.textContent).toContain(RESTORED_TEXT));
    expect(field(m.root, 'Surname').value).toBe('Changed');
    expect(field(m.root, 'Other names').value).toBe('Chinedu');
  });
});

describe('fiu-subject-form: an existing subject', () => {
  it('loads the record, posts the audit call once, and PUTs the whole record back', async () => {
    await as('entry');
    const m = await open({ 'subject-id': ECA_ID });
    expect(field(m.root, 'Surname').value).toBe('Okonkwo');
    expect(m.root.querySelector('h1')?.textContent).toBe('Chinedu Okonkwo');
    // Audit calls after this element's GET (a call of the previous test's element may land late).
    const audits = () => server.requests.slice(server.requests.findIndex((c) => c.method === 'GET')).filter((c) => c.path === '/api/audit');
    await waitFor(() => expect(audits()).toHaveLength(1));
    expect(audits()[0]!.json).toEqual({ resource: ECA_ID, action: 'view', resourceType: 'suspect' });
    // Re-rendering (an attribute change) or switching tabs does not log again.
    m.el.setAttribute('map-tiles', '');
    await openTab(m.root, 'History');
    await openTab(m.root, 'Identification');
    type(field(m.root, 'Case reference'), 'EFCC/2026/002');
    button(m.root, 'Save').click();
    await waitFor(() => expect(m.of('fiu-saved')).toHaveLength(1));
    expect(audits()).toHaveLength(1);
    const put = calls('PUT', `/api/suspects/${ECA_ID}`)[0]!;
    // The record as the server answered it, without the display fields it adds.
    const { domain_name: _d, created_by_name: _c, modified_by_name: _m, ...stored } = server.of('GET', `/api/suspects/${ECA_ID}`)[0]!.answer!.json as Record<string, unknown>;
    expect(_d).toBe('Economic Crimes Agency');
    expect(put.json).toEqual({ ...stored, case_reference: 'EFCC/2026/002' });
    expect(put.answer?.status).toBe(200);
  });

  it('fills the Bio-Information and History tabs and the device panel', async () => {
    await as('entry');
    const { root } = await open({ 'subject-id': ECA_ID });
    expect(root.querySelector('.sf-dl')?.textContent).toContain('Pixel 7');
    await openTab(root, 'Bio-Information');
    expect(field(root, 'Date of birth').value).toBe('17/05/1980');
    expect(field(root, 'Height (metres)').value).toBe('1.8');
    expect(field(root, 'Religion').value).toBe('Christianity');
    await openTab(root, 'History');
    expect(field(root, 'State of arrest').value).toBe('Lagos');
    expect(field(root, 'LGA of arrest').value).toBe('Ikeja');
    expect(field(root, 'Convicted').value).toBe('1');
    expect(field(root, 'Charges to court').value).toBe('2');
  });

  it('status: hidden once approved with a creator', async () => {
    await as('entry');
    const { root } = await open({ 'subject-id': ECA_APPROVED_ID });
    expect(() => field(root, 'Status')).toThrow();
  });

  it("status: hidden for another organisation's subject, even for the central unit", async () => {
    await as('analyst');
    const { root } = await open({ 'subject-id': ECA_ID });
    expect(() => field(root, 'Status')).toThrow();
    expect(hasButton(root, /^Save$/)).toBe(true); // the central unit may change it
  });

  it("is read-only on every tab for another organisation's subject without can.edit.subjects", async () => {
    await as('missionentry');
    const { root } = await open({ 'subject-id': ECA_ID });
    expect(root.textContent).toContain('Read-only');
    expect(hasButton(root, /^Save$/)).toBe(false);
    for (const name of ['Identification', 'Bio-Information', 'History']) {
      await openTab(root, name);
      const controls = [...root.querySelectorAll<HTMLInputElement>('form input, form select, form textarea')];
      expect(controls.length).toBeGreaterThan(0);
      for (const c of controls) expect(c.readOnly || c.disabled, `${name}: ${c.name}`).toBe(true);
      expect(hasButton(root, /^Add /)).toBe(false);
      expect(hasButton(root, /^Remove/)).toBe(false);
    }
    // Nothing is kept as a draft for a form that cannot change.
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('fiu.draft.'))).toEqual([]);
  });

  it("with can.edit.subjects, another organisation's subject can be changed", async () => {
    await as('missioneditor');
    const { root } = await open({ 'subject-id': ECA_ID });
    expect(hasButton(root, /^Save$/)).toBe(true);
    expect(field(root, 'Surname').readOnly).toBe(false);
  });

  it('central-only tabs: Map and Cases for the central unit, not for partner users', async () => {
    await as('entry');
    let m = await open({ 'subject-id': ECA_ID });
    expect(tabNames(m.root)).toEqual(['Identification', 'Bio-Information', 'History']);
    m.el.remove();
    await as('analyst');
    m = await open({ 'subject-id': ECA_ID });
    expect(tabNames(m.root)).toEqual(['Identification', 'Bio-Information', 'History', 'Map', 'Cases']);
    await openTab(m.root, 'Cases');
    expect(m.root.querySelector('.fiu-empty__title')?.textContent).toBe('No cases linked');
  });

  it('Map tab: loads the map only when opened, with a marker labelled with the name', async () => {
    await as('analyst');
    const m = await open({ 'subject-id': ECA_ID });
    expect(m.root.querySelector('.fiu-map')).toBeNull();
    await openTab(m.root, 'Map');
    await waitFor(() => expect(m.root.querySelector('.fiu-map')).not.toBeNull(), { timeout: 10000 });
    expect(m.root.querySelector<HTMLElement>('.fiu-map__canvas')?.style.height).toBe('500px');
    await waitFor(() => expect(m.root.querySelector('.fiu-map__label')?.textContent).toBe('Chinedu Okonkwo'), { timeout: 10000 });
  });

  it('says when the subject does not exist (404)', async () => {
    await as('entry');
    const m = await mountElement(subjectFormDescriptor, load, { 'subject-id': 'nope' });
    await waitFor(() => expect(m.root.textContent).toContain('Subject not found'));
    button(m.root, '← Back').click();
    expect(m.of('fiu-back')).toHaveLength(1);
  });

  it('Back (standalone) dispatches one fiu-back naming the list, and no fiu-navigate', async () => {
    await as('entry');
    const m = await open({ 'subject-id': ECA_ID });
    button(m.root, '← Back').click();
    expect(m.of('fiu-back').map((e) => e.detail)).toEqual([{ path: '/list' }]);
    expect(m.of('fiu-back')[0]!.bubbles && m.of('fiu-back')[0]!.composed).toBe(true);
    expect(m.of('fiu-navigate')).toEqual([]);
  });
});

describe('fiu-subject-form in investigate mode', () => {
  beforeEach(() => configure({ mode: 'investigate' }));

  it('offers no Save and no Add, Back dispatches fiu-back only, and nothing is written to storage', async () => {
    await as('analyst');
    sessionStorage.clear();
    localStorage.clear();
    const m = await open({ 'subject-id': ECA_ID, mode: 'investigate' });
    expect(hasButton(m.root, /^Save$/)).toBe(false);
    expect(hasButton(m.root, /^Add /)).toBe(false);
    const controls = [...m.root.querySelectorAll<HTMLInputElement>('form input, form select, form textarea')];
    for (const c of controls) expect(c.readOnly || c.disabled).toBe(true);
    button(m.root, '← Back').click();
    expect(m.of('fiu-back')).toHaveLength(1);
    expect(m.of('fiu-navigate')).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 600));
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
  });

  it('never offers to add a subject', async () => {
    await as('analyst');
    const m = await mountElement(subjectFormDescriptor, load, { mode: 'investigate' });
    await waitFor(() => expect(m.root.querySelector('.fiu-denied__title')?.textContent).toBe('Permission Denied'));
    expect(m.root.textContent).toContain(FORM_TEXT.cannotAdd('investigate', 'subjects'));
    expect(m.root.querySelector('form')).toBeNull();
  });
});

describe('fiu-subject-form: the subject property', () => {
  it('shows an initial record given as a property without loading it', async () => {
    await as('entry');
    const el = document.createElement('fiu-subject-form') as HTMLElement & { subject?: unknown };
    el.subject = { ...ecaSubject(), id: undefined, surname: 'Given' };
    const m = await (async () => {
      const { defineElement } = await import('../define/defineElement');
      defineElement(subjectFormDescriptor, load);
      document.body.append(el);
      const root = el.shadowRoot as ShadowRoot;
      await waitFor(() => expect(root.querySelector('form')).not.toBeNull());
      return root;
    })();
    expect(field(m, 'Surname').value).toBe('Given');
    expect(calls('GET', '/api/suspects')).toHaveLength(0);
  });
});
