import type { ElementDescriptor, ElementDocs } from '../define/types';

/** The messages list (core-records §2.11, §7): subject, sent time, content. */
export const messageListDescriptor = {
  tag: 'fiu-message-list',
  attributes: { 'page-size': 'number' },
  properties: [],
  events: [],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const messageListDocs = {
  summary: "Messages list: the signed-in user's messages with subject, sent time and content, newest first.",
  parts: ['header', 'title', 'table', 'pagination'],
  docs: {
    'page-size': 'Rows per page (default 20).',
    header: 'Title row with the total.',
    title: 'The heading (Messages and the total).',
    table: 'The messages table.',
    pagination: "The 'x-y of total' text with previous and next.",
  },
} as const satisfies ElementDocs;
