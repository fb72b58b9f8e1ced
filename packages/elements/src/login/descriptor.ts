import type { ElementDescriptor, ElementDocs } from '../define/types';

/** Two-step sign-in: credentials, then the e-mailed secret key (core-records §2.3, §4.4). */
export const loginDescriptor = {
  tag: 'fiu-login',
  attributes: {},
  properties: [],
  events: ['fiu-navigate', 'fiu-signed-in'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const loginDocs = {
  summary: 'Two-step sign-in: username and password, then the secret key sent by e-mail.',
  parts: ['card', 'title', 'organisation', 'form', 'actions', 'links', 'alert'],
  eventDetails: {
    'fiu-navigate': "{ path: string; state?: unknown }",
    'fiu-signed-in': "{ user: Omit<import('@fiu/core').SignedInUser, 'token' | 'session'>; restored: boolean }",
  },
  docs: {
    'fiu-navigate': "After sign-in (about 1 s later) the user's landing: '/dashboard' when they may see it, otherwise the first screen of their drawer (e.g. '/list' for data entry); the link buttons '/reset', '/register', '/reportupload'; 'Change organisation' '/clear'.",
    'fiu-signed-in': 'The key was accepted: the session is active (the detail carries no token).',
  },
} as const satisfies ElementDocs;
