import type { ElementDescriptor, ElementDocs } from '../define/types';

/** The Intelligence Reports register (dissemination-feedback §2 "Intelligence Reports", §4, §6, §7, §9). */
export const irListDescriptor = {
  tag: 'fiu-ir-list',
  attributes: { 'page-size': 'number', 'decryption-tool-href': 'string', query: 'string' },
  properties: [],
  events: ['fiu-navigate', 'fiu-open'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const irListDocs = {
  summary:
    "Intelligence Reports: 50 a page, sorting by dissemination date or downloaded, the downloads filter, search on Enter, feedback due dates with an Overdue chip and an Overdue-only toggle; a row menu with the report zip, Interim/Final feedback, Disseminate after a confirmation and Edit; Add for unit staff.",
  parts: ['header', 'title', 'actions', 'toolbar', 'table', 'pagination'],
  eventDetails: {
    'fiu-navigate':
      "{ path: '/ireport/new' | `/ireport/${string}` | '/pifeedback' | '/rifeedback' | '/caseupdate' | '/finalfeedback'; state?: { report: string } }",
    'fiu-open': '{ id: string }',
  },
  docs: {
    'page-size': 'Rows per page; default 50 (dissemination-feedback §9).',
    'decryption-tool-href':
      "Where the 'Download Decryption Tool' link points; default '/downloads/fiu-decryption-tool.zip', a static file the deployment serves (the product does not ship the tool).",
    'fiu-navigate':
      "Add ('/ireport/new'), a reference clicked by unit staff who may change reports ('/ireport/{id}'), and the Interim and Final buttons (their target, with the report's id in `state.report`: fiu-feedback-form's `report`).",
    query:
      "A URL query string that narrows the list (core's listQuery, as the dashboard's links write it): `domain=<code>` shows only the reports for that recipient organisation (the central unit's view; a partner reads its own anyway), `overdue=true` ticks Overdue only. Other names and bad values are ignored; a new value is followed.",
    'fiu-open': 'A report was opened for editing.',
    header: 'The title row with the decryption tool link and Add.',
    title: 'The title with the count.',
    actions: 'The decryption tool link and Add.',
    toolbar: 'The search box, the column chooser, the downloads filter and Overdue only.',
    table: 'The table.',
    pagination: 'The pager.',
  },
} as const satisfies ElementDocs;
