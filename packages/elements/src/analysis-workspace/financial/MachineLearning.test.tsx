// @vitest-environment happy-dom
// Financial Statement > Machine Learning in the workspace element, against the real server (demo seed).
// happy-dom lays nothing out: the map is given a size (getSize), as a browser would.
import * as L from 'leaflet';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignedInUser } from '@fiu/core';
import { defineElement } from '../../define/defineElement';
import { button, type, waitFor } from '../../test/harness';
import { freshPage, signInAs, startServer, type ElementTestServer } from '../../test/server';
import { analysisWorkspaceDescriptor } from '../descriptor';

interface Ner {
  LOC: { Name: string; latitude: number; longitude: number }[];
  LOCLOC: { Name: string }[];
  PERSON: { Name: string; Count: number }[];
  ORG: { Name: string; Count: number }[];
}

let server: ElementTestServer;
let analyst: SignedInUser;
let subjects: string[];
let ner: Ner;
const PERIOD = { start: '2025-01-01', stop: '2025-12-31' };
const load = () => import('../AnalysisWorkspace');

beforeAll(async () => {
  server = await startServer({ seedSize: 10 });
  analyst = await server.signIn('analyst@fiu');
  const { results } = await server.call<{ results: { id: string }[] }>(analyst, '/api/suspects?pager=limit&limit=10');
  subjects = results.slice(0, 3).map((s) => s.id);
  ner = await server.call<Ner>(analyst, `/api/analysis/ner?${subjects.map((s) => `Suspect=${s}`).join('&')}&start=${PERIOD.start}&end=${PERIOD.stop}`);
  await load();
  await import('./MachineLearning');
}, 120_000);
afterAll(() => server.close());
beforeEach(async () => {
  await freshPage(server);
  await signInAs(server, analyst);
  vi.spyOn(L.Map.prototype, 'getSize').mockImplementation(() => L.point(1000, 640));
});

function openMl() {
  defineElement(analysisWorkspaceDescriptor, load);
  const el = document.createElement(analysisWorkspaceDescriptor.tag) as HTMLElement & { subjects?: string[] };
  el.setAttribute('start', PERIOD.start);
  el.setAttribute('stop', PERIOD.stop);
  el.subjects = subjects;
  document.body.append(el);
  const root = () => el.shadowRoot as ShadowRoot;
  return { root };
}
const tab = (root: ShadowRoot, label: string) => ([...root.querySelectorAll('[role="tab"]')].find((t) => t.textContent === label) as HTMLElement).click();
const select = (root: ShadowRoot, label: string) => {
  const l = [...root.querySelectorAll('label')].find((x) => x.textContent?.trim() === label)!;
  return root.getElementById(l.htmlFor) as HTMLSelectElement;
};
const route = (root: ShadowRoot) => root.querySelector('path.fiu-map__route');

describe('Machine Learning', () => {
  it('the demo narrations name places, persons and organisations', () => {
    expect(ner.LOC.length).toBeGreaterThan(1);
    expect(ner.LOCLOC.length).toBeGreaterThan(1);
    expect(ner.PERSON.length).toBeGreaterThan(0);
    expect(ner.ORG.length).toBeGreaterThan(0);
  });

  it("the map at §9's centre, zoom and height with the places, the route in the chosen mode and colour, and the two grids", async () => {
    const setView = vi.spyOn(L.Map.prototype, 'setView');
    const m = openMl();
    await waitFor(() => expect(m.root().querySelectorAll('[role="tab"]').length).toBeGreaterThan(3), 10_000);
    tab(m.root(), 'Machine Learning');
    await waitFor(() => expect(route(m.root())).not.toBeNull(), 15_000);
    const root = m.root();
    const call = server.of('GET', '/api/analysis/ner').at(-1)!;
    expect(call.query.getAll('Suspect')).toEqual(subjects);
    expect(call.query.get('start')).toBe(PERIOD.start);
    expect(call.query.get('end')).toBe(PERIOD.stop);

    expect(root.querySelector<HTMLElement>('.fiu-map__canvas')!.style.height).toBe('640px');
    expect(setView).toHaveBeenCalledWith([9.0831973, 7.4688447], 10);
    expect(root.querySelector('.fiu-map__canvas')!.getAttribute('aria-label')).toBe('Places named in the statements');

    // The selects of §2 with the values of §9; driving in blue at weight 6 and opacity 0.5 first.
    expect([...select(root, 'Set mode').options].map((o) => o.value)).toEqual(['driving', 'walking']);
    expect([...select(root, 'Route color').options].map((o) => o.value)).toEqual(['blue', 'green', 'red']);
    expect(route(root)!.getAttribute('stroke')).toBe('blue');
    expect(route(root)!.getAttribute('stroke-width')).toBe('6');
    expect(route(root)!.getAttribute('stroke-opacity')).toBe('0.5');
    expect(route(root)!.getAttribute('stroke-dasharray')).toBeNull();
    const status = () => root.querySelector('.fiu-ml__route')!.textContent ?? '';
    expect(status()).toMatch(/^Route through \d+ places in the order of the transactions: [\d,]+ km in straight lines, about .* driving\. No road routing is available offline\.$/);
    const drivingText = status();

    type(select(root, 'Route color'), 'red');
    await waitFor(() => expect(route(root)!.getAttribute('stroke')).toBe('red'));
    type(select(root, 'Set mode'), 'walking');
    await waitFor(() => expect(route(root)!.getAttribute('stroke-dasharray')).toBe('2 12'));
    expect(status()).toMatch(/ walking\. No road routing/);
    expect(status()).not.toBe(drivingText);
    expect(root.querySelectorAll('path.fiu-map__route')).toHaveLength(1);

    // The places as markers or clusters: zoomed out over the country, every place is counted once.
    const zoomOut = root.querySelector<HTMLElement>('.leaflet-control-zoom-out')!;
    for (let i = 0; i < 5; i++) zoomOut.click();
    await waitFor(() => expect(root.querySelector('.fiu-map__canvas')!.getAttribute('data-zoom')).toBe('5'));
    const counted = () =>
      root.querySelectorAll('.leaflet-marker-icon.fiu-map__marker').length +
      [...root.querySelectorAll('.leaflet-marker-icon.fiu-map__cluster-icon')].reduce((n, c) => n + Number(/of ([\d,]+) place/.exec(c.getAttribute('aria-label') ?? '')![1]!.replace(/,/g, '')), 0);
    await waitFor(() => expect(counted()).toBe(ner.LOC.length));

    // The two grids: the server's names, most frequent first.
    const tables = [...root.querySelectorAll('table')];
    const caption = (t: HTMLTableElement) => t.querySelector('caption')?.textContent;
    const persons = tables.find((t) => caption(t) === 'Person names')!;
    const orgs = tables.find((t) => caption(t) === 'Organisation names')!;
    const names = (t: HTMLTableElement) => [...t.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('td')?.textContent);
    expect(names(persons)).toEqual(ner.PERSON.map((p) => p.Name));
    expect(names(orgs)).toEqual(ner.ORG.map((p) => p.Name));
    // Sorting by name happens here, on the rows the server sent.
    button(root, 'Name').click();
    await waitFor(() => expect(names(persons)).toEqual(ner.PERSON.map((p) => p.Name).sort((a, b) => a.localeCompare(b, 'en-GB'))));
  });

  it('a failed load says so with Retry, and Retry loads it', async () => {
    const m = openMl();
    await waitFor(() => expect(m.root().querySelectorAll('[role="tab"]').length).toBeGreaterThan(3), 10_000);
    server.answerNext('GET /api/analysis/ner', { status: 500, json: { error: 'Database unavailable' } });
    tab(m.root(), 'Machine Learning');
    await waitFor(() => expect(m.root().textContent).toContain('The extracted names and places could not be loaded.'), 10_000);
    button(m.root(), 'Retry').click();
    await waitFor(() => expect(route(m.root())).not.toBeNull(), 10_000);
  });
});
