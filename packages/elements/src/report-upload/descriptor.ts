import type { ElementDescriptor, ElementDocs } from '../define/types';

/** Public upload of scanned reports, no sign-in (dissemination-feedback §2 /reportupload). */
export const reportUploadDescriptor = {
  tag: 'fiu-report-upload',
  attributes: { domain: 'string' },
  properties: [],
  events: ['fiu-navigate'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const reportUploadDocs = {
  summary: 'Public report upload: name, e-mail, organisation and report files (.pdf, .jpg, .jpeg, .png), without signing in.',
  parts: ['card', 'title', 'form', 'files', 'actions', 'alert', 'notice', 'progress'],
  eventDetails: { 'fiu-navigate': "{ path: '/login'; state?: unknown }" },
  docs: {
    domain: 'The organisation the reports are for (preselected; the user can change it).',
    'fiu-navigate': "'/login' 1.8 s after a successful upload, or when the user goes back.",
  },
} as const satisfies ElementDocs;
