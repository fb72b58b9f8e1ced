/** The filters of a list address (schemas/listQuery.ts) as one zod object schema, built from the same rules. */
import './zodConfig.js';
import * as z from 'zod/mini';
import type { ListAddressSpec, ListFilterRule } from './listQuery.js';

/** A list's filters as a named object, every one optional (for a host's or a server's own check). */
export function listFilterSchema(spec: ListAddressSpec) {
  const rules = Object.entries<ListFilterRule>(spec.rules);
  return z.object(Object.fromEntries(rules.map(([name, rule]) => [name, z.optional(z.string().check(z.refine(rule.test, rule.message)))])));
}
