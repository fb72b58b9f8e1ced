/**
 * The case form (core-records §2.8, §3.8, §4.3, §6.4), in a dialog over the list: the label, the case subjects
 * (picked with the 5-result subject autocomplete of the analysis screens), and the handler assignments when
 * the user has can.assign.cases (core's canSeeCaseAssignments). A handler's status selector shows only where
 * core's canChangeCaseHandlerStatus allows it. A failed save shows the server's errors formatted (§8).
 */
import { useEffect, useState, type ReactElement } from 'react';
import { create, update, type CaseRow } from '@fiu/core/api/cases';
import { list as listUsers } from '@fiu/core/api/users';
import { getConfig } from '@fiu/core/config';
import { canChangeCaseHandlerStatus, canSeeCaseAssignments } from '@fiu/core/permissions/actions';
import type { PublicUser } from '@fiu/core/schemas/auth';
import { Button } from '@fiu/ui/Button';
import { Dialog } from '@fiu/ui/Dialog';
import { ErrorsPanel } from '@fiu/ui/ErrorsPanel';
import { Select } from '@fiu/ui/Select';
import { TextField } from '@fiu/ui/TextField';
import { useSession } from '../define/useSession';
import { required } from '../shared/checks';
import { fieldErrorsOf, serverText } from '../shared/errors';
import { SuspectPicker, subjectLabel } from '../shared/imports/SuspectPicker';

type Status = 'open' | 'archived';
interface Chosen {
  suspect: string;
  name: string;
}
interface Handler {
  handler: string;
  name: string;
  status: Status;
}

export const FORM_LABELS = { label: 'Label', subjects: 'Case subjects', handlers: 'Handlers', addSubject: 'Add a subject', addHandler: 'Add a handler' } as const;

export interface CaseFormProps {
  record: CaseRow | null;
  onClose(): void;
  onSaved(saved: CaseRow): void;
}

export function CaseForm({ record, onClose, onSaved }: CaseFormProps): ReactElement {
  const user = useSession((s) => s.user);
  const mayAssign = canSeeCaseAssignments(user);
  const [label, setLabel] = useState(record?.label ?? '');
  const [subjects, setSubjects] = useState<Chosen[]>(() => (record?.suspects ?? []).map((s) => ({ suspect: s.suspect, name: s.name || s.suspectid || s.suspect })));
  const [handlers, setHandlers] = useState<Handler[]>(() => (record?.assignments ?? []).map((a) => ({ handler: a.handler, name: a.handler_name, status: a.status })));
  const [staff, setStaff] = useState<PublicUser[] | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const [labelError, setLabelError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<{ error: string; fields: Record<string, string[]> } | null>(null);

  // The handlers to choose from: the central unit's staff (the server accepts no one else).
  useEffect(() => {
    if (!mayAssign || !user?.domain) return undefined;
    let live = true;
    const unit = getConfig().unitCode;
    listUsers({ domain: user.domain, limit: 300 }).then(
      (r) => live && setStaff(r.results.filter((u) => u.role === unit && u.active)),
      () => live && setStaff([]),
    );
    return () => {
      live = false;
    };
  }, [mayAssign, user?.domain]);

  const save = async () => {
    const problem = required(label);
    setLabelError(problem);
    if (problem) return;
    setSaving(true);
    setFailure(null);
    const body = {
      label: label.trim(),
      suspects: subjects.map((s) => ({ suspect: s.suspect })),
      assignments: handlers.map((h) => ({ handler: h.handler, status: h.status })),
    };
    try {
      onSaved(record ? await update(record.id, body) : await create(body));
    } catch (e) {
      setFailure({ error: serverText(e), fields: fieldErrorsOf(e) });
    } finally {
      setSaving(false);
    }
  };

  const free = (staff ?? []).filter((u) => !handlers.some((h) => h.handler === u._id));
  return (
    <Dialog
      open
      onClose={onClose}
      size="md"
      title={record ? `Edit case` : 'New case'}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button variant="primary" busy={saving} onClick={() => void save()}>
            Save
          </Button>
        </>
      }
    >
      <div className="case-form">
        {failure ? <ErrorsPanel error={failure.error} fieldErrors={failure.fields} fieldLabels={{ label: FORM_LABELS.label }} /> : null}
        <TextField label={FORM_LABELS.label} name="label" required value={label} error={labelError ?? undefined} onChange={(e) => setLabel(e.currentTarget.value)} />
        <fieldset className="case-form__group">
          <legend>{FORM_LABELS.subjects}</legend>
          {subjects.length ? (
            <ul className="case-form__chips">
              {subjects.map((s) => (
                <li key={s.suspect} className="case-form__chip">
                  <span>{s.name}</span>
                  <Button variant="ghost" size="sm" aria-label={`Remove ${s.name}`} onClick={() => setSubjects((all) => all.filter((x) => x.suspect !== s.suspect))}>
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="case-form__none">None added yet.</p>
          )}
          <SuspectPicker
            key={pickerKey}
            label={FORM_LABELS.addSubject}
            chosen=""
            onChoose={(s) => {
              if (s.id && !subjects.some((x) => x.suspect === s.id)) setSubjects((all) => [...all, { suspect: s.id!, name: subjectLabel(s) || s.suspectid || s.id! }]);
              setPickerKey((k) => k + 1);
            }}
          />
        </fieldset>
        {mayAssign ? (
          <fieldset className="case-form__group">
            <legend>{FORM_LABELS.handlers}</legend>
            {handlers.length ? (
              <ul className="case-form__chips">
                {handlers.map((h) => (
                  <li key={h.handler} className="case-form__chip">
                    <span>{h.name}</span>
                    {canChangeCaseHandlerStatus(user, { handler: h.handler }) ? (
                      <select
                        className="fiu-input case-form__status"
                        aria-label={`Status of ${h.name}`}
                        value={h.status}
                        onChange={(e) => {
                          const status = e.currentTarget.value as Status;
                          setHandlers((all) => all.map((x) => (x.handler === h.handler ? { ...x, status } : x)));
                        }}
                      >
                        <option value="open">Open</option>
                        <option value="archived">Archived</option>
                      </select>
                    ) : (
                      <span className="case-form__status-text">{h.status === 'open' ? 'Open' : 'Archived'}</span>
                    )}
                    <Button variant="ghost" size="sm" aria-label={`Remove ${h.name}`} onClick={() => setHandlers((all) => all.filter((x) => x.handler !== h.handler))}>
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="case-form__none">None assigned yet.</p>
            )}
            <Select
              label={FORM_LABELS.addHandler}
              name="handler"
              placeholder={staff === null ? 'Loading…' : 'Choose a handler'}
              options={free.map((u) => ({ value: u._id, label: u.name }))}
              value=""
              disabled={staff === null || free.length === 0}
              onChange={(e) => {
                const chosen = free.find((u) => u._id === e.currentTarget.value);
                if (chosen) setHandlers((all) => [...all, { handler: chosen._id, name: chosen.name, status: 'open' }]);
              }}
            />
          </fieldset>
        ) : null}
      </div>
    </Dialog>
  );
}
