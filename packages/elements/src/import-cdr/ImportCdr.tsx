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
import { MSG } from '@fiu/core/messages';
import { CDR_MAPPING_TARGETS } from '@fiu/core/refdata/lists';
import { callRecordImportSchema } from '@fiu/core/schemas/imports';
import { Button } from '@fiu/ui/Button';
import { Tabs } from '@fiu/ui/Tabs';
import type { ElementProps } from '../define/types';
import { useSession } from '../define/useSession';
import { serverText } from '../shared/errors';
import { recordFormCss } from '../shared/forms/recordForm.css';
import { ColumnMapping, presetOf, type Mapping } from '../shared/imports/ColumnMapping';
import { AcceptedNotice, FormAlert, ImportFrame, type Accepted } from '../shared/imports/ImportFrame';
import { importsCss } from '../shared/imports/imports.css';
import type { SheetPreview } from '../shared/imports/preview';
import { SpreadsheetPicker } from '../shared/imports/SpreadsheetPicker';
import { useImportForm, alertOf } from '../shared/imports/useImportForm';
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
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [accepted, setAccepted] = useState<Accepted | null>(null);
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

  async function upload(call: () => Promise<Accepted>): Promise<boolean> {
    setBusy(true);
    setAlert(null);
    try {
      setAccepted(await call());
      return true;
    } catch (e) {
      setAlert(serverText(e)); // the values stay as they are: fix and send again
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function uploadFile(): Promise<void> {
    const found = form.check();
    const message = alertOf(found, MSG.cdrImportRequired);
    if (message) {
      setAlert(null); // the check's message follows the values (below)
      return;
    }
    if (await upload(() => importCdr({ ...form.payload(), user_email: email || undefined }))) form.clearDraft();
  }

  async function uploadMapped(): Promise<void> {
    if (!file) return setAlert(MSG.selectCdrFile);
    if (Object.keys(mapping).length === 0) return setAlert('Choose the column of at least one field.');
    await upload(() => importCdrMapped(file, mapping, file.name, source.trim() || undefined));
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
            <form
              className="fiu-rf__form"
              part="form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (!busy) void (id === 'map' ? uploadMapped() : uploadFile());
              }}
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
              <FormAlert text={alert ?? (id === 'file' ? alertOf(form.errors, MSG.cdrImportRequired) : null)} />
              <div className="fiu-import__actions" part="actions">
                <Button type="submit" busy={busy}>
                  {id === 'map' ? 'Upload with this mapping' : 'Upload'}
                </Button>
              </div>
            </form>
          )
        }
      </Tabs>
    </ImportFrame>
  );
}
