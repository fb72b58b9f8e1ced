import { fieldErrorsOf, serverText } from '../errors';

/** The list parameters' names as the filters call them, for a refused parameter's message. */
const PARAMETER_LABELS: Record<string, string> = {
  created__gte: 'Created from',
  created__lte: 'Created to',
  domain: 'Organisation',
  created_by: 'Created by',
  gender: 'Gender',
  status: 'Status',
  currentcrimetype: 'Offence',
  search: 'Search',
  ordering: 'Sort',
  offset: 'Page',
  limit: 'Page size',
};

/** The server's text, and for a refused parameter its filter's name and message ('Created by: Must be a user id'). */
export function listErrorText(error: unknown): string {
  const fields = Object.entries(fieldErrorsOf(error));
  if (fields.length === 0) return serverText(error);
  return fields.map(([name, messages]) => `${PARAMETER_LABELS[name] ?? name}: ${messages[0] ?? ''}`).join('; ');
}
