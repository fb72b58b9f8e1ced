import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../core.js';
import { saveTemplate, findTemplate } from '../lib/mapping-templates.js';
import { jsonPost, makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';

const LARGE = ['A Number', 'B Number', 'IMSI', 'IMEI', 'Start Time', 'INBOUND_OUTBOUND_IND', 'Call_Network_Volume', 'Latitude', 'Longitude', 'CALL_TYPE', 'Location'];

let db: TestDb;
let t: TestApp;
let analyst: Signed, partner: Signed;
beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  analyst = await signIn(t, 'analyst', 'fiu');
  partner = await signIn(t, 'admin', 'eca');
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

const propose = (who: Signed, body: unknown) => t.app.request('/api/import/mapping/propose', jsonPost(body, who.headers));

describe('POST /api/import/mapping/propose', () => {
  it("proposes the larger sample's layout", async () => {
    const res = await propose(analyst, { kind: 'cdr', headers: LARGE });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { mapping: Record<string, string>; source: string; template_id: null };
    expect(body.mapping.originating_number).toBe('A Number');
    expect(Object.keys(body.mapping)).toHaveLength(LARGE.length);
    expect(body.template_id).toBeNull();
  });

  it('prefers a saved template for the same header row', async () => {
    const id = await saveTemplate(db, {
      kind: 'statement', source: 'Bank X', headers: ['Date', 'Text', 'Money'],
      mapping: { Transaction_Date: 'Date', Transaction_Description: 'Text', Amount: 'Money' }, userId: analyst._id, now: new Date(),
    });
    // Saving again replaces the mapping, keeping one template.
    const again = await saveTemplate(db, {
      kind: 'statement', source: 'Bank X', headers: [' DATE', 'text ', 'money'],
      mapping: { Transaction_Value_Date: 'Date', Transaction_Description: 'Text', Amount: 'Money' }, userId: analyst._id, now: new Date(),
    });
    expect(again).toBe(id);
    expect((await findTemplate(db, 'statement', ['date', 'TEXT', 'Money']))?.id).toBe(id);
    const res = await propose(analyst, { kind: 'statement', headers: ['Date', 'Text', 'Money'] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      mapping: { Transaction_Value_Date: 'Date', Transaction_Description: 'Text', Amount: 'Money' },
      source: 'Bank X',
      template_id: id,
      confidence: { Transaction_Value_Date: 'template', Transaction_Description: 'template', Amount: 'template' },
    });
  });

  it("answers nonsense headers with the spec's message", async () => {
    const res = await propose(analyst, { kind: 'cdr', headers: ['foo', 'bar'] });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; errors: { headers: string[] } };
    expect(body.error).toBe(MSG.fileNotUploaded);
    expect(body.errors.headers).toEqual(['No column for the originating (A) number', 'No column for the time stamp']);
  });

  it('refuses bad bodies with 400 and other units with 403', async () => {
    for (const body of [{}, { kind: 'goaml', headers: ['a'] }, { kind: 'cdr', headers: [] }, { kind: 'cdr', headers: ['a'], extra: 1 }, { kind: 'cdr', headers: 'a' }]) {
      expect((await propose(analyst, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await propose(partner, { kind: 'cdr', headers: LARGE })).status).toBe(403);
  });
});
