/**
 * The call-records page's network graph (analysis-tools §2 "Call-records listing"): the link graph of §3's second
 * form (lib/analysis/linkgraph.ts: node types Suspect, Account, Phone, Cellebrite, CRIMS, GOAML, Statement; edge
 * types owns_phone, owns_account, calls, transaction) drawn around a list of phone numbers instead of a subject
 * set. The numbers' owners (subject_phones; deleted subjects left out) come in as Suspect nodes with their
 * accounts; a number nobody owns is a Phone node of its own, so every number asked for is in the graph.
 */
import type { Queryable } from '../../db/types.js';
import { linkGraph } from './linkgraph.js';
import type { Period } from './period.js';
import { resolveSubjects, subjectAccounts } from './subjects.js';

export interface NumbersGraphRead {
  elements: Awaited<ReturnType<typeof linkGraph>>;
  subjects: string[];
  accounts: string[];
}

export async function numbersGraph(db: Queryable, numbers: readonly string[], period: Period): Promise<NumbersGraphRead> {
  const owned = await db.query<{ phone: string; subject_id: string }>(
    `SELECT DISTINCT sp.phone, sp.subject_id::text AS subject_id FROM subject_phones sp JOIN subjects s ON s.id = sp.subject_id
      WHERE sp.phone = ANY($1::text[]) AND NOT s._deleted ORDER BY 1, 2`,
    [numbers],
  );
  const ids = [...new Set(owned.rows.map((r) => r.subject_id))];
  const subjects = ids.length ? await resolveSubjects(db, ids) : [];
  const accounts = ids.length ? await subjectAccounts(db, ids) : [];
  // An owner-less number still gets its Phone node: its owns_phone edge has no Suspect to start from and is dropped.
  const phones = [...owned.rows, ...numbers.filter((n) => !owned.rows.some((r) => r.phone === n)).map((phone) => ({ phone, subject_id: '' }))];
  const elements = await linkGraph(db, subjects, accounts, phones, period);
  return { elements, subjects: ids, accounts: accounts.map((a) => a.number) };
}
