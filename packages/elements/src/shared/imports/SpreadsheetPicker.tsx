/**
 * The spreadsheet picker of the import screens (analysis-tools §2): an .xls, .xlsx or .csv file, and under it
 * a preview of its first 11 rows in a real table (the first row is the table's header), read in the browser.
 */
import { useId, useRef, useState, type ReactElement } from 'react';
import { Button } from '@fiu/ui/Button';
import { PREVIEW_TEXT, SPREADSHEET_ACCEPT, isSpreadsheetName, readPreview, type SheetPreview } from './preview';

export interface SpreadsheetPickerProps {
  label: string;
  file: File | null;
  /** The preview of `file` (kept by the screen, so that it survives a change of tab). */
  preview: SheetPreview | null;
  /** A new file and its preview (null while it is read or when it could not be read). */
  onChange(file: File | null, preview: SheetPreview | null): void;
  error?: string;
  disabled?: boolean;
}

export function SpreadsheetPicker({ label, file, preview, onChange, error, disabled }: SpreadsheetPickerProps): ReactElement {
  const id = `fiu-sheet-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const turn = useRef(0);

  async function pick(list: FileList | null): Promise<void> {
    const picked = list?.[0];
    if (!picked) return;
    const mine = ++turn.current;
    if (!isSpreadsheetName(picked.name)) {
      setProblem(PREVIEW_TEXT.type);
      onChange(null, null);
      return;
    }
    setProblem(null);
    setReading(true);
    onChange(picked, null);
    try {
      const p = await readPreview(picked);
      if (mine !== turn.current) return;
      onChange(picked, p);
    } catch (e) {
      if (mine !== turn.current) return;
      setProblem(e instanceof Error ? e.message : PREVIEW_TEXT.unreadable);
    } finally {
      if (mine === turn.current) setReading(false);
    }
  }

  const shown = problem ?? error;
  const width = preview ? Math.max(preview.headers.length, ...preview.rows.map((r) => r.length)) : 0;
  return (
    <div className="fiu-sheet" part="file">
      <label className="fiu-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="fiu-sheet__row">
        <input
          ref={input}
          id={id}
          className="fiu-sheet__input"
          type="file"
          name="file_field"
          accept={SPREADSHEET_ACCEPT}
          disabled={disabled}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : `${id}-hint`}
          onChange={(e) => void pick(e.currentTarget.files)}
        />
        <Button type="button" variant="secondary" disabled={disabled} onClick={() => input.current?.click()}>
          {file ? 'Choose another file' : 'Choose file'}
        </Button>
        <span className="fiu-sheet__name">{file ? file.name : 'No file chosen'}</span>
      </div>
      {shown ? (
        <p className="fiu-field__error" id={`${id}-error`}>
          {shown}
        </p>
      ) : (
        <p className="fiu-field__hint" id={`${id}-hint`}>
          Excel (.xls, .xlsx) or CSV. The first 11 rows are shown before you upload.
        </p>
      )}
      {reading ? <p role="status">Reading the file…</p> : null}
      {preview ? (
        <div className="fiu-sheet__scroll" tabIndex={0} role="region" aria-label={`Preview of ${file?.name ?? 'the file'}`}>
          <table className="fiu-sheet__table">
            <caption>
              First {preview.rows.length + 1} rows of {file?.name}
              {preview.sheet ? ` (sheet ${preview.sheet})` : ''}
            </caption>
            <thead>
              <tr>
                {Array.from({ length: width }, (_, i) => (
                  <th key={i} scope="col">
                    {preview.headers[i] ?? ''}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row, r) => (
                <tr key={r}>
                  {Array.from({ length: width }, (_, i) => (
                    <td key={i}>{row[i] ?? ''}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
