import type { StorageLike } from '../core.js';

/** A Map-backed StorageLike that records every call: for Node, workers and tests. */
export interface MemoryStorage extends StorageLike {
  readonly data: Map<string, string>;
  /** Every call made, in order: ['get'|'set'|'remove', key, value?]. */
  readonly calls: Array<[op: 'get' | 'set' | 'remove', key: string, value?: string]>;
}

export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const data = new Map(Object.entries(initial));
  const calls: MemoryStorage['calls'] = [];
  return {
    data,
    calls,
    getItem(key) {
      calls.push(['get', key]);
      return data.get(key) ?? null;
    },
    setItem(key, value) {
      calls.push(['set', key, String(value)]);
      data.set(key, String(value));
    },
    removeItem(key) {
      calls.push(['remove', key]);
      data.delete(key);
    },
  };
}
