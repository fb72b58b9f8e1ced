import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../core.js';
import { demoUserId } from '../db/seed.js';
import { createSession } from '../lib/users.js';
import { makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';
import { JPEG, PDF, PNG, create, dataUrl, get, nuban, post, put, subjectBody, type Rec } from '../testing/records.js';
import { APPROVE_REFUSED, ATTACHMENT_UNKNOWN, PHOTO_UNKNOWN, STATUS_REFUSED } from './records.js';
import { MAY_NOT_ADD_SUBJECTS } from './subjects.js';

let db: TestDb;
let t: TestApp;
let analyst: Signed, viewer: Signed, entry: Signed, admin: Signed, ceo: Signed, cbn: Signed, forex: Signed, mission: Signed;
beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  analyst = await signIn(t, 'analyst', 'fiu');
  viewer = await signIn(t, 'viewer', 'fiu');
  entry = await signIn(t, 'entry', 'eca');
  admin = await signIn(t, 'admin', 'eca');
  ceo = await signIn(t, 'ceo', 'eca');
  cbn = await signIn(t, 'cbnadmin', 'cbn');
  forex = await signIn(t, 'forex', 'cbn');
  mission = await signIn(t, 'missionentry', 'mission');
});
afterAll(async () => {
  // Bad input must be refused by validation, not caught by the database (and the 4xx safety net).
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

const one = async (who: Signed, id: string) => {
  const res = await get(t, who, `/api/suspects/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Rec;
};
const stored = async (id: string) => (await db.query('SELECT * FROM subjects WHERE id = $1', [id])).rows[0];

describe('POST /api/suspects', () => {
  it('creates with server-owned fields set by the server: own domain, creator, times, a generated suspectid, primary', async () => {
    const s = await create(t, entry, 'suspects', subjectBody({ surname: 'Okonkwo' }));
    expect(s).toMatchObject({
      surname: 'Okonkwo',
      domain: 'eca',
      status: 'pending', // eca has approval enabled (§4.1)
      is_primary: true,
      created_by: entry._id,
      modified_by: entry._id,
      created: t.clock().toISOString(),
      modified: t.clock().toISOString(),
      approved_on: null,
      domain_name: 'Economic Crimes Agency',
      created_by_name: 'Funke Akindele',
      modified_by_name: 'Funke Akindele',
      nationality: 'NG',
    });
    expect(s.suspectid).toMatch(/^[A-Z]{4}\d{12}$/);
    expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await one(entry, s.id)).toEqual(s);
    expect(await one(entry, String(s.suspectid))).toEqual(s);
  });

  it('never trusts server-owned fields from the client', async () => {
    const s = await create(t, entry, 'suspects', subjectBody({
      id: '11111111-1111-4111-8111-111111111111', domain: 'cbn', created_by: cbn._id, modified_by: cbn._id,
      created: '2001-01-01T00:00:00Z', modified: '2001-01-01T00:00:00Z', approved_on: '2001-01-01T00:00:00Z',
    }));
    expect(s.id).not.toBe('11111111-1111-4111-8111-111111111111');
    expect(s).toMatchObject({ domain: 'eca', created_by: entry._id, modified_by: entry._id, created: t.clock().toISOString(), approved_on: null });
  });

  it('the server owns the Subject ID on create (§9: 4 capital letters + 12 digits): a sent one is ignored, taken or not', async () => {
    const s = await create(t, entry, 'suspects', subjectBody({ suspectid: 'ABCD260101120000' }));
    expect(s.suspectid).toMatch(/^[A-Z]{4}\d{12}$/);
    expect(s.suspectid).not.toBe('ABCD260101120000');
    for (const sent of ['', '   ', null, 'abc def <x>']) {
      expect((await create(t, entry, 'suspects', subjectBody({ suspectid: sent }))).suspectid).toMatch(/^[A-Z]{4}\d{12}$/);
    }
  });

  it('no existence oracle (issue 7 item 7): another organisation\'s Subject ID on create answers as a free one does', async () => {
    const theirs = await create(t, entry, 'suspects', subjectBody());
    const taken = await post(t, cbn, '/api/suspects', subjectBody({ suspectid: theirs.suspectid }));
    const free = await post(t, cbn, '/api/suspects', subjectBody({ suspectid: 'QQQQ260101120000' }));
    expect([taken.status, free.status]).toEqual([201, 201]);
    const [a, b] = [await taken.json(), await free.json()];
    expect(a.suspectid).not.toBe(theirs.suspectid);
    expect(b.suspectid).not.toBe('QQQQ260101120000');
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect((await one(entry, theirs.id)).suspectid).toBe(theirs.suspectid);
  });

  it('status defaults to approved where approval is off; approved_on is stamped', async () => {
    const s = await create(t, cbn, 'suspects', subjectBody());
    expect(s).toMatchObject({ domain: 'cbn', status: 'approved', approved_on: t.clock().toISOString() });
  });

  it('is_primary: true for a new record unless the client says otherwise', async () => {
    expect((await create(t, entry, 'suspects', subjectBody({ is_primary: false }))).is_primary).toBe(false);
  });

  it('only users who may change subjects add them (§6.4): 403 for viewer (no permissions) and forex', async () => {
    for (const who of [viewer, forex]) {
      const res = await post(t, who, '/api/suspects', subjectBody());
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: MAY_NOT_ADD_SUBJECTS });
    }
  });

  it('never in an investigate-mode session: 403 to add, change, upload or approve; reading works', async () => {
    const s = await create(t, entry, 'suspects', subjectBody());
    const session = await createSession(db, demoUserId('entry', 'eca'), 'investigate', t.clock());
    const headers = { Token: session.token, Session: session.id };
    const inv = { ...entry, headers };
    expect((await post(t, inv, '/api/suspects', subjectBody())).status).toBe(403);
    expect((await put(t, inv, `/api/suspects/${s.id}`, subjectBody())).status).toBe(403);
    expect((await put(t, inv, '/api/upload/inv-photo.png', { image: dataUrl(PNG) })).status).toBe(403);
    expect((await get(t, inv, `/api/suspects/${s.id}`)).status).toBe(200);
    const adminSession = await createSession(db, demoUserId('admin', 'eca'), 'investigate', t.clock());
    expect((await get(t, { ...admin, headers: { Token: adminSession.token, Session: adminSession.id } }, '/api/approveall')).status).toBe(403);
  });
});

describe('server-owned fields (issue 7 item 2): never taken from a client body', () => {
  it('PUT with _deleted: true (or archived: true) leaves the record visible to everyone, unarchived', async () => {
    const s = await create(t, entry, 'suspects', subjectBody());
    const res = await put(t, entry, `/api/suspects/${s.id}`, { ...s, _deleted: true, archived: true });
    expect(res.status).toBe(200);
    for (const who of [entry, analyst]) expect((await one(who, s.id)).id).toBe(s.id);
    const list = await (await get(t, analyst, `/api/suspects?search=${encodeURIComponent(String(s.surname))}`)).json();
    expect(list.results.map((r: Rec) => r.id)).toContain(s.id);
    expect(await stored(s.id)).toMatchObject({ _deleted: false, archived: false });
    expect(await one(entry, s.id)).not.toHaveProperty('_deleted');
  });

  it('POST with _deleted: true creates a visible record; archived follows the status, not the body', async () => {
    const s = await create(t, entry, 'suspects', subjectBody({ _deleted: true, archived: true }));
    expect((await one(analyst, s.id)).id).toBe(s.id);
    expect(await stored(s.id)).toMatchObject({ _deleted: false, archived: false });
    const a = await create(t, entry, 'suspects', subjectBody({ status: 'archived', archived: false }));
    expect(await stored(a.id)).toMatchObject({ archived: true });
  });

  it('approved_on and the other stamps sent on PUT are ignored', async () => {
    const s = await create(t, entry, 'suspects', subjectBody());
    const res = await put(t, entry, `/api/suspects/${s.id}`, { ...s, approved_on: '2001-01-01T00:00:00Z', created_by: cbn._id, modified_by: cbn._id, modified: '2001-01-01T00:00:00Z' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ approved_on: null, created_by: entry._id, modified_by: entry._id, modified: t.clock().toISOString() });
  });
});

describe('validation (core subjectSchema): 400 with field errors; nothing saved', () => {
  it('unknown fields are refused by name; the display fields of our own answers are not', async () => {
    const res = await post(t, entry, '/api/suspects', subjectBody({ is_admin: true, telephones: [{ telephone: '2348031234567', extra: 1 }] }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.errors).sort()).toEqual(['is_admin', 'telephones.0.extra']);
    expect(body.error).toEqual(expect.any(String));
    expect((await post(t, entry, '/api/suspects', subjectBody({ domain_name: 'x', created_by_name: 'y', modified_by_name: 'z' }))).status).toBe(201);
  });

  it('the §5 messages at dotted paths: NUBAN, account digits, BVN, tax id, date of birth in the future', async () => {
    const before = (await db.query('SELECT count(*)::int AS n FROM subjects')).rows[0];
    const res = await post(t, entry, '/api/suspects', subjectBody({
      bvn: '1234',
      tax_identification_number: '12ab',
      birthdate: '2999-01-01',
      bank_accounts: [
        { bank: '044', accountno: nuban('044').replace(/\d$/, (d) => String((Number(d) + 1) % 10)) },
        { bank: '044', accountno: '12345abc' },
      ],
    }));
    expect(res.status).toBe(400);
    const { errors } = await res.json();
    expect(errors).toEqual({
      bvn: [MSG.bvn],
      tax_identification_number: [MSG.taxId],
      birthdate: [MSG.dateInFuture],
      'bank_accounts.0.accountno': [MSG.nuban],
      'bank_accounts.1.accountno': [MSG.bankAccount],
    });
    expect((await db.query('SELECT count(*)::int AS n FROM subjects')).rows[0]).toEqual(before);
  });

  it('bodies that are not objects, not JSON, or hold NUL or lone surrogates are 4xx', async () => {
    for (const body of ['[]', '"x"', '42', 'null', '{"surname": ']) {
      const res = await t.app.request('/api/suspects', { method: 'POST', headers: { ...entry.headers, 'Content-Type': 'application/json' }, body });
      expect(res.status, body).toBe(400);
    }
    expect((await post(t, entry, '/api/suspects', subjectBody({ surname: 'a\u0000b' }))).status).toBe(400);
    expect((await post(t, entry, '/api/suspects', subjectBody({ surname: 'a\ud800b' }))).status).toBe(400);
    const res = await t.app.request('/api/suspects', { method: 'POST', headers: { ...entry.headers, 'Content-Type': 'text/plain' }, body: '{}' });
    expect(res.status).toBe(415);
  });
});

describe('PUT /api/suspects/{id}', () => {
  it('saves the whole record; server fields stay; suspectid and domain never change', async () => {
    const s = await create(t, entry, 'suspects', subjectBody({ aliases: [{ alias: 'Oga' }] }));
    t.clock.advance(60_000);
    const res = await put(t, admin, `/api/suspects/${s.id}`, { ...s, surname: 'Changed', suspectid: 'ZZZZ999999999999', domain: 'cbn', created: '2000-01-01T00:00:00Z', aliases: undefined });
    expect(res.status).toBe(200);
    const after = (await res.json()) as Rec;
    expect(after).toMatchObject({ surname: 'Changed', suspectid: s.suspectid, domain: 'eca', created: s.created, created_by: entry._id, modified_by: admin._id, modified_by_name: 'Ibrahim Musa' });
    expect(after.modified).toBe(t.clock().toISOString());
    expect(after).not.toHaveProperty('aliases'); // PUT replaces the record: a list left out is gone
    expect(await one(entry, s.id)).toEqual(after);
  });

  it('a list row sent back as it came is accepted (display fields ignored)', async () => {
    t.clock.advance(1000);
    const s = await create(t, entry, 'suspects', subjectBody());
    const row = (await (await get(t, entry, '/api/suspects?limit=1')).json()).results[0];
    expect(row.id).toBe(s.id);
    expect((await put(t, entry, `/api/suspects/${s.id}`, row)).status).toBe(200);
  });

  it('a failed save changes nothing (validation, status refused, unknown photo, bad attachment)', async () => {
    const s = await create(t, entry, 'suspects', subjectBody());
    const before = await stored(s.id);
    t.clock.advance(1000);
    const attempts: [unknown, number][] = [
      [{ ...s, surname: 'x'.repeat(51) }, 400],
      [{ ...s, surname: 'New', status: 'disseminated' }, 403],
      [{ ...s, surname: 'New', photograph: 'nobody-uploaded-this.png' }, 400],
      [{ ...s, surname: 'New', attachments: [{ attachment: dataUrl(Buffer.from('<html>'), 'application/pdf') }] }, 415],
      [{ ...s, surname: 'New', attachments: [{ attachment: 'someone-elses-file.pdf' }] }, 400],
    ];
    for (const [body, status] of attempts) {
      const res = await put(t, entry, `/api/suspects/${s.id}`, body);
      expect(res.status).toBe(status);
      expect(await stored(s.id)).toEqual(before);
    }
  });

  it('404 for a missing id, a malformed id, and a readable ID (PUT takes the uuid only)', async () => {
    const s = await create(t, entry, 'suspects', subjectBody());
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', String(s.suspectid), "1' OR '1'='1"]) {
      const res = await put(t, entry, `/api/suspects/${encodeURIComponent(id)}`, subjectBody());
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ error: 'Subject not found' });
    }
  });
});

describe('status rules (§4.1) on the server', () => {
  it('a non-central user: a new subject may start pending, approved or archived; nothing else', async () => {
    expect((await create(t, entry, 'suspects', subjectBody({ status: 'approved' }))).status).toBe('approved');
    expect((await create(t, entry, 'suspects', subjectBody({ status: 'archived' }))).status).toBe('archived');
    for (const status of ['assigned', 'treated', 'disseminated']) {
      const res = await post(t, entry, '/api/suspects', subjectBody({ status }));
      expect(res.status, status).toBe(403);
      expect(await res.json()).toEqual({ error: STATUS_REFUSED, errors: { status: [STATUS_REFUSED] } });
    }
  });

  it('a pending subject of the own organisation moves between approved, pending and archived; once approved it is fixed', async () => {
    const s = await create(t, entry, 'suspects', subjectBody());
    expect(s.status).toBe('pending');
    const to = async (status: string, who = entry) => put(t, who, `/api/suspects/${s.id}`, { ...s, status });
    const s2 = await create(t, entry, 'suspects', subjectBody());
    expect((await put(t, entry, `/api/suspects/${s2.id}`, { ...s2, status: 'archived' })).status).toBe(200);
    const approved = await to('approved');
    expect(approved.status).toBe(200);
    expect((await approved.json()).approved_on).toBe(t.clock().toISOString());
    expect((await to('pending')).status).toBe(403);
    expect((await to('assigned')).status).toBe(403);
    // Saving without changing the status is always fine.
    expect((await to('approved')).status).toBe(200);
    const { status: _s, ...noStatus } = s;
    expect((await put(t, entry, `/api/suspects/${s.id}`, noStatus)).status).toBe(200);
    expect((await one(entry, s.id)).status).toBe('approved');
  });

  it('the central unit sets disseminated, treated, assigned, approved or pending on any organisation\'s subject; not archived', async () => {
    const s = await create(t, entry, 'suspects', subjectBody());
    for (const status of ['disseminated', 'treated', 'assigned', 'approved', 'pending']) {
      const res = await put(t, analyst, `/api/suspects/${s.id}`, { ...s, status });
      expect(res.status, status).toBe(200);
      expect((await res.json()).status).toBe(status);
    }
    expect((await put(t, analyst, `/api/suspects/${s.id}`, { ...s, status: 'archived' })).status).toBe(403);
    expect((await create(t, analyst, 'suspects', subjectBody({ status: 'disseminated' }))).status).toBe('disseminated');
  });
});

describe('GET /api/approveall', () => {
  it('admin at an organisation with approval enabled approves its own pending subjects only', async () => {
    const eca = await create(t, entry, 'suspects', subjectBody());
    const cbnPending = await create(t, cbn, 'suspects', subjectBody({ status: 'pending' }));
    const fiuPending = await create(t, analyst, 'suspects', subjectBody({ status: 'pending' }));
    const pending = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM subjects WHERE domain = 'eca' AND status = 'pending'")).rows[0]!.n;
    expect(pending).toBeGreaterThan(0);
    t.clock.advance(5000);
    const res = await get(t, admin, '/api/approveall');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ approved: pending });
    expect(await one(entry, eca.id)).toMatchObject({ status: 'approved', approved_on: t.clock().toISOString(), modified_by: admin._id });
    expect((await one(analyst, cbnPending.id)).status).toBe('pending');
    expect((await one(analyst, fiuPending.id)).status).toBe('pending');
    expect(await (await get(t, admin, '/api/approveall')).json()).toEqual({ approved: 0 });
  });

  it('403 for data entry, ceo, an organisation without approval, and the central unit while its own has none', async () => {
    for (const who of [entry, ceo, cbn, analyst, mission]) {
      const res = await get(t, who, '/api/approveall');
      expect(res.status, who.domain).toBe(403);
      expect(await res.json()).toEqual({ error: APPROVE_REFUSED });
    }
  });

  it('the central unit, once its organisation enables approval, approves the unit\'s own pending subjects, never a partner\'s', async () => {
    const eca = await create(t, entry, 'suspects', subjectBody());
    await db.query("UPDATE organisations SET approval_status_enabled = true WHERE domain = 'fiu'");
    try {
      const res = await get(t, analyst, '/api/approveall');
      expect(res.status).toBe(200);
      expect((await res.json()).approved).toBeGreaterThan(0);
      expect((await db.query("SELECT 1 FROM subjects WHERE domain = 'fiu' AND status = 'pending'")).rowCount).toBe(0);
      expect((await one(entry, eca.id)).status).toBe('pending');
    } finally {
      await db.query("UPDATE organisations SET approval_status_enabled = false WHERE domain = 'fiu'");
    }
  });
});

describe('photographs and attachments in a subject', () => {
  it('the photograph must be a file the user\'s organisation uploaded', async () => {
    const uploaded = async (who: Signed, name: string, image: string) => ((await (await put(t, who, `/api/upload/${name}`, { image })).json()) as { filename: string }).filename;
    const ecaPhoto = await uploaded(entry, 'eca-photo-1.png', dataUrl(PNG));
    const cbnPhoto = await uploaded(cbn, 'cbn-photo-1.jpg', dataUrl(JPEG, 'image/jpeg'));
    const s = await create(t, entry, 'suspects', subjectBody({ photograph: ecaPhoto }));
    expect(s.photograph).toBe(ecaPhoto);
    const res = await post(t, entry, '/api/suspects', subjectBody({ photograph: cbnPhoto }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ photograph: [PHOTO_UNKNOWN] });
    // Unchanged on a later save by another organisation with the right to edit (the central unit).
    expect((await put(t, analyst, `/api/suspects/${s.id}`, { ...s, surname: 'Edited' })).status).toBe(200);
  });

  it('new attachments (data URLs) are sniffed and stored under generated names; old ones must belong to the record', async () => {
    const s = await create(t, entry, 'suspects', subjectBody({ attachments: [{ attachment: dataUrl(PDF, 'application/pdf'), description: 'Statement' }] }));
    const [a] = s.attachments as { attachment: string; description: string; suspect_id: string; suspectid: string }[];
    expect(a).toEqual({ attachment: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/), description: 'Statement', suspect_id: s.id, suspectid: s.suspectid });
    expect(await readdir(join(t.filesDir, 'media'))).toContain(a!.attachment);
    const media = await get(t, entry, `/media/${a!.attachment}`);
    expect(media.status).toBe(200);
    expect(Buffer.from(await media.arrayBuffer())).toEqual(PDF);
    // Sent back as it came: kept. Another record's attachment: refused.
    expect((await put(t, entry, `/api/suspects/${s.id}`, s)).status).toBe(200);
    const other = await create(t, entry, 'suspects', subjectBody());
    const res = await put(t, entry, `/api/suspects/${other.id}`, { ...other, attachments: [{ attachment: a!.attachment }] });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ 'attachments.0.attachment': [ATTACHMENT_UNKNOWN] });
  });

  it('a failed save leaves no new file behind', async () => {
    const before = await readdir(join(t.filesDir, 'media')).catch(() => [] as string[]);
    for (const body of [
      subjectBody({ attachments: [{ attachment: dataUrl(PDF, 'application/pdf') }], status: 'disseminated' }),
      subjectBody({ attachments: [{ attachment: dataUrl(PDF, 'application/pdf') }, { attachment: 'not-attached.pdf' }] }),
      subjectBody({ attachments: [{ attachment: dataUrl(PDF, 'application/pdf') }], photograph: 'not-uploaded.png' }),
    ]) {
      expect((await post(t, entry, '/api/suspects', body)).status).toBeGreaterThanOrEqual(400);
    }
    expect(await readdir(join(t.filesDir, 'media')).catch(() => [] as string[])).toEqual(before);
  });
});
