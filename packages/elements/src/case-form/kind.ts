/**
 * The case as a record kind of the shared form lifecycle (shared/forms/useRecordForm). A handler's status is
 * "sent as an assignment update" (core-records §4.3): the case is saved with the statuses it had, then each
 * changed status goes by PUT /api/case/assignments/{id}. If that second step fails the case stays saved and
 * the chosen statuses stay in the form for the next Save.
 */
import { create, get, update, updateAssignment } from '@fiu/core/api/cases';
import { getConfig } from '@fiu/core/config';
import { canSeeCases } from '@fiu/core/permissions/actions';
import type { RecordKind } from '../shared/forms/useRecordForm';
import { blankCase, fromServer, toSend, type CaseRecord } from './model';

const central = (user: Parameters<typeof canSeeCases>[0]) => canSeeCases(user, { unitCode: getConfig().unitCode });

export const caseKind: RecordKind<CaseRecord> = {
  kind: 'case',
  noun: 'case',
  nouns: 'cases',
  listPath: '/cases',
  load: (id) => get(id).then(fromServer),
  blank: blankCase,
  rules: () => import('./rules').then((m) => m.checkCase),
  isReadOnly: (user, _record, mode) => mode === 'investigate' || !central(user),
  mayChange: (user, mode) => mode !== 'investigate' && central(user),
  create: (record) => create(toSend(record)).then(fromServer),
  update: (id, record) => update(id, toSend(record)).then(fromServer),
  later: {
    what: "the handlers' statuses",
    split(record, base) {
      const before = new Map((base?.assignments ?? []).map((a) => [a.handler, a.status]));
      const changed = record.assignments.some((a) => a.status !== (before.get(a.handler) ?? 'open'));
      if (!changed) return null;
      const asStored = record.assignments.map((a) => ({ ...a, status: before.get(a.handler) ?? ('open' as const) }));
      return { record: { ...record, assignments: asStored }, rest: { assignments: record.assignments } };
    },
    async save(saved, rest) {
      const wanted = new Map((rest.assignments ?? []).map((a) => [a.handler, a.status]));
      for (const a of saved.assignments) {
        const status = wanted.get(a.handler);
        if (a.id && status && status !== a.status) await updateAssignment(a.id, { status });
      }
      return fromServer(await get(saved.id!));
    },
  },
};
