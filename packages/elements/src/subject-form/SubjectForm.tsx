/**
 * fiu-subject-form: one subject (person), core-records §2.6, §3.1, §4.1, §4.6, §5, §6.4, §7, §8.
 *
 * The lifecycle (load or blank, draft, live validation with core's subjectSchema, save, discard, fiu-saved,
 * back) and the frame are the shared record form's (shared/forms); this screen holds the subject's tabs:
 * Identification, Bio-Information, History, and (central unit only) Map and Cases. A tab with messages shows
 * a mark; a refused save opens the first such tab. The Subject ID is given by the server on the first save.
 * Viewing an existing subject posts the audit call once; the photo is saved after the subject (kind.ts).
 */
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { getConfig } from '@fiu/core/config';
import { canSeeSubjectMapAndCasesTabs, subjectStatusFieldHidden, subjectStatusOptions } from '@fiu/core/permissions/actions';
import { statusLabel } from '@fiu/core/refdata/lists';
// ui components by module, not through the '@fiu/ui' barrel: a barrel import makes esbuild tie every ui module
// the screen's lazy parts use (camera, upload) to this chunk, which defeats splitting them off.
import { Spinner } from '@fiu/ui/Spinner';
import { Tabs } from '@fiu/ui/Tabs';
import { ToastProvider } from '@fiu/ui/ToastProvider';
import { photoViewCss } from '@fiu/ui/photoView.css';
import { repeatableListCss } from '@fiu/ui/recordFields.css';
import type { ElementProps } from '../define/types';
import { useSession } from '../define/useSession';
import { statusOptions } from '../shared/forms/choices';
import { lazyPart } from '../shared/forms/lazyPart';
import { topKey } from '../shared/forms/paths';
import { RecordFormFrame } from '../shared/forms/RecordFormFrame';
import { recordFormCss } from '../shared/forms/recordForm.css';
import { isNewFile } from '../shared/forms/recordShape';
import { useRecordForm } from '../shared/forms/useRecordForm';
import { usePhoto } from '../shared/records/usePhoto';
import { AttachmentFile } from './Attachments';
import { Identification, PhotoEditor, type StatusField } from './Identification';
import { subjectKind } from './kind';
import type { MapTabProps } from './MapTab';
import { BIO_FIELDS, HISTORY_FIELDS, SUBJECT_LABELS, reading, subjectName, tabOf, type SubjectRecord, type TabId } from './model';
import { subjectFormCss } from './subject-form.css';

/**
 * ui's repeatable lists and photo, the frame's and the form's own. The parts that load on demand bring theirs: the
 * date fields' with the Bio and History tabs, the camera's with the photo editor, the file field's with an attachment.
 */
export const css = repeatableListCss + photoViewCss + recordFormCss + subjectFormCss;

export interface SubjectFormProps extends ElementProps {
  subjectId?: string;
  mapTiles?: string;
  subject?: SubjectRecord | null;
}

/** The rarely used tabs load on demand (preloaded once the form is shown). */
const Bio = lazyPart<{ b: import('../shared/forms/bind').Binder }>(() => import('./Bio'));
const History = lazyPart<{ b: import('../shared/forms/bind').Binder }>(() => import('./History'));
/** Central unit only; the Map tab brings '@fiu/ui/map' (and leaflet) only when it first opens. */
const MapTab = lazyPart<MapTabProps>(() => import('./MapTab'));
const CasesTab = lazyPart<import('./CasesTab').CasesTabProps>(() => import('./CasesTab'));

export default function SubjectForm(props: SubjectFormProps): ReactElement {
  return (
    <ToastProvider>
      <Form {...props} />
    </ToastProvider>
  );
}

function Form({ emit, mode, subjectId, mapTiles, subject }: SubjectFormProps): ReactElement {
  const user = useSession((s) => s.user);
  const org = useSession((s) => s.organisation);
  const [tab, setTab] = useState<TabId>('identification');
  const form = useRecordForm(subjectKind, {
    emit,
    mode,
    id: subjectId,
    given: subject,
    onInvalid: (paths) => setTab(tabOf(topKey(paths[0] ?? ''))),
  });
  const { record, base, b, readOnly } = form;
  const ready = form.phase.state === 'ready';

  // Fetch the on-demand parts while the user reads the first tab.
  useEffect(() => {
    if (!ready) return undefined;
    const t = setTimeout(() => {
      Bio.preload();
      History.preload();
      AttachmentFile.preload();
      if (!readOnly) PhotoEditor.preload();
    }, 200);
    return () => clearTimeout(t);
  }, [ready, readOnly]);

  // The stored photo, read with the session headers (never a token in a URL); a new one is its data URL.
  const photograph = record.photograph;
  const stored = usePhoto(typeof photograph === 'string' && !isNewFile(photograph) ? photograph : null);
  const photo = isNewFile(photograph) ? photograph : stored;

  const unitCode = getConfig().unitCode;
  const central = canSeeSubjectMapAndCasesTabs(user, { unitCode });
  const options = subjectStatusOptions(user, base, org, { unitCode });
  const status: StatusField | undefined = subjectStatusFieldHidden(user, base, org)
    ? undefined
    : { options: options ? statusOptions(options) : null, label: statusLabel(record.status) };

  const mark = (label: string, fields: (field: string) => boolean): ReactNode =>
    Object.keys(form.errors).some((p) => fields(topKey(p))) ? (
      <span className="sf-tab">
        {label}
        <span className="sf-tab__mark" role="img" aria-label="has errors">
          !
        </span>
      </span>
    ) : (
      label
    );
  const tabs = [
    { id: 'identification', label: mark('Identification', (f) => !BIO_FIELDS.has(f) && !HISTORY_FIELDS.has(f)) },
    { id: 'bio', label: mark('Bio-Information', (f) => BIO_FIELDS.has(f)) },
    { id: 'history', label: mark('History', (f) => HISTORY_FIELDS.has(f)) },
    ...(central ? [{ id: 'map', label: 'Map' }, { id: 'cases', label: 'Cases' }] : []),
  ];
  const current: TabId = tabs.some((t) => t.id === tab) ? tab : 'identification';
  const name = subjectName(record);
  const loading = <Spinner label="Loading…" showLabel />;

  return (
    <RecordFormFrame form={form} title={subjectName(base ?? {})} code={{ label: 'Subject ID', value: base?.suspectid }} labels={SUBJECT_LABELS}>
      <Tabs tabs={tabs} value={current} onChange={(t) => setTab(t as TabId)} aria-label="Subject" activation="manual">
        {(t) =>
          t === 'bio' ? (
            <Bio b={b} fallback={loading} />
          ) : t === 'history' ? (
            <History b={b} fallback={loading} />
          ) : t === 'map' ? (
            <MapTab
              lat={reading(record.latitude)}
              lng={reading(record.longitude)}
              name={name || String(record.suspectid ?? 'Subject')}
              tiles={mapTiles}
              fallback={loading}
            />
          ) : t === 'cases' ? (
            <CasesTab subjectId={form.id} emit={emit} fallback={loading} />
          ) : (
            <Identification b={b} photo={photo} onPhoto={(p) => form.set('photograph', p)} status={status} record={record} />
          )
        }
      </Tabs>
    </RecordFormFrame>
  );
}
