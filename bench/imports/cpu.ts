/**
 * CPU time spent, read from /proc (Linux): the figure a loaded, shared machine leaves readable. Wall time on a
 * machine whose load is ten times its cores measures the queue for the cores; CPU time measures the work. A
 * process's own (utime + stime of all its threads), and a local PostgreSQL's: its postmaster and every child
 * (backends, WAL writer, checkpointer). 0 / null when /proc cannot be read (another OS, a remote database).
 */
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function statFields(pid: number, thread?: number): string[] | null {
  try {
    const text = readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** CPU milliseconds (user + system, all threads) a process has used so far; 0 when unreadable. */
export function processCpuMs(pid: number): number {
  const f = statFields(pid);
  return f ? ((Number(f[11]) + Number(f[12])) * 1000) / TICKS_PER_SECOND : 0;
}

/**
 * CPU milliseconds a process's main thread has used so far (its thread id is its pid): the server's event loop,
 * apart from the import's reader thread, the garbage collector's and the compiler's helpers.
 */
export function mainThreadCpuMs(pid: number): number {
  const f = statFields(pid, pid);
  return f ? ((Number(f[11]) + Number(f[12])) * 1000) / TICKS_PER_SECOND : 0;
}

/** The parent of a process (the postmaster of a PostgreSQL backend). */
export function parentPid(pid: number): number | null {
  const f = statFields(pid);
  return f ? Number(f[1]) : null;
}

/** CPU milliseconds used so far by a PostgreSQL server on this machine: its postmaster and all its children. */
export function postgresCpuMs(postmaster: number): number | null {
  if (!statFields(postmaster)) return null;
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return null;
  }
  return [postmaster, ...children].reduce((ms, pid) => ms + processCpuMs(pid), 0);
}
