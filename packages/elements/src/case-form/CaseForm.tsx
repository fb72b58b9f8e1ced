/**
 * fiu-case-form: the case at /cases/{id} and /cases/new (core-records §2.8, §3.8, §4.3, §6.4, §8).
 *
 * The lifecycle (load or blank, draft kept across a reload, live validation with core's caseSchema, save,
 * nothing lost on a failure, 'Case saved', fiu-saved, back to /cases) and the frame with its Errors panel are
 * the shared record form's (shared/forms). This screen holds the fields: the label, the case subjects (the
 * 5-result subject autocomplete), and the handlers with can.assign.cases. A handler's status selector shows only
 * where core's canChangeCaseHandlerStatus allows it; a user who may not assign but is a handler gets the
 * selector of their own assignment alone. Central unit only; the server checks every rule again.
 */
import { useState, type ReactElement } from 'react';
import { getConfig } from '@fiu/core/config';
import { canChangeCaseHandlerStatus, canSeeCaseAssignments, canSeeCases } from '@fiu/core/permissions/actions';
import { Button } from '@fiu/ui/Button';
import { PermissionDenied } from '@fiu/ui/PermissionDenied';
import { Select } from '@fiu/ui/Select';
import { TextField } from '@fiu/ui/TextField';
import { ToastProvider } from '@fiu/ui/ToastProvider';
import type { ElementProps } from '../define/types';
import { useSession } from '../define/useSession';
import { RecordFormFrame } from '../shared/forms/RecordFormFrame';
import { recordFormCss } from '../shared/forms/recordForm.css';
import { useRecordForm, type RecordForm } from '../shared/forms/useRecordForm';
import { importsCss } from '../shared/imports/imports.css';
import { SuspectPicker, subjectLabel } from '../shared/imports/SuspectPicker';
import { caseFormCss } from './case-form.css';
import { caseKind } from './kind';
import { CASE_FORM_TEXT as T, CASE_LABELS, STATUS_LABEL, type CaseHandlerItem, type CaseRecord, type HandlerStatus } from './model';
import { useHandlers } from './useHandlers';

/** The frame's, the subject picker's (importsCss) and the form's own rules. */
export const css = recordFormCss + importsCss + caseFormCss;

export interface CaseFormProps {
  caseId?: string;
}

export default function CaseFormElement(props: ElementProps<CaseFormProps>): ReactElement {
  const user = useSession((s) => s.user);
  return <ToastProvider>{canSeeCases(user, { unitCode: getConfig().unitCode }) ? <CaseForm {...props} /> : <PermissionDenied />}</ToastProvider>;
}

function CaseForm({ emit, caseId, mode }: ElementProps<CaseFormProps>): ReactElement {
  const user = useSession((s) => s.user);
  const form = useRecordForm(caseKind, { emit, mode, id: caseId });
  const { b, record, base, readOnly } = form;
  const mayAssign = canSeeCaseAssignments(user);
  const staff = useHandlers(mayAssign && !readOnly, user?.domain);
  const [pickerKey, setPickerKey] = useState(0);
  const subjects = record.suspects ?? [];
  const handlers = record.assignments ?? [];
  const own = handlers.find((a) => a.handler === user?._id);

  const setStatus = (handler: string, status: HandlerStatus) =>
    form.set(
      'assignments',
      handlers.map((a) => (a.handler === handler ? { ...a, status } : a)),
    );

  return (
    <RecordFormFrame
      form={form}
      title={base?.label ?? ''}
      code={{ label: T.count, value: String(subjects.length) }}
      labels={CASE_LABELS}
    >
      <section className="fiu-rf__section">
        <TextField label={T.label} {...b.text('label')} required={!readOnly} className="case-form__label" />
      </section>

      <fieldset className="fiu-rf__section case-form__group">
        <legend className="fiu-rf__section-title">{T.subjects}</legend>
        {subjects.length ? (
          <ul className="case-form__chips">
            {subjects.map((s, i) => (
              <li key={s.suspect} className="case-form__chip">
                <span className="case-form__name">{s.name}</span>
                {form.errors[`suspects.${i}.suspect`] ? <span className="fiu-field__error">{form.errors[`suspects.${i}.suspect`]![0]}</span> : null}
                {readOnly ? null : (
                  <Button variant="ghost" size="sm" aria-label={T.remove(s.name)} onClick={() => form.set('suspects', subjects.filter((x) => x.suspect !== s.suspect))}>
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="case-form__none">{T.noSubjects}</p>
        )}
        {readOnly ? null : (
          <SuspectPicker
            key={pickerKey}
            label={T.addSubject}
            chosen=""
            onChoose={(s) => {
              if (s.id && !subjects.some((x) => x.suspect === s.id)) form.set('suspects', [...subjects, { suspect: s.id, name: subjectLabel(s) || s.suspectid || s.id }]);
              setPickerKey((k) => k + 1);
            }}
          />
        )}
      </fieldset>

      {mayAssign ? (
        <Handlers form={form} staff={staff} handlers={handlers} setStatus={setStatus} />
      ) : own && canChangeCaseHandlerStatus(user, own) ? (
        <section className="fiu-rf__section">
          <h2 className="fiu-rf__section-title">{T.ownStatus}</h2>
          <StatusSelect item={own} disabled={readOnly} onChange={(status) => setStatus(own.handler, status)} />
        </section>
      ) : null}
    </RecordFormFrame>
  );
}

interface HandlersProps {
  form: RecordForm<CaseRecord>;
  staff: ReturnType<typeof useHandlers>;
  handlers: CaseHandlerItem[];
  setStatus(handler: string, status: HandlerStatus): void;
}

/** The handler assignments (can.assign.cases): each with its status, a selector where the rule allows it. */
function Handlers({ form, staff, handlers, setStatus }: HandlersProps): ReactElement {
  const user = useSession((s) => s.user);
  const { readOnly } = form;
  const free = (staff ?? []).filter((u) => !handlers.some((h) => h.handler === u._id));
  return (
    <fieldset className="fiu-rf__section case-form__group">
      <legend className="fiu-rf__section-title">{T.handlers}</legend>
      {handlers.length ? (
        <ul className="case-form__chips">
          {handlers.map((h, i) => (
            <li key={h.handler} className="case-form__chip">
              <span className="case-form__name">{h.name}</span>
              {canChangeCaseHandlerStatus(user, h) ? (
                <StatusSelect item={h} disabled={readOnly} onChange={(status) => setStatus(h.handler, status)} />
              ) : (
                <span className={`case-form__badge case-form__badge--${h.status}`}>{STATUS_LABEL[h.status]}</span>
              )}
              {form.errors[`assignments.${i}.handler`] ? <span className="fiu-field__error">{form.errors[`assignments.${i}.handler`]![0]}</span> : null}
              {readOnly ? null : (
                <Button variant="ghost" size="sm" aria-label={T.remove(h.name)} onClick={() => form.set('assignments', handlers.filter((x) => x.handler !== h.handler))}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="case-form__none">{T.noHandlers}</p>
      )}
      {readOnly ? null : (
        <Select
          label={T.addHandler}
          name="handler"
          className="case-form__add-handler"
          placeholder={staff === null ? T.loadingHandlers : T.chooseHandler}
          options={free.map((u) => ({ value: u._id, label: u.name }))}
          value=""
          disabled={staff === null || free.length === 0}
          onChange={(e) => {
            const chosen = free.find((u) => u._id === e.currentTarget.value);
            if (chosen) form.set('assignments', [...handlers, { handler: chosen._id, name: chosen.name, status: 'open' }]);
          }}
        />
      )}
    </fieldset>
  );
}

function StatusSelect({ item, disabled, onChange }: { item: CaseHandlerItem; disabled: boolean; onChange(status: HandlerStatus): void }): ReactElement {
  return (
    <span className="fiu-select case-form__status">
      <select className="fiu-input" aria-label={T.statusOf(item.name)} value={item.status} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value as HandlerStatus)}>
        <option value="open">{STATUS_LABEL.open}</option>
        <option value="archived">{STATUS_LABEL.archived}</option>
      </select>
    </span>
  );
}
