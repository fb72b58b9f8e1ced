/**
 * The subject as a record kind of the shared form lifecycle (shared/forms/useRecordForm): its calls, its blank
 * record, core's rules, and the photo, which is saved by its own call once the subject is saved.
 */
import { audit, create, get, update, uploadPhoto } from '@fiu/core/api/subjects';
import { canChangeSubjects, defaultSubjectStatus, isSubjectReadOnly } from '@fiu/core/permissions/actions';
import { DEFAULT_COUNTRY } from '@fiu/core/refdata/defaults';
import { relatedPaths } from '../shared/forms/fieldErrors';
import { isNewFile } from '../shared/forms/recordShape';
import type { RecordKind } from '../shared/forms/useRecordForm';
import type { SubjectRecord } from './model';

/** A name for the upload call's path: the server stores the photo under a name of its own and answers it. */
export function photoName(suspectid: unknown, dataUrl: string, now: Date = new Date()): string {
  const ext = /^data:image\/png/i.test(dataUrl) ? 'png' : 'jpg';
  const stem = String(suspectid ?? '').replace(/[^A-Za-z0-9_-]/g, '') || 'subject';
  return `${stem}-${now.getTime().toString(36)}.${ext}`;
}

/** The last photo uploaded, for which subject, and the name it got: Save pressed again after a failed update sends it once. */
let lastUpload: { id: unknown; photo: string; filename: string } | null = null;

/** Without new files (data URLs), when a draft does not fit in the tab's storage. */
function withoutNewFiles(record: SubjectRecord): SubjectRecord {
  const attachments = Array.isArray(record.attachments) ? record.attachments.filter((a) => !isNewFile(a?.attachment)) : record.attachments;
  return { ...record, attachments, photograph: isNewFile(record.photograph) ? null : record.photograph };
}

export const subjectKind: RecordKind<SubjectRecord> = {
  kind: 'subject',
  noun: 'subject',
  nouns: 'subjects',
  listPath: '/list',
  load: (id) => get(id) as Promise<SubjectRecord>,
  // The Subject ID is the server's to give (core-records §9): a new record has none until it is saved.
  blank: (org) => ({ nationality: DEFAULT_COUNTRY, status: defaultSubjectStatus(org), is_primary: true }),
  rules: () => import('./rules').then((m) => m.checkSubject),
  isReadOnly: (user, record, mode) => isSubjectReadOnly(user, record, mode),
  mayChange: (user, mode) => canChangeSubjects(user, mode),
  // The server gives a new subject its ID: none is sent (the schema's default would make one up).
  create: ({ suspectid: _given, ...record }) => create(record) as Promise<SubjectRecord>,
  update: (id, record) => update(id, record) as Promise<SubjectRecord>,
  // The photo goes after the subject: a refused or failed save leaves no photo behind without its record.
  later: {
    what: 'its photo',
    split: ({ photograph, ...record }, base) =>
      isNewFile(photograph) ? { record: base?.photograph ? { ...record, photograph: base.photograph } : record, rest: { photograph } } : null,
    async save(saved, rest) {
      const photo = rest.photograph as string;
      if (lastUpload?.photo !== photo || lastUpload.id !== saved.id) {
        const answer = await uploadPhoto(photoName(saved.suspectid, photo), photo);
        lastUpload = { id: saved.id, photo, filename: answer.filename };
      }
      const { toSubjectShape } = await import('./rules');
      return (await update(String(saved.id), { ...toSubjectShape(saved), photograph: lastUpload.filename })) as SubjectRecord;
    },
  },
  shrinkDraft: withoutNewFiles,
  related: relatedPaths,
  viewed: (id) => void audit(id).catch(() => {}),
};
