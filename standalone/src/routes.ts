/**
 * Every route of the three spec documents (core-records §2.1, dissemination-feedback §2, analysis-tools §2).
 * Matching is exact (dissemination-feedback §2: "All routes match exactly"), except that /Login and /login
 * are the same screen (the documents spell it both ways).
 *
 * `element` is the custom element that implements a screen; a route without one shows its title and
 * 'This screen is not available yet.' until a later issue builds it.
 */

export type RouteAccess = 'public' | 'protected';

export interface RouteDef {
  path: string;
  title: string;
  access: RouteAccess;
  /** The custom element tag that renders the screen, when it exists. */
  element?: `fiu-${string}`;
  /** Special routes handled by the shell itself. */
  action?: 'clear';
  /** Attributes for the element, from the address (a record's id). */
  attributes?: Readonly<Record<string, string>>;
  /**
   * The address's query string (without '?') becomes the element's `query` attribute: a list opened filtered
   * from an address (issue 12 item 4, core's schemas/listQuery), e.g. /list?currentcrimetype=Kidnapping.
   */
  query?: boolean;
  /** Another element when the route state carries `key` (/cdr with phone numbers: the call-records listing). */
  byState?: { key: string; element: `fiu-${string}` };
}

export const NOT_AVAILABLE = 'This screen is not available yet.';

const pub = (path: string, title: string, element?: `fiu-${string}`): RouteDef =>
  element ? { path, title, access: 'public', element } : { path, title, access: 'public' };
const prot = (path: string, title: string, element?: `fiu-${string}`): RouteDef =>
  element ? { path, title, access: 'protected', element } : { path, title, access: 'protected' };

/** A list that opens filtered from its address's query. */
const filtered = (route: RouteDef): RouteDef => ({ ...route, query: true });
const feedback = (path: string, title: string, kind: string): RouteDef => ({ ...prot(path, title, 'fiu-feedback-form'), attributes: { kind } });

export const ROUTES: readonly RouteDef[] = [
  // Public (dissemination-feedback §2 "Public routes"; core-records §2.1).
  pub('/', 'Organisation', 'fiu-authorize'),
  pub('/login', 'Sign in', 'fiu-login'),
  pub('/reset', 'Reset Password', 'fiu-reset-password'),
  pub('/validate', 'Validate Reset Key', 'fiu-validate-reset'),
  pub('/register', 'Request Registration', 'fiu-register'),
  pub('/reportupload', 'Upload a report', 'fiu-report-upload'),
  pub('/meta', 'Search'),
  { path: '/clear', title: 'Clear organisation', access: 'public', action: 'clear' },

  // Protected, in drawer order (titles are the drawer labels of core-records §2.4).
  filtered(prot('/dashboard', 'Dashboard', 'fiu-dashboard')),
  filtered(prot('/list', 'Subjects', 'fiu-subject-list')),
  filtered(prot('/companies', 'Companies', 'fiu-company-list')),
  prot('/search', 'Search'),
  prot('/tools', 'Advanced', 'fiu-analysis-tools'),
  prot('/forex', 'Forex Evacuation'),
  filtered(prot('/rfi', 'Requests', 'fiu-rfi-list')),
  prot('/erf', 'ERF'),
  prot('/batch', 'Batch Request'),
  filtered(prot('/ireport', 'Intelligence Reports', 'fiu-ir-list')),
  prot('/feedback', 'Feedback', 'fiu-feedback-list'),
  filtered(prot('/cases', 'Cases', 'fiu-case-list')),
  prot('/users', 'Users', 'fiu-user-list'),
  prot('/guidance', 'Advisory Guidance'),
  prot('/help', 'Help'),

  // Protected, reached from inside screens.
  prot('/groups', 'Groups', 'fiu-group-list'),
  prot('/messaging', 'Messages', 'fiu-message-list'),
  prot('/generate', 'Subject Report'),
  prot('/insight', 'Subject Insights'),
  { ...prot('/cdr', 'Analysis Workspace', 'fiu-analysis-workspace'), byState: { key: 'numbers', element: 'fiu-call-records' } },
  prot('/import', 'Import Call Data Record'),
  prot('/import/cdr', 'Import call records', 'fiu-import-cdr'),
  prot('/import/statement', 'Import bank statement', 'fiu-import-statement'),
  prot('/fmsearch', 'Face Recognition'),
  prot('/forexStatus', 'Evacuation Request Status'),
  // The questionnaires: one element, its kind by route; the report's id comes in the route state ({ report }).
  feedback('/pifeedback', 'Proactive Interim Feedback', 'proactive-interim'),
  feedback('/rifeedback', 'Reactive Interim Feedback', 'reactive-interim'),
  feedback('/finalfeedback', 'Final Feedback', 'final'),
  feedback('/caseupdate', 'Case Progress Update', 'case-update'),
  { ...feedback('/caseupdateview', 'Case Progress Update', 'case-update'), attributes: { kind: 'case-update', readonly: 'readonly' } },
];

const byPath = new Map(ROUTES.map((r) => [r.path, r]));

/**
 * One record under its list: /list/{id} and /companies/{id} ('new' for a new record), the addresses the lists
 * send with fiu-navigate. They match as their list's route (same permission, same drawer entry).
 */
const RECORD_ROUTES: Readonly<Record<string, { title: string; element: `fiu-${string}`; attribute: string }>> = {
  '/list': { title: 'Subject', element: 'fiu-subject-form', attribute: 'subject-id' },
  '/companies': { title: 'Company', element: 'fiu-company-form', attribute: 'company-id' },
  '/ireport': { title: 'Intelligence report', element: 'fiu-ir-form', attribute: 'report-id' },
  '/cases': { title: 'Case', element: 'fiu-case-form', attribute: 'case-id' },
};

function matchRecordRoute(path: string): RouteDef | undefined {
  const m = /^(\/[a-z]+)\/([^/]+)$/.exec(path);
  const record = m ? RECORD_ROUTES[m[1]!] : undefined;
  if (!m || !record) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(m[2]!);
  } catch {
    return undefined;
  }
  return {
    path: m[1]!,
    title: record.title,
    access: 'protected',
    element: record.element,
    attributes: { [record.attribute]: id === 'new' ? '' : id },
  };
}

/** The route for a pathname, or undefined (not found). A trailing slash is ignored; /Login is /login. */
export function matchRoute(pathname: string): RouteDef | undefined {
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '') path = '/';
  if (path === '/Login') path = '/login';
  return byPath.get(path) ?? matchRecordRoute(path);
}
