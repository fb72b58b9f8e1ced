/**
 * The dashboard's period (core-records §2.13: Start and Stop): two dates, 'YYYY-MM-DD' or '' (open). It lives in
 * the address (`/dashboard?start=…&stop=…`) so a director can share a view, and in the element's `start` and
 * `stop` attributes for a host page. Stop is never after today and Start never after Stop.
 */
import { localDateString } from '@fiu/ui/DateField';

export interface Period {
  start: string;
  stop: string;
}

export const OPEN_PERIOD: Period = { start: '', stop: '' };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in ISO form ('2026-02-30' is not). */
export function isIsoDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** The period a host or the address asks for, made valid: unreadable dates dropped, Stop at most today, Start at most Stop. */
export function readPeriod(source: { start?: string; stop?: string; query?: string }, today: string = localDateString()): Period {
  const params = new URLSearchParams(source.query ?? '');
  const pick = (name: 'start' | 'stop') => {
    const v = (params.get(name) ?? source[name] ?? '').trim();
    return isIsoDate(v) ? v : '';
  };
  const stop = pick('stop');
  const cappedStop = stop && stop > today ? today : stop;
  const start = pick('start');
  const limit = cappedStop || today;
  return { start: start && start > limit ? limit : start, stop: cappedStop };
}

/** Whether a picked pair may be applied: each date empty or real, Stop not after today, Start not after Stop. */
export function isValidPeriod(p: Period, today: string = localDateString()): boolean {
  if ((p.start && !isIsoDate(p.start)) || (p.stop && !isIsoDate(p.stop))) return false;
  if (p.stop && p.stop > today) return false;
  return !p.start || p.start <= (p.stop || today);
}

export const samePeriod = (a: Period, b: Period): boolean => a.start === b.start && a.stop === b.stop;

/** The dashboard's own address for a period: '/dashboard?start=2026-11-01&stop=2026-11-27', or '/dashboard'. */
export function dashboardPath(p: Period): string {
  const q = new URLSearchParams();
  if (p.start) q.set('start', p.start);
  if (p.stop) q.set('stop', p.stop);
  const s = q.toString();
  return s ? `/dashboard?${s}` : '/dashboard';
}

/** The dashboard call's query (GET /api/dashboard?start_date&stop_date). */
export function dashboardQuery(p: Period): { start_date?: string; stop_date?: string } {
  return { ...(p.start ? { start_date: p.start } : {}), ...(p.stop ? { stop_date: p.stop } : {}) };
}

/**
 * The same period in the list calls' names: created__gte and created__lte. A date alone means the whole day on
 * the server (created__lte=2026-11-27 counts that day), as the dashboard counts it.
 */
export function createdRange(p: Period): Record<string, string> {
  return { ...(p.start ? { created__gte: p.start } : {}), ...(p.stop ? { created__lte: p.stop } : {}) };
}

/** 'From 01/11/2026 to 27/11/2026', 'Since …', 'Until …', or 'All records'. */
export function periodLabel(p: Period): string {
  const day = (iso: string) => iso.split('-').reverse().join('/');
  if (p.start && p.stop) return `From ${day(p.start)} to ${day(p.stop)}`;
  if (p.start) return `Since ${day(p.start)}`;
  if (p.stop) return `Until ${day(p.stop)}`;
  return 'All records';
}
