import type { ElementDescriptor, ElementDocs } from '../define/types';

/** Request a password reset key by e-mail (dissemination-feedback §2 /reset). */
export const resetPasswordDescriptor = {
  tag: 'fiu-reset-password',
  attributes: {},
  properties: [],
  events: ['fiu-navigate'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const resetPasswordDocs = {
  summary: 'Password reset request: sends a reset key to the registered e-mail address.',
  parts: ['card', 'title', 'form', 'actions', 'alert', 'notice'],
  eventDetails: { 'fiu-navigate': "{ path: '/validate' | '/login'; state?: unknown }" },
  docs: { 'fiu-navigate': "'/validate' (Proceed, 'I have Received Password Key'), '/login' (back to sign-in)." },
} as const satisfies ElementDocs;
