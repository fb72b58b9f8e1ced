/** The Bio-Information tab (core-records §3.1 "Bio tab"). */
import type { ReactElement, ReactNode } from 'react';
import { DateField } from '@fiu/ui/DateField';
import { Select } from '@fiu/ui/Select';
import { TextField } from '@fiu/ui/TextField';
import { MSG } from '@fiu/core/messages';
import { RELIGIONS } from '@fiu/core/refdata/lists';
import type { Binder } from '../shared/forms/bind';
import { FormGrid } from '@fiu/ui/FormGrid';

// Section's markup, written out here: importing ./Section would give the form one more shared chunk to load.
const Part = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="sf-section">
    <h2 className="sf-section__title">{title}</h2>
    <FormGrid columns={3}>{children}</FormGrid>
  </section>
);

export default function Bio({ b }: { b: Binder }): ReactElement {
  return (
    <>
      <Part title="Person">
        <DateField label="Date of birth" max="today" maxMessage={MSG.dateInFuture} {...b.text('birthdate')} />
        <TextField label="Height (metres)" {...b.num('height', { step: '0.01' })} hint={b.readOnly ? undefined : 'For example 1.75'} />
        <TextField label="Body build" {...b.text('bodybuilt')} />
        <TextField label="Language" {...b.text('suspectlanguage')} />
        <Select label="Religion" placeholder="Select" {...b.select('religion', RELIGIONS)} />
        <TextField label="Religious sect" {...b.text('religioussect')} />
      </Part>
      <Part title="Appearance">
        <TextField label="Skin colour" {...b.text('skincolor')} />
        <TextField label="Eye colour" {...b.text('eyecolor')} />
        <TextField label="Hair colour" {...b.text('haircolor')} />
        <TextField label="Facial marks" {...b.num('facialmark', { int: true })} hint={b.readOnly ? undefined : 'Number of marks'} />
        <TextField className="sf-span-2" label="Facial mark description" {...b.text('facialmarkdescr')} />
      </Part>
    </>
  );
}
