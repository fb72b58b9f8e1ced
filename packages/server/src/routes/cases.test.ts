import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../core.js';
import { demoUserId } from '../db/seed.js';
import { makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';
import { addUser, create, get, post, put, subjectBody } from '../testing/records.js';
import { ASSIGNMENT_NOT_FOUND, CASE_NOT_FOUND, CENTRAL_ONLY, MAY_NOT_ASSIGN, MAY_NOT_SET_STATUS } from './cases.js';

let db: TestDb;
let t: TestApp;
let analyst: Signed, viewer: Signed, assigner: Signed, admin: Signed, ceo: Signed;
let s1: string, s2: string, s3: string;
const viewerId = demoUserId('viewer', 'fiu');
const analystId = demoUserId('analyst', 'fiu');

beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  await addUser(db, { username: 'assigner', domain: 'fiu', role: 'fiu', permissions: ['can.assign.cases'] });
  [analyst, viewer, assigner, admin, ceo] = await Promise.all([
    signIn(t, 'analyst', 'fiu'),
    signIn(t, 'viewer', 'fiu'),
    signIn(t, 'assigner', 'fiu'),
    signIn(t, 'admin', 'eca'),
    signIn(t, 'ceo', 'eca'),
  ]);
  [s1, s2, s3] = (await Promise.all([create(t, analyst, 'suspects', subjectBody()), create(t, analyst, 'suspects', subjectBody()), create(t, admin, 'suspects', subjectBody())])).map((r) => r.id) as [string, string, string];
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

type Case = { id: string; label: string; domain: string; created_by: string; suspects: { suspect: string; name: string }[]; assignments: { id: string; handler: string; handler_name: string; status: string }[] };
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const newCase = async (who: Signed, body: Record<string, unknown>) => {
  const res = await post(t, who, '/api/cases', body);
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Case>(res);
};

describe('POST and GET /api/cases', () => {
  it('saves a case with two subjects and a handler; domain and authors are the server’s', async () => {
    const saved = await newCase(analyst, {
      label: '  Operation Kite ',
      suspects: [{ suspect: s1 }, { suspect: s2 }],
      assignments: [{ handler: viewerId, status: 'open' }],
      domain: 'eca',
      created_by: viewerId,
    });
    expect(saved).toMatchObject({ label: 'Operation Kite', domain: 'fiu', created_by: analystId });
    expect(saved.suspects.map((s) => s.suspect).sort()).toEqual([s1, s2].sort());
    expect(saved.assignments).toEqual([expect.objectContaining({ handler: viewerId, handler_name: 'Chidi Okafor', status: 'open' })]);
    const page = await json<{ results: Case[]; count: number }>(await get(t, analyst, '/api/cases?search=kite'));
    expect(page.count).toBe(1);
    expect(page.results[0]!.id).toBe(saved.id);
    // A subject's cases.
    const mine = await json<{ results: Case[] }>(await get(t, analyst, `/api/cases?suspects__suspect__id=${s2}`));
    expect(mine.results.map((c) => c.id)).toEqual([saved.id]);
    // The subjects list understands the case filter (the Subjects button).
    const subjects = await json<{ results: { id: string }[]; count: number }>(await get(t, analyst, `/api/suspects?case=${saved.id}`));
    expect(subjects.count).toBe(2);
    expect(subjects.results.map((s) => s.id).sort()).toEqual([s1, s2].sort());
  });

  it('lists the demo cases for the central unit', async () => {
    const page = await json<{ results: Case[]; count: number }>(await get(t, viewer, '/api/cases?search=harmattan'));
    expect(page.results.map((c) => c.label)).toEqual(['Operation Harmattan']);
  });

  it('refuses partner users on every call, and the case filter of the subjects list finds nothing for them', async () => {
    const c = await newCase(analyst, { label: 'Hidden', suspects: [{ suspect: s3 }] });
    for (const who of [admin, ceo]) {
      expect(await json(await get(t, who, '/api/cases'))).toEqual({ error: CENTRAL_ONLY });
      expect((await post(t, who, '/api/cases', { label: 'x' })).status).toBe(403);
      expect((await put(t, who, `/api/cases/${c.id}`, { label: 'x' })).status).toBe(403);
      expect((await put(t, who, '/api/case/assignments/00000000-0000-4000-8000-000000000000', { status: 'archived' })).status).toBe(403);
    }
    expect(await json(await get(t, admin, `/api/suspects?case=${c.id}`))).toEqual({ results: [], count: 0 });
    expect((await get(t, null, '/api/cases')).status).toBe(401);
  });

  it('answers hostile input with a 4xx naming the field', async () => {
    expect(await json(await post(t, analyst, '/api/cases', {}))).toMatchObject({ errors: { label: [MSG.required] } });
    expect((await post(t, analyst, '/api/cases', [])).status).toBe(400);
    expect((await post(t, analyst, '/api/cases', { label: 'x', extra: 1 })).status).toBe(400);
    expect(await json(await post(t, analyst, '/api/cases', { label: 'x', suspects: [{ suspect: "1' OR 1=1" }] }))).toMatchObject({ errors: { 'suspects.0.suspect': ['Must be a subject id'] } });
    expect(await json(await post(t, analyst, '/api/cases', { label: 'x', suspects: [{ suspect: s1 }, { suspect: s1 }] }))).toMatchObject({
      errors: { 'suspects.1.suspect': ['This subject is already in the case'] },
    });
    expect(await json(await post(t, analyst, '/api/cases', { label: 'x', suspects: [{ suspect: '00000000-0000-4000-8000-000000000000' }] }))).toMatchObject({
      errors: { 'suspects.0.suspect': ['Unknown subject'] },
    });
    // A handler must be a user of the central unit.
    expect(await json(await post(t, analyst, '/api/cases', { label: 'x', assignments: [{ handler: demoUserId('admin', 'eca') }] }))).toMatchObject({
      errors: { 'assignments.0.handler': ['Must be a user of the central unit'] },
    });
    expect((await post(t, analyst, '/api/cases', { label: 'x', assignments: [{ handler: viewerId, status: 'closed' }] })).status).toBe(400);
    expect((await post(t, analyst, '/api/cases', { label: 'x'.repeat(257) })).status).toBe(400);
    expect((await post(t, analyst, '/api/cases', { label: 'x', suspects: Array.from({ length: 201 }, () => ({ suspect: s1 })) })).status).toBe(400);
    expect((await get(t, analyst, '/api/cases?suspects__suspect__id=nope')).status).toBe(400);
    expect((await get(t, analyst, '/api/cases?limit=-1')).status).toBe(400);
    expect((await get(t, analyst, `/api/cases?search=${'%'.repeat(101)}`)).status).toBe(400);
    expect((await get(t, analyst, '/api/cases?search=%25_')).status).toBe(200);
    expect((await put(t, analyst, '/api/cases/not-a-uuid', { label: 'x' })).status).toBe(404);
    expect(await json(await put(t, analyst, '/api/cases/00000000-0000-4000-8000-000000000000', { label: 'x' }))).toEqual({ error: CASE_NOT_FOUND });
  });
});

describe('assignments', () => {
  it('needs can.assign.cases to add or remove handlers; without it the stored ones stay', async () => {
    expect(await json(await post(t, viewer, '/api/cases', { label: 'x', assignments: [{ handler: viewerId }] }))).toEqual({ error: MAY_NOT_ASSIGN });
    const c = await newCase(analyst, { label: 'Keep', assignments: [{ handler: viewerId }] });
    // The viewer sends the case back with its handler and a changed status: the label is saved, the assignments stay.
    const res = await put(t, viewer, `/api/cases/${c.id}`, { label: 'Kept', suspects: [{ suspect: s1 }], assignments: [{ handler: viewerId, status: 'archived' }] });
    expect(res.status).toBe(200);
    const after = await json<Case>(res);
    expect(after.label).toBe('Kept');
    expect(after.assignments.map((a) => a.status)).toEqual(['open']);
    expect((await put(t, viewer, `/api/cases/${c.id}`, { label: 'Kept', assignments: [] })).status).toBe(403);
    // With it: handlers added and removed.
    const moved = await json<Case>(await put(t, assigner, `/api/cases/${c.id}`, { label: 'Kept', assignments: [{ handler: analystId }] }));
    expect(moved.assignments.map((a) => a.handler)).toEqual([analystId]);
  });

  it("changes a status only for the assigned handler or with can.change.all.cases", async () => {
    const c = await newCase(assigner, { label: 'Status', assignments: [{ handler: viewerId }, { handler: analystId }] });
    const mineId = c.assignments.find((a) => a.handler === viewerId)!.id;
    const otherId = c.assignments.find((a) => a.handler === analystId)!.id;
    // The assigner is neither: a status change in the case save or through the assignment is refused.
    expect(await json(await put(t, assigner, `/api/cases/${c.id}`, { label: 'Status', assignments: [{ handler: viewerId, status: 'archived' }, { handler: analystId }] }))).toEqual({
      error: MAY_NOT_SET_STATUS,
    });
    expect((await put(t, assigner, `/api/case/assignments/${mineId}`, { status: 'archived' })).status).toBe(403);
    expect((await put(t, viewer, `/api/case/assignments/${otherId}`, { status: 'archived' })).status).toBe(403);
    // The handler archives their own.
    const res = await put(t, viewer, `/api/case/assignments/${mineId}`, { status: 'archived' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: mineId, status: 'archived', case: c.id });
    // can.change.all.cases changes anyone's.
    expect((await put(t, analyst, `/api/case/assignments/${otherId}`, { status: 'archived' })).status).toBe(200);
    const now = await json<Case>(await get(t, analyst, `/api/cases/${c.id}`));
    expect(now.assignments.map((a) => a.status)).toEqual(['archived', 'archived']);
  });

  it('answers a bad assignment update with a 4xx', async () => {
    const c = await newCase(analyst, { label: 'Bad', assignments: [{ handler: viewerId }] });
    const id = c.assignments[0]!.id;
    expect((await put(t, viewer, `/api/case/assignments/${id}`, { status: 'closed' })).status).toBe(400);
    expect((await put(t, viewer, `/api/case/assignments/${id}`, { status: 'archived', handler: analystId })).status).toBe(400);
    expect((await put(t, viewer, `/api/case/assignments/${id}`, 'archived')).status).toBe(400);
    expect(await json(await put(t, viewer, '/api/case/assignments/00000000-0000-4000-8000-000000000000', { status: 'open' }))).toEqual({ error: ASSIGNMENT_NOT_FOUND });
    expect((await put(t, viewer, "/api/case/assignments/1'--", { status: 'open' })).status).toBe(404);
  });
});
