import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.js';

interface MessageRow {
  id: string;
  subject: string;
  content: string;
  sent: Date;
}

/** A message to one user about their own account. */
export async function sendMessage(db: Queryable, userId: string, m: { subject: string; content: string }, now: Date): Promise<void> {
  await db.query('INSERT INTO messages (id, user_id, subject, content, sent) VALUES ($1, $2, $3, $4, $5)', [randomUUID(), userId, m.subject, m.content, now]);
}

/** core's Message list of one user, newest first. */
export async function listMessages(db: Queryable, userId: string, page: { limit: number; offset: number }) {
  const rows = await db.query<MessageRow>(
    'SELECT id, subject, content, sent FROM messages WHERE user_id = $1 ORDER BY sent DESC, id LIMIT $2 OFFSET $3',
    [userId, page.limit, page.offset],
  );
  const count = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM messages WHERE user_id = $1', [userId]);
  return {
    results: rows.rows.map((m) => ({ _id: m.id, subject: m.subject, content: m.content, sent: new Date(m.sent).toISOString() })),
    count: count.rows[0]?.n ?? 0,
  };
}
