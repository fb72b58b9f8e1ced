/**
 * Every count on the dashboard is a link to the list it counts, filtered the same way (issue 12 item 4). The
 * address's query uses the list call's own parameter names (created__gte, created__lte, domain, status,
 * currentcrimetype), which the lists read from the address and send with every page.
 */
import { createdRange, type Period } from './period';

/** What a link needs besides its own filter: the period, and when "the last 24 hours" began for the counts shown. */
export interface LinkContext {
  period: Period;
  /** ISO time 24 hours before the dashboard was loaded. */
  since: string;
}

export type ListPath = '/list' | '/companies' | '/rfi' | '/ireport' | '/cases';

/** '/list?currentcrimetype=Fraud&created__gte=2026-11-01' (empty values left out). */
export function listHref(path: ListPath, params: Readonly<Record<string, string | undefined>> = {}): string {
  const q = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) q.set(name, value);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** The same list within the dashboard's period. */
export const inPeriod = (path: ListPath, ctx: LinkContext, params: Readonly<Record<string, string | undefined>> = {}): string =>
  listHref(path, { ...params, ...createdRange(ctx.period) });

/** The list of records created in the last 24 hours ("new", "today": core-records §9). */
export const lastDay = (path: ListPath, ctx: LinkContext): string => listHref(path, { created__gte: ctx.since });

export const DAY_MS = 24 * 60 * 60 * 1000;
