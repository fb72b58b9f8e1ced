// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@fiu/core';
import { button, field, mountElement, type, waitFor, type Mounted } from '../test/harness';
import { freshPage, signInAs, startServer, type ElementTestServer } from '../test/server';
import { analysisToolsDescriptor } from './descriptor';

let server: ElementTestServer;
let analyst: SignedInUser;
const load = () => import('./AnalysisTools');

beforeAll(async () => {
  server = await startServer({ seedSize: 10 });
  analyst = await server.signIn('analyst@fiu');
  await load();
});
afterAll(() => server.close());
beforeEach(() => freshPage(server));

const as = (user: SignedInUser) => signInAs(server, user);

const mount = () => mountElement(analysisToolsDescriptor, load);
const options = (root: ShadowRoot) => [...root.querySelectorAll('[role="option"]')] as HTMLElement[];

/** Type a name in the n-th subject field and pick the first offered subject. */
async function pick(m: Mounted, n: number, text: string): Promise<string> {
  const index = 0;
  type(field(m.root, `Subject ${n}`), text);
  await waitFor(() => expect(options(m.root).length).toBeGreaterThan(index));
  const label = options(m.root)[index]!.querySelector('span')!.textContent!;
  options(m.root)[index]!.click();
  await waitFor(() => expect(field(m.root, `Subject ${n}`).value).toBe(label));
  return label;
}

describe('fiu-analysis-tools', () => {
  it("a partner organisation's user sees 'Permission Denied'", async () => {
    await as(await server.signIn('entry@eca'));
    defineAndAppend();
    const el = document.body.lastElementChild as HTMLElement;
    await waitFor(() => expect(el.shadowRoot?.querySelector('h1')?.textContent).toBe('Permission Denied'));
    expect(el.shadowRoot?.textContent).not.toContain('Subject(s) Profile');
  });

  it("offers 5 subjects a search, and SUBMIT opens /cdr with the chosen ids and the user's e-mail", async () => {
    await as(analyst);
    const m = await mount();
    expect(m.root.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('Advance Analysis');
    expect(m.root.textContent).toContain('Subject(s) Profile');
    const { results: demo } = await server.call<{ results: { othernames: string; surname: string }[] }>(analyst, '/api/suspects?pager=limit&limit=10');
    const [a, b] = [...new Set(demo.map((s) => s.surname))];
    const first = await pick(m, 1, a!);
    const lookups = server.of('GET', '/api/suspectlookup');
    expect(lookups.at(-1)!.query.get('limit')).toBe('5');
    expect(lookups.at(-1)!.query.get('search')).toBe(a);
    button(m.root, 'Add subject').click();
    await waitFor(() => expect(() => field(m.root, 'Subject 2')).not.toThrow());
    const second = await pick(m, 2, b!);
    button(m.root, 'SUBMIT').click();
    await waitFor(() => expect(m.of('fiu-navigate')).toHaveLength(1));
    const detail = m.of('fiu-navigate')[0]!.detail as { path: string; state: { subjects: string[]; userID: string } };
    expect(detail.path).toBe('/cdr');
    expect(detail.state.userID).toBe(analyst.email);
    const { results } = await server.call<{ results: { id: string; othernames: string; surname: string }[] }>(analyst, `/api/suspectlookup?${detail.state.subjects.map((s) => `Suspects=${s}`).join('&')}`);
    expect(results.map((s) => `${s.othernames} ${s.surname}`).sort()).toEqual([...new Set([first, second])].sort());
  });

  it('SUBMIT with no subject says so and goes nowhere; Import Call Data Record opens /import/cdr', async () => {
    await as(analyst);
    const m = await mount();
    button(m.root, 'SUBMIT').click();
    await waitFor(() => expect(m.root.textContent).toContain('Choose at least one subject.'));
    expect(m.of('fiu-navigate')).toHaveLength(0);
    button(m.root, 'Import Call Data Record').click();
    expect(m.of('fiu-navigate').map((e) => (e.detail as { path: string }).path)).toEqual(['/import/cdr']);
  });

  it('Face Recognition says plainly that it arrives with the face jobs', async () => {
    await as(analyst);
    const m = await mount();
    ([...m.root.querySelectorAll('[role="tab"]')].find((t) => t.textContent === 'Face Recognition') as HTMLElement).click();
    await waitFor(() => expect(m.root.textContent).toContain('arrive with the face-jobs release'));
  });
});

function defineAndAppend(): void {
  void mountElement(analysisToolsDescriptor, load).catch(() => {}); // no form for a refused user: mount's own wait gives up
}
