import type { ReactElement, ReactNode } from 'react';
import { Banner } from '@fiu/ui/Banner';

export interface AuthScreenProps {
  title: ReactNode;
  /** A line under the title (what to do here). */
  intro?: ReactNode;
  /** Context above the title, e.g. the organisation being signed in to. */
  context?: ReactNode;
  children: ReactNode;
  /** Secondary links under the card body. */
  links?: ReactNode;
}

/** The frame of the public screens (lookup, sign-in, reset, registration, upload): one centred card. */
export function AuthScreen({ title, intro, context, children, links }: AuthScreenProps): ReactElement {
  return (
    <section className="fiu-auth" part="card">
      {context ? <div className="fiu-auth__context">{context}</div> : null}
      <h1 className="fiu-auth__title" part="title">
        {title}
      </h1>
      {intro ? <p className="fiu-auth__intro">{intro}</p> : null}
      {children}
      {links ? (
        <div className="fiu-auth__links" part="links">
          <div className="fiu-auth__links-row">{links}</div>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The announced error region under a form. Always in the DOM (empty when there is nothing), so screen
 * readers announce the message when it appears.
 */
export function AlertRegion({ message }: { message: string | null | undefined }): ReactElement {
  return (
    <div role="alert" className="fiu-auth__alert" part="alert">
      {message ? <Banner variant="error">{message}</Banner> : null}
    </div>
  );
}

/** Focus the first invalid control of a form (after a failed submit), so keyboard users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const el = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  el?.focus();
}
