import { Hono } from 'hono';
import { paging } from '../lib/params.js';
import type { AppEnv, Deps } from '../types.js';

/** Start-up lookups (dissemination-feedback §3): financial institutions and service providers, `{results, count}`. */
export function lookupRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const table of ['institutions', 'providers'] as const) {
    app.get(`/${table}`, async (c) => {
      const { limit, offset } = paging((n) => c.req.query(n));
      const [rows, total] = await Promise.all([
        d.db.query<{ id: number; name: string }>(`SELECT id, name FROM ${table} ORDER BY id LIMIT $1 OFFSET $2`, [limit, offset]),
        d.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`),
      ]);
      return c.json({ results: rows.rows, count: total.rows[0]?.n ?? 0 });
    });
  }
  return app;
}
