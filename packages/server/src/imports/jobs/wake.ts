/** A queued import wakes the runners of this process at once (others find it at their next poll). */
const listeners = new Set<() => void>();

export function onWake(fn: () => void): () => void {
  listeners.add(fn);
  return () => void listeners.delete(fn);
}

export function wakeImportRunners(): void {
  for (const fn of [...listeners]) fn();
}
