/**
 * Start-up checks of main.ts (issue 7 item 5): a non-demo start on a database that still holds the demo
 * users with the published password is refused, since anyone who read the README could sign in as them.
 */
import { DEMO_PASSWORD, DEMO_USERS } from './core.js';
import type { Queryable } from './db/types.js';
import { verifyPassword } from './lib/passwords.js';

/** The demo users ('username@domain') that still have the published demo password, in DEMO_USERS order. */
export async function demoUsersWithPublishedPassword(db: Queryable): Promise<string[]> {
  const r = await db.query<{ username: string; domain: string; password_hash: string | null }>(
    'SELECT username, domain, password_hash FROM users WHERE username = ANY($1::text[]) AND domain = ANY($2::text[])',
    [DEMO_USERS.map((u) => u.username), [...new Set(DEMO_USERS.map((u) => u.domain))]],
  );
  const found: string[] = [];
  for (const u of DEMO_USERS) {
    const row = r.rows.find((x) => x.username.toLowerCase() === u.username.toLowerCase() && x.domain === u.domain);
    // Only users that exist are checked, so a database without demo users costs one query.
    if (row?.password_hash && (await verifyPassword(DEMO_PASSWORD, row.password_hash))) found.push(`${u.username}@${u.domain}`);
  }
  return found;
}

/** Throws (with a message naming them) when demo users with the published password are present. */
export async function refuseDemoUsers(db: Queryable): Promise<void> {
  const found = await demoUsersWithPublishedPassword(db);
  if (!found.length) return;
  throw new Error(
    `This database still holds the demo users with the published demo password (${found.join(', ')}): outside demo mode anyone could sign in as them. Change their passwords or remove them, or start with --demo.`,
  );
}
