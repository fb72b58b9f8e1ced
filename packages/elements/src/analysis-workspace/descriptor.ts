import type { ElementDescriptor, ElementDocs } from '../define/types';

/** The analysis workspace (analysis-tools §2 /cdr): a set of subjects over a period. */
export const analysisWorkspaceDescriptor = {
  tag: 'fiu-analysis-workspace',
  // Short: the loader carries every summary (bench/budgets.json loader); the screen's comment says the rest.
  attributes: { start: 'string', stop: 'string', tab: 'string' },
  properties: ['subjects'],
  events: ['fiu-back'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const analysisWorkspaceDocs = {
  summary: 'The analysis workspace (/cdr).',
  parts: ['card', 'title', 'datebar', 'tabs'],
  propertyTypes: { subjects: 'string[]' },
  eventDetails: {
    'fiu-back': "{ path: '/tools' }",
  },
  docs: {
    subjects: 'The subject ids (or readable subject ids) to analyse; a host page gives its own subject, the standalone app the ones chosen on /tools.',
    start: "The period's first day, 'YYYY-MM-DD' (default two years before today).",
    stop: "The period's last day, 'YYYY-MM-DD', never after today (default today).",
    tab: "The top tab to open: 'financial' (default), 'calls' or 'import'.",
    'fiu-back': 'BACK was pressed: the standalone shell opens /tools; a host page returns to its own subject view.',
    card: 'The screen.',
    title: 'The heading.',
    datebar: 'Start, Stop and BACK.',
    tabs: 'The top tabs and their panels.',
  },
} as const satisfies ElementDocs;
