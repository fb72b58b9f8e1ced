// DOM builders for the clustered layer's badges and popups. Every text is set with textContent (Leaflet would
// write a string with innerHTML: SECURITY.md promise 8). No leaflet import: tested on their own.
import { clusterSize, shortCount } from './clusterIndex';

/** One point's popup: a title and label/value rows, e.g. ['Time', '3 March 2025 14:02']. */
export interface MapPointInfo {
  title: string;
  rows?: readonly (readonly [string, string])[];
}

/** The names of what is clustered, for labels: 'Cluster of 1,234 calls'. */
export interface MapNoun {
  one: string;
  other: string;
}

export const DEFAULT_NOUN: MapNoun = { one: 'point', other: 'points' };

const plural = (n: number, noun: MapNoun) => `${n.toLocaleString('en-GB')} ${n === 1 ? noun.one : noun.other}`;

/** The cluster's badge: its count, shortened (12k); the full count is in the marker's accessible name. */
export function buildClusterNode(count: number, doc: Document = document): HTMLElement {
  const el = doc.createElement('span');
  el.className = `fiu-map__cluster fiu-map__cluster--${clusterSize(count)}`;
  el.textContent = shortCount(count);
  return el;
}

/** The accessible name of a cluster marker. */
export function clusterLabel(count: number, noun: MapNoun, expands: boolean): string {
  return `Cluster of ${plural(count, noun)}: ${expands ? 'zoom in' : 'list them'}`;
}

function appendInfo(parent: HTMLElement, info: MapPointInfo, doc: Document, heading: 'strong' | 'h3'): void {
  const title = doc.createElement(heading);
  title.className = 'fiu-map__popup-title';
  title.textContent = info.title;
  parent.append(title);
  if (!info.rows?.length) return;
  const dl = doc.createElement('dl');
  dl.className = 'fiu-map__popup-rows';
  for (const [label, value] of info.rows) {
    const dt = doc.createElement('dt');
    dt.textContent = label;
    const dd = doc.createElement('dd');
    dd.textContent = value;
    dl.append(dt, dd);
  }
  parent.append(dl);
}

/** One point's popup body. */
export function buildInfoNode(info: MapPointInfo, doc: Document = document): HTMLElement {
  const el = doc.createElement('div');
  el.className = 'fiu-map__popup';
  el.tabIndex = -1;
  appendInfo(el, info, doc, 'strong');
  return el;
}

/**
 * The popup of a cluster that no zoom separates (its points share a place, e.g. one cell site): the first
 * `infos.length` of `total` points, then how many more there are.
 */
export function buildListNode(infos: readonly MapPointInfo[], total: number, noun: MapNoun, doc: Document = document): HTMLElement {
  const el = doc.createElement('div');
  el.className = 'fiu-map__popup fiu-map__popup--list';
  el.tabIndex = -1;
  const head = doc.createElement('strong');
  head.className = 'fiu-map__popup-head';
  head.textContent = `${plural(total, noun)} at this place`;
  const list = doc.createElement('ul');
  for (const info of infos) {
    const li = doc.createElement('li');
    appendInfo(li, info, doc, 'strong');
    list.append(li);
  }
  el.append(head, list);
  if (total > infos.length) {
    const more = doc.createElement('p');
    more.className = 'fiu-map__popup-more';
    more.textContent = `and ${(total - infos.length).toLocaleString('en-GB')} more`;
    el.append(more);
  }
  return el;
}
