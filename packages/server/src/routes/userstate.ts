import { Hono } from 'hono';
import { userStateSchema, validate } from '../core.js';
import { readBody } from '../lib/body.js';
import { ApiError, badRequest } from '../lib/errors.js';
import { SUBJECTS, readRecord } from '../lib/records.js';
import type { AppEnv, Deps } from '../types.js';

/**
 * Per-user saved selections for one subject (analysis-tools §4; core-records §7):
 *   POST /api/userstate {suspectid, selected_accounts, selected_vehicles, selected_tax_details, selected_companies}
 *        → the saved state (one per user and subject; a new save replaces the old one)
 *   GET  /api/userstate?suspectid=... → the saved state, or empty selections when none was saved
 * `suspectid` is the subject's readable ID (its uuid works too). The subject must be one the user may read,
 * else 404 (docs/scoping.md). Each user sees only their own state.
 */
export function userStateRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const subjectOf = async (me: NonNullable<AppEnv['Variables']['user']>, ref: string) => {
    const row = await readRecord(d.db, SUBJECTS, me, d.unitCode, ref);
    if (!row) throw new ApiError(404, SUBJECTS.notFound);
    return row;
  };

  app.post('/userstate', async (c) => {
    const me = c.get('user')!;
    const state = await readBody(c, userStateSchema);
    const subject = await subjectOf(me, state.suspectid);
    const saved = { ...state, suspectid: subject.code };
    await d.db.query(
      `INSERT INTO user_state (user_id, subject_id, suspectid, state, modified) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, subject_id) DO UPDATE SET state = excluded.state, suspectid = excluded.suspectid, modified = excluded.modified`,
      [me.id, subject.id, subject.code, JSON.stringify(saved), d.clock()],
    );
    return c.json(saved);
  });

  app.get('/userstate', async (c) => {
    const me = c.get('user')!;
    const ref = c.req.query('suspectid')?.trim();
    if (!ref) throw badRequest({ suspectid: ['Required'] });
    const subject = await subjectOf(me, ref);
    const r = await d.db.query<{ state: unknown }>('SELECT state FROM user_state WHERE user_id = $1 AND subject_id = $2', [me.id, subject.id]);
    if (r.rows[0]) return c.json(r.rows[0].state);
    const empty = validate(userStateSchema, { suspectid: subject.code });
    return c.json(empty.ok ? empty.data : { suspectid: subject.code });
  });

  return app;
}
