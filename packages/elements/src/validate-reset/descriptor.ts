import type { ElementDescriptor, ElementDocs } from '../define/types';

/** Enter the reset key and a new password (dissemination-feedback §2 /validate). */
export const validateResetDescriptor = {
  tag: 'fiu-validate-reset',
  attributes: {},
  properties: [],
  events: ['fiu-navigate'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const validateResetDocs = {
  summary: 'Password reset: the e-mailed reset key and the new password, twice.',
  parts: ['card', 'title', 'form', 'actions', 'alert'],
  eventDetails: { 'fiu-navigate': "{ path: '/login' | '/reset'; state?: unknown }" },
  docs: { 'fiu-navigate': "'/login' after the new password is saved; '/reset' to ask for another key." },
} as const satisfies ElementDocs;
