import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';
import { PDF, PNG, companyBody, dataUrl, post, put, subjectBody } from '../testing/records.js';

let db: TestDb;
let t: TestApp;
let entry: Signed;
beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db, { limits: { jsonBody: 2048, recordBody: 64 * 1024, uploadBody: 128 * 1024 } });
  entry = await signIn(t, 'entry', 'eca');
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

const pdf = (size: number) => dataUrl(Buffer.concat([PDF, Buffer.alloc(size)]), 'application/pdf');

describe('body limits belong to the route that accepts the body (issue 6 item 3)', () => {
  it('a subject save (attachments as data URLs) takes the record limit, above the JSON limit', async () => {
    expect((await post(t, entry, '/api/suspects', subjectBody({ attachments: [{ attachment: pdf(8000) }] }))).status).toBe(201);
    expect((await post(t, entry, '/api/suspects', subjectBody({ attachments: [{ attachment: pdf(70_000) }] }))).status).toBe(413);
  });

  it('a company save (no files) keeps the JSON limit', async () => {
    const directors = Array.from({ length: 40 }, (_, i) => ({ surname: `Surname${i}`, othernames: 'Other Names', gender: 'male', is_primary: false }));
    expect((await post(t, entry, '/api/companies', companyBody({ directors }))).status).toBe(413);
    expect((await post(t, entry, '/api/companies', companyBody())).status).toBe(201);
  });

  it('a photo upload takes the record limit; any other call the JSON limit', async () => {
    expect((await put(t, entry, '/api/upload/photo.png', { image: dataUrl(Buffer.concat([PNG, Buffer.alloc(8000)])) })).status).toBe(200);
    expect((await put(t, entry, '/api/upload/big-photo.png', { image: `data:image/png;base64,${'A'.repeat(80_000)}` })).status).toBe(413);
    expect((await post(t, entry, '/api/audit', { resource: 'x'.repeat(4000), action: 'view', resourceType: 'suspect' })).status).toBe(413);
  });

  it('the public report upload takes the upload limit (above the record limit)', async () => {
    const res = await t.app.request('/api/reportupload', jsonPost({ name: 'x', email: 'x@y.example', domain: 'eca', reports: [pdf(200_000)] }));
    expect(res.status).toBe(413);
    const ok = await t.app.request('/api/reportupload', jsonPost({ name: 'x', email: 'x@y.example', domain: 'eca', reports: [pdf(80_000)] }));
    expect(ok.status).not.toBe(413);
  });
});
