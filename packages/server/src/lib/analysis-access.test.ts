import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.js';
import { auditAnalysisRead, centralOnly } from './analysis-access.js';
import type { AppEnv, AuthUser } from '../types.js';

const user = (role: string, domain: string): AuthUser => ({
  id: 'u1', username: 'a', name: 'A', email: 'a@x', role, domain, active: true, permissions: [],
});

function appAs(me: AuthUser | undefined) {
  const audit = vi.fn(async () => {});
  const app = new Hono<AppEnv>();
  app.onError((err, c) => (err instanceof ApiError ? c.json({ error: err.message }, err.status) : c.json({ error: 'x' }, 500)));
  app.use('*', async (c, next) => {
    c.set('user', me);
    await next();
  });
  app.use('*', centralOnly({ unitCode: 'fiu', audit }));
  app.get('/analysis/statement', async (c) => {
    await auditAnalysisRead({ audit }, c, { call: 'getStatement', subjects: ['s1', 's2'] });
    return c.json({ results: [] });
  });
  return { app, audit };
}

describe('centralOnly', () => {
  it('refuses a request without a user', async () => {
    const { app } = appAs(undefined);
    expect((await app.request('/analysis/statement')).status).toBe(403);
  });

  it('lets the central unit through and audits the read: who, which subjects, which call', async () => {
    const { app, audit } = appAs(user('fiu', 'fiu'));
    const res = await app.request('/analysis/statement');
    expect(res.status).toBe(200);
    expect(audit).toHaveBeenCalledWith(expect.anything(), {
      action: 'analysis.read', outcome: 'ok', target: 'getStatement', detail: { subjects: ['s1', 's2'] },
    });
  });

  it.each([['admin', 'eca'], ['analyst', 'police'], ['fiu-admin', 'fiu']])(
    'refuses role %s of %s with the spec text, audited',
    async (role, domain) => {
      const { app, audit } = appAs(user(role, domain));
      const res = await app.request('/analysis/statement');
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'Permission Denied' });
      expect(audit).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ action: 'authz.refused', outcome: 'refused' }));
    },
  );
});
