/**
 * fiu-company-form: the company record form of core-records §2.7, §3.3, §4.2, §5, §8.
 *
 * The lifecycle (load or blank, draft, live validation with core's companySchema, save, discard, fiu-saved,
 * back) and the frame, with the red 'Errors' box of §2.7, are the shared record form's (shared/forms); this
 * screen holds the company's fields and lists. information_needed is a text area of 8 rows (§2.7). Saving
 * applies the §4.2 inheritance (kind.ts). A new company is a primary record (§4.2), so its box is checked and
 * fixed.
 */
import type { ReactElement, ReactNode } from 'react';
import { getConfig } from '@fiu/core/config';
import { companyStatusOptions } from '@fiu/core/permissions/actions';
import { COMPANY_TYPES, DIRECTOR_GENDERS, statusLabel } from '@fiu/core/refdata/lists';
import { Badge } from '@fiu/ui/Badge';
import { Checkbox } from '@fiu/ui/Checkbox';
import { FormGrid } from '@fiu/ui/FormGrid';
import { RepeatableList } from '@fiu/ui/RepeatableList';
import { Select } from '@fiu/ui/Select';
import { TextField } from '@fiu/ui/TextField';
import { ToastProvider } from '@fiu/ui/ToastProvider';
import { repeatableListCss } from '@fiu/ui/recordFields.css';
import type { ElementProps } from '../define/types';
import { useSession } from '../define/useSession';
import type { Binder, Option } from '../shared/forms/bind';
import { companyCrimeOptions, statusOptions } from '../shared/forms/choices';
import { FormSection } from '../shared/forms/FormSection';
import { AddressFields } from '../shared/forms/Places';
import type { Rec } from '../shared/forms/paths';
import { RecordFormFrame } from '../shared/forms/RecordFormFrame';
import { recordFormCss } from '../shared/forms/recordForm.css';
import { useRecordForm } from '../shared/forms/useRecordForm';
import { listSelectProps, useReferenceLists } from '../shared/forms/useReferenceLists';
import { companyFormCss } from './company-form.css';
import { companyKind } from './kind';
import { COMPANY_LABELS, LIST_ITEM_LABELS, NEW_ROW, type CompanyRecord, type ListName } from './model';

/** ui's record field styles (RepeatableList), the frame's and the form's own. */
export const css = repeatableListCss + recordFormCss + companyFormCss;

export interface CompanyFormProps {
  companyId?: string;
  company?: CompanyRecord | null;
}

const INHERITS = "When saved, each one that is not a primary record takes this company's status, crime type and information needed.";

export default function CompanyFormElement(props: ElementProps<CompanyFormProps>): ReactElement {
  return (
    <ToastProvider>
      <CompanyForm {...props} />
    </ToastProvider>
  );
}

function CompanyForm({ emit, companyId, company, mode }: ElementProps<CompanyFormProps>): ReactElement {
  const user = useSession((s) => s.user);
  const organisation = useSession((s) => s.organisation);
  const form = useRecordForm(companyKind, { emit, mode, id: companyId, given: company });
  const { b, base, record, readOnly } = form;
  const refs = useReferenceLists();

  const text = (at: Binder, key: string, label: string, extra: { required?: boolean; className?: string; inputMode?: 'numeric' } = {}) => (
    <TextField label={label} {...at.text(key)} required={extra.required && !at.readOnly} className={extra.className} inputMode={extra.inputMode} />
  );
  const area = (key: string, label: string, rows: number, max: number, required = false) => (
    <TextField
      label={label}
      {...b.text(key)}
      multiline
      rows={rows}
      required={required && !readOnly}
      className="fiu-form-grid__full"
      hint={readOnly ? undefined : `${String(b.get(key) ?? '').length} of ${max} characters`}
    />
  );
  /** A select; read-only, the chosen label as read-only text (a disabled select would grey the value out). */
  const choice = (
    at: Binder,
    key: string,
    label: string,
    options: readonly Option[],
    extra: { required?: boolean; placeholder?: string; hint?: string; 'aria-busy'?: true } = {},
  ) => {
    if (at.readOnly) {
      const value = at.get(key);
      const shown = options.find((o) => String(o.value) === String(value ?? ''))?.label ?? String(value ?? '');
      return <TextField label={label} name={at.name(key)} value={shown} readOnly />;
    }
    const { placeholder = 'Not set', required, ...state } = extra;
    return <Select label={label} {...state} {...at.select(key, options)} required={required} placeholder={placeholder} />;
  };

  const primaryNote = (row: Rec) =>
    row.is_primary === true ? (
      <p className="cf-primary fiu-form-grid__full">
        <Badge tone="info">Primary record</Badge> Keeps its own status, crime type and information needed.
      </p>
    ) : null;

  const list = (name: ListName, legend: string, renderRow: (at: Binder, row: Rec) => ReactNode, description?: string, columns: 3 | 4 = 3) => (
    <section className="fiu-rf__section" aria-label={legend}>
      <RepeatableList<Rec>
        items={Array.isArray(record[name]) ? (record[name] as Rec[]) : []}
        onChange={(items) => form.set(name, items)}
        renderItem={(row, index) => <FormGrid columns={columns}>{renderRow(b.at(`${name}.${index}.`), row)}</FormGrid>}
        newItem={NEW_ROW[name]}
        legend={legend}
        itemLabel={(i) => `${LIST_ITEM_LABELS[name]} ${i + 1}`}
        addLabel={`Add ${LIST_ITEM_LABELS[name].toLowerCase()}`}
        readOnly={readOnly}
        emptyText={readOnly ? 'None recorded.' : `None added yet. Use "Add ${LIST_ITEM_LABELS[name].toLowerCase()}" to record one.`}
        errors={form.errors}
        name={name}
        description={readOnly ? undefined : description}
      />
    </section>
  );

  const statusChoices = readOnly ? null : companyStatusOptions(user, base, organisation, { unitCode: getConfig().unitCode });

  return (
    <RecordFormFrame
      form={form}
      title={base?.name ?? ''}
      code={{ label: 'Subject ID', value: base?.companyid }}
      labels={COMPANY_LABELS}
      meta={base?.is_primary ? <Badge tone="info">Primary record</Badge> : null}
    >
      <FormSection title="Company" columns={4}>
        {text(b, 'name', 'Name', { required: true, className: 'fiu-form-grid__span2' })}
        {text(b, 'inc_number', 'Incorporation number')}
        {choice(b, 'company_type', 'Company type', COMPANY_TYPES)}
        {text(b, 'tax_identification_number', 'Tax identification number')}
        {statusChoices && statusChoices.length > 0 ? (
          <Select label="Status" {...b.select('status', statusOptions(statusChoices))} />
        ) : (
          <TextField label="Status" name="status" value={statusLabel(record.status)} readOnly />
        )}
        <div className="fiu-rf__check cf-primary-field">
          {form.isNew ? (
            <>
              <Checkbox label="Primary record" name="is_primary" checked disabled readOnly aria-describedby="cf-primary-hint" />
              <p className="fiu-field__hint" id="cf-primary-hint">
                A new company is always a primary record.
              </p>
            </>
          ) : (
            <Checkbox label="Primary record" {...b.check('is_primary')} />
          )}
        </div>
      </FormSection>

      <FormSection title="Request" columns={3}>
        {text(b, 'case_reference', 'Case reference', { required: true })}
        {choice(b, 'currentcrimetype', 'Crime type', companyCrimeOptions, { required: true, placeholder: 'Select a crime type' })}
        {text(b, 'crimetype_description', 'Crime type description')}
        {area('information_needed', 'Information needed', 8, 1024, true)}
        {area('remark', 'Remark', 3, 1024)}
      </FormSection>

      {list(
        'parent_companies',
        'Parent companies',
        (at, row) => (
          <>
            {primaryNote(row)}
            {text(at, 'name', 'Name', { required: true })}
            {text(at, 'inc_number', 'Incorporation number')}
            {choice(at, 'company_type', 'Company type', COMPANY_TYPES)}
            {text(at, 'tax_identification_number', 'Tax identification number')}
          </>
        ),
        INHERITS,
        4,
      )}

      {list(
        'directors',
        'Directors',
        (at, row) => (
          <>
            {primaryNote(row)}
            {text(at, 'surname', 'Surname', { required: true })}
            {text(at, 'othernames', 'Other names', { required: true })}
            {choice(at, 'gender', 'Gender', DIRECTOR_GENDERS, { required: true, placeholder: 'Select' })}
          </>
        ),
        INHERITS,
      )}

      {list('bank_accounts', 'Bank accounts', (at) => (
        <>
          {choice(at, 'bank', 'Bank', refs.lists?.banks(at.get('bank')) ?? [], listSelectProps(refs, 'Select a bank'))}
          {text(at, 'accountno', 'Account number', { inputMode: 'numeric', className: 'cf-mono' })}
          {text(at, 'accountname', 'Account name')}
          {text(at, 'bic_swift', 'BIC/SWIFT')}
          {text(at, 'iban', 'IBAN')}
          {text(at, 'sort_code', 'Sort code')}
        </>
      ))}

      {list('addresses', 'Addresses', (at) => <AddressFields b={at} />)}
    </RecordFormFrame>
  );
}
