/**
 * The frame of an import screen: title, the upload's answer and progress once it is accepted, the form's
 * alert, and the form itself.
 */
import type { ReactElement, ReactNode } from 'react';
import { Banner } from '@fiu/ui/Banner';
import { Button } from '@fiu/ui/Button';
import { ImportProgress } from './ImportProgress';

export interface Accepted {
  result: string;
  import_id: string;
}

export function ImportFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }): ReactElement {
  return (
    <div className="fiu-rf fiu-import" part="card">
      <header className="fiu-rf__header">
        <div className="fiu-rf__heading">
          <h1 className="fiu-rf__title" part="title">
            {title}
          </h1>
          {intro ? <p className="fiu-rf__meta">{intro}</p> : null}
        </div>
      </header>
      {children}
    </div>
  );
}

/** The upload's answer (the spec's text) and the job's progress under it. */
export function AcceptedNotice({ accepted, pollMs }: { accepted: Accepted | null; pollMs?: number }): ReactElement | null {
  if (!accepted) return null;
  return (
    <div className="fiu-rf__notices">
      <div role="status" part="notice">
        <Banner variant="success" title={accepted.result} />
      </div>
      <ImportProgress key={accepted.import_id} importId={accepted.import_id} pollMs={pollMs} />
    </div>
  );
}

/** The form's alert region (always present, so a screen reader hears a new message). */
export function FormAlert({ text }: { text: string | null }): ReactElement {
  return (
    <div role="alert" part="alert" className="fiu-import__alert">
      {text ? <Banner variant="error" title={text} /> : null}
    </div>
  );
}

/** An import form: sends on submit unless busy, then its alert region and its one action. */
export function ImportFormBody({
  busy,
  onSubmit,
  alert,
  submitLabel = 'Upload',
  children,
}: {
  busy: boolean;
  onSubmit(): Promise<void> | void;
  alert: string | null;
  submitLabel?: string;
  children: ReactNode;
}): ReactElement {
  return (
    <form
      className="fiu-rf__form"
      part="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) void onSubmit();
      }}
    >
      {children}
      <FormAlert text={alert} />
      <div className="fiu-import__actions" part="actions">
        <Button type="submit" variant="primary" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
