import type { ElementDescriptor, ElementDocs } from '../define/types';

/** The dashboard at /dashboard (core-records §2.13, §3.11): the period's cards and statistics, and the central unit's Map. */
export const dashboardDescriptor = {
  tag: 'fiu-dashboard',
  attributes: { start: 'string', stop: 'string', query: 'string', 'map-tiles': 'string' },
  properties: [],
  events: ['fiu-navigate'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const dashboardDocs = {
  summary:
    'The dashboard: Start and Stop dates, the cards and statistics tables of the period (each count a link to the list it counts), and the Map of organisations for the central unit.',
  parts: ['header', 'period'],
  eventDetails: { 'fiu-navigate': '{ path: string; replace?: boolean }' },
  docs: {
    start: "First day of the period, 'YYYY-MM-DD' (none: from the first record).",
    stop: "Last day of the period, 'YYYY-MM-DD', at most today (none: up to now).",
    query: "The address's query string ('start=2026-11-01&stop=2026-11-27'), as the standalone app passes it; its start and stop win over the attributes.",
    'map-tiles': "Tile URL template for the Map tab ('https://tiles.example/{z}/{x}/{y}.png'); without it an offline base map is drawn.",
    'fiu-navigate':
      "A count was clicked: the list it counts, filtered the same way ('/list?currentcrimetype=Fraud&created__gte=2026-11-01'). Or the period changed: '/dashboard?start=…&stop=…' with replace: true (replace the history entry).",
    header: 'The title, the period in words and the date pickers.',
    period: 'The Start and Stop date pickers.',
  },
} as const satisfies ElementDocs;
