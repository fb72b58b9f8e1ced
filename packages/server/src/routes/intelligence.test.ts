import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../core.js';
import { makeApp, openTestDb, signIn, type Signed, type TestApp, type TestDb } from '../testing/index.js';
import { JPEG, PDF, addUser, dataUrl, get, post, put } from '../testing/records.js';
import {
  ALREADY_DISSEMINATED,
  ATTACHMENT_UNKNOWN,
  MAY_NOT_ADD,
  MAY_NOT_CHANGE,
  MAY_NOT_DISSEMINATE,
  MAY_NOT_VIEW,
  NOT_RECIPIENT,
  PDF_ONLY,
  RECIPIENT_FIXED,
} from './intelligence.js';

type Report = Record<string, unknown> & { id: string; attachments: { attachment: string; attachment_type: string }[] };

let db: TestDb;
let t: TestApp;
let analyst: Signed, viewer: Signed, changer: Signed, disseminator: Signed, ecaAdmin: Signed, ecaCeo: Signed, ecaEntry: Signed, cbn: Signed;
beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
  await addUser(db, { username: 'irchanger', domain: 'fiu', role: 'fiu', permissions: [PERMISSIONS.viewIr, PERMISSIONS.changeIr] });
  await addUser(db, { username: 'irsender', domain: 'fiu', role: 'fiu', permissions: [PERMISSIONS.viewIr, PERMISSIONS.disseminateIr] });
  analyst = await signIn(t, 'analyst', 'fiu');
  viewer = await signIn(t, 'viewer', 'fiu');
  changer = await signIn(t, 'irchanger', 'fiu');
  disseminator = await signIn(t, 'irsender', 'fiu');
  ecaAdmin = await signIn(t, 'admin', 'eca');
  ecaCeo = await signIn(t, 'ceo', 'eca');
  ecaEntry = await signIn(t, 'entry', 'eca');
  cbn = await signIn(t, 'cbnadmin', 'cbn');
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

let n = 0;
const reportBody = (extra: Record<string, unknown> = {}) => {
  n++;
  return {
    domain: 'eca',
    report_title: `Proceeds of fraud ${n}`,
    internal_reference: `FIU/IR/2026/${String(n).padStart(4, '0')}`,
    external_reference: `ECA/CASE/${n}`,
    attachments: [{ attachment: dataUrl(PDF, 'application/pdf') }],
    ...extra,
  };
};

const create = async (extra: Record<string, unknown> = {}, who: Signed = analyst): Promise<Report> => {
  const res = await post(t, who, '/api/intelligence', reportBody(extra));
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return (await res.json()) as Report;
};
const disseminate = (who: Signed, r: Report, extra: Record<string, unknown> = {}) =>
  put(t, who, `/api/intelligence/${r.id}`, { ...r, disseminated: true, disseminated_on: '1999-01-01T00:00:00.000Z', disseminated_by: ecaAdmin._id, ...extra });
const list = async (who: Signed, query = ''): Promise<{ results: Report[]; count: number }> => {
  const res = await get(t, who, `/api/intelligence${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { results: Report[]; count: number };
};

describe('POST /api/intelligence', () => {
  it('creates with the defaults and the server\'s fields, not disseminated whatever was sent', async () => {
    const r = await create({ disseminated: true, disseminated_on: '2020-01-01', downloaded: true, has_final_feedback: true, created_by: ecaAdmin._id });
    expect(r).toMatchObject({
      domain: 'eca',
      domain_name: 'Economic Crimes Agency',
      report_type: 'RFI',
      authorized_by: 'Director/CEO (FIU)',
      disseminated: false,
      disseminated_on: null,
      downloaded: false,
      has_final_feedback: false,
      created_by: analyst._id,
      created_by_name: 'Amina Bello',
      number_of_files: 1,
    });
    expect(r.attachments[0]).toEqual({ attachment: expect.stringMatching(/^[0-9a-f-]{36}\.pdf$/), attachment_type: 'report' });
  });

  it('refuses partners and investigate sessions: unit staff only (403)', async () => {
    for (const who of [ecaAdmin, ecaCeo, ecaEntry, cbn]) {
      const res = await post(t, who, '/api/intelligence', reportBody());
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: MAY_NOT_ADD });
    }
  });

  it('takes PDFs only, judged by their bytes, and bounds their size', async () => {
    const jpegAsPdf = await post(t, analyst, '/api/intelligence', reportBody({ attachments: [{ attachment: dataUrl(JPEG, 'application/pdf') }] }));
    expect(jpegAsPdf.status).toBe(415);
    expect(await jpegAsPdf.json()).toMatchObject({ errors: { 'attachments.0.attachment': [PDF_ONLY] } });
    const declaredJpeg = await post(t, analyst, '/api/intelligence', reportBody({ attachments: [{ attachment: dataUrl(PDF, 'image/jpeg') }] }));
    expect(declaredJpeg.status).toBe(400); // core's schema: .pdf only, by declared type, before the bytes
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]);
    const tooBig = await post(t, analyst, '/api/intelligence', reportBody({ attachments: [{ attachment: dataUrl(big, 'application/pdf') }] }));
    expect(tooBig.status).toBe(413);
    const unknown = await post(t, analyst, '/api/intelligence', reportBody({ attachments: [{ attachment: '0b7c1f8e-1111-4222-8333-944455556666.pdf' }] }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ errors: { 'attachments.0.attachment': [ATTACHMENT_UNKNOWN] } });
  });

  it('validates with core\'s schema: required fields, maxima, types, future dates, unknown keys', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ report_title: '' }, 'report_title'],
      [{ internal_reference: 'x'.repeat(257) }, 'internal_reference'],
      [{ report_title: 'x'.repeat(513) }, 'report_title'],
      [{ report_type: 'Gossip' }, 'report_type'],
      [{ authorized_on: '2999-01-01' }, 'authorized_on'],
      [{ attachments: [] }, 'attachments'],
      [{ attachments: 'x' }, 'attachments'],
      [{ report_title: 42 }, 'report_title'],
      [{ surprise: 1 }, ''],
    ];
    for (const [extra, field] of bad) {
      const res = await post(t, analyst, '/api/intelligence', reportBody(extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      const body = (await res.json()) as { errors: Record<string, string[]> };
      if (field) expect(Object.keys(body.errors), JSON.stringify(extra)).toContain(field);
    }
    for (const raw of ['[]', 'null', '"x"', '{', '{"__proto__": {"admin": true}}']) {
      const res = await post(t, analyst, '/api/intelligence', raw);
      expect(res.status, raw).toBeGreaterThanOrEqual(400);
      expect(res.status, raw).toBeLessThan(500);
    }
  });

  it('sends a report to a partner organisation only', async () => {
    for (const domain of ['fiu', 'nowhere', "eca' OR '1'='1"]) {
      const res = await post(t, analyst, '/api/intelligence', reportBody({ domain }));
      expect(res.status, domain).toBe(400);
      expect(await res.json()).toMatchObject({ errors: { domain: [NOT_RECIPIENT] } });
    }
  });
});

describe('dissemination', () => {
  it('sets disseminated_on now and disseminated_by the user, whatever the client sends; once only', async () => {
    const r = await create();
    t.clock.advance(60_000);
    const res = await disseminate(analyst, r);
    expect(res.status).toBe(200);
    const d = (await res.json()) as Report;
    expect(d).toMatchObject({ disseminated: true, disseminated_on: t.clock().toISOString(), disseminated_by: analyst._id, disseminated_by_name: 'Amina Bello' });
    const again = await disseminate(analyst, d);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: ALREADY_DISSEMINATED });
    const undo = await put(t, analyst, `/api/intelligence/${r.id}`, { ...d, disseminated: false });
    expect(undo.status).toBe(409);
    // Sent back as read (the same disseminated_on): an ordinary edit, the dissemination stays.
    const edit = await put(t, analyst, `/api/intelligence/${r.id}`, { ...d, report_title: 'Renamed after dissemination' });
    expect(edit.status).toBe(200);
    expect(await edit.json()).toMatchObject({ report_title: 'Renamed after dissemination', disseminated: true, disseminated_on: d.disseminated_on });
    const move = await put(t, analyst, `/api/intelligence/${r.id}`, { ...d, domain: 'cbn' });
    expect(move.status).toBe(409);
    expect(await move.json()).toMatchObject({ error: RECIPIENT_FIXED });
  });

  it('needs can.disseminate.ir; a disseminator without can.change.ir only flips the flags', async () => {
    const r = await create();
    const refused = await disseminate(changer, r);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: MAY_NOT_DISSEMINATE });
    const res = await disseminate(disseminator, r, { report_title: 'Smuggled in' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ disseminated: true, report_title: r.report_title, disseminated_by: disseminator._id });
  });

  it('is refused to partners (404 before their eyes: an undisseminated report is not theirs to see)', async () => {
    const r = await create();
    expect((await disseminate(ecaAdmin, r)).status).toBe(404);
    expect((await get(t, ecaAdmin, `/api/intelligence/${r.id}`)).status).toBe(404);
  });
});

describe('PUT /api/intelligence/{id}', () => {
  it('changes with can.change.ir; keeps stored attachments and adds new ones', async () => {
    const r = await create();
    const res = await put(t, changer, `/api/intelligence/${r.id}`, {
      ...r,
      report_type: 'Disclosure',
      attachments: [...r.attachments, { attachment: dataUrl(PDF, 'application/pdf'), attachment_type: 'cover' }],
    });
    expect(res.status).toBe(200);
    const u = (await res.json()) as Report;
    expect(u).toMatchObject({ report_type: 'Disclosure', modified_by: changer._id, number_of_files: 2 });
    expect(u.attachments[0]).toEqual(r.attachments[0]);
  });

  it('refuses unit staff without can.change.ir, partners, bad ids and another report\'s file', async () => {
    const r = await create();
    const other = await create();
    expect(await (await put(t, disseminator, `/api/intelligence/${r.id}`, { ...r, report_title: 'x' })).json()).toMatchObject({ error: MAY_NOT_CHANGE });
    expect((await put(t, viewer, `/api/intelligence/${r.id}`, r)).status).toBe(403);
    expect((await put(t, ecaEntry, `/api/intelligence/${r.id}`, r)).status).toBe(403);
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', '%00', "1' OR '1'='1"]) {
      const res = await put(t, analyst, `/api/intelligence/${encodeURIComponent(id)}`, r);
      expect(res.status, id).toBe(404);
    }
    const stolen = await put(t, analyst, `/api/intelligence/${r.id}`, { ...r, attachments: other.attachments });
    expect(stolen.status).toBe(400);
  });
});

describe('GET /api/intelligence', () => {
  it('partners see only their organisation\'s disseminated reports; the unit sees all', async () => {
    const hidden = await create();
    const forEca = await create();
    const forCbn = await create({ domain: 'cbn' });
    await disseminate(analyst, forEca);
    await disseminate(analyst, forCbn);
    const eca = await list(ecaAdmin, '?limit=100');
    expect(eca.results.every((r) => r.domain === 'eca' && r.disseminated)).toBe(true);
    expect(eca.results.map((r) => r.id)).toContain(forEca.id);
    expect(eca.results.map((r) => r.id)).not.toContain(hidden.id);
    expect(eca.count).toBe(eca.results.length);
    const cbnList = await list(cbn, '?limit=100');
    expect(cbnList.results.map((r) => r.id)).toEqual([forCbn.id]);
    expect((await get(t, cbn, `/api/intelligence/${forEca.id}`)).status).toBe(404);
    const all = await list(analyst, '?limit=100');
    expect(all.results.map((r) => r.id)).toEqual(expect.arrayContaining([hidden.id, forEca.id, forCbn.id]));
  });

  it('refuses those who may not open the register (403)', async () => {
    for (const who of [viewer, ecaEntry]) {
      const res = await get(t, who, '/api/intelligence');
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: MAY_NOT_VIEW });
    }
    expect((await get(t, null, '/api/intelligence')).status).toBe(401);
  });

  it('pages by 50, orders by dissemination date (default newest first) or downloaded, searches over 1 character', async () => {
    await db.query(
      `INSERT INTO intelligence_reports (id, report_title, report_type, internal_reference, domain, created, modified, data)
       SELECT gen_random_uuid(), 'Bulk ' || i, 'RFI', 'FIU/BULK/' || i, 'ssa', now(), now(), '{"attachments": []}'::jsonb FROM generate_series(1, 51) i`,
    );
    const page = await list(analyst);
    expect(page.results).toHaveLength(50);
    expect(page.count).toBeGreaterThan(50);
    expect((await list(analyst, '?offset=50')).results.length).toBe(Math.min(50, page.count - 50));
    const asc = await list(analyst, '?ordering=disseminated_on&limit=100');
    const desc = await list(analyst, '?limit=100');
    const dates = (rs: Report[]) => rs.map((r) => r.disseminated_on).filter((v): v is string => typeof v === 'string');
    expect(dates(asc.results)).toEqual([...dates(asc.results)].sort());
    expect(dates(desc.results)).toEqual([...dates(desc.results)].sort().reverse());
    const one = await create({ report_title: 'Zebra crossing laundering' });
    expect((await list(analyst, '?search=zebra')).results.map((r) => r.id)).toEqual([one.id]);
    expect((await list(analyst, '?search=z')).count).toBe((await list(analyst)).count); // 1 character: ignored
    expect((await list(analyst, `?search=${encodeURIComponent("%' OR 1=1 --")}`)).count).toBe(0);
    for (const q of ['?ordering=report_title', '?ordering=-created', '?downloaded=maybe', '?limit=-1', '?offset=1e3', `?search=${'x'.repeat(101)}`]) {
      const res = await get(t, analyst, `/api/intelligence${q}`);
      expect(res.status, q).toBe(400);
    }
  });
});

describe('GET /api/intelligence/download/{id}', () => {
  it('answers a zip of the report\'s PDFs with a manifest; a partner\'s download marks it downloaded', async () => {
    const r = await create({ internal_reference: 'FIU/IR/2026/ZIP 1' });
    await disseminate(analyst, r);
    const res = await get(t, ecaCeo, `/api/intelligence/download/${r.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="FIU_IR_2026_ZIP_1.zip"');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['FIU_IR_2026_ZIP_1-1.pdf', 'manifest.json']);
    expect(Buffer.from(files['FIU_IR_2026_ZIP_1-1.pdf']!).equals(PDF)).toBe(true);
    const manifest = JSON.parse(new TextDecoder().decode(files['manifest.json'])) as { recipient: string; files: { sha256: string }[] };
    expect(manifest.recipient).toBe('eca');
    expect(manifest.files[0]!.sha256).toBe(createHash('sha256').update(PDF).digest('hex'));
    expect((await list(ecaAdmin, '?downloaded=true&limit=100')).results.map((x) => x.id)).toContain(r.id);
    expect((await list(ecaAdmin, '?downloaded=false&limit=100')).results.map((x) => x.id)).not.toContain(r.id);
    expect((await list(analyst, '?ordering=-downloaded&limit=1')).results[0]!.downloaded).toBe(true);
    expect((await list(analyst, '?ordering=downloaded&limit=1')).results[0]!.downloaded).toBe(false);
  });

  it('the unit\'s own download does not mark it; refusals are 403/404, never 500', async () => {
    const r = await create();
    expect((await get(t, analyst, `/api/intelligence/download/${r.id}`)).status).toBe(200);
    expect(((await (await get(t, analyst, `/api/intelligence/${r.id}`)).json()) as Report).downloaded).toBe(false);
    expect((await get(t, ecaAdmin, `/api/intelligence/download/${r.id}`)).status).toBe(404); // not disseminated
    await disseminate(analyst, r);
    expect((await get(t, cbn, `/api/intelligence/download/${r.id}`)).status).toBe(404); // another organisation's
    expect((await get(t, viewer, `/api/intelligence/download/${r.id}`)).status).toBe(403);
    for (const id of ['x', '..%2F..%2Fetc%2Fpasswd', '00000000-0000-4000-8000-000000000000']) {
      expect((await get(t, ecaAdmin, `/api/intelligence/download/${id}`)).status, id).toBe(404);
    }
  });
});
