/**
 * The workspace's period (analysis-tools §2 date bar, §5 "Date pickers cannot choose a moment after now"):
 * Start and Stop as calendar days (YYYY-MM-DD, a Nigerian day on the server), neither after today, Start not
 * after Stop.
 */
export interface Period {
  start: string;
  stop: string;
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Today as YYYY-MM-DD in the page's local time (the day the user sees on the calendar). */
export function today(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

export const isDay = (s: unknown): s is string => typeof s === 'string' && DAY_RE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** Two years back to today: a first look wide enough for a year of statements. */
export function defaultPeriod(now: Date = new Date()): Period {
  const stop = today(now);
  const start = `${Number(stop.slice(0, 4)) - 2}${stop.slice(4)}`;
  return { start: start.endsWith('-02-29') ? start.replace('-02-29', '-02-28') : start, stop };
}

/** The period a host asked for (attributes `start`, `stop`), filled from the default and kept within the rules. */
export function initialPeriod(start: unknown, stop: unknown, now: Date = new Date()): Period {
  const d = defaultPeriod(now);
  const max = today(now);
  const s = isDay(stop) && stop <= max ? stop : d.stop;
  const st = isDay(start) && start <= s ? start : d.start <= s ? d.start : s;
  return { start: st, stop: s };
}

/** The message a date bar shows for a period, or null when it is valid. */
export function periodProblem(p: Period, now: Date = new Date()): string | null {
  if (!isDay(p.start) || !isDay(p.stop)) return 'Choose a Start and a Stop date.';
  const max = today(now);
  if (p.start > max || p.stop > max) return 'A date cannot be later than today.';
  if (p.start > p.stop) return 'Start cannot be after Stop.';
  return null;
}

/** '1 January 2025 – 31 December 2025': the charts' subtitle (dates in the long format, §9). */
export function periodLabel(p: Period): string {
  const long = (d: string) => new Date(`${d}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `${long(p.start)} – ${long(p.stop)}`;
}

/** The analysis calls' scope: subjects, and the period as whole days (the server reads a day as a WAT day). */
export function scopeOf(subjects: readonly string[], p: Period): { suspects: string[]; start: string; end: string } {
  return { suspects: [...subjects], start: p.start, end: p.stop };
}
