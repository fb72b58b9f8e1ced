/**
 * fiu-import-statement (/import/statement, analysis-tools §2 Import screens, §3 "Statement import form", §5,
 * §8, §9; issue 9 item 2): import a bank statement from a spreadsheet with its account and holder. With a
 * required value missing: 'Account Number,Bank Name,First Name, Last Name, Gender DOB, Image must be filled!!!!'.
 * An accepted upload shows 'Bank Statement has been added to the thread ...' and the job's progress; a
 * refusal shows the server's text and keeps every value typed and the file chosen.
 */
import { useState, type ReactElement } from 'react';
import { importStatement } from '@fiu/core/api/analysis';
import { IMPORTS_MSG } from '@fiu/core/messages.imports';
import { RECORDS_MSG } from '@fiu/core/messages.records';
import { ACTIVE_BANKS } from '@fiu/core/refdata/banks';
import { ACCOUNT_HOLDERS, ACCOUNT_STATUSES, ACCOUNT_TYPES, CURRENCIES, IMPORT_GENDERS, STATEMENT_IMPORT_CATEGORIES } from '@fiu/core/refdata/lists';
import { statementImportSchema } from '@fiu/core/schemas/imports';
import { Button } from '@fiu/ui/Button';
import { DateField } from '@fiu/ui/DateField';
import { FormGrid } from '@fiu/ui/FormGrid';
import { ImagePicker } from '@fiu/ui/ImagePicker';
import { Select } from '@fiu/ui/Select';
import { TextField } from '@fiu/ui/TextField';
import type { ElementProps } from '../define/types';
import { useSession } from '../define/useSession';
import { serverText } from '../shared/errors';
import { PlaceLoading, StateAndLga } from '../shared/imports/LazyPlaces';
import { recordFormCss } from '../shared/forms/recordForm.css';
import { AcceptedNotice, FormAlert, ImportFrame, type Accepted } from '../shared/imports/ImportFrame';
import { importsCss } from '../shared/imports/imports.css';
import type { SheetPreview } from '../shared/imports/preview';
import { SpreadsheetPicker } from '../shared/imports/SpreadsheetPicker';
import { bioOf } from '../shared/imports/subjectBio';
import { SuspectPicker, subjectLabel } from '../shared/imports/SuspectPicker';
import { alertOf, useImportForm } from '../shared/imports/useImportForm';
import { importStatementCss } from './import-statement.css';

export const css = recordFormCss + importsCss + importStatementCss;

const same = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const BANK_CHOICES = /* @__PURE__ */ [...new Set(ACTIVE_BANKS.map((b) => b.name))].sort((a, b) => a.localeCompare(b, 'en')).map((n) => ({ value: n, label: n }));
/** BVN: digits only, at most 11 (§5). */
export const bvnInput = (text: string): string => text.replace(/\D/g, '').slice(0, 11);

export default function ImportStatement({ mode }: ElementProps): ReactElement {
  const email = useSession((s) => s.user?.email ?? '');
  const form = useImportForm(statementImportSchema, { draft: 'import-statement', mode });
  const { b } = form;
  const [preview, setPreview] = useState<SheetPreview | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [accepted, setAccepted] = useState<Accepted | null>(null);
  const file = (form.values.file_field as File | null | undefined) ?? null;

  async function upload(): Promise<void> {
    const message = alertOf(form.check(), IMPORTS_MSG.statementImportRequired);
    if (message) return setAlert(null); // the check's message follows the values (below)
    setBusy(true);
    setAlert(null);
    try {
      setAccepted(await importStatement({ ...form.payload(), user_email: email || undefined }));
      form.clearDraft();
    } catch (e) {
      setAlert(serverText(e)); // everything stays as typed, the file too
    } finally {
      setBusy(false);
    }
  }

  const text = (key: string, label: string, required = false) => <TextField label={label} {...b.text(key)} required={required} />;
  return (
    <ImportFrame title="Import bank statement" intro="A bank's statement spreadsheet, with the account and its holder.">
      <AcceptedNotice accepted={accepted} />
      <form
        className="fiu-rf__form"
        part="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void upload();
        }}
      >
        <section className="fiu-rf__section">
          <SpreadsheetPicker
            label="Statement file"
            file={file}
            preview={preview}
            onChange={(f, p) => {
              form.set('file_field', f);
              setPreview(p);
            }}
            error={form.errors.file_field?.[0]}
            disabled={busy}
          />
        </section>
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
        <section className="fiu-rf__section">
          <h2 className="fiu-rf__section-title">BVN photo</h2>
          <ImagePicker
            label="Choose image"
            previewAlt="BVN photo"
            disabled={busy}
            value={typeof form.values.$photo === 'string' ? form.values.$photo : null}
            onChange={(url, f) => form.patch({ BVN_Photo: f, $photo: url })}
          />
          {form.errors.BVN_Photo?.[0] ? <p className="fiu-field__error">{form.errors.BVN_Photo[0]}</p> : null}
        </section>
        <FormAlert text={alert ?? alertOf(form.errors, IMPORTS_MSG.statementImportRequired)} />
        <div className="fiu-import__actions" part="actions">
          <Button type="submit" busy={busy}>
            Upload
          </Button>
        </div>
      </form>
    </ImportFrame>
  );
}
