import type { ElementDescriptor, ElementDocs } from '../define/types';

/** The company record form (core-records §2.7, §3.3, §4.2, §5, §8): new when `company-id` is empty. */
export const companyFormDescriptor = {
  tag: 'fiu-company-form',
  attributes: { 'company-id': 'string' },
  properties: ['company'],
  events: ['fiu-saved', 'fiu-navigate', 'fiu-back'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const companyFormDocs = {
  summary: 'Company record form: every field and list of core-records §3.3, live validation, the red Errors box on a failed save.',
  parts: ['header', 'title', 'notice', 'errors', 'form', 'actions'],
  propertyTypes: { company: "Partial<import('@fiu/core').Company>" },
  eventDetails: {
    'fiu-saved': "{ kind: 'company'; id: string; company: import('@fiu/core').Company }",
    'fiu-navigate': "{ path: '/companies'; state?: unknown }",
    'fiu-back': "{ path: '/companies' }",
  },
  docs: {
    'company-id': 'Id of the company to open (GET /api/companies/{id}); empty for a new company.',
    company:
      'The company to show when the host already has it: no load is made when its id equals `company-id` (or `company-id` is empty). Without an id it pre-fills a new company.',
    'fiu-saved': 'The save succeeded; the detail carries the saved record as the server answered it.',
    'fiu-navigate': "'/companies' about 1 s after a save (the 'Company saved' toast shows first).",
    'fiu-back': 'Back was pressed: a host returns to its own screen; the standalone shell opens `path`.',
    form: 'The form.',
    header: 'The title row with Back.',
    errors: "The red 'Errors' box with the server's error text.",
    actions: 'The row of Save and Back.',
    notice: "Read-only and 'Restored unsaved changes' notices.",
  },
} as const satisfies ElementDocs;
