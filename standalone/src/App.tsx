/**
 * The standalone app: picks the screen for the current route, guards protected routes, and routes what the
 * elements ask for (fiu-navigate, fiu-back, fiu-session-expired).
 */
import { createElement, useEffect, useState, type ReactElement } from 'react';
import {
  api,
  canSeeRoute,
  clearDomain,
  getConfig,
  landingPath,
  onSessionEvent,
  setOrganisation,
  type Organisation,
  type SessionState,
} from '@fiu/core';
import { Spinner } from '@fiu/ui';
import { navigate, useLocation } from './router';
import { matchRoute, type RouteDef } from './routes';
import { Denied, NotFound, Placeholder, PublicFrame, PublicPlaceholder } from './screens';
import { Shell } from './Shell';
import { useSession } from './useSession';

/** Where the elements' and the core's session events lead. Returns the cleanup. */
export function routeElementEvents(target: Document = document): () => void {
  const onNavigate = (event: Event) => {
    const detail = (event as CustomEvent<{ path?: unknown; state?: unknown; replace?: unknown }>).detail;
    // replace: the screen only rewrote its own address (the dashboard's period), no history entry.
    if (detail && typeof detail.path === 'string') navigate(detail.path, { state: detail.state, replace: detail.replace === true });
  };
  // Forms name the screen to return to; without one, the previous page.
  const onBack = (event: Event) => {
    const detail = (event as CustomEvent<{ path?: unknown } | undefined>).detail;
    if (detail && typeof detail.path === 'string') navigate(detail.path);
    else window.history.back();
  };
  const onExpired = () => navigate('/login');
  target.addEventListener('fiu-navigate', onNavigate);
  target.addEventListener('fiu-back', onBack);
  target.addEventListener('fiu-session-expired', onExpired);
  // The inactivity logout may expire the session while no element is on screen (a placeholder route).
  const off = onSessionEvent((e) => {
    if (e.type === 'session-expired') navigate('/login');
  });
  return () => {
    target.removeEventListener('fiu-navigate', onNavigate);
    target.removeEventListener('fiu-back', onBack);
    target.removeEventListener('fiu-session-expired', onExpired);
    off();
  };
}

/** Route state (e.g. /cdr's subject ids, analysis-tools §2) becomes the element's properties. */
const routeProps = (state: unknown): Record<string, unknown> => (state && typeof state === 'object' && !Array.isArray(state) ? (state as Record<string, unknown>) : {});
/** The route's element, or the one its state asks for (analysis-tools §2: /cdr with a list of phone numbers). */
const elementFor = (route: RouteDef, state: unknown): string =>
  route.byState && Object.hasOwn(routeProps(state), route.byState.key) ? route.byState.element : route.element!;

/**
 * The signed-in user's organisation: the one remembered at sign-in at once, and asked again from the public
 * organisations lookup once per page load, so that a change (its request access, its name) shows without a
 * new sign-in. Request access is read from that fresh answer, undefined until it comes. Not GET /api/hasrfi:
 * it answers an organisation without request access with a 404, which the browser logs as an error on every
 * page load (docs/spec-deviations.md); the lookup answers 200 either way.
 */
function useOrganisation(session: SessionState): { organisation: Organisation | null; requestAccess: boolean | undefined } {
  const domain = session.user?.domain ?? session.domain;
  const have = session.organisation && session.organisation.domain === domain ? session.organisation : null;
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    if (!domain || session.status !== 'signed-in' || asked === domain) return;
    let live = true;
    api.lookups.organisations({ domain }).then(
      (list) => {
        if (!live) return;
        const org = list.results.find((o) => o.domain === domain);
        if (org) setOrganisation(org);
        setAsked(domain);
      },
      () => live && setAsked(domain),
    );
    return () => {
      live = false;
    };
  }, [domain, session.status, asked]);
  return { organisation: have, requestAccess: asked === domain ? (have?.request_access ?? false) : undefined };
}

function useTitle(route: RouteDef | undefined): void {
  useEffect(() => {
    const unit = getConfig().unitCode.toUpperCase();
    document.title = route ? `${route.title} · ${unit}` : `Not found · ${unit}`;
  }, [route]);
}

async function logout(): Promise<void> {
  try {
    await api.auth.logout(); // ends the session locally whatever the server answers
  } catch {
    /* signed out locally already */
  }
  // core-records §2.1: '/' is the logout target (for central-unit users "an empty path": the same place).
  navigate('/');
}

export function App(): ReactElement | null {
  const location = useLocation();
  const session = useSession();
  const route = matchRoute(location.path);
  const { unitCode } = getConfig();
  const signedIn = session.status === 'signed-in' && session.user !== null;
  const { organisation, requestAccess } = useOrganisation(session);
  useTitle(route);

  useEffect(() => routeElementEvents(), []);

  const isClear = route?.action === 'clear';
  const mustLeave = route?.access === 'protected' && !signedIn;
  // '/' is the organisation lookup; a signed-in user goes on to their first screen (issue 8 items 5, 6).
  const landing = route?.path === '/' && signedIn ? landingPath(session.user!, organisation, { unitCode, requestAccess: requestAccess ?? false }) : null;
  useEffect(() => {
    if (landing) {
      navigate(landing, { replace: true });
    } else if (isClear) {
      // dissemination-feedback §2: /clear removes the stored domain, then goes to /.
      clearDomain();
      navigate('/', { replace: true });
    } else if (mustLeave) {
      // Deny by default: no session, no protected screen. An expired session goes to sign-in.
      navigate(session.status === 'expired' ? '/login' : '/', { replace: true });
    }
  }, [landing, isClear, mustLeave, session.status]);

  if (!route) return <NotFound unitCode={unitCode} onHome={() => navigate('/')} />;
  if (landing || isClear || mustLeave) return null;

  if (route.access === 'public') {
    if (route.element) return <PublicFrame unitCode={unitCode} tag={route.element} wide={route.path === '/reportupload' || route.path === '/register'} />;
    return <PublicPlaceholder unitCode={unitCode} title={route.title} />;
  }

  const user = session.user!;
  let content: ReactElement;
  const opts = { unitCode };
  const allowed = canSeeRoute(route.path, user, organisation, { ...opts, requestAccess: requestAccess ?? false });
  // Rules that depend on the organisation or on request access wait for those answers instead of flashing
  // 'Permission Denied'.
  const undecided =
    (requestAccess === undefined && allowed !== canSeeRoute(route.path, user, organisation, { ...opts, requestAccess: true })) ||
    (organisation === null && !allowed);
  if (undecided) content = <Spinner label="Loading" />;
  else if (!allowed) content = <Denied />;
  else if (route.element) {
    // Same element for the same path: a new query string (another dashboard link) updates its `query` attribute.
    const query = route.query ? { query: location.search.replace(/^\?/, '') } : {};
    content = createElement(elementFor(route, location.state), { key: location.path, ...route.attributes, ...query, ...routeProps(location.state) });
  }
  else content = <Placeholder title={route.title} />;

  return (
    <Shell
      user={user}
      organisation={organisation}
      requestAccess={requestAccess}
      unitCode={unitCode}
      path={route.path}
      onNavigate={(path) => navigate(path)}
      onLogout={() => void logout()}
    >
      {content}
    </Shell>
  );
}
