import type { ElementDescriptor, ElementDocs } from '../define/types';

/** The users list and form (core-records §2.9, §4.5, §6.4, §7, §8, §9). */
export const userListDescriptor = {
  tag: 'fiu-user-list',
  attributes: { 'page-size': 'number' },
  properties: [],
  events: ['fiu-saved'],
} as const satisfies ElementDescriptor;

/** For the manifest and typings only (not in the loader). */
export const userListDocs = {
  summary:
    'Users list (300 a page) and user form: Add for the central unit, Edit, Activate/Deactivate and Reset password per user as the role allows, role choices per organisation.',
  parts: ['header', 'title', 'actions', 'table', 'pagination'],
  eventDetails: { 'fiu-saved': "{ kind: 'user'; id: string; user: PublicUser & { id: string } }" },
  docs: {
    'page-size': 'Rows per page (default and most 300, core-records §9).',
    'fiu-saved': 'A user was added or changed in the form (the list shows again after it).',
    header: 'Title row with the total and Add.',
    title: 'The heading (Users and the total).',
    actions: 'Add (central unit only).',
    table: 'The users table with its row buttons.',
    pagination: "The 'x-y of total' text with previous and next (more than 300 users).",
  },
} as const satisfies ElementDocs;
