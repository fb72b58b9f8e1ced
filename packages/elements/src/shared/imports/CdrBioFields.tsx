/** The subject's fields of the call-record file import (analysis-tools §3 "Call-record import form (file)"). */
import type { ReactElement } from 'react';
import { RECORDS_MSG } from '@fiu/core/messages.records';
import { IMPORT_GENDERS } from '@fiu/core/refdata/lists';
import { DateField } from '@fiu/ui/DateField';
import { FormGrid } from '@fiu/ui/FormGrid';
import { Select } from '@fiu/ui/Select';
import { TextField } from '@fiu/ui/TextField';
import { Country, PlaceLoading, StateAndLga } from './LazyPlaces';
import { bioOf } from './subjectBio';
import { SuspectPicker, subjectLabel } from './SuspectPicker';
import type { ImportForm } from './useImportForm';
import { ImageSection } from './ImageSection';

export function CdrBioFields({ form, disabled }: { form: ImportForm; disabled?: boolean }): ReactElement {
  const { b } = form;
  return (
    <>
      <section className="fiu-rf__section">
        <h2 className="fiu-rf__section-title">Subject</h2>
        <FormGrid columns={3}>
          <SuspectPicker
            chosen={String(form.values.$suspect ?? '')}
            disabled={disabled}
            onChoose={(s) => form.patch({ ...bioOf(s, { first: 'First_Name', last: 'Last_Name', gender: 'Gender', phone: 'phone_Number' }), $suspect: subjectLabel(s) })}
          />
          <TextField label="Phone Number" {...b.text('phone_Number')} type="tel" inputMode="tel" required />
          <TextField label="First Name" {...b.text('First_Name')} required />
          <TextField label="Middle Name" {...b.text('Middle_Name')} />
          <TextField label="Last Name" {...b.text('Last_Name')} required />
          <TextField label="Alias" {...b.text('Alias')} />
          <Select label="Gender" placeholder="Select" {...b.select('Gender', IMPORT_GENDERS)} required />
          <DateField label="DOB" max="today" maxMessage={RECORDS_MSG.dateInFuture} {...b.date('DOB')} required />
          <TextField label="Address" {...b.text('Address')} />
          <Country b={b} name="Country" label="Country" fallback={<PlaceLoading labels={['Country']} />} />
          <StateAndLga b={b} state="State" lga="LGA" fallback={<PlaceLoading labels={['State', 'LGA']} />} />
        </FormGrid>
      </section>
      <ImageSection form={form} title="KYC image" field="image" preview="$image" disabled={disabled} />
    </>
  );
}
