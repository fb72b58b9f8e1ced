/** The Identification tab (core-records §2.6, §3.1): photo, core fields and the nested lists. */
import type { ReactElement } from 'react';
import { Checkbox } from '@fiu/ui/Checkbox';
import { FormGrid } from '@fiu/ui/FormGrid';
import { Select } from '@fiu/ui/Select';
import { TextField } from '@fiu/ui/TextField';
import { COMPANY_TYPES, GENDERS, ID_TYPES, SOCIAL_PLATFORMS } from '@fiu/core/refdata/lists';
import type { Binder, Option } from '../shared/forms/bind';
import { crimeOptions } from '../shared/forms/choices';
import { FormSection as Section } from '../shared/forms/FormSection';
import { lazyPart } from '../shared/forms/lazyPart';
import { AddressFields, Country, StateAndLga } from '../shared/forms/Places';
import { RecordList } from '../shared/forms/RecordList';
import { listSelectProps, useReferenceLists } from '../shared/forms/useReferenceLists';
import { Attachments } from './Attachments';
import type { PhotoProps } from './Photo';
import { PhotoView } from './PhotoView';
import { hasDeviceValues, type SubjectRecord } from './model';

export interface StatusField {
  /** The selector's options, or null: the status shows as text. */
  options: Option[] | null;
  label: string;
}

export interface IdentificationProps {
  b: Binder;
  photo: string | null;
  onPhoto(dataUrl: string | null): void;
  photoError?: string;
  /** undefined: the status field is hidden (core-records §4.1). */
  status?: StatusField;
  record: SubjectRecord;
}

/** Camera and upload: only a form that can change needs them, so they come in their own chunk. */
export const PhotoEditor = lazyPart<PhotoProps>(() => import('./Photo'));
const DevicePanel = lazyPart<{ record: SubjectRecord }>(() => import('./DevicePanel'));

const full = 'fiu-form-grid__full';

export function Identification({ b, photo, onPhoto, photoError, status, record }: IdentificationProps): ReactElement {
  // Format hints help while typing; a read-only form does not need them.
  const hint = (text: string) => (b.readOnly ? undefined : text);
  const refs = useReferenceLists();
  return (
    <>
      <section className="fiu-rf__section sf-photo">
        {b.readOnly ? (
          <PhotoView value={photo} />
        ) : (
          <PhotoEditor value={photo} onChange={onPhoto} error={photoError} fallback={<PhotoView value={photo} />} />
        )}
      </section>
      <Section title="Subject">
        <TextField label="Case reference" {...b.text('case_reference')} />
        <Select label="Gender" placeholder="Select" {...b.select('gender', GENDERS)} />
        <TextField label="Surname" {...b.text('surname')} autoComplete="off" />
        <TextField label="Other names" {...b.text('othernames')} autoComplete="off" />
        {status ? (
          status.options && !b.readOnly ? (
            <Select label="Status" {...b.select('status', status.options)} />
          ) : (
            <TextField label="Status" name="status" value={status.label} readOnly />
          )
        ) : null}
        <Select label="Crime type" placeholder="Select a crime type" {...b.select('currentcrimetype', crimeOptions)} />
        <TextField label="Mode of operation" {...b.text('operationmode')} />
        <div className="fiu-rf__check">
          <Checkbox label="Primary subject" {...b.check('is_primary')} />
        </div>
        <TextField className={full} label="Information needed" multiline rows={4} {...b.text('information_needed')} />
        <TextField className={full} label="Remark" multiline rows={3} {...b.text('remark')} />
      </Section>
      <Section title="Identity numbers">
        <TextField label="Bank Verification Number (BVN)" inputMode="numeric" {...b.text('bvn')} hint={hint('11 digits')} />
        <TextField label="National Identification Number (NIN)" inputMode="numeric" {...b.text('national_identification_number')} />
        <TextField label="Tax identification number" {...b.text('tax_identification_number')} hint={hint('Digits and -')} />
      </Section>
      <Section title="Nationality and origin">
        <Country b={b} name="nationality" label="Nationality" />
        <Country b={b} name="countryorigin" label="Country of origin" />
        <StateAndLga b={b} state="stateorigin" lga="lga" stateLabel="State of origin" lgaLabel="LGA of origin" />
      </Section>

      <div className="sf-lists">
        <RecordList b={b} name="telephones" legend="Telephones" item="Telephone" newItem={() => ({ telephone: '' })}>
          {(i) => <TextField label="Telephone" type="tel" {...i.text('telephone')} />}
        </RecordList>
        <RecordList b={b} name="email_addresses" legend="Email addresses" item="Email address" newItem={() => ({ email: '' })}>
          {(i) => <TextField label="Email address" type="email" {...i.text('email')} />}
        </RecordList>
        <RecordList b={b} name="aliases" legend="Aliases" item="Alias" newItem={() => ({ alias: '' })}>
          {(i) => <TextField label="Alias" {...i.text('alias')} />}
        </RecordList>
        <RecordList b={b} name="accomplices" legend="Accomplices" item="Accomplice" newItem={() => ({ accomplice: '' })}>
          {(i) => <TextField label="Accomplice" {...i.text('accomplice')} />}
        </RecordList>
        <RecordList b={b} name="id_types" legend="Identification documents" item="Document" newItem={() => ({ idtype: null, idnumber: '' })}>
          {(i) => (
            <FormGrid columns={2}>
              <Select label="ID type" placeholder="Select" {...i.select('idtype', ID_TYPES)} />
              <TextField label="ID number" {...i.text('idnumber')} />
            </FormGrid>
          )}
        </RecordList>
        <RecordList b={b} name="social_media" legend="Social media" item="Account" newItem={() => ({ platform: null, handle: '' })}>
          {(i) => (
            <FormGrid columns={2}>
              <Select label="Platform" placeholder="Select" {...i.select('platform', SOCIAL_PLATFORMS)} />
              <TextField label="Handle" {...i.text('handle')} />
            </FormGrid>
          )}
        </RecordList>
      </div>

      <div className="sf-wide-lists">
        <RecordList b={b} name="addresses" legend="Addresses" item="Address" newItem={() => ({ country: 'NG' })}>
          {(i) => (
            <FormGrid columns={3}>
              <AddressFields b={i} />
            </FormGrid>
          )}
        </RecordList>
        <RecordList b={b} name="bank_accounts" legend="Bank accounts" item="Bank account" newItem={() => ({ bank: null, accountno: '' })}>
          {(i) => (
            <FormGrid columns={3}>
              <Select label="Bank" {...listSelectProps(refs, 'Select a bank')} {...i.select('bank', refs.lists?.banks(i.get('bank')) ?? [])} />
              <TextField label="Account number" inputMode="numeric" {...i.text('accountno')} hint={hint('10 digits (NUBAN)')} />
              <TextField label="Account name" {...i.text('accountname')} />
              <TextField label="BIC / SWIFT" {...i.text('bic_swift')} />
              <TextField label="IBAN" {...i.text('iban')} />
              <TextField label="Sort code" {...i.text('sort_code')} />
            </FormGrid>
          )}
        </RecordList>
        <RecordList b={b} name="vehicles" legend="Vehicles" item="Vehicle" newItem={() => ({})}>
          {(i) => (
            <FormGrid columns={4}>
              <TextField label="Plate number" {...i.text('plate')} />
              <TextField label="Chassis number" {...i.text('chassis')} />
              <TextField label="Make" {...i.text('make')} />
              <TextField label="Model" {...i.text('model')} />
            </FormGrid>
          )}
        </RecordList>
        <RecordList b={b} name="companies" legend="Companies" item="Company" newItem={() => ({})}>
          {(i) => (
            <FormGrid columns={4}>
              <TextField label="Company name" {...i.text('name')} />
              <TextField label="Incorporation number" {...i.text('inc_number')} />
              <Select label="Company type" placeholder="Select" {...i.select('company_type', COMPANY_TYPES)} />
              <TextField label="Tax identification number" {...i.text('tax_identification_number')} />
            </FormGrid>
          )}
        </RecordList>
        <Attachments b={b} />
      </div>
      {hasDeviceValues(record) ? <DevicePanel record={record} /> : null}
    </>
  );
}
