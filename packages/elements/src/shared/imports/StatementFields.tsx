/**
 * The statement import's account and holder fields and the BVN photo (analysis-tools §3 "Statement import
 * form"): one copy for the import screen (fiu-import-statement) and the workspace's IMPORT > Bank Statement.
 */
import type { ReactElement } from 'react';
import { RECORDS_MSG } from '@fiu/core/messages.records';
import { ACTIVE_BANKS } from '@fiu/core/refdata/banks';
import { IMPORT_GENDERS, STATEMENT_IMPORT_CATEGORIES } from '@fiu/core/refdata/lists';
import { ACCOUNT_HOLDERS, ACCOUNT_STATUSES, ACCOUNT_TYPES, CURRENCIES } from '@fiu/core/refdata/analysisLists';
import { DateField } from '@fiu/ui/DateField';
import { FormGrid } from '@fiu/ui/FormGrid';
import { Select } from '@fiu/ui/Select';
import { TextField } from '@fiu/ui/TextField';
import { PlaceLoading, StateAndLga } from './LazyPlaces';
import { bioOf } from './subjectBio';
import { SuspectPicker, subjectLabel } from './SuspectPicker';
import type { ImportForm } from './useImportForm';
import { ImageSection } from './ImageSection';

const same = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const BANK_CHOICES = /* @__PURE__ */ [...new Set(ACTIVE_BANKS.map((b) => b.name))].sort((a, b) => a.localeCompare(b, 'en')).map((n) => ({ value: n, label: n }));
/** BVN: digits only, at most 11 (§5). */
export const bvnInput = (text: string): string => text.replace(/\D/g, '').slice(0, 11);

export function StatementFields({ form, disabled: busy }: { form: ImportForm; disabled?: boolean }): ReactElement {
  const { b } = form;
  const text = (key: string, label: string, required = false) => <TextField label={label} {...b.text(key)} required={required} />;
  return (
    <>
      <section className="fiu-rf__section">
        <h2 className="fiu-rf__section-title">Account</h2>
        <FormGrid columns={3}>
          <TextField label="Account Number" {...b.text('Account_Number')} inputMode="numeric" required />
          <TextField
            label="BVN"
            {...b.text('BVN')}
            inputMode="numeric"
            maxLength={11}
            onChange={(e) => form.set('BVN', bvnInput(e.currentTarget.value))}
            required
          />
          <Select label="Bank Name" placeholder="Select a bank" {...b.select('Bank_Name', BANK_CHOICES)} required />
          <Select label="Account Holder" placeholder="Select" {...b.select('Account_Holder', same(ACCOUNT_HOLDERS))} required />
          <Select label="Account Type" placeholder="Select" {...b.select('Account_Type', same(ACCOUNT_TYPES))} required />
          <Select label="Account Status" placeholder="Select" {...b.select('Account_Status', same(ACCOUNT_STATUSES))} />
          <Select label="Currency" placeholder="Select" {...b.select('Currency', same(CURRENCIES))} required />
          <DateField label="Account Opening Date" max="today" maxMessage={RECORDS_MSG.dateInFuture} {...b.date('Account_Opening_DATE')} />
          <StateAndLga
            b={b}
            state="Account_Opening_STATE"
            lga="Account_Opening_LGA"
            stateLabel="Account Opening State"
            lgaLabel="Account Opening LGA"
            fallback={<PlaceLoading labels={['Account Opening State', 'Account Opening LGA']} />}
          />
        </FormGrid>
      </section>
      <section className="fiu-rf__section">
        <h2 className="fiu-rf__section-title">Account holder</h2>
        <FormGrid columns={3}>
          <SuspectPicker
            required
            chosen={String(form.values.$suspect ?? '')}
            error={form.errors.Suspect?.[0]}
            disabled={busy}
            onChoose={(s) => form.patch({ ...bioOf(s, { first: 'First_Name', last: 'Last_Name', gender: 'Gender' }), $suspect: subjectLabel(s) })}
          />
          {text('First_Name', 'First Name', true)}
          {text('Other_Name', 'Other Name')}
          {text('Last_Name', 'Last Name', true)}
          {text('Alias', 'Alias')}
          <Select label="Gender" placeholder="Select" {...b.select('Gender', IMPORT_GENDERS)} required />
          <DateField label="DOB" max="today" maxMessage={RECORDS_MSG.dateInFuture} {...b.date('DOB')} required />
          {text('OCCUPATION', 'Occupation')}
          <Select label="Category" placeholder="Select" {...b.select('NATIONALITY', same(STATEMENT_IMPORT_CATEGORIES))} />
          {text('RESIDENTIAL_ADDRESS', 'Residential Address')}
          <StateAndLga
            b={b}
            state="RESIDENTIAL_STATE"
            lga="RESIDENTIAL_LGA"
            stateLabel="Residential State"
            lgaLabel="Residential LGA"
            fallback={<PlaceLoading labels={['Residential State', 'Residential LGA']} />}
          />
        </FormGrid>
      </section>
      <ImageSection form={form} title="BVN photo" field="BVN_Photo" preview="$photo" disabled={busy} />
    </>
  );
}
