/**
 * The loader's side of the page configuration. The loader must stay free of core's store and schemas, so
 * `window.fiu.configure()` / `setToken()` calls made before the first element loads are queued here and
 * replayed, in order, into the shared core as soon as the element runtime (which imports core) arrives.
 */
/** The runtime chunk's exports. */
export type Runtime = typeof import('./runtime');

type HostConfig = Parameters<Runtime['configure']>[0];

const queue: Array<(rt: Runtime) => void> = [];
let runtime: Runtime | null = null;
let loading: Promise<Runtime> | undefined;

function withRuntime(fn: (rt: Runtime) => void): void {
  if (runtime) fn(runtime);
  else queue.push(fn);
}

/** Merge page settings (apiBase, unitCode, mode, getToken, ...) into the shared core's configuration. */
export function configure(opts: HostConfig): void {
  withRuntime((rt) => rt.configure(opts));
}

/** Hand a session token over from code (memory only; never through an attribute). */
export function setToken(token: string | null, session?: string | null): void {
  withRuntime((rt) => rt.setToken(token, session ?? null));
}

/** The element runtime (renderer, core, ui styles): one lazy chunk shared by every element. */
export function loadRuntime(): Promise<Runtime> {
  return (loading ??= import('./runtime').then((rt) => {
    runtime = rt;
    for (const fn of queue.splice(0)) fn(rt);
    return rt;
  }));
}
