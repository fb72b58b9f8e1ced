/** The Bio-Information tab (core-records §3.1 "Bio tab"). */
import type { ReactElement } from 'react';
import { DateField } from '@fiu/ui/DateField';
import { dateFieldCss } from '@fiu/ui/dateField.css';
import { Select } from '@fiu/ui/Select';
import { TextField } from '@fiu/ui/TextField';
import { RECORDS_MSG } from '@fiu/core/messages.records';
import { RELIGIONS } from '@fiu/core/refdata/lists';
import type { Binder } from '../shared/forms/bind';
import { PartStyles } from '../shared/forms/PartStyles';
import { FormSection } from '../shared/forms/FormSection';


export default function Bio({ b }: { b: Binder }): ReactElement {
  return (
    <>
      <FormSection title="Person">
        <DateField label="Date of birth" max="today" maxMessage={RECORDS_MSG.dateInFuture} {...b.date('birthdate')} />
        <TextField label="Height (metres)" {...b.num('height', { step: '0.01' })} hint={b.readOnly ? undefined : 'For example 1.75'} />
        <TextField label="Body build" {...b.text('bodybuilt')} />
        <TextField label="Language" {...b.text('suspectlanguage')} />
        <Select label="Religion" placeholder="Select" {...b.select('religion', RELIGIONS)} />
        <TextField label="Religious sect" {...b.text('religioussect')} />
      </FormSection>
      <FormSection title="Appearance">
        <TextField label="Skin colour" {...b.text('skincolor')} />
        <TextField label="Eye colour" {...b.text('eyecolor')} />
        <TextField label="Hair colour" {...b.text('haircolor')} />
        <TextField label="Facial marks" {...b.num('facialmark', { int: true })} hint={b.readOnly ? undefined : 'Number of marks'} />
        <TextField className="fiu-form-grid__span2" label="Facial mark description" {...b.text('facialmarkdescr')} />
      </FormSection>
      {/* The date fields' styles come with the tab, not with the form's first load. */}
      <PartStyles css={dateFieldCss} />
    </>
  );
}
