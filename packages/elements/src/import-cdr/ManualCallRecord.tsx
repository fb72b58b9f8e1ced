/**
 * The manual call-record form (analysis-tools §3, §5): phone number, first and last name, gender and crime
 * (from the crime list) required; sent as JSON (api.imports.importManualCallRecord).
 */
import { useState, type ReactElement } from 'react';
import { importManualCallRecord } from '@fiu/core/api/imports';
import { AUTH_MSG } from '@fiu/core/authMessages';
import { RECORDS_MSG } from '@fiu/core/messages.records';
import { IMPORT_CRIME_TYPES, IMPORT_GENDERS } from '@fiu/core/refdata/lists';
import { manualCallRecordImportSchema } from '@fiu/core/schemas/imports';
import { Button } from '@fiu/ui/Button';
import { DateField } from '@fiu/ui/DateField';
import { FormGrid } from '@fiu/ui/FormGrid';
import { Select } from '@fiu/ui/Select';
import { TextField } from '@fiu/ui/TextField';
import { serverText } from '../shared/errors';
import { Country, PlaceLoading, StateAndLga } from '../shared/imports/LazyPlaces';
import { FormAlert, type Accepted } from '../shared/imports/ImportFrame';
import { alertOf, useImportForm } from '../shared/imports/useImportForm';

const FILL_REQUIRED = 'Fill in the fields marked as required.';
const CRIMES = IMPORT_CRIME_TYPES.map((c) => ({ value: c, label: c }));

export function ManualCallRecord({ onAccepted }: { onAccepted(accepted: Accepted): void }): ReactElement {
  const form = useImportForm(manualCallRecordImportSchema);
  const { b } = form;
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(): Promise<void> {
    const message = alertOf(form.check(), AUTH_MSG.required);
    if (message) return setAlert(null); // the check's message follows the values (below)
    setBusy(true);
    setAlert(null);
    try {
      onAccepted(await importManualCallRecord(form.payload() as Record<string, string>));
    } catch (e) {
      setAlert(serverText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="fiu-rf__form"
      part="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) void submit();
      }}
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
      <FormAlert text={alert ?? (alertOf(form.errors, AUTH_MSG.required) ? FILL_REQUIRED : null)} />
      <div className="fiu-import__actions" part="actions">
        <Button type="submit" busy={busy}>
          Save call record
        </Button>
      </div>
    </form>
  );
}
