/**
 * Issue 12: a few demo cases (with the first seeded subjects and central-unit handlers) and earlier requests for
 * information (submission is disabled, so the demo shows previous submissions only). Stable ids: the same on
 * every machine.
 */
import { insertRfi } from '../lib/rfi.js';
import { stableUuid } from './ids.js';
import type { SeedContext, SeedExtension } from './seed.js';

const DEMO_RFIS: { domain: string; by: string; data: Record<string, unknown> }[] = [
  {
    domain: 'eca',
    by: 'admin@eca',
    data: {
      reference_number: 'ECA/RFI/2025/014',
      subject_name: 'Adewale Ogunbiyi',
      requestor_official_name: 'Ibrahim Musa',
      requestor_official_email: 'admin@eca.example',
      nationality: 'NG',
      gender: 'male',
      case_background: 'Suspected proceeds of contract fraud moved through three personal accounts.',
      information_needed: 'Account statements and linked companies',
      information_shared: true,
    },
  },
  {
    domain: 'eca',
    by: 'admin@eca',
    data: {
      reference_number: 'ECA/RFI/2025/021',
      subject_name: 'Kemi Balogun',
      requestor_official_name: 'Ngozi Eze',
      requestor_official_email: 'ceo@eca.example',
      nationality: 'NG',
      gender: 'female',
      case_background: 'Large cash deposits inconsistent with declared income.',
      information_shared: true,
    },
  },
  {
    domain: 'ssa',
    by: 'analyst@fiu',
    data: {
      reference_number: 'SSA/RFI/2025/003',
      subject_name: 'Musa Danladi',
      requestor_official_name: 'Yakubu Ali',
      requestor_official_email: 'requests@ssa.example',
      nationality: 'NG',
      gender: 'male',
      case_background: 'Transfers to a flagged foreign beneficiary.',
      information_shared: false,
    },
  },
];

const DEMO_CASES: { label: string; subjects: number[]; handlers: { user: string; status: 'open' | 'archived' }[] }[] = [
  { label: 'Operation Harmattan', subjects: [0, 1], handlers: [{ user: 'analyst@fiu', status: 'open' }] },
  { label: 'Lagos port cash couriers', subjects: [2], handlers: [{ user: 'viewer@fiu', status: 'open' }, { user: 'analyst@fiu', status: 'archived' }] },
  { label: 'Contract fraud review', subjects: [], handlers: [] },
];

export const seedCasesExtension: SeedExtension = async ({ tx, now, userIds }: SeedContext) => {
  // Idempotent like the rest of the seed: a second run adds nothing.
  if ((await tx.query('SELECT 1 FROM rfi WHERE id = $1', [stableUuid('fiu-demo-rfi:0')])).rows.length) return;
  for (const [i, r] of DEMO_RFIS.entries()) {
    await insertRfi(tx, { id: stableUuid(`fiu-demo-rfi:${i}`), domain: r.domain, created_by: userIds.get(r.by) ?? null, now: new Date(now.getTime() - i * 86_400_000), data: r.data });
  }
  const subjects = (await tx.query<{ id: string }>('SELECT id FROM subjects WHERE NOT _deleted ORDER BY suspectid LIMIT 3')).rows.map((r) => r.id);
  const analyst = userIds.get('analyst@fiu') ?? null;
  for (const [i, c] of DEMO_CASES.entries()) {
    const id = stableUuid(`fiu-demo-case:${i}`);
    const at = new Date(now.getTime() - i * 3_600_000);
    await tx.query('INSERT INTO cases (id, label, domain, created_by, modified_by, created, modified) VALUES ($1, $2, $3, $4, $4, $5, $5)', [id, c.label, 'fiu', analyst, at]);
    for (const n of c.subjects) {
      const suspect = subjects[n];
      if (suspect) await tx.query('INSERT INTO case_subjects (id, case_id, suspect) VALUES ($1, $2, $3)', [stableUuid(`fiu-demo-case:${i}:s:${n}`), id, suspect]);
    }
    for (const h of c.handlers) {
      const handler = userIds.get(h.user);
      if (handler) {
        await tx.query('INSERT INTO case_assignments (id, case_id, handler, status, modified_by, modified) VALUES ($1, $2, $3, $4, $5, $6)', [
          stableUuid(`fiu-demo-case:${i}:h:${h.user}`),
          id,
          handler,
          h.status,
          analyst,
          at,
        ]);
      }
    }
  }
};
