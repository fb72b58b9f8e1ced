import type { ElementDescriptor, ElementDocs } from '../define/types';

/** The Advanced tools' start: subject selection for the analysis workspace (analysis-tools §2 /tools). */
export const analysisToolsDescriptor = {
  tag: 'fiu-analysis-tools',
  // Short: the loader carries every summary (bench/budgets.json loader); the screen's comment says the rest.
  attributes: {},
  properties: [],
  events: ['fiu-navigate'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const analysisToolsDocs = {
  summary: 'Subject selection for the analysis workspace (/tools).',
  parts: ['card', 'title', 'form', 'alert', 'actions'],
  eventDetails: {
    'fiu-navigate': "{ path: '/cdr'; state: { subjects: string[]; userID: string; phones?: string[]; tab?: 'calls' } } | { path: '/import/cdr' }",
  },
  docs: {
    'fiu-navigate': "SUBMIT: open the workspace (/cdr) on the chosen subjects; 'Analyse Call Data Record': the same with their phone numbers on the calls tab; 'Import Call Data Record': /import/cdr.",
    card: 'The screen.',
    title: "The heading 'Advanced'.",
    form: "The 'Subject(s) Profile' list and SUBMIT.",
    alert: "'Choose at least one subject.' when SUBMIT finds none.",
    actions: 'The rows of buttons.',
  },
} as const satisfies ElementDocs;
