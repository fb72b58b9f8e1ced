/**
 * Which element a session event comes from. The runtime turns every session change into fiu-signed-in /
 * fiu-signed-out / fiu-session-expired, dispatched once per page. When the change is a user's action in
 * one element (the key step of fiu-login), that element is the natural target: it wraps the change in
 * `fromElement(emit, ...)`. Otherwise (expiry, a host's code) the first mounted element dispatches it.
 */
import type { Emit } from './types';

let origin: Emit | null = null;

export function fromElement<T>(emit: Emit, change: () => T): T {
  const previous = origin;
  origin = emit;
  try {
    return change();
  } finally {
    origin = previous;
  }
}

export const sessionEventOrigin = (): Emit | null => origin;
