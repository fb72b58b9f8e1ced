/**
 * A part of a screen that loads on demand (its own chunk in the script build): a rarely opened tab, a tool only
 * an editable form needs (the camera), a workspace tab with its heavy library. Unlike React.lazy with Suspense it
 * needs no error boundary (a chunk that fails to load says so) and keeps preact/compat's Suspense out of the
 * shared chunk of the script build. `preload()` fetches it while the user reads the first tab.
 */
import { useEffect, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Banner } from '@fiu/ui/Banner';

export interface LazyPart<P> {
  (props: P & { fallback?: ReactNode }): ReactElement | null;
  preload(): void;
}

export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const get = () =>
    (pending ??= load().then(
      (m) => (loaded = m.default),
      (error: unknown) => {
        pending = null; // a later attempt may work (the connection came back)
        throw error;
      },
    ));
  function Part({ fallback = null, ...props }: P & { fallback?: ReactNode }): ReactElement | null {
    const [C, setC] = useState<ComponentType<P> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (C) return undefined;
      let live = true;
      get().then(
        (c) => live && setC(() => c),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [C]);
    if (failed) return <Banner variant="error" role="alert" title="This part could not be loaded. Check the connection and reload the page." />;
    return C ? <C {...(props as P)} /> : <>{fallback}</>;
  }
  Part.preload = () => void get().catch(() => {});
  return Part;
}
