/**
 * The manual call-record form (analysis-tools §3, §5): phone number, first and last name, gender and crime
 * (from the crime list) required; sent as JSON (api.imports.importManualCallRecord).
 */
import type { ReactElement } from 'react';
import { importManualCallRecord } from '@fiu/core/api/imports';
import { AUTH_MSG } from '@fiu/core/authMessages';
import { RECORDS_MSG } from '@fiu/core/messages.records';
import { IMPORT_CRIME_TYPES, IMPORT_GENDERS } from '@fiu/core/refdata/lists';
import { manualCallRecordImportSchema } from '@fiu/core/schemas/imports';
import { DateField } from '@fiu/ui/DateField';
import { FormGrid } from '@fiu/ui/FormGrid';
import { Select } from '@fiu/ui/Select';
import { TextField } from '@fiu/ui/TextField';
import { Country, PlaceLoading, StateAndLga } from '../shared/imports/LazyPlaces';
import { ImportFormBody, type Accepted } from '../shared/imports/ImportFrame';
import { alertOf, useImportForm } from '../shared/imports/useImportForm';
import { useUpload } from '../shared/imports/useUpload';

const FILL_REQUIRED = 'Fill in the fields marked as required.';
const CRIMES = IMPORT_CRIME_TYPES.map((c) => ({ value: c, label: c }));

export function ManualCallRecord({ onAccepted }: { onAccepted(accepted: Accepted): void }): ReactElement {
  const form = useImportForm(manualCallRecordImportSchema);
  const { b } = form;
  const { busy, alert, setAlert, send } = useUpload(onAccepted);

  async function submit(): Promise<void> {
    const message = alertOf(form.check(), AUTH_MSG.required);
    if (message) return setAlert(null); // the check's message follows the values (below)
    await send(() => importManualCallRecord(form.payload() as Record<string, string>));
  }

  return (
    <ImportFormBody
      busy={busy}
      onSubmit={submit}
      alert={alert ?? (alertOf(form.errors, AUTH_MSG.required) ? FILL_REQUIRED : null)}
      submitLabel="Save call record"
    >
      <section className="fiu-rf__section">
        <h2 className="fiu-rf__section-title">Subscriber</h2>
        <FormGrid columns={3}>
          <TextField label="Phone Number" {...b.text('phone_Number')} type="tel" inputMode="tel" required />
          <TextField label="First Name" {...b.text('First_Name')} required />
          <TextField label="Middle Name" {...b.text('Middle_Name')} />
          <TextField label="Last Name" {...b.text('Last_Name')} required />
          <TextField label="Alias" {...b.text('Alias')} />
          <Select label="Gender" placeholder="Select" {...b.select('Gender', IMPORT_GENDERS)} required />
          <DateField label="DOB" max="today" maxMessage={RECORDS_MSG.dateInFuture} {...b.date('DOB')} />
          <Select label="Crime" placeholder="Select a crime" {...b.select('Crime', CRIMES)} required />
          <TextField label="Address" {...b.text('Address')} />
          <Country b={b} name="Country" label="Country" fallback={<PlaceLoading labels={['Country']} />} />
          <StateAndLga b={b} state="State" lga="LGA" fallback={<PlaceLoading labels={['State', 'LGA']} />} />
        </FormGrid>
      </section>
    </ImportFormBody>
  );
}
