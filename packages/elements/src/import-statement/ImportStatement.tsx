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
import { statementImportSchema } from '@fiu/core/schemas/imports';
import type { ElementProps } from '../define/types';
import { useSession } from '../define/useSession';
import { recordFormCss } from '../shared/forms/recordForm.css';
import { AcceptedNotice, ImportFormBody, ImportFrame } from '../shared/imports/ImportFrame';
import { importsCss } from '../shared/imports/imports.css';
import type { SheetPreview } from '../shared/imports/preview';
import { SpreadsheetPicker } from '../shared/imports/SpreadsheetPicker';
import { StatementFields } from '../shared/imports/StatementFields';
import { alertOf, useImportForm } from '../shared/imports/useImportForm';
import { useUpload } from '../shared/imports/useUpload';
import { importStatementCss } from './import-statement.css';

export const css = recordFormCss + importsCss + importStatementCss;

export { bvnInput } from '../shared/imports/StatementFields';

export default function ImportStatement({ mode }: ElementProps): ReactElement {
  const email = useSession((s) => s.user?.email ?? '');
  const form = useImportForm(statementImportSchema, { draft: 'import-statement', mode });
  const [preview, setPreview] = useState<SheetPreview | null>(null);
  const { busy, alert, setAlert, accepted, send } = useUpload();
  const file = (form.values.file_field as File | null | undefined) ?? null;

  async function upload(): Promise<void> {
    const message = alertOf(form.check(), IMPORTS_MSG.statementImportRequired);
    if (message) return setAlert(null); // the check's message follows the values (below)
    if (await send(() => importStatement({ ...form.payload(), user_email: email || undefined }))) form.clearDraft();
  }

  return (
    <ImportFrame title="Import bank statement" intro="A bank's statement spreadsheet, with the account and its holder.">
      <AcceptedNotice accepted={accepted} />
      <ImportFormBody busy={busy} onSubmit={upload} alert={alert ?? alertOf(form.errors, IMPORTS_MSG.statementImportRequired)}>
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
      </ImportFormBody>
    </ImportFrame>
  );
}
