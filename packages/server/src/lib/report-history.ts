/**
 * A report's history (issue 11 item 5), read from the append-only audit log: its views, downloads, feedback
 * and changes (core's REPORT_HISTORY_ACTIONS), newest first. `domain` limits it to one organisation's own
 * entries (a recipient never sees the unit's staff or another organisation at work).
 */
import { REPORT_HISTORY_ACTION_NAMES, type ReportHistoryEntry } from '../core.js';
import type { Queryable } from '../db/types.js';

export const HISTORY_PAGE = 50;
export const HISTORY_MAX_PAGE = 200;

interface HistoryRow {
  id: string;
  at: Date | string;
  action: ReportHistoryEntry['action'];
  actor: string | null;
  actor_name: string | null;
  domain: string | null;
  domain_name: string | null;
  feedback_kind: string | null;
  change: string | null;
}

export async function reportHistory(
  db: Queryable,
  reportId: string,
  q: { domain: string | null; since: Date; limit: number; offset: number },
): Promise<{ results: ReportHistoryEntry[]; count: number }> {
  // `since` (the report's creation) lets the scan use audit_log's index on `at`: the log has none on target.
  const params: unknown[] = [reportId, REPORT_HISTORY_ACTION_NAMES, q.since];
  const where = ['a.target = $1', 'a.action = ANY($2)', 'a.at >= $3', "a.outcome = 'ok'"];
  if (q.domain !== null) {
    params.push(q.domain);
    where.push(`a.domain = $${params.length}`);
  }
  const whereSql = where.join(' AND ');
  const countParams = [...params];
  params.push(q.limit, q.offset);
  const [rows, count] = await Promise.all([
    db.query<HistoryRow>(
      `SELECT a.id::text AS id, a.at, a.action, a.actor, u.name AS actor_name, a.domain, o.name AS domain_name,
              a.detail->>'kind' AS feedback_kind, a.detail->>'change' AS change
         FROM audit_log a
         LEFT JOIN users u ON u.id = a.actor_id
         LEFT JOIN organisations o ON o.domain = a.domain
        WHERE ${whereSql}
        ORDER BY a.at DESC, a.id DESC
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log a WHERE ${whereSql}`, countParams),
  ]);
  return {
    results: rows.rows.map((r) => ({
      id: r.id,
      at: new Date(r.at).toISOString(),
      action: r.action,
      actor: r.actor ?? '',
      actor_name: r.actor_name,
      domain: r.domain,
      domain_name: r.domain_name,
      feedback_kind: r.feedback_kind,
      change: r.change === 'create' || r.change === 'update' ? r.change : null,
    })),
    count: count.rows[0]?.n ?? 0,
  };
}
