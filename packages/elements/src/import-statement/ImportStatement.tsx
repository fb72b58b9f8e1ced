/**
 * fiu-import-statement (/import/statement, analysis-tools §2 Import screens, §3 "Statement import form", §5,
 * §8, §9; issue 9 item 2): import a bank statement from a spreadsheet with its account and holder. With a
 * required value missing: 'Account Number,Bank Name,First Name, Last Name, Gender DOB, Image must be filled!!!!'.
 * An accepted upload shows 'Bank Statement has been added to the thread ...' and the job's progress; a
 * refusal shows the server's text and keeps every value typed and the file chosen.
 */
import { useState, type ReactElement } from 'react';
import { importStatement } from '@fiu/core/api/analysis';
import { MSG } from '@fiu/core/messages';
import { statementImportSchema } from '@fiu/core/schemas/imports';
import { Button } from '@fiu/ui/Button';
import type { ElementProps } from '../define/types';
import { useSession } from '../define/useSession';
import { serverText } from '../shared/errors';
import { recordFormCss } from '../shared/forms/recordForm.css';
import { AcceptedNotice, FormAlert, ImportFrame, type Accepted } from '../shared/imports/ImportFrame';
import { importsCss } from '../shared/imports/imports.css';
import type { SheetPreview } from '../shared/imports/preview';
import { SpreadsheetPicker } from '../shared/imports/SpreadsheetPicker';
import { StatementFields } from '../shared/imports/StatementFields';
import { alertOf, useImportForm } from '../shared/imports/useImportForm';
import { importStatementCss } from './import-statement.css';

export const css = recordFormCss + importsCss + importStatementCss;

export { bvnInput } from '../shared/imports/StatementFields';

export default function ImportStatement({ mode }: ElementProps): ReactElement {
  const email = useSession((s) => s.user?.email ?? '');
  const form = useImportForm(statementImportSchema, { draft: 'import-statement', mode });
  const [preview, setPreview] = useState<SheetPreview | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [accepted, setAccepted] = useState<Accepted | null>(null);
  const file = (form.values.file_field as File | null | undefined) ?? null;

  async function upload(): Promise<void> {
    const message = alertOf(form.check(), MSG.statementImportRequired);
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
        <StatementFields form={form} disabled={busy} />
        <FormAlert text={alert ?? alertOf(form.errors, MSG.statementImportRequired)} />
        <div className="fiu-import__actions" part="actions">
          <Button type="submit" busy={busy}>
            Upload
          </Button>
        </div>
      </form>
    </ImportFrame>
  );
}
