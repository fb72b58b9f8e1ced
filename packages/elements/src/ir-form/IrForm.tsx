/**
 * fiu-ir-form: the intelligence report add/edit form of dissemination-feedback §2, §3, §5 (unit staff: add;
 * change with can.change.ir).
 *
 * The lifecycle (load or blank, draft, live validation with core's schema, save, discard, fiu-saved, back)
 * and the frame with the red 'Errors' box are the shared record form's (shared/forms); this screen holds the
 * report's fields: the partner organisation it is for, title, type (RFI by default), the {product} and case
 * references, authorized by ('Director/CEO ({product})' by default) and on (not after today), and the PDF
 * attachments (type 'report' by default). Dissemination is not here: it is the list's Disseminate button.
 */
import type { ReactElement } from 'react';
import { getConfig } from '@fiu/core/config';
import { INTELLIGENCE_MSG as MSG } from '@fiu/core/messages.intelligence';
import { RECORDS_MSG } from '@fiu/core/messages.records';
import { ATTACHMENT_TYPES, REPORT_TYPES, reportTypeLabel } from '@fiu/core/refdata/intelligenceLists';
import { Badge } from '@fiu/ui/Badge';
import { DateField } from '@fiu/ui/DateField';
import { FormGrid } from '@fiu/ui/FormGrid';
import { Select } from '@fiu/ui/Select';
import { TextField } from '@fiu/ui/TextField';
import { ToastProvider } from '@fiu/ui/ToastProvider';
import { repeatableListCss } from '@fiu/ui/recordFields.css';
import type { ElementProps } from '../define/types';
import type { Binder } from '../shared/forms/bind';
import { FormSection } from '../shared/forms/FormSection';
import { RecordFormFrame } from '../shared/forms/RecordFormFrame';
import { RecordList } from '../shared/forms/RecordList';
import { recordFormCss } from '../shared/forms/recordForm.css';
import { useRecordForm } from '../shared/forms/useRecordForm';
import { useOrganisations } from '../shared/records/lookups';
import { irFormCss } from './ir-form.css';
import { reportKind } from './kind';
import { reportLabels, type ReportRecord } from './model';
import { lazyPart } from '../shared/forms/lazyPart';
import { Spinner } from '@fiu/ui/Spinner';

/** The file field with its checks and styles: its own chunk, fetched once the form is shown. */
const ReportFile = lazyPart<{ i: Binder }>(() => import('./ReportFile'));
/** The History panel under a saved report: its own chunk too. */
const ReportHistory = lazyPart<{ reportId: string }>(() => import('./ReportHistory'));

export const css = repeatableListCss + recordFormCss + irFormCss;

export interface IrFormProps {
  reportId?: string;
  report?: ReportRecord | null;
}

export default function IrFormElement(props: ElementProps<IrFormProps>): ReactElement {
  return (
    <ToastProvider>
      <IrForm {...props} />
    </ToastProvider>
  );
}

function IrForm({ emit, reportId, report, mode }: ElementProps<IrFormProps>): ReactElement {
  const form = useRecordForm(reportKind, { emit, mode, id: reportId, given: report });
  const { b, base, record, readOnly } = form;
  const unitCode = getConfig().unitCode;
  const organisations = useOrganisations(true);
  // The recipient: a partner organisation (the unit does not disseminate to itself).
  const recipients = (organisations ?? []).filter((o) => o.domain !== unitCode).map((o) => ({ value: o.domain, label: o.name }));
  const type = String(record.report_type ?? '');
  // A type seen only in list logic (PRO-IR, ...) stays as it is: shown, not offered.
  const types = REPORT_TYPES.some((t) => t.value === type) || !type ? REPORT_TYPES : [{ value: type, label: reportTypeLabel(type) }, ...REPORT_TYPES];
  const disseminated = base?.disseminated === true;
  const savedId = !form.isNew && form.phase.state === 'ready' && typeof base?.id === 'string' ? base.id : null;

  return (
    <>
      <RecordFormFrame
        form={form}
        title={base?.report_title ?? ''}
        code={{ label: MSG.productReference(unitCode), value: base?.internal_reference }}
        labels={reportLabels(MSG.productReference(unitCode))}
        meta={disseminated ? <Badge tone="info">Disseminated</Badge> : null}
      >
        <FormSection title="Report" columns={2}>
          {readOnly || disseminated ? (
            <TextField label="Organisation" name="domain" value={String(base?.domain_name || record.domain || '')} readOnly />
          ) : (
            <Select
              label="Organisation"
              {...b.select('domain', recipients)}
              required
              placeholder={organisations ? 'Select the organisation' : 'Loading organisations…'}
              aria-busy={organisations ? undefined : true}
            />
          )}
          <Select label="Type" {...b.select('report_type', types)} required={!readOnly} />
          <TextField label="Title" {...b.text('report_title')} required={!readOnly} className="fiu-form-grid__full" />
          <TextField label={MSG.productReference(unitCode)} {...b.text('internal_reference')} required={!readOnly} />
          <TextField label={MSG.caseReference} {...b.text('external_reference')} />
          <TextField label="Authorized by" {...b.text('authorized_by')} />
          <DateField label="Authorized on" max="today" maxMessage={RECORDS_MSG.dateInFuture} {...b.date('authorized_on')} />
        </FormSection>

        <section className="fiu-rf__section" aria-label="Attachments">
          <RecordList
            b={b}
            name="attachments"
            legend="Attachments"
            item="Attachment"
            newItem={() => ({ attachment: '', attachment_type: 'report' })}
            description={readOnly ? undefined : 'PDF files (.pdf) only.'}
          >
            {(i) => (
              <FormGrid columns={2}>
                <ReportFile i={i} fallback={<Spinner label="Loading…" />} />
                <Select label="Attachment type" {...i.select('attachment_type', ATTACHMENT_TYPES)} />
              </FormGrid>
            )}
          </RecordList>
        </section>
      </RecordFormFrame>
      {/* Keyed by the modification time: a save adds an entry, so the panel reads the history again. */}
      {savedId ? <ReportHistory key={`${savedId}:${String(base?.modified ?? '')}`} reportId={savedId} fallback={<Spinner label="Loading…" />} /> : null}
    </>
  );
}
