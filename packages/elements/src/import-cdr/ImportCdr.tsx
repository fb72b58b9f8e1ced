/**
 * fiu-import-cdr (/import/cdr, analysis-tools §2 Import screens, §3, §5, §8, §9; issue 9 item 2): import call
 * records. Three ways in, as tabs:
 * - From a file: the spreadsheet (11-row preview), the subject's bio fields, KYC image and Suspect; Upload
 *   (api.analysis.importCdr). With a value missing: 'Phone Number,First Name, Last Name, Gender DOB, Image must be filled!!!!'.
 * - Map columns: the file's headers go to the server's proposal; the user confirms or changes each target
 *   field, names the source (kept as a template) and uploads (api.analysis.importCdrMapped).
 * - Manual entry: one subscriber and the crime (api.imports.importManualCallRecord).
 * An accepted upload shows the answer's text and the job's progress; a refusal shows the server's text
 * ('File not uploaded check Excel headers') and keeps everything typed.
 */
import { useState, type ReactElement } from 'react';
import { importCdr, importCdrMapped } from '@fiu/core/api/analysis';
import { proposeMapping, type MappingProposal } from '@fiu/core/api/imports';
import { IMPORTS_MSG } from '@fiu/core/messages.imports';
import { CDR_MAPPING_TARGETS } from '@fiu/core/refdata/analysisLists';
import { callRecordImportSchema } from '@fiu/core/schemas/imports';
import { Tabs } from '@fiu/ui/Tabs';
import type { ElementProps } from '../define/types';
import { useSession } from '../define/useSession';
import { recordFormCss } from '../shared/forms/recordForm.css';
import { ColumnMapping, presetOf, type Mapping } from '../shared/imports/ColumnMapping';
import { AcceptedNotice, ImportFormBody, ImportFrame } from '../shared/imports/ImportFrame';
import { importsCss } from '../shared/imports/imports.css';
import type { SheetPreview } from '../shared/imports/preview';
import { SpreadsheetPicker } from '../shared/imports/SpreadsheetPicker';
import { useImportForm, alertOf } from '../shared/imports/useImportForm';
import { useUpload } from '../shared/imports/useUpload';
import { CdrBioFields } from '../shared/imports/CdrBioFields';
import { importCdrCss } from './import-cdr.css';
import { ManualCallRecord } from './ManualCallRecord';

export const css = recordFormCss + importsCss + importCdrCss;

type Tab = 'file' | 'map' | 'manual';
const TABS = [
  { id: 'file', label: 'From a file' },
  { id: 'map', label: 'Map columns' },
  { id: 'manual', label: 'Manual entry' },
] as const;

export default function ImportCdr({ mode }: ElementProps): ReactElement {
  const email = useSession((s) => s.user?.email ?? '');
  const form = useImportForm(callRecordImportSchema, { draft: 'import-cdr', mode });
  const [tab, setTab] = useState<Tab>('file');
  const [preview, setPreview] = useState<SheetPreview | null>(null);
  const [proposal, setProposal] = useState<MappingProposal | null>(null);
  const [proposing, setProposing] = useState(false);
  const [mapping, setMapping] = useState<Mapping>({});
  const [source, setSource] = useState('');
  const { busy, alert, setAlert, accepted, setAccepted, send } = useUpload();
  const file = (form.values.file_field as File | null | undefined) ?? null;

  async function propose(headers: string[]): Promise<void> {
    setProposing(true);
    try {
      const p = await proposeMapping({ kind: 'cdr', headers });
      setProposal(p);
      setMapping(presetOf(p, headers));
      setSource(p.source ?? '');
    } catch {
      setProposal(null); // no proposal: the user maps every field
      setMapping({});
    } finally {
      setProposing(false);
    }
  }

  function onFile(next: File | null, p: SheetPreview | null): void {
    form.set('file_field', next);
    setPreview(p);
    if (p) void propose(p.headers);
  }

  async function uploadFile(): Promise<void> {
    const found = form.check();
    const message = alertOf(found, IMPORTS_MSG.cdrImportRequired);
    if (message) {
      setAlert(null); // the check's message follows the values (below)
      return;
    }
    if (await send(() => importCdr({ ...form.payload(), user_email: email || undefined }))) form.clearDraft();
  }

  async function uploadMapped(): Promise<void> {
    if (!file) return setAlert(IMPORTS_MSG.selectCdrFile);
    if (Object.keys(mapping).length === 0) return setAlert('Choose the column of at least one field.');
    await send(() => importCdrMapped(file, mapping, file.name, source.trim() || undefined));
  }

  /** The file form's check speaks under the picker on its own tab only (the mapping flow also takes a CSV). */
  const picker = (id: string) => (
    <SpreadsheetPicker label="Call records file" file={file} preview={preview} onChange={onFile} error={id === 'file' ? form.errors.file_field?.[0] : undefined} disabled={busy} />
  );
  return (
    <ImportFrame title="Import call records" intro="From an operator's spreadsheet (with the subject's details), by mapping its columns, or typed in by hand.">
      <AcceptedNotice accepted={accepted} />
      <Tabs tabs={TABS} value={tab} onChange={(id) => { setTab(id as Tab); setAlert(null); }} aria-label="How to import">
        {(id) =>
          id === 'manual' ? (
            <ManualCallRecord onAccepted={setAccepted} />
          ) : (
            <ImportFormBody
              busy={busy}
              onSubmit={id === 'map' ? uploadMapped : uploadFile}
              alert={alert ?? (id === 'file' ? alertOf(form.errors, IMPORTS_MSG.cdrImportRequired) : null)}
              submitLabel={id === 'map' ? 'Upload with this mapping' : 'Upload'}
            >
              <section className="fiu-rf__section">{picker(id)}</section>
              {id === 'file' ? (
                <CdrBioFields form={form} disabled={busy} />
              ) : preview ? (
                proposing ? (
                  <p role="status">Reading the headers…</p>
                ) : (
                  <ColumnMapping
                    targets={CDR_MAPPING_TARGETS}
                    headers={preview.headers}
                    proposal={proposal}
                    mapping={mapping}
                    onChange={setMapping}
                    source={source}
                    onSource={setSource}
                    disabled={busy}
                  />
                )
              ) : (
                <p className="fiu-rf__note">Choose a file: its headers are matched to the call-record fields.</p>
              )}
            </ImportFormBody>
          )
        }
      </Tabs>
    </ImportFrame>
  );
}
