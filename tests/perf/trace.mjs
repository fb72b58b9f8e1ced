// The renderer's main-thread tasks in a Chromium trace (browser.startTracing / stopTracing): how many, the longest
// by wall time (dur) and by CPU time (tdur), and how many took over 50 ms of each. A page may have several
// renderer main threads (an iframe, a new process after a navigation): all of them count. On a shared, loaded
// machine a task's wall time includes the time its thread waited for a core; its CPU time does not.
export function mainThreadTasks(trace) {
  const events = trace.traceEvents;
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const isMain = (e) => mains.some((m) => m.pid === e.pid && m.tid === e.tid);
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && isMain(e));
  const over = (key) => tasks.filter((t) => (t[key] ?? 0) > 50_000).length;
  return {
    tasks: tasks.length,
    maxWallMs: Math.round(Math.max(0, ...tasks.map((t) => t.dur ?? 0)) / 1000),
    maxCpuMs: Math.round(Math.max(0, ...tasks.map((t) => t.tdur ?? 0)) / 1000),
    wallOver50: over('dur'),
    cpuOver50: over('tdur'),
  };
}
