import { describe, expect, it } from 'vitest';
import { MENU, PUBLIC_ROUTES, ROUTE_RULES, isKnownRoute } from '@fiu/core';
import { NOT_AVAILABLE, ROUTES, matchRoute } from './routes';

// Written out from the spec documents, not derived from ROUTES: core-records §2.1, dissemination-feedback §2
// (public and protected lists), analysis-tools §2.
const SPEC_ROUTES = [
  '/', '/login', '/Login', '/reset', '/register', '/reportupload', '/meta', '/validate', '/clear',
  '/dashboard', '/list', '/companies', '/search', '/tools', '/forex', '/rfi', '/erf', '/batch', '/ireport',
  '/feedback', '/cases', '/users', '/groups', '/guidance', '/help', '/generate', '/insight',
  '/forexStatus', '/fmsearch', '/cdr', '/import', '/messaging', '/pifeedback', '/rifeedback',
  '/finalfeedback', '/caseupdate', '/caseupdateview',
];
const SPEC_PUBLIC = ['/', '/Login', '/login', '/meta', '/reportupload', '/register', '/reset', '/validate', '/clear'];

describe('standalone routes', () => {
  it('has every route of the three spec documents, public ones public', () => {
    for (const path of SPEC_ROUTES) {
      const route = matchRoute(path);
      expect(route, path).toBeDefined();
      expect(route!.access, path).toBe(SPEC_PUBLIC.includes(path) ? 'public' : 'protected');
    }
  });

  it('/cdr shows the workspace, and the call-records listing when its state carries phone numbers (analysis-tools §2)', () => {
    expect(matchRoute('/cdr')).toMatchObject({ element: 'fiu-analysis-workspace', byState: { key: 'numbers', element: 'fiu-call-records' } });
  });

  it('matches exactly, except /Login = /login and a trailing slash', () => {
    expect(matchRoute('/Login')).toBe(matchRoute('/login'));
    expect(matchRoute('/dashboard/')).toBe(matchRoute('/dashboard'));
    expect(matchRoute('/Dashboard')).toBeUndefined();
    expect(matchRoute('/dashboard/extra')).toBeUndefined();
    expect(matchRoute('/listing')).toBeUndefined();
  });

  it('mounts the foundation elements on their public routes', () => {
    expect(matchRoute('/')!.element).toBe('fiu-authorize');
    expect(matchRoute('/login')!.element).toBe('fiu-login');
    expect(matchRoute('/reset')!.element).toBe('fiu-reset-password');
    expect(matchRoute('/validate')!.element).toBe('fiu-validate-reset');
    expect(matchRoute('/register')!.element).toBe('fiu-register');
    expect(matchRoute('/reportupload')!.element).toBe('fiu-report-upload');
    expect(matchRoute('/clear')!.action).toBe('clear');
  });

  it('titles the drawer routes with the drawer labels', () => {
    for (const entry of MENU.filter((e) => e.id !== 'logout')) {
      expect(matchRoute(entry.path)?.title, entry.path).toBe(entry.label);
    }
  });

  it('agrees with core on which routes exist and which are public', () => {
    for (const path of PUBLIC_ROUTES) expect(matchRoute(path)?.access, path).toBe('public');
    for (const path of Object.keys(ROUTE_RULES)) expect(matchRoute(path)?.access, path).toBe('protected');
    for (const route of ROUTES) expect(isKnownRoute(route.path), route.path).toBe(true);
  });

  it('opens one record under its list: /list/{id}, /companies/{id}, and new records', () => {
    expect(matchRoute('/list')).toMatchObject({ element: 'fiu-subject-list', access: 'protected' });
    expect(matchRoute('/list/ABCD260101120000')).toMatchObject({
      path: '/list',
      element: 'fiu-subject-form',
      attributes: { 'subject-id': 'ABCD260101120000' },
    });
    expect(matchRoute('/list/new')!.attributes).toEqual({ 'subject-id': '' });
    expect(matchRoute('/companies/c%2F1')!.attributes).toEqual({ 'company-id': 'c/1' });
    expect(matchRoute('/companies/new')).toMatchObject({ path: '/companies', element: 'fiu-company-form', attributes: { 'company-id': '' } });
    expect(matchRoute('/list/a/b')).toBeUndefined();
    expect(matchRoute('/cases/new')).toMatchObject({ path: '/cases', element: 'fiu-case-form', attributes: { 'case-id': '' } });
    expect(matchRoute('/cases/1')!.attributes).toEqual({ 'case-id': '1' });
    expect(matchRoute('/groups/1')).toBeUndefined();
    expect(matchRoute('/list/%E0%A4%A')).toBeUndefined();
  });

  it('passes the address query to the lists the dashboard links to, and to the dashboard (its period)', () => {
    expect(ROUTES.filter((r) => r.query).map((r) => r.path)).toEqual(['/dashboard', '/list', '/companies', '/rfi', '/ireport', '/cases']);
    expect(matchRoute('/list/abc')?.query).toBeUndefined();
  });

  it("says the spec's placeholder sentence", () => {
    expect(NOT_AVAILABLE).toBe('This screen is not available yet.');
  });
});
