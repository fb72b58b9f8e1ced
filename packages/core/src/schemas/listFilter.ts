/**
 * The light half of core's list address contract (schemas/listQuery): the value checks, the reader, the chip
 * words, and the filters of the lists that need no reference list (requests, reports, cases). A list screen that
 * reads only these imports this module, not listQuery, whose subject and company filters carry the crime lists
 * (1.3 KB gzip the reports list would load for nothing).
 */
import { isDateText } from '../validators/date.js';

/** An organisation code, as the server's list filters accept it. */
export const DOMAIN_CODE = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

/** A check of one filter's value. Plain predicates, not zod: every list screen reads its address (size budget). */
export type ValueCheck = (value: string) => boolean;
export const dateText: ValueCheck = isDateText;
export const domainCode: ValueCheck = (v) => DOMAIN_CODE.test(v);
export const oneOf =
  (values: readonly string[]): ValueCheck =>
  (v) =>
    values.includes(v);

// The period travels with the dashboard's RFI and dissemination links (reports count by dissemination time).
export const RFI_FILTER_FIELDS = { domain: domainCode, created__gte: dateText, created__lte: dateText } as const;
export const REPORT_FILTER_FIELDS = { domain: domainCode, overdue: oneOf(['true']), disseminated_on__gte: dateText, disseminated_on__lte: dateText } as const;
export const CASE_FILTER_FIELDS = { assigned: oneOf(['me']), status: oneOf(['open', 'archived']) } as const;

/**
 * The filters read from an address's query ('a=1&b=2', with or without '?', or URLSearchParams): only the given
 * names, each value checked alone; unknown names, empty values and bad values are left out. A name given twice
 * counts once (the first).
 */
export function parseFilter<F extends Readonly<Record<string, ValueCheck>>>(
  fields: F,
  query: string | URLSearchParams | null | undefined,
): Partial<Record<keyof F, string>> {
  const params = typeof query === 'string' || query == null ? new URLSearchParams((query ?? '').replace(/^\?/, '')) : query;
  const out: Record<string, string> = {};
  for (const [name, isValid] of Object.entries(fields)) {
    const value = params.get(name);
    if (value === null || value === '') continue;
    if (isValid(value)) out[name] = value;
  }
  return out as Partial<Record<keyof F, string>>;
}

/** The words a list shows for an active filter ("Filtered: Offence: Kidnapping"). */
export const LIST_FILTER_LABELS: Readonly<Record<string, string>> = {
  created__gte: 'Created from',
  created__lte: 'Created until',
  domain: 'Organisation',
  status: 'Status',
  currentcrimetype: 'Offence',
  disseminated_on__gte: 'Disseminated from',
  disseminated_on__lte: 'Disseminated until',
  assigned: 'Assigned to',
};

/** One active filter as a person reads it: 'Offence: Kidnapping', 'Assigned to: me'. */
export function listFilterText(name: string, value: string): string {
  return `${LIST_FILTER_LABELS[name] ?? name}: ${value}`;
}
