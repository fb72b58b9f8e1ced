// vitest 5 and tsup 9 declare Node >= 22 but run on Node 20 (the Quick start promises Node 20) except for a
// few newer built-ins. scripts/test.sh preloads this file on Node < 22 (NODE_OPTIONS=--import ...).
// Observed: vitest's failure report calls Map.groupBy and crashes on Node 20 without it.
const define = (target, name, value) => {
  if (typeof target[name] !== 'function') Object.defineProperty(target, name, { value, writable: true, configurable: true });
};

define(Map, 'groupBy', function groupBy(items, keyOf) {
  const map = new Map();
  let i = 0;
  for (const item of items) {
    const key = keyOf(item, i++);
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  }
  return map;
});

define(Object, 'groupBy', function groupBy(items, keyOf) {
  const out = Object.create(null);
  let i = 0;
  for (const item of items) (out[keyOf(item, i++)] ??= []).push(item);
  return out;
});

define(Promise, 'withResolvers', function withResolvers() {
  let resolve;
  let reject;
  const promise = new this((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
});

const setMethods = {
  union(other) {
    const out = new Set(this);
    for (const v of other.keys()) out.add(v);
    return out;
  },
  intersection(other) {
    return new Set([...this].filter((v) => other.has(v)));
  },
  difference(other) {
    return new Set([...this].filter((v) => !other.has(v)));
  },
  symmetricDifference(other) {
    const out = new Set(this);
    for (const v of other.keys()) {
      if (this.has(v)) out.delete(v);
      else out.add(v);
    }
    return out;
  },
  isSubsetOf(other) {
    return [...this].every((v) => other.has(v));
  },
  isSupersetOf(other) {
    for (const v of other.keys()) if (!this.has(v)) return false;
    return true;
  },
  isDisjointFrom(other) {
    return [...this].every((v) => !other.has(v));
  },
};
for (const [name, fn] of Object.entries(setMethods)) define(Set.prototype, name, fn);
