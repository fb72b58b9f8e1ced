/**
 * fiu-report-upload (/reportupload, dissemination-feedback §2, §3, §5, §8, §9): public upload of scanned
 * reports, no sign-in. Name, e-mail, organisation and at least one .pdf/.jpg/.jpeg/.png file, sent as data
 * URLs. On success 'Report Uploaded Successfully', then fiu-navigate {path:'/login'} after 1.8 s.
 */
import { useEffect, useId, useRef, useState, type DragEvent, type ReactElement } from 'react';
import { AUTH_MSG as MSG } from '@fiu/core/authMessages';
import { currentDomain } from '@fiu/core/session/store';
import type { Organisation } from '@fiu/core/schemas/auth';
import { api } from '../shared/api';
import { Banner } from '@fiu/ui/Banner';
import { Button } from '@fiu/ui/Button';
import { Select } from '@fiu/ui/Select';
import { TextField } from '@fiu/ui/TextField';
import type { ElementProps } from '../define/types';
import { AuthForm } from '../shared/AuthForm';
import { AuthScreen } from '../shared/AuthScreen';
import { problems, required, requiredEmail } from '../shared/checks';
import { authCss } from '../shared/auth.css';
import { first, serverText } from '../shared/errors';
import { useLater } from '../shared/useLater';
import { useSubmit } from '../shared/useSubmit';
import { ACCEPT, FILE_TEXT, MAX_FILES, MAX_TOTAL_BYTES, checkFile, formatBytes, readAsDataUrl } from './files';
import { reportUploadCss } from './report-upload.css';

export const css = authCss + reportUploadCss;

/** dissemination-feedback §2, §9: back to sign-in 1.8 s after a successful upload. */
export const REDIRECT_DELAY_MS = 1800;

interface Picked {
  id: number;
  file: File;
}
/** What the upload is doing while the form is locked. */
type Stage = 'reading' | 'sending';

/** A file that could not be read in the browser (its text is the reader's, not the server's). */
class ReadFailure extends Error {}

let nextId = 1;

function useOrganisations(): Organisation[] {
  const [orgs, setOrgs] = useState<Organisation[]>([]);
  useEffect(() => {
    let live = true;
    api.lookups.organisations().then(
      (list) => live && setOrgs(list.results),
      () => {}, // the list is a convenience: without it the current organisation is still offered
    );
    return () => {
      live = false;
    };
  }, []);
  return orgs;
}

export default function ReportUpload({ emit, domain: presetDomain }: ElementProps<{ domain?: string }>): ReactElement {
  const orgs = useOrganisations();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [domain, setDomain] = useState(() => presetDomain || currentDomain());
  const [files, setFiles] = useState<Picked[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const form = useSubmit();
  const { errors, setErrors, busy, send } = form;
  const [stage, setStage] = useState<Stage>('reading');
  const [done, setDone] = useState(false);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const later = useLater();
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const filesId = `fiu-files-${ids}`;

  useEffect(() => {
    if (presetDomain) setDomain(presetDomain);
  }, [presetDomain]);

  const total = files.reduce((n, f) => n + f.file.size, 0);

  async function add(list: FileList | File[] | null): Promise<void> {
    const incoming = [...(list ?? [])];
    if (incoming.length === 0) return;
    const problems: string[] = [];
    const accepted: Picked[] = [];
    let count = files.length;
    let bytes = total;
    for (const file of incoming) {
      if (files.some((p) => p.file.name === file.name && p.file.size === file.size)) continue; // same file twice
      const problem = await checkFile(file);
      if (problem) {
        problems.push(problem);
        continue;
      }
      if (count >= MAX_FILES) {
        if (!problems.includes(FILE_TEXT.count)) problems.push(FILE_TEXT.count);
        continue;
      }
      if (bytes + file.size > MAX_TOTAL_BYTES) {
        if (!problems.includes(FILE_TEXT.total)) problems.push(FILE_TEXT.total);
        continue;
      }
      count++;
      bytes += file.size;
      accepted.push({ id: nextId++, file });
    }
    setFileProblems(problems);
    if (accepted.length) {
      setFiles((f) => [...f, ...accepted]);
      setErrors((e) => ({ ...e, reports: undefined }));
    }
  }

  function remove(id: number): void {
    setFiles((f) => f.filter((p) => p.id !== id));
    setFileProblems([]);
    inputRef.current?.focus();
  }

  /** Each file is read as a data URL (the reader's error, if any, is a ReadFailure), then all are sent. */
  async function readAndSend(): Promise<void> {
    setStage('reading');
    let reports: string[];
    try {
      reports = await Promise.all(files.map((p) => readAsDataUrl(p.file)));
    } catch (e) {
      throw new ReadFailure(e instanceof Error ? e.message : String(e));
    }
    setStage('sending');
    await api.auth.uploadReport({ name: name.trim(), email: email.trim(), reports, domain });
  }

  async function upload(): Promise<void> {
    // Each file was checked when it was added (type by name and first bytes, size).
    const found = problems({
      name: required(name),
      email: requiredEmail(email.trim()),
      domain: required(domain),
      reports: files.length === 0 ? FILE_TEXT.none : null,
    });
    const sent = await send(found, readAndSend, {
      fieldErrors: true,
      failure: (e) => (e instanceof ReadFailure ? e.message : serverText(e)),
      stayLocked: true,
    });
    if (!sent.ok) return;
    setDone(true);
    later(() => emit('fiu-navigate', { path: '/login' }), REDIRECT_DELAY_MS);
  }

  function onDrop(event: DragEvent): void {
    event.preventDefault();
    setDragging(false);
    if (!busy) void add(event.dataTransfer?.files ?? null);
  }

  const back = (
    <Button variant="ghost" size="sm" onClick={() => emit('fiu-navigate', { path: '/login' })}>
      Back to sign in
    </Button>
  );

  if (done) {
    return (
      <AuthScreen title="Upload a report" links={back}>
        <div role="status" className="fiu-auth__notice" part="notice">
          <Banner variant="success" title={MSG.reportUploaded}>
            Returning to sign in…
          </Banner>
        </div>
      </AuthScreen>
    );
  }

  const options = orgs.some((o) => o.domain === domain)
    ? orgs.map((o) => ({ value: o.domain, label: o.name }))
    : [{ value: domain, label: domain }, ...orgs.map((o) => ({ value: o.domain, label: o.name }))];
  const reportsError = first(errors, 'reports') ?? Object.entries(errors).find(([k, v]) => k.startsWith('reports.') && v?.length)?.[1]?.[0];

  return (
    <AuthScreen
      title="Upload a report"
      intro="Send scanned reports to the unit without signing in. Accepted files: .pdf, .jpg, .jpeg, .png."
      links={back}
    >
      <AuthForm form={form} run={upload} label="Upload" blocked={done}>
        <TextField label="Name" name="name" value={name} onChange={(e) => setName(e.currentTarget.value)} error={first(errors, 'name')} required autoComplete="name" disabled={busy} />
        <TextField
          label="Email address"
          name="email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={first(errors, 'email')}
          required
          autoComplete="email"
          spellCheck="false"
          disabled={busy}
        />
        <Select
          label="Organisation"
          name="domain"
          value={domain}
          onChange={(e) => setDomain(e.currentTarget.value)}
          options={options}
          error={first(errors, 'domain')}
          required
          disabled={busy}
        />

        <div className={`fiu-field fiu-upload${reportsError ? ' fiu-field--invalid' : ''}`}>
          <span className="fiu-field__label" id={`${filesId}-label`}>
            Report files
            <span className="fiu-field__required" aria-hidden="true">
              *
            </span>
          </span>
          <div
            className={`fiu-upload__drop${dragging ? ' fiu-upload__drop--over' : ''}`}
            part="files"
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <input
              ref={inputRef}
              id={filesId}
              className="fiu-upload__input"
              type="file"
              multiple
              accept={ACCEPT}
              disabled={busy}
              aria-labelledby={`${filesId}-label ${filesId}-button`}
              aria-describedby={`${filesId}-hint${reportsError ? ` ${filesId}-error` : ''}`}
              aria-invalid={reportsError ? true : undefined}
              aria-required
              onChange={(e) => {
                const input = e.currentTarget;
                void add(input.files).finally(() => {
                  input.value = ''; // picking the same file again fires change again
                });
              }}
            />
            <label htmlFor={filesId} id={`${filesId}-button`} className="fiu-btn fiu-btn--secondary fiu-upload__pick">
              Add files
            </label>
            <span className="fiu-upload__or">or drop them here</span>
          </div>
          <p className="fiu-field__hint" id={`${filesId}-hint`}>
            PDF, JPG or PNG; up to {MAX_FILES} files of 10 MB each.
          </p>
          {files.length > 0 ? (
            <ul className="fiu-upload__list" aria-label="Selected files">
              {files.map((p) => (
                <li key={p.id} className="fiu-upload__item">
                  <span className="fiu-upload__name" title={p.file.name}>
                    {p.file.name}
                  </span>
                  <span className="fiu-upload__size">{formatBytes(p.file.size)}</span>
                  <Button size="sm" variant="ghost" disabled={busy} aria-label={`Remove ${p.file.name}`} onClick={() => remove(p.id)}>
                    Remove
                  </Button>
                </li>
              ))}
              <li className="fiu-upload__total">
                {files.length} {files.length === 1 ? 'file' : 'files'}, {formatBytes(total)}
              </li>
            </ul>
          ) : null}
          {fileProblems.length > 0 ? (
            <ul className="fiu-upload__problems" role="alert">
              {fileProblems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
          {reportsError ? (
            <p className="fiu-field__error" id={`${filesId}-error`}>
              <span>{reportsError}</span>
            </p>
          ) : null}
        </div>

        {busy ? (
          <div className="fiu-upload__progress" role="status" part="progress">
            <span>{stage === 'reading' ? 'Preparing files…' : `Uploading ${files.length} ${files.length === 1 ? 'file' : 'files'} (${formatBytes(total)})…`}</span>
            <progress aria-label="Upload progress" />
          </div>
        ) : null}
      </AuthForm>
    </AuthScreen>
  );
}
