/**
 * A timeline of an import's phases for bench/imports (bench/results/imports-timeline.md): when the upload was
 * received, the header found, each batch prepared and stored (its lock, key look-up, COPY and commit), each
 * progress write, the end. Off unless FIU_IMPORT_TIMELINE names a file; then every span is one JSON line there
 * ({ name, start, end } in ms of the Unix epoch, cpu: the process's CPU ms meanwhile, all threads, with a few
 * numbers about it). A span costs two clock reads and a
 * small object: a few hundred per import.
 */
import { appendFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const file = process.env.FIU_IMPORT_TIMELINE || null;
let pending: string[] = [];

export const timelineOn = file !== null;

const now = () => performance.timeOrigin + performance.now();

/** Starts a span; the function it returns ends it (extra numbers may be added then). Does nothing when off. */
export function span(name: string, info?: Record<string, string | number>): (more?: Record<string, string | number>) => void {
  if (!file) return noop;
  const start = now();
  const cpu = process.cpuUsage();
  return (more) => {
    const used = process.cpuUsage(cpu);
    pending.push(JSON.stringify({ name, start: round(start), end: round(now()), cpu: round((used.user + used.system) / 1000), ...info, ...more }));
    if (pending.length >= 64) flushTimeline();
  };
}

/** Writes the spans kept so far (at the end of a job, and every 64 spans). */
export function flushTimeline(): void {
  if (!file || !pending.length) return;
  appendFileSync(file, `${pending.join('\n')}\n`);
  pending = [];
}

const noop = () => {};
const round = (ms: number) => Math.round(ms * 100) / 100;
