import { Hono } from 'hono';
import { listMessages } from '../lib/messages.js';
import { paging } from '../lib/params.js';
import type { AppEnv, Deps } from '../types.js';

/** GET /api/messages (core-records §2.11, §7): the signed-in user's own messages, newest first. */
export function messageRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/messages', async (c) => {
    const me = c.get('user')!;
    return c.json(await listMessages(d.db, me.id, paging((n) => c.req.query(n), 1000, 100)));
  });
  return app;
}
