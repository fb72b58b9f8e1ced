/**
 * The IMPORT tab (analysis-tools §2 "IMPORT sub-tabs: Bank Statement and Call Record", §5, §7, §8): the
 * workspace's own two uploads (POST /import/statement and POST /import/cdr), built from the import screens'
 * shared parts (shared/imports: the spreadsheet picker with its 11-row preview, the statement and call-record
 * fields, the form state and check, the accepted notice with the job's progress), not a second copy.
 * With no file chosen the workspace says 'SELECT CALL DETAIL RECORD (XLS)  FILE BEFORE UPLOADING!!!!' (§5);
 * a missing value otherwise gets the import screens' own message, not that one (the old product showed the
 * file message for every failure, §8).
 */
import { useState, type ReactElement } from 'react';
import { importCallRecords, importStatement } from '@fiu/core/api/analysis';
import { IMPORTS_MSG } from '@fiu/core/messages.imports';
import { callRecordImportSchema, statementImportSchema } from '@fiu/core/schemas/imports';
import { Tabs } from '@fiu/ui/Tabs';
import { recordFormCss } from '../shared/forms/recordForm.css';
import { PartStyles } from '../shared/forms/PartStyles';
import { CdrBioFields } from '../shared/imports/CdrBioFields';
import { AcceptedNotice, ImportFormBody } from '../shared/imports/ImportFrame';
import { importsCss } from '../shared/imports/imports.css';
import type { SheetPreview } from '../shared/imports/preview';
import { SpreadsheetPicker } from '../shared/imports/SpreadsheetPicker';
import { StatementFields } from '../shared/imports/StatementFields';
import { alertOf, useImportForm, type ImportForm } from '../shared/imports/useImportForm';
import { useUpload } from '../shared/imports/useUpload';
import { useSession } from '../define/useSession';

const TABS = [
  { id: 'statement', label: 'Bank Statement' },
  { id: 'cdr', label: 'Call Record' },
] as const;

const KINDS = {
  statement: {
    schema: statementImportSchema,
    picker: 'Statement file',
    required: IMPORTS_MSG.statementImportRequired,
    send: importStatement,
    Fields: StatementFields,
  },
  cdr: {
    schema: callRecordImportSchema,
    picker: 'Call records file',
    required: IMPORTS_MSG.cdrImportRequired,
    send: importCallRecords,
    Fields: CdrBioFields,
  },
} as const;

export default function ImportTab(): ReactElement {
  const [tab, setTab] = useState<'statement' | 'cdr'>('statement');
  return (
    <div className="fiu-ws__import">
      <PartStyles css={recordFormCss + importsCss} />
      <Tabs tabs={TABS} value={tab} onChange={(id) => setTab(id as 'statement' | 'cdr')} aria-label="IMPORT" className="fiu-ws__subtabs">
        {(id) => <ImportForm key={id} kind={id as 'statement' | 'cdr'} />}
      </Tabs>
    </div>
  );
}

function ImportForm({ kind }: { kind: 'statement' | 'cdr' }): ReactElement {
  const k = KINDS[kind];
  const email = useSession((s) => s.user?.email ?? '');
  const form: ImportForm = useImportForm(k.schema);
  const [preview, setPreview] = useState<SheetPreview | null>(null);
  const { busy, alert, setAlert, accepted, send } = useUpload();
  const file = (form.values.file_field as File | null | undefined) ?? null;
  const { Fields } = k;

  async function upload(): Promise<void> {
    if (!file) {
      form.check();
      setAlert(IMPORTS_MSG.selectCdrFile);
      return;
    }
    if (alertOf(form.check(), k.required)) return setAlert(null); // the check's message shows (below)
    await send(() => k.send({ ...form.payload(), user_email: email || undefined }));
  }

  return (
    <div className="fiu-rf fiu-import">
      <AcceptedNotice accepted={accepted} />
      <ImportFormBody busy={busy} onSubmit={upload} alert={alert ?? alertOf(form.errors, k.required)}>
        <section className="fiu-rf__section">
          <SpreadsheetPicker
            label={k.picker}
            file={file}
            preview={preview}
            onChange={(f, p) => {
              form.set('file_field', f);
              setPreview(p);
              setAlert(null);
            }}
            disabled={busy}
          />
        </section>
        <Fields form={form} disabled={busy} />
      </ImportFormBody>
    </div>
  );
}
