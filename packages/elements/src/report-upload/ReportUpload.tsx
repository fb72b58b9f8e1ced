/**
 * fiu-report-upload (/reportupload, dissemination-feedback §2, §3, §5, §8, §9): public upload of scanned
 * reports, no sign-in. Name, e-mail, organisation and at least one .pdf/.jpg/.jpeg/.png file, sent as data
 * URLs. On success 'Report Uploaded Successfully', then fiu-navigate {path:'/login'} after 1.8 s.
 */
import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent, type ReactElement } from 'react';
import { AUTH_MSG as MSG } from '@fiu/core/authMessages';
import { currentDomain } from '@fiu/core/session/store';
import type { Organisation } from '@fiu/core/schemas/auth';
import { api } from '../shared/api';
import { Banner } from '@fiu/ui/Banner';
import { Button } from '@fiu/ui/Button';
import { Select } from '@fiu/ui/Select';
import { TextField } from '@fiu/ui/TextField';
import type { ElementProps } from '../define/types';
import { AlertRegion, AuthScreen, focusFirstInvalid } from '../shared/AuthScreen';
import { hasProblems, problems, required, requiredEmail } from '../shared/checks';
import { authCss } from '../shared/auth.css';
import { fieldErrorsOf, first, serverText } from '../shared/errors';
import { useLater } from '../shared/useLater';
import { ACCEPT, FILE_TEXT, MAX_FILES, MAX_TOTAL_BYTES, checkFile, formatBytes, readAsDataUrl } from './files';
import { reportUploadCss } from './report-upload.css';

export const css = authCss + reportUploadCss;

/** dissemination-feedback §2, §9: back to sign-in 1.8 s after a successful upload. */
export const REDIRECT_DELAY_MS = 1800;

interface Picked {
  id: number;
  file: File;
}
type Errors = Record<string, string[] | undefined>;
type Phase = 'idle' | 'reading' | 'sending' | 'done';

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
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [dragging, setDragging] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const later = useLater();
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const filesId = `fiu-files-${ids}`;

  useEffect(() => {
    if (presetDomain) setDomain(presetDomain);
  }, [presetDomain]);

  const busy = phase === 'reading' || phase === 'sending';
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

  async function onSubmit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (busy || phase === 'done') return;
    setAlert(null);
    // Each file was checked when it was added (type by name and first bytes, size).
    const found = problems({
      name: required(name),
      email: requiredEmail(email.trim()),
      domain: required(domain),
      reports: files.length === 0 ? FILE_TEXT.none : null,
    });
    if (hasProblems(found)) {
      setErrors(found);
      queueMicrotask(() => focusFirstInvalid(formRef.current));
      return;
    }
    setErrors({});
    setPhase('reading');
    let reports: string[];
    try {
      reports = await Promise.all(files.map((p) => readAsDataUrl(p.file)));
    } catch (e) {
      setPhase('idle');
      setAlert(e instanceof Error ? e.message : String(e));
      return;
    }
    setPhase('sending');
    try {
      await api.auth.uploadReport({ name: name.trim(), email: email.trim(), reports, domain });
      setPhase('done');
      later(() => emit('fiu-navigate', { path: '/login' }), REDIRECT_DELAY_MS);
    } catch (e) {
      setPhase('idle');
      setErrors(fieldErrorsOf(e));
      setAlert(serverText(e));
    }
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

  if (phase === 'done') {
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
      <form ref={formRef} className="fiu-auth__form" part="form" noValidate onSubmit={onSubmit}>
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
            <span>{phase === 'reading' ? 'Preparing files…' : `Uploading ${files.length} ${files.length === 1 ? 'file' : 'files'} (${formatBytes(total)})…`}</span>
            <progress aria-label="Upload progress" />
          </div>
        ) : null}
        <AlertRegion message={alert} />
        <div className="fiu-auth__actions" part="actions">
          <Button type="submit" variant="primary" block busy={busy}>
            Upload
          </Button>
        </div>
      </form>
    </AuthScreen>
  );
}
