/**
 * Who may open the analysis screens (analysis-tools §6: the central unit only, 'Advanced' menu entry).
 * With no user yet (investigate mode before the host's token signs in) the screen may ask; the server's
 * centralOnly check is the one that counts.
 */
import { getConfig } from '@fiu/core/config';
import { canSeeMenuEntry } from '@fiu/core/permissions/menu';
import { useSession } from '../../define/useSession';

export interface AnalysisAccess {
  allowed: boolean;
  /** The user's e-mail (the userID /cdr receives, §2). */
  email: string;
  /** The page may call the server: signed in, or a host getToken that signs in on the first call. */
  canLoad: boolean;
  investigate: boolean;
}

export function useAnalysisAccess(): AnalysisAccess {
  const user = useSession((s) => s.user);
  const token = useSession((s) => s.token);
  const organisation = useSession((s) => s.organisation);
  const config = getConfig();
  return {
    allowed: !user || canSeeMenuEntry('advanced', user, organisation, { unitCode: config.unitCode }),
    email: user?.email ?? '',
    canLoad: !!token || (!user && !!config.getToken),
    investigate: config.mode === 'investigate',
  };
}
