/**
 * Who is signed in, as a list sees it, and reloading when a record is saved elsewhere on the page: what every
 * record list needs, apart from useRecordScreen's filters, so that a list using only these (fiu-ir-list) does not
 * load the address filters' schemas and reference lists (its records-tier first-load budget).
 */
import { useEffect, useRef } from 'react';
import { getConfig } from '@fiu/core/config';
import { isCentral } from '@fiu/core/permissions/roles';
import type { Organisation } from '@fiu/core/schemas/auth';
import type { SessionUser } from '@fiu/core/session/store';
import { useSession } from '../../define/useSession';

export interface ListSession {
  user: SessionUser | null;
  organisation: Organisation | null;
  central: boolean;
  unitCode: string;
  investigate: boolean;
  /**
   * The list may ask the server: signed in, or (investigate mode) a host `getToken` that signs in on the
   * first call.
   */
  canLoad: boolean;
}

export function useListSession(): ListSession {
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  const organisation = useSession((s) => s.organisation);
  const config = getConfig();
  return {
    user,
    organisation,
    central: isCentral(user, config.unitCode),
    unitCode: config.unitCode,
    investigate: config.mode === 'investigate',
    canLoad: !!token || (!user && !!config.getToken),
  };
}

/** Reload when a form on the same page saves a record of this kind (`fiu-saved` {kind}). */
export function useReloadOnSaved(kind: string, reload: () => void): void {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    if (typeof document === 'undefined') return;
    const onSaved = (event: Event) => {
      if ((event as CustomEvent<{ kind?: unknown } | null>).detail?.kind === kind) latest.current();
    };
    document.addEventListener('fiu-saved', onSaved);
    return () => document.removeEventListener('fiu-saved', onSaved);
  }, [kind]);
}

/** The `page-size` attribute, or 20 (core-records §9). */
