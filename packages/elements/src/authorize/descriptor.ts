import type { ElementDescriptor, ElementDocs } from '../define/types';

/** Organisation lookup by URL code (core-records §2.2); one preset organisation in investigate mode. */
export const authorizeDescriptor = {
  tag: 'fiu-authorize',
  attributes: { 'preset-domain': 'string' },
  properties: ['presetOrganisation'],
  events: ['fiu-navigate'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const authorizeDocs = {
  summary: 'Organisation lookup: asks for the URL Code, remembers the organisation, then leads to sign-in.',
  parts: ['card', 'title', 'form', 'actions', 'alert'],
  propertyTypes: { presetOrganisation: "import('@fiu/core').Organisation" },
  eventDetails: { 'fiu-navigate': "{ path: '/login'; state?: unknown }" },
  docs: {
    'preset-domain': 'Investigate mode: the domain of the one organisation offered (looked up in the public organisation list).',
    presetOrganisation: 'Investigate mode: the one organisation offered, as an object (wins over preset-domain).',
    'fiu-navigate': 'The organisation was found and remembered: go to /login.',
  },
} as const satisfies ElementDocs;
