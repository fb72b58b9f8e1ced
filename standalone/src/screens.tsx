/** The shell's own small screens: public frame, placeholders for screens later issues build, not found. */
import { createElement, type ReactElement, type ReactNode } from 'react';
import { PermissionDenied } from '@fiu/ui';
import { NOT_AVAILABLE } from './routes';

/** The frame of public pages: the product's name above one centred column. */
function PublicLayout({ unitCode, wide, children }: { unitCode: string; wide?: boolean; children: ReactNode }): ReactElement {
  return (
    <div className="public fiu-root">
      <p className="public__brand">{unitCode.toUpperCase()}</p>
      <main className={wide ? 'public__screen public__screen--wide' : 'public__screen'}>{children}</main>
    </div>
  );
}

/** Public routes: the element alone, centred, under the product's name. */
export function PublicFrame({ unitCode, tag, wide }: { unitCode: string; tag: string; wide?: boolean }): ReactElement {
  return (
    <PublicLayout unitCode={unitCode} wide={wide}>
      {createElement(tag)}
    </PublicLayout>
  );
}

/** A screen a later issue builds: its title and the fact that it is not there yet. */
export function Placeholder({ title }: { title: string }): ReactElement {
  return (
    <section className="screen-placeholder" aria-labelledby="screen-title">
      <h1 className="screen-title" id="screen-title">
        {title}
      </h1>
      <p>{NOT_AVAILABLE}</p>
    </section>
  );
}

export function PublicPlaceholder({ unitCode, title }: { unitCode: string; title: string }): ReactElement {
  return (
    <PublicLayout unitCode={unitCode} wide>
      <Placeholder title={title} />
    </PublicLayout>
  );
}

export function Denied(): ReactElement {
  return <PermissionDenied />;
}

export function NotFound({ unitCode, onHome }: { unitCode: string; onHome(): void }): ReactElement {
  return (
    <PublicLayout unitCode={unitCode} wide>
      <section className="screen-placeholder">
        <h1 className="screen-title">Page not found</h1>
        <p>
          There is no page at this address.{' '}
          <a
            href="/"
            onClick={(e) => {
              e.preventDefault();
              onHome();
            }}
          >
            Go to the start page
          </a>
          .
        </p>
      </section>
    </PublicLayout>
  );
}
