/**
 * Every count on the dashboard is a link to the list it counts, filtered the same way (issue 12 item 4), in the
 * address contract of core's listQuery: each list call's own parameter names, which the lists read from the
 * address and send with every page.
 */
import { listAddress, type ListFilter } from '@fiu/core/schemas/listQuery';
import { createdRange, type Period } from './period';

/** What a link needs besides its own filter: the period, and when "the last 24 hours" began for the counts shown. */
export interface LinkContext {
  period: Period;
  /** ISO time 24 hours before the dashboard was loaded. */
  since: string;
}

/** The same list within the dashboard's period. */
export const inPeriod = (list: 'subjects' | 'companies', ctx: LinkContext, filter: ListFilter<'subjects' | 'companies'> = {}): string =>
  listAddress(list, { ...filter, ...createdRange(ctx.period) });

/**
 * The reports disseminated within the period (the Dissemination figures count by dissemination time). Without a
 * Stop the link still bounds the dissemination date (up to the day the dashboard was loaded): a date bound is what
 * leaves the unit's undisseminated drafts out of the list, as they are out of the count.
 */
export function disseminatedInPeriod(ctx: LinkContext, filter: { domain?: string } = {}): string {
  const { start, stop } = ctx.period;
  const until = stop ?? new Date(Date.parse(ctx.since) + DAY_MS).toISOString().slice(0, 10);
  return listAddress('ireport', { ...filter, ...(start ? { disseminated_on__gte: start } : {}), disseminated_on__lte: until });
}

/**
 * The list of records created in the last 24 hours ("new", "today": core-records §9), within the period as the
 * server counts them: from the later of the two starts, up to the period's stop.
 */
export function lastDay(list: 'subjects' | 'companies', ctx: LinkContext): string {
  const { start, stop } = ctx.period;
  const from = start && Date.parse(start) > Date.parse(ctx.since) ? start : ctx.since;
  return listAddress(list, { created__gte: from, ...(stop ? { created__lte: stop } : {}) });
}

export const DAY_MS = 24 * 60 * 60 * 1000;
