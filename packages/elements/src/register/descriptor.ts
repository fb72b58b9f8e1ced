import type { ElementDescriptor, ElementDocs } from '../define/types';

/** Request registration: creates an inactive user (dissemination-feedback §2 /register). */
export const registerDescriptor = {
  tag: 'fiu-register',
  attributes: {},
  properties: [],
  events: ['fiu-navigate'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const registerDocs = {
  summary: 'Registration request: name, username, e-mail and role; an administrator enables the account.',
  parts: ['card', 'title', 'form', 'actions', 'alert', 'notice'],
  eventDetails: { 'fiu-navigate': "{ path: '/login'; state?: unknown }" },
  docs: { 'fiu-navigate': "'/login' (back to sign-in)." },
} as const satisfies ElementDocs;
