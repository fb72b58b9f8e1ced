import type { ElementDescriptor, ElementDocs } from '../define/types';

/** Ir form: what the screen is for, and the spec section it implements. */
export const irFormDescriptor = {
  tag: 'fiu-ir-form',
  summary: 'Ir form.',
  attributes: {},
  properties: [],
  events: ['fiu-navigate'],
  parts: ['card', 'title', 'form', 'actions', 'alert', 'notice'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const irFormDocs = {
  eventDetails: { 'fiu-navigate': '{ path: string; state?: unknown }' },
  docs: { 'fiu-navigate': 'Where the screen sends the page next.' },
} as const satisfies ElementDocs;
