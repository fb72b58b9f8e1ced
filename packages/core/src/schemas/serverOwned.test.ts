import { describe, expect, it } from 'vitest';
import * as schemas from './index.js';
import { BOOKKEEPING_FIELDS, SERVER_OWNED_FIELDS, SUBJECT_SERVER_FIELDS, withoutServerOwned } from './serverOwned.js';

/** Keys that, wherever a schema has them, only the server may set. */
const ALWAYS_SERVER = ['_deleted', 'archived', 'approved_on'];

const shapeOf = (v: unknown): Record<string, unknown> | null => {
  const shape = (v as { shape?: unknown })?.shape;
  return shape && typeof shape === 'object' ? (shape as Record<string, unknown>) : null;
};

describe('server-owned fields: a sweep of every exported schema', () => {
  const stored = Object.entries(schemas).filter(([name, v]) => {
    const shape = shapeOf(v);
    if (!name.endsWith('Schema') || !shape) return false;
    const keys = Object.keys(shape);
    return keys.filter((k) => (BOOKKEEPING_FIELDS as readonly string[]).includes(k)).length >= 4 || keys.some((k) => ALWAYS_SERVER.includes(k));
  });

  it('finds the stored records (subjects, companies, cases, feedback, ...)', () => {
    expect(stored.map(([n]) => n)).toEqual(expect.arrayContaining(['subjectSchema', 'companySchema', 'caseSchema', 'rfiSchema', 'finalFeedbackSchema']));
  });

  it.each(stored.map(([n]) => n))('%s: every bookkeeping, delete, archive and approval field is listed as server-owned', (name) => {
    const keys = Object.keys(shapeOf((schemas as Record<string, unknown>)[name])!);
    const owned = (SERVER_OWNED_FIELDS as Record<string, readonly string[]>)[name];
    expect(owned, `${name} has no SERVER_OWNED_FIELDS entry`).toBeDefined();
    for (const k of keys.filter((k) => (BOOKKEEPING_FIELDS as readonly string[]).includes(k) || ALWAYS_SERVER.includes(k))) expect(owned, `${name}.${k}`).toContain(k);
  });

  it('a subject\'s readable ID, stamps, soft-delete and archive flags are the server\'s', () => {
    expect(SUBJECT_SERVER_FIELDS).toEqual(expect.arrayContaining(['id', 'domain', 'suspectid', 'created', 'created_by', 'modified', 'modified_by', 'approved_on', 'archived', '_deleted']));
  });

  it('withoutServerOwned drops the listed fields and keeps the rest', () => {
    expect(withoutServerOwned({ surname: 'A', _deleted: true, archived: true, id: 'x' }, SUBJECT_SERVER_FIELDS)).toEqual({ surname: 'A' });
  });
});
