// @vitest-environment happy-dom
/**
 * The co-location panel on its own (mounted in a test element, as the Call Details tab mounts it), against the
 * real server and the demo world's planted meeting (server db/seed-analysis-meeting.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SignedInUser } from '@fiu/core';
import type { ColocationResult } from '@fiu/core/schemas/colocation';
import { defineElement } from '../../define/defineElement';
import type { ElementDescriptor } from '../../define/types';
import { button, field, type, waitFor } from '../../test/harness';
import { DROP, freshPage, startServer, type ElementTestServer } from '../../test/server';
import type { Period } from '../../shared/analysis/period';

let server: ElementTestServer;
let analyst: SignedInUser;
/** The two subjects whose phones the seed put at one site on 14 June 2025. */
let met: string[];
const DAY: Period = { start: '2025-06-14', stop: '2025-06-14' };
const PLANTED = ['SEED-CDR-MEET-1', 'SEED-CDR-MEET-2'];

const descriptor = {
  tag: 'fiu-test-colocation',
  attributes: {},
  properties: ['subjects', 'period'],
  events: [],
} as const satisfies ElementDescriptor;
const load = async () => {
  const { CoLocation } = await import('./CoLocation');
  return { default: (p: { subjects: string[]; period: Period }) => <CoLocation subjects={p.subjects ?? []} period={p.period ?? DAY} /> };
};

beforeAll(async () => {
  server = await startServer({ seedSize: 10 });
  analyst = await server.signIn('analyst@fiu');
  const { results } = await server.call<{ results: { id: string }[] }>(analyst, '/api/suspects?pager=limit&limit=10');
  const q = `${results.map((s) => `Suspect=${s.id}`).join('&')}&start=2025-06-14&end=2025-06-14&distance=0`;
  const all = await server.call<ColocationResult>(analyst, `/api/cdr/colocation?${q}`);
  const meeting = all.meetings.find((m) => PLANTED.every((id) => m.evidence.some((e) => e.Record_ID === id)));
  if (!meeting) throw new Error('the planted meeting is not in the demo world');
  met = meeting.subjects.map((s) => s.id);
  await load();
});
afterAll(() => server.close());
beforeEach(() => freshPage(server, analyst));

function mount(subjects: string[] = met, period: Period = DAY) {
  defineElement(descriptor, load);
  const el = document.createElement(descriptor.tag) as HTMLElement & { subjects?: string[]; period?: Period };
  el.subjects = subjects;
  el.period = period;
  document.body.append(el);
  return () => el.shadowRoot as ShadowRoot;
}
const calls = () => server.of('GET', '/api/cdr/colocation');
const toggles = (root: ShadowRoot) => [...root.querySelectorAll<HTMLButtonElement>('.fiu-coloc__toggle')];

describe('the co-location panel', () => {
  it('finds the planted meeting with the defaults, and opens onto its call records from the keyboard', async () => {
    const root = mount();
    await waitFor(() => expect(toggles(root()).length).toBeGreaterThan(0));
    const sent = new URL(calls()[0]!.url, 'http://x').searchParams;
    expect(sent.getAll('Suspect')).toEqual(met);
    expect([sent.get('start'), sent.get('end'), sent.get('window'), sent.get('distance')]).toEqual(['2025-06-14', '2025-06-14', '30', '500']);
    expect(root().textContent).toContain('at most 30 minutes apart');

    const meeting = toggles(root()).find((b) => b.closest('.fiu-coloc__section')?.querySelector('h3')?.textContent === 'Meetings')!;
    expect(meeting.querySelector('.fiu-coloc__meta')?.textContent).toMatch(/^14 June 2025, \d{2}:\d{2} to \d{2}:\d{2} · same site · 2 calls$/);
    expect(meeting.getAttribute('aria-expanded')).toBe('false');
    meeting.focus();
    meeting.click(); // a native button: Enter and Space click it
    await waitFor(() => expect(meeting.getAttribute('aria-expanded')).toBe('true'));
    const region = root().getElementById(meeting.getAttribute('aria-controls')!)!;
    expect(region.getAttribute('role')).toBe('region');
    const rows = [...region.querySelectorAll('tbody tr')].map((tr) => tr.textContent ?? '');
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(region.querySelector('caption')?.textContent).toMatch(/call records?$/);
    expect(rows.join('\n')).toMatch(/seconds/);
    meeting.click();
    await waitFor(() => expect(meeting.getAttribute('aria-expanded')).toBe('false'));
    expect(root().getElementById(meeting.getAttribute('aria-controls')!)).toBeNull();
  });

  it('refuses a bad window or distance under its field without asking the server; Find applies good ones', async () => {
    const root = mount();
    await waitFor(() => expect(calls()).toHaveLength(1));
    await waitFor(() => expect(root().querySelector('[role="status"]')).not.toBeNull());
    type(field(root(), 'Time window (minutes)'), '0');
    button(root(), 'Find').click();
    await waitFor(() => expect(root().textContent).toContain('The time window (minutes) must be from 1 to 1,440'));
    type(field(root(), 'Time window (minutes)'), '5');
    type(field(root(), 'Distance (metres)'), '999999');
    button(root(), 'Find').click();
    await waitFor(() => expect(root().textContent).toContain('The distance (metres) must be from 0 to 50,000'));
    expect(calls()).toHaveLength(1);
    type(field(root(), 'Distance (metres)'), '0');
    button(root(), 'Find').click();
    await waitFor(() => expect(calls()).toHaveLength(2));
    const sent = new URL(calls()[1]!.url, 'http://x').searchParams;
    expect([sent.get('window'), sent.get('distance')]).toEqual(['5', '0']);
    await waitFor(() => expect(root().textContent).toContain('at the same cell site, at most 5 minutes apart'));
  });

  it('a failed load says so with Retry, and Retry loads again; the spinner never stays on', async () => {
    server.answerNext('GET /api/cdr/colocation', DROP);
    const root = mount();
    await waitFor(() => expect(root().textContent).toContain('Co-location could not be loaded.'));
    expect(root().querySelector('[role="alert"]')).not.toBeNull();
    button(root(), 'Retry').click();
    await waitFor(() => expect(toggles(root()).length).toBeGreaterThan(0));
    expect(root().textContent).not.toContain('Looking for meetings');
  });

  it('one subject: says two are needed and asks nothing', async () => {
    const root = mount([met[0]!]);
    await waitFor(() => expect(root()?.textContent).toContain('Co-location compares two or more subjects'));
    expect(calls()).toHaveLength(0);
    expect(button(root(), 'Find').disabled).toBe(true);
  });
});
