/**
 * The progress panel of an import job: a real progress bar (indeterminate until the file's row count is
 * known), rows read / stored / already present / repeated in the file (when any) / refused, the quality
 * findings, the error, and the refused and repeated rows (one list, each with its reason) as a download.
 */
import { useState, type ReactElement } from 'react';
import { refusedRows, type ImportJob } from '@fiu/core/api/imports';
import { Banner } from '@fiu/ui/Banner';
import { Button } from '@fiu/ui/Button';
import { serverText } from '../errors';
import { saveBlob } from '../saveBlob';
import { isFinished, useImportJob } from './useImportJob';

const STATUS_TEXT: Record<ImportJob['status'], string> = {
  queued: 'Waiting to start',
  running: 'Importing',
  done: 'Import finished',
  failed: 'Import failed',
};

const count = (n: number): string => n.toLocaleString('en-NG');

/** Percent done (0–100), or null while the total is unknown. */
export function percentOf(job: ImportJob): number | null {
  if (job.status === 'done') return 100;
  if (!job.rows_total || job.rows_total <= 0) return null;
  return Math.min(100, Math.floor((job.rows_read / job.rows_total) * 100));
}

export function ImportProgress({ importId, pollMs }: { importId: string; pollMs?: number }): ReactElement {
  const { job, lost } = useImportJob(importId, pollMs);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  async function download(): Promise<void> {
    setDownloading(true);
    setDownloadError(null);
    try {
      const file = await refusedRows(importId);
      saveBlob(file.blob, file.filename);
    } catch (e) {
      setDownloadError(serverText(e));
    } finally {
      setDownloading(false);
    }
  }

  const percent = job ? percentOf(job) : null;
  const label = job ? STATUS_TEXT[job.status] : 'Waiting to start';
  return (
    <section className="fiu-progress" part="progress" aria-label="Import progress" data-status={job?.status ?? 'queued'}>
      <h2 className="fiu-progress__title">
        {label}
        {job?.file_name ? <span className="fiu-progress__file"> · {job.file_name}</span> : null}
      </h2>
      <div
        className={`fiu-progress__bar${percent === null ? ' fiu-progress__bar--busy' : ''}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={percent === null ? (job && isFinished(job) ? label : 'Counting rows') : `${percent}%`}
      >
        <div className="fiu-progress__fill" style={percent === null ? undefined : { width: `${percent}%` }} />
      </div>
      <dl className="fiu-progress__counts" aria-live="polite">
        <div>
          <dt>Rows read</dt>
          <dd>
            {count(job?.rows_read ?? 0)}
            {job?.rows_total ? ` of ${count(job.rows_total)}` : ''}
          </dd>
        </div>
        <div>
          <dt>Stored</dt>
          <dd>{count(job?.rows_stored ?? 0)}</dd>
        </div>
        <div>
          <dt>Already present</dt>
          <dd>{count(job?.rows_duplicate ?? 0)}</dd>
        </div>
        {job?.rows_repeated ? (
          <div>
            <dt>Repeated in the file</dt>
            <dd>{count(job.rows_repeated)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Refused</dt>
          <dd>{count(job?.rows_refused ?? 0)}</dd>
        </div>
      </dl>
      {lost ? <p className="fiu-field__hint">The server did not answer; trying again.</p> : null}
      {job?.error ? <Banner variant="error" role="alert" title={job.error} /> : null}
      {job && job.quality.length > 0 ? (
        <div className="fiu-progress__quality">
          <h3>Quality checks</h3>
          <ul>
            {job.quality.map((q, i) => (
              <li key={i}>
                {q.message}
                {q.rows.length ? <span className="fiu-progress__rows"> (rows {q.rows.join(', ')})</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {job && (job.rows_refused > 0 || job.rows_repeated > 0) ? (
        <div className="fiu-progress__actions">
          <Button type="button" variant="secondary" busy={downloading} onClick={() => void download()}>
            {job.rows_refused > 0 ? 'Download refused rows' : 'Download repeated rows'}
          </Button>
          {downloadError ? <p className="fiu-field__error">{downloadError}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
