import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationSchema, validate } from '../core.js';
import { makeApp, openTestDb, type TestApp, type TestDb } from '../testing/index.js';
import { URL_CODE_UNKNOWN } from './organisations.js';

let db: TestDb;
let t: TestApp;
beforeAll(async () => {
  db = await openTestDb();
  t = await makeApp(db);
});
afterAll(async () => {
  expect(t.problems.join('\n')).toBe('');
  await t.cleanup();
  await db.close();
});

describe('GET /api/domain/{urlcode}', () => {
  it('200 Organisation for each demo URL code (domain + "democode" padded with x to 32 letters)', async () => {
    for (const domain of ['fiu', 'eca', 'cbn', 'ssa', 'mission']) {
      const code = `${domain}democode`.padEnd(32, 'x');
      expect(code).toHaveLength(32);
      const res = await t.app.request(`/api/domain/${code}`);
      expect(res.status).toBe(200);
      const org = await res.json();
      expect(org.domain).toBe(domain);
      expect(org).not.toHaveProperty('url_code');
      expect(validate(organisationSchema, org)).toEqual({ ok: true, data: org });
    }
  });

  it('gives the organisation fields of the contract', async () => {
    const org = await (await t.app.request('/api/domain/ecademocodexxxxxxxxxxxxxxxxxxxxx')).json();
    expect(org).toMatchObject({ domain: 'eca', name: 'Economic Crimes Agency', approval_status_enabled: true, batch_enabled: true, request_access: true, org_type: 'partner' });
    const fiu = await (await t.app.request('/api/domain/fiudemocodexxxxxxxxxxxxxxxxxxxxx')).json();
    expect(fiu.org_type).toBe('central');
    const mission = await (await t.app.request('/api/domain/missiondemocodexxxxxxxxxxxxxxxxx')).json();
    expect(mission.org_type).toBe('foreign_mission');
  });

  it('404 {error} for an unknown or malformed code', async () => {
    for (const code of ['nosuchcodexxxxxxxxxxxxxxxxxxxxxx', 'a b', '%27%20OR%201%3D1', 'x'.repeat(300)]) {
      const res = await t.app.request(`/api/domain/${code}`);
      expect(res.status, code).toBe(404);
      expect(await res.json()).toEqual({ error: URL_CODE_UNKNOWN });
    }
  });
});

describe('GET /api/hasrfi/{domain}', () => {
  it('204 when the organisation has request access, 404 otherwise', async () => {
    for (const [domain, status] of [['fiu', 204], ['eca', 204], ['ssa', 204], ['cbn', 404], ['mission', 404], ['nowhere', 404]] as const) {
      const res = await t.app.request(`/api/hasrfi/${domain}`);
      expect(res.status, domain).toBe(status);
      if (status === 404) expect(await res.json()).toEqual({ error: expect.any(String) });
    }
  });
});

describe('start-up lookups', () => {
  it('GET /api/organisations?pager=default → {results, count} of the 5 organisations', async () => {
    const body = await (await t.app.request('/api/organisations?pager=default')).json();
    expect(body.count).toBe(5);
    expect(body.results.map((o: { domain: string }) => o.domain).sort()).toEqual(['cbn', 'eca', 'fiu', 'mission', 'ssa']);
  });

  it('GET /api/organisations filters by domain and pages with limit/offset', async () => {
    const one = await (await t.app.request('/api/organisations?pager=default&domain=eca')).json();
    expect(one).toMatchObject({ count: 1, results: [{ domain: 'eca' }] });
    const none = await (await t.app.request('/api/organisations?domain=%27;drop')).json();
    expect(none).toEqual({ results: [], count: 0 });
    const page = await (await t.app.request('/api/organisations?limit=2&offset=2')).json();
    expect(page.count).toBe(5);
    expect(page.results).toHaveLength(2);
  });

  it('GET /api/institutions → the banks as {id, name}', async () => {
    const body = await (await t.app.request('/api/institutions?pager=default')).json();
    expect(body.count).toBe(43);
    expect(body.results).toHaveLength(43);
    expect(Object.keys(body.results[0]).sort()).toEqual(['id', 'name']);
    expect(body.results.map((r: { name: string }) => r.name)).toContain('Access Bank');
  });

  it('GET /api/providers → {results: [{id, name}], count}', async () => {
    const body = await (await t.app.request('/api/providers?pager=default')).json();
    expect(body.count).toBeGreaterThan(0);
    expect(body.results[0]).toEqual({ id: 1, name: expect.any(String) });
  });
});
