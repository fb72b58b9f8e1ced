/** The states every analysis tab shares: loading (keeps its place), failed with Retry, and not built yet. */
import type { ReactElement, ReactNode } from 'react';
import { Banner } from '@fiu/ui/Banner';
import { Button } from '@fiu/ui/Button';
import { EmptyState } from '@fiu/ui/EmptyState';
import { Spinner } from '@fiu/ui/Spinner';

export function TabLoading({ label = 'Loading' }: { label?: string }): ReactElement {
  return (
    <div className="fiu-an__state">
      <Spinner label={label} showLabel />
    </div>
  );
}

/** A failed load says so, with the server's text, and offers Retry. */
export function TabFailed({ what, error, onRetry }: { what: string; error: string; onRetry(): void }): ReactElement {
  return (
    <div className="fiu-an__state" role="alert">
      <Banner variant="error" title={`${what} could not be loaded.`}>
        <p>{error}</p>
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </Banner>
    </div>
  );
}

/** A tab whose screen arrives in a later release: said plainly, never a fake. */
export function NotYet({ title, children }: { title: string; children?: ReactNode }): ReactElement {
  return (
    <div className="fiu-an__state" data-not-yet="">
      <EmptyState title={title}>{children ?? 'This view is not available yet.'}</EmptyState>
    </div>
  );
}
