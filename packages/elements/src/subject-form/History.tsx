/** The History tab (core-records §3.1): the arrest, and the crime history list with the same arrest fields. */
import type { ReactElement } from 'react';
import { DateField } from '@fiu/ui/DateField';
import { dateFieldCss } from '@fiu/ui/dateField.css';
import { FormGrid } from '@fiu/ui/FormGrid';
import { Select } from '@fiu/ui/Select';
import { TextField } from '@fiu/ui/TextField';
import { CONVICTED } from '@fiu/core/refdata/lists';
import type { Binder } from '../shared/forms/bind';
import { PartStyles } from '../shared/forms/PartStyles';
import { FormSection } from '../shared/forms/FormSection';
import { RecordList } from '../shared/forms/RecordList';
import { crimeOptions } from '../shared/forms/choices';
import { Country, StateAndLga } from '../shared/forms/Places';


function Arrest({ b }: { b: Binder }): ReactElement {
  return (
    <>
      <DateField label="Arrest date" {...b.date('arresteddate')} />
      <Country b={b} name="arrestedcountry" label="Country of arrest" />
      <StateAndLga b={b} state="arrestedstate" lga="arrestedlga" stateLabel="State of arrest" lgaLabel="LGA of arrest" />
      <TextField label="Town of arrest" {...b.text('arrestedtown')} />
      <TextField label="Place of arrest" {...b.text('arrestedplace')} />
    </>
  );
}

export default function History({ b }: { b: Binder }): ReactElement {
  return (
    <>
      <FormSection title="Arrest">
        <Arrest b={b} />
      </FormSection>
      <section className="fiu-rf__section">
        <RecordList b={b} name="crime_history" legend="Crime history" item="Crime record" newItem={() => ({ currentcrimetype: null })}>
          {(i) => (
            <FormGrid columns={3}>
              <Select label="Crime type" required placeholder="Select a crime type" {...i.select('currentcrimetype', crimeOptions)} />
              <TextField label="Mode of operation" {...i.text('operationmode')} />
              <TextField label="Charges to court" {...i.num('chargestocourt', { int: true })} />
              <Select label="Convicted" placeholder="Select" {...i.select('convicted', CONVICTED)} />
              <Arrest b={i} />
              <TextField className="fiu-form-grid__full" label="Information needed" multiline rows={3} {...i.text('information_needed')} />
            </FormGrid>
          )}
        </RecordList>
      </section>
      {/* The date fields' styles come with the tab, not with the form's first load. */}
      <PartStyles css={dateFieldCss} />
    </>
  );
}
