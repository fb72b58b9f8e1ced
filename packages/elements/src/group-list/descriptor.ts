import type { ElementDescriptor, ElementDocs } from '../define/types';

/** The groups screen (core-records §2.10, §3.10, §7): a list and a form with a name only. */
export const groupListDescriptor = {
  tag: 'fiu-group-list',
  attributes: {},
  properties: [],
  events: ['fiu-saved'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const groupListDocs = {
  summary: 'Groups list with a name-only form: Add and Edit for the central unit with can.change.users.',
  parts: ['header', 'title', 'actions', 'table'],
  eventDetails: { 'fiu-saved': "{ kind: 'group'; id: string; group: { _id: string; name: string } }" },
  docs: {
    'fiu-saved': 'A group was added or renamed.',
    header: 'Title row with the total and Add.',
    title: 'The heading (Groups and the total).',
    actions: 'Add (with can.change.users).',
    table: 'The groups table with an Edit button per group.',
  },
} as const satisfies ElementDocs;
