import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../core.js';
import { makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';
import { get, post, put } from '../testing/records.js';
import { insertReport } from '../testing/reports.js';
import { insertRfi } from '../lib/rfi.js';
import { ALREADY_SENT, FEEDBACK_NOT_FOUND, MAY_NOT_SEND, MAY_NOT_VIEW_REGISTER, NOT_OPEN, REPORT_NOT_FOUND } from './feedback.js';

let db: TestDb;
let t: TestApp;
let analyst: Signed, viewer: Signed, admin: Signed, ceo: Signed, entry: Signed, cbn: Signed;
beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  [analyst, viewer, admin, ceo, entry, cbn] = await Promise.all([
    signIn(t, 'analyst', 'fiu'),
    signIn(t, 'viewer', 'fiu'),
    signIn(t, 'admin', 'eca'),
    signIn(t, 'ceo', 'eca'),
    signIn(t, 'entry', 'eca'),
    signIn(t, 'cbnadmin', 'cbn'),
  ]);
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

const flags = async (id: string) =>
  (await db.query<{ has_interim_feedback: boolean; has_final_feedback: boolean }>('SELECT has_interim_feedback, has_final_feedback FROM intelligence_reports WHERE id = $1', [id])).rows[0]!;
const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe('GET /api/{form}?report=', () => {
  it("answers the report's context and no feedback yet", async () => {
    const id = await insertReport(db, { domain: 'eca', internal_reference: 'FIU/IR/2026/001', external_reference: 'ECA/17', report_title: 'Kite flows' });
    const res = await get(t, admin, `/api/pifeedback?report=${id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      report: { id, internal_reference: 'FIU/IR/2026/001', external_reference: 'ECA/17', report_title: 'Kite flows', report_type: 'Disclosure', has_interim_feedback: false, has_final_feedback: false },
      feedback: null,
    });
  });

  it('is a 404 for another organisation, an undisseminated report, a malformed or missing id', async () => {
    const id = await insertReport(db, { domain: 'eca' });
    const hidden = await insertReport(db, { domain: 'eca', disseminated: false });
    expect((await get(t, cbn, `/api/pifeedback?report=${id}`)).status).toBe(404);
    expect(await json(await get(t, admin, `/api/pifeedback?report=${hidden}`))).toEqual({ error: REPORT_NOT_FOUND });
    expect((await get(t, admin, '/api/pifeedback?report=1%27%20OR%201=1')).status).toBe(404);
    expect((await get(t, admin, '/api/pifeedback')).status).toBe(400);
    // The central unit reads every report, disseminated or not.
    expect((await get(t, analyst, `/api/pifeedback?report=${hidden}`)).status).toBe(200);
  });

  it('is a 403 for users without the feedback buttons, 401 without a session', async () => {
    const id = await insertReport(db, { domain: 'eca' });
    expect(await json(await get(t, entry, `/api/pifeedback?report=${id}`))).toEqual({ error: MAY_NOT_SEND });
    expect((await get(t, viewer, `/api/pifeedback?report=${id}`)).status).toBe(403);
    expect((await get(t, null, `/api/pifeedback?report=${id}`)).status).toBe(401);
  });
});

describe('POST and PUT a questionnaire', () => {
  it('copies case number and subject from the report, sets has_interim_feedback in the same save', async () => {
    const id = await insertReport(db, { domain: 'eca', internal_reference: 'FIU/IR/9', report_title: 'Subject X' });
    const res = await post(t, admin, '/api/pifeedback', {
      report: id,
      fiu_case_number: 'FORGED',
      subject_name: 'Forged',
      domain: 'cbn',
      created_by: cbn._id,
      assessment_intelligence: 5,
      last_feedback: 'no',
      predicate_offence: 'Tax Evasion',
      enrich_intelligence: 'More bank data',
    });
    expect(res.status).toBe(201);
    const saved = await json(res);
    expect(saved).toMatchObject({ report: id, fiu_case_number: 'FIU/IR/9', subject_name: 'Subject X', domain: 'eca', created_by: admin._id, assessment_intelligence: 5, last_feedback: 'no' });
    expect(await flags(id)).toEqual({ has_interim_feedback: true, has_final_feedback: false });

    const ctx = await json(await get(t, admin, `/api/pifeedback?report=${id}`));
    expect(ctx.feedback).toEqual(saved);

    // Sent again: a 409 (open it to update it); updated by PUT instead.
    expect(await json(await post(t, ceo, '/api/pifeedback', { report: id, assessment_intelligence: 4 }))).toEqual({ error: ALREADY_SENT });
    const upd = await put(t, ceo, `/api/pifeedback/${saved.id as string}`, { ...saved, assessment_intelligence: 4, enrich_intelligence: null });
    expect(upd.status).toBe(200);
    expect(await json(upd)).toMatchObject({ id: saved.id, assessment_intelligence: 4, modified_by: ceo._id, created_by: admin._id, fiu_case_number: 'FIU/IR/9' });
  });

  it('follows the list buttons: proactive or reactive by type, then case update, final; final closes interim', async () => {
    const rfi = await insertReport(db, { domain: 'eca', report_type: 'RFI' });
    expect(await json(await post(t, admin, '/api/pifeedback', { report: rfi }))).toEqual({ error: NOT_OPEN });
    expect(await json(await post(t, admin, '/api/finalfeedback', { report: rfi }))).toEqual({ error: NOT_OPEN });
    expect(await json(await post(t, admin, '/api/caseupdate', { report: rfi }))).toEqual({ error: NOT_OPEN });
    expect((await post(t, admin, '/api/rifeedback', { report: rfi, info_fiu_records: 6, monies_not_connected: '6' })).status).toBe(201);
    expect(await flags(rfi)).toEqual({ has_interim_feedback: true, has_final_feedback: false });
    expect((await post(t, admin, '/api/caseupdate', { report: rfi, current_case_status: 'prosecution' })).status).toBe(201);
    expect(await flags(rfi)).toEqual({ has_interim_feedback: true, has_final_feedback: false });
    const final = await post(t, admin, '/api/finalfeedback', { report: rfi, arrest_of_subjects: 'yes', naira_sum_forfeitied: 'fourty_million' });
    expect(final.status).toBe(201);
    expect(await flags(rfi)).toEqual({ has_interim_feedback: true, has_final_feedback: true });
    // Final sent: no more case updates by POST.
    const other = await insertReport(db, { domain: 'eca', report_type: 'RFI', has_interim_feedback: true, has_final_feedback: true });
    expect((await post(t, admin, '/api/caseupdate', { report: other })).status).toBe(409);
  });

  it('refuses hostile and invalid answers with the field messages, never a 500', async () => {
    const id = await insertReport(db, { domain: 'eca' });
    const bad = await post(t, admin, '/api/pifeedback', {
      report: id,
      assessment_intelligence: 6, // Not Applicable exists only on the reactive form
      leading_arrest: '3',
      subjects_associates: true,
      enrich_intelligence: 'x'.repeat(513),
      predicate_offence: "'; DROP TABLE report_feedback; --",
      __proto__: { admin: true },
      is_admin: true,
    });
    expect(bad.status).toBe(400);
    const body = await json(bad);
    expect(body.errors).toMatchObject({
      assessment_intelligence: [MSG.invalidChoice],
      leading_arrest: [MSG.invalidChoice],
      subjects_associates: [MSG.invalidChoice],
      enrich_intelligence: [MSG.maxLength(512)],
      predicate_offence: [MSG.invalidChoice],
      is_admin: [MSG.unknownField],
    });
    expect(await flags(id)).toEqual({ has_interim_feedback: false, has_final_feedback: false });
    expect((await post(t, admin, '/api/pifeedback', [1, 2])).status).toBe(400);
    expect((await post(t, admin, '/api/pifeedback', 'not json')).status).toBe(400);
    expect((await post(t, admin, '/api/pifeedback', { report: id, enrich_intelligence: 'a\u0000b' })).status).toBe(400);
    expect((await post(t, admin, '/api/pifeedback', { report: 42 })).status).toBe(400);
    expect((await post(t, admin, '/api/pifeedback', {})).status).toBe(400);
  });

  it('scope: another organisation gets 404 on POST and PUT, a role without the buttons 403', async () => {
    const id = await insertReport(db, { domain: 'eca' });
    expect((await post(t, cbn, '/api/pifeedback', { report: id })).status).toBe(404);
    expect((await post(t, entry, '/api/pifeedback', { report: id })).status).toBe(403);
    const saved = await json(await post(t, admin, '/api/pifeedback', { report: id, provide_new_info: 2 }));
    expect(await json(await put(t, cbn, `/api/pifeedback/${saved.id as string}`, { provide_new_info: 1 }))).toEqual({ error: FEEDBACK_NOT_FOUND });
    expect((await put(t, entry, `/api/pifeedback/${saved.id as string}`, { provide_new_info: 1 })).status).toBe(403);
    // The id of a questionnaire of another kind is not found under this kind's path.
    expect((await put(t, admin, `/api/finalfeedback/${saved.id as string}`, {})).status).toBe(404);
    expect((await put(t, admin, '/api/pifeedback/not-a-uuid', {})).status).toBe(404);
    // The unit (can.view.ir) may send on any organisation's report.
    expect((await put(t, analyst, `/api/pifeedback/${saved.id as string}`, { provide_new_info: 3 })).status).toBe(200);
  });
});

describe('the /feedback register', () => {
  it('generic and request feedback, scoped: partners their own, the unit all; searchable and paged', async () => {
    const a = await post(t, admin, '/api/feedback', { subject_name: 'Bola Ade', case_number: 'ECA/1', satisfied: true, other_comments: 'Very helpful' });
    expect(a.status).toBe(201);
    expect(await json(a)).toMatchObject({ domain: 'eca', rfi: null, subject_name: 'Bola Ade', satisfied: true, created_by: admin._id, domain_name: 'Economic Crimes Agency' });
    // Feedback on a request names an existing request of the user's organisation (the foreign key of 0020).
    const rfi = randomUUID();
    await insertRfi(db, { id: rfi, domain: 'cbn', created_by: null, now: new Date(), data: { reference_number: 'CBN/RFI/1', subject_name: 'Musa Bello' } });
    const r = await post(t, cbn, '/api/feedback', { rfi, subject_name: 'Musa Bello', other_comments: 'Late' });
    expect(await json(r)).toMatchObject({ domain: 'cbn', rfi });

    const mine = await json(await get(t, admin, '/api/feedback?limit=10'));
    expect(mine.count).toBe(1);
    expect((mine.results as Record<string, unknown>[]).map((x) => x.subject_name)).toEqual(['Bola Ade']);
    const all = await json(await get(t, analyst, '/api/feedback'));
    expect(all.count).toBe(2);
    expect((await json(await get(t, analyst, '/api/feedback?search=musa'))).count).toBe(1);
    expect((await json(await get(t, analyst, '/api/feedback?search=m'))).count).toBe(2); // one character: ignored
    expect((await json(await get(t, analyst, '/api/feedback?search=%25_'))).count).toBe(0); // LIKE's wildcards are taken literally
    const page = await json(await get(t, analyst, '/api/feedback?limit=1&offset=1'));
    expect(page).toMatchObject({ count: 2 });
    expect(page.results).toHaveLength(1);
    expect((await get(t, analyst, '/api/feedback?limit=-1')).status).toBe(400);
  });

  it('is refused to roles without it; another organisation cannot change it', async () => {
    expect(await json(await get(t, entry, '/api/feedback'))).toEqual({ error: MAY_NOT_VIEW_REGISTER });
    expect((await get(t, viewer, '/api/feedback')).status).toBe(403);
    const mine = await json(await post(t, admin, '/api/feedback', { subject_name: 'Own', other_comments: 'x' }));
    expect((await put(t, cbn, `/api/feedback/${mine.id as string}`, { other_comments: 'y' })).status).toBe(404);
    const upd = await put(t, admin, `/api/feedback/${mine.id as string}`, { subject_name: 'Own', other_comments: 'y' });
    expect(await json(upd)).toMatchObject({ other_comments: 'y', modified_by: admin._id });
    expect((await post(t, admin, '/api/feedback', { other_comments: 'o'.repeat(257) })).status).toBe(400);
    expect((await post(t, admin, '/api/feedback', { nope: 1 })).status).toBe(400);
  });
});
