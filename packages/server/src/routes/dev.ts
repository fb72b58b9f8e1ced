import { Hono } from 'hono';
import type { AppEnv, Deps } from '../types.js';

/** Demo mode only: the dev outbox, newest first. Never registered outside demo mode. */
export function devRoutes(d: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/dev/mailbox', async (c) => {
    const r = await d.db.query<{ to: string; subject: string; text: string; sent: Date }>(
      'SELECT "to", subject, text, sent FROM outbox_mails ORDER BY id DESC LIMIT 200',
    );
    return c.json(r.rows.map((m) => ({ to: m.to, subject: m.subject, text: m.text, sent: new Date(m.sent).toISOString() })));
  });
  return app;
}
