// @vitest-environment happy-dom
// Call Details > Map on its own (the Call Details area mounts it; helper "cd" builds that in parallel), against
// the real server with the demo seed. happy-dom lays nothing out: the map is given a size (getSize).
import * as L from 'leaflet';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignedInUser } from '@fiu/core';
import type { CallPoints } from '@fiu/core/api/callPoints';
import { button, waitFor } from '../../test/harness';
import { freshPage, signInAs, startServer, type ElementTestServer } from '../../test/server';
import MapTab, { describeCall, summaryOf, type MapTabProps } from './MapTab';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let server: ElementTestServer;
let analyst: SignedInUser;
let subjects: string[];
const PERIOD = { start: '2024-01-01', stop: '2025-12-31' };
const query = (ids: string[], direction?: string) =>
  `/api/cdr/points?${ids.map((s) => `Suspect=${s}`).join('&')}&start=${PERIOD.start}&end=${PERIOD.stop}${direction ? `&direction=${encodeURIComponent(direction)}` : ''}`;

beforeAll(async () => {
  server = await startServer({ seedSize: 10 });
  analyst = await server.signIn('analyst@fiu');
  const { results } = await server.call<{ results: { id: string }[] }>(analyst, '/api/suspects?pager=limit&limit=10');
  const busy: string[] = [];
  for (const s of results) if ((await server.call<CallPoints>(analyst, query([s.id], 'Voice Originating'))).rows.length > 0) busy.push(s.id);
  subjects = busy.slice(0, 3);
}, 120_000);
afterAll(() => server.close());

let root: Root | null = null;
let shadow: ShadowRoot;
beforeEach(async () => {
  await freshPage(server);
  await signInAs(server, analyst);
  vi.spyOn(L.Map.prototype, 'getSize').mockImplementation(() => L.point(1000, 500));
});
afterEach(() => {
  if (root) act(() => root!.unmount());
  root = null;
  vi.restoreAllMocks();
});

function show(props: MapTabProps): void {
  const host = document.createElement('div');
  document.body.append(host);
  shadow = host.attachShadow({ mode: 'open' });
  const mount = document.createElement('div');
  shadow.append(mount);
  root = createRoot(mount);
  act(() => root!.render(<MapTab {...props} />));
}
const rerender = (props: MapTabProps) => act(() => root!.render(<MapTab {...props} />));

/** Calls on the map at the current view: single pins plus the counts in the clusters' names. */
const counted = () =>
  shadow.querySelectorAll('.leaflet-marker-icon.fiu-map__dot').length +
  [...shadow.querySelectorAll('.leaflet-marker-icon.fiu-map__cluster-icon')].reduce((n, c) => n + Number(/of ([\d,]+) call/.exec(c.getAttribute('aria-label') ?? '')![1]!.replace(/,/g, '')), 0);

describe('Call Details > Map', () => {
  it("the subjects' calls of the direction as clusters at §9's centre, zoom and height; a call's popup says number, time, type, site", async () => {
    expect(subjects.length).toBeGreaterThan(1);
    const want = await server.call<CallPoints>(analyst, query(subjects, 'Voice Originating'));
    const setView = vi.spyOn(L.Map.prototype, 'setView');
    show({ subjects, period: PERIOD, direction: 'Voice Originating' });
    await waitFor(() => expect(shadow.querySelector('.fiu-map__canvas')?.getAttribute('data-markers')).toBeTruthy(), 15_000);
    const sent = server.of('GET', '/api/cdr/points').at(-1)!;
    expect(sent.query.getAll('Suspect')).toEqual(subjects);
    expect(sent.query.get('direction')).toBe('Voice Originating');
    expect([sent.query.get('start'), sent.query.get('end')]).toEqual([PERIOD.start, PERIOD.stop]);

    expect(shadow.querySelector<HTMLElement>('.fiu-map__canvas')!.style.height).toBe('500px');
    expect(setView).toHaveBeenCalledWith([9.0765, 7.3986], 5);
    expect(shadow.querySelector('.fiu-calls-map__bar > [role="status"]')!.textContent).toBe(`${want.rows.length.toLocaleString('en-GB')} calls with a recorded cell site.`);
    // Over the country every call is counted once, in a cluster or as a pin.
    await waitFor(() => expect(counted()).toBe(want.rows.length));
    // A pin, or a stack no zoom separates, opens a popup with the call's number, time, type and site;
    // clusters that separate are zoomed into until one of those is on the map.
    for (let i = 0; i < 10 && !shadow.querySelector('.fiu-map__popup'); i++) {
      const pin = shadow.querySelector<HTMLElement>('.leaflet-marker-icon.fiu-map__dot');
      const clusters = [...shadow.querySelectorAll<HTMLElement>('.leaflet-marker-icon.fiu-map__cluster-icon')];
      const stack = clusters.find((c) => c.getAttribute('aria-label')!.endsWith('list them'));
      const target = pin ?? stack ?? clusters[0]!;
      const zoom = shadow.querySelector('.fiu-map__canvas')!.getAttribute('data-zoom');
      act(() => target.click());
      if (target === pin || target === stack) await waitFor(() => expect(shadow.querySelector('.fiu-map__popup')).not.toBeNull());
      else await waitFor(() => expect(shadow.querySelector('.fiu-map__canvas')!.getAttribute('data-zoom')).not.toBe(zoom));
    }
    const dts = [...shadow.querySelectorAll('.fiu-map__popup dt')].map((d) => d.textContent);
    expect(dts.slice(0, 4)).toEqual(['Other number', 'Time', 'Type', 'Site']);
    expect(want.numbers).toContain(shadow.querySelector('.fiu-map__popup-title')!.textContent);
  });

  it('reloads when the direction changes; SMS only when asked', async () => {
    show({ subjects, period: PERIOD, direction: 'Voice Originating' });
    await waitFor(() => expect(shadow.querySelector('.fiu-calls-map__bar > [role="status"]')).not.toBeNull(), 15_000);
    const before = server.of('GET', '/api/cdr/points').length;
    rerender({ subjects, period: PERIOD, direction: 'SMS Terminating' });
    await waitFor(() => expect(server.of('GET', '/api/cdr/points').length).toBe(before + 1));
    expect(server.of('GET', '/api/cdr/points').at(-1)!.query.get('direction')).toBe('SMS Terminating');
    const sms = await server.call<CallPoints>(analyst, query(subjects, 'SMS Terminating'));
    expect(sms.types.every((t) => t === 'SMS Terminating' || t === 'SMS Originating')).toBe(true);
    await waitFor(() => expect(shadow.querySelector('.fiu-calls-map__bar > [role="status"]')!.textContent).toBe(sms.rows.length ? summaryOf(sms) : 'No Results'));
  });

  it('a failure says so with Retry (the spinner never spins on)', async () => {
    server.answerNext('GET /api/cdr/points', { status: 500, json: { error: 'Database unavailable' } });
    show({ subjects, period: PERIOD });
    await waitFor(() => expect(shadow.textContent).toContain('The call map could not be loaded.'), 15_000);
    act(() => button(shadow, 'Retry').click());
    await waitFor(() => expect(shadow.querySelector('.fiu-calls-map__bar > [role="status"]')).not.toBeNull(), 15_000);
  });
});

describe('describeCall / summaryOf', () => {
  const data: CallPoints = {
    rows: [
      [9.07, 7.39, Date.UTC(2025, 2, 3, 13, 2) / 1000, 0, 1, 0, 0],
      [6.5, 3.4, Date.UTC(2025, 2, 4) / 1000, 0, 1, 0, -1],
    ],
    numbers: ['2348030000001', '<img src=x onerror=alert(1)>'],
    types: ['Voice Originating'],
    sites: ['ABUJA-WUSE-01'],
    count: 250_000,
    truncated: true,
  };
  it('names the call by its number and gives the other number, time, type and site', () => {
    const d = describeCall(data, 0);
    expect(d.title).toBe('2348030000001');
    expect(d.rows.map(([k]) => k)).toEqual(['Other number', 'Time', 'Type', 'Site']);
    expect(d.rows[0]![1]).toBe('<img src=x onerror=alert(1)>');
    expect(d.rows[1]![1]).toMatch(/^\d{1,2} March 2025, \d\d:\d\d$/);
    expect(d.rows[3]![1]).toBe('ABUJA-WUSE-01');
    expect(describeCall(data, 1).rows[3]![1]).toBe('Not recorded');
  });
  it('says when the period held more calls than the map shows', () => {
    expect(summaryOf(data)).toBe('Showing the first 2 of 250,000 calls with a recorded cell site (the oldest first).');
    expect(summaryOf({ ...data, rows: data.rows.slice(0, 1), count: 1, truncated: false })).toBe('1 call with a recorded cell site.');
  });
});
