/**
 * Demo data and helpers for the end-to-end tests. The expected drawers are written out by hand from
 * core-records §6.3 and the demo fixtures of issue 2 — deliberately NOT computed with core's visibleMenu,
 * which is what these tests check.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { API } from './ports';

export { API, INVESTIGATE_HOST, STATIC_HOST } from './ports';
export const PASSWORD = 'Demo#2026';
export const SERVICE_KEY = 'demo-investigate-service-key';

/** URL code of a demo organisation: domain + 'democode', padded with 'x' to 32 letters. */
export const urlCode = (domain: string): string => `${domain}democode`.padEnd(32, 'x');

export const ORG_NAMES: Record<string, string> = {
  fiu: 'Financial Intelligence Unit',
  eca: 'Economic Crimes Agency',
  cbn: 'Central Bank',
  ssa: 'State Security Agency',
  mission: 'Foreign Mission',
};

export interface DemoCase {
  username: string;
  domain: string;
  name: string;
  /** May the user see /dashboard (core-records §6.3: {product} or admin-like)? Otherwise 'Permission Denied'. */
  dashboard: boolean;
  /** Where sign-in lands: /dashboard when allowed, otherwise the first entry of the drawer (issue 8 item 6). */
  landing: string;
  drawer: { OPERATIONAL?: string[]; SETTINGS: string[] };
}

/*
 * core-records §6.3 applied by hand. Organisations: fiu central (batch, request access); eca partner (batch,
 * request access); cbn central bank (neither); mission foreign mission (neither).
 * - analyst@fiu, role fiu, all permissions: everything but Search (admin-like or foreign-mission data entry).
 * - viewer@fiu, role fiu, no permissions: only the role-only entries (Dashboard, Advanced, Forex, Batch,
 *   Cases, Advisory Guidance).
 * - ictadmin@fiu, ict_admin + can.view.users: Users needs the {product} role, so Help and Logout only.
 * - ceo@eca, admin@eca (admin-like): Dashboard, Subjects, Companies, Search, Requests (eca has request
 *   access), ERF, Batch (eca batch_enabled), Intelligence Reports, Feedback, Advisory Guidance.
 * - entry@eca, data_entry: Subjects, Companies.
 * - forex@cbn: Forex Evacuation.
 * - cbnadmin@cbn, admin: as ceo@eca minus Requests (no request access) and Batch (not batch_enabled).
 * - missionentry@mission, data_entry + can.view.all.subjects at a foreign mission: Subjects, Companies, Search.
 */
export const DEMO_CASES: DemoCase[] = [
  {
    username: 'analyst',
    domain: 'fiu',
    name: 'Amina Bello',
    dashboard: true,
    landing: '/dashboard',
    drawer: {
      OPERATIONAL: ['Dashboard', 'Subjects', 'Companies', 'Advanced', 'Forex Evacuation', 'Requests', 'ERF', 'Batch Request', 'Intelligence Reports', 'Feedback', 'Cases'],
      SETTINGS: ['Users', 'Advisory Guidance', 'Help', 'Logout'],
    },
  },
  {
    username: 'viewer',
    domain: 'fiu',
    name: 'Chidi Okafor',
    dashboard: true,
    landing: '/dashboard',
    drawer: {
      OPERATIONAL: ['Dashboard', 'Advanced', 'Forex Evacuation', 'Batch Request', 'Cases'],
      SETTINGS: ['Advisory Guidance', 'Help', 'Logout'],
    },
  },
  { username: 'ictadmin', domain: 'fiu', name: 'Tunde Adeyemi', dashboard: false, landing: '/help', drawer: { SETTINGS: ['Help', 'Logout'] } },
  {
    username: 'ceo',
    domain: 'eca',
    name: 'Ngozi Eze',
    dashboard: true,
    landing: '/dashboard',
    drawer: {
      OPERATIONAL: ['Dashboard', 'Subjects', 'Companies', 'Search', 'Requests', 'ERF', 'Batch Request', 'Intelligence Reports', 'Feedback'],
      SETTINGS: ['Advisory Guidance', 'Help', 'Logout'],
    },
  },
  {
    username: 'admin',
    domain: 'eca',
    name: 'Ibrahim Musa',
    dashboard: true,
    landing: '/dashboard',
    drawer: {
      OPERATIONAL: ['Dashboard', 'Subjects', 'Companies', 'Search', 'Requests', 'ERF', 'Batch Request', 'Intelligence Reports', 'Feedback'],
      SETTINGS: ['Advisory Guidance', 'Help', 'Logout'],
    },
  },
  {
    username: 'entry',
    domain: 'eca',
    name: 'Funke Akindele',
    dashboard: false,
    landing: '/list',
    drawer: { OPERATIONAL: ['Subjects', 'Companies'], SETTINGS: ['Help', 'Logout'] },
  },
  {
    username: 'forex',
    domain: 'cbn',
    name: 'Halima Yusuf',
    dashboard: false,
    landing: '/forex',
    drawer: { OPERATIONAL: ['Forex Evacuation'], SETTINGS: ['Help', 'Logout'] },
  },
  {
    username: 'cbnadmin',
    domain: 'cbn',
    name: 'Emeka Nwosu',
    dashboard: true,
    landing: '/dashboard',
    drawer: {
      OPERATIONAL: ['Dashboard', 'Subjects', 'Companies', 'Search', 'ERF', 'Intelligence Reports', 'Feedback'],
      SETTINGS: ['Advisory Guidance', 'Help', 'Logout'],
    },
  },
  {
    username: 'missionentry',
    domain: 'mission',
    name: 'Grace Johnson',
    dashboard: false,
    landing: '/list',
    drawer: { OPERATIONAL: ['Subjects', 'Companies', 'Search'], SETTINGS: ['Help', 'Logout'] },
  },
];

export const demoCase = (username: string): DemoCase => {
  const found = DEMO_CASES.find((c) => c.username === username);
  if (!found) throw new Error(`no demo case ${username}`);
  return found;
};

export const emailOf = (username: string, domain: string): string => `${username}@${domain}.example`;

// ── Dev mailbox (GET /api/dev/mailbox, demo mode) ─────────────────────────────────────────────────────

export interface Mail {
  to: string | string[];
  subject: string;
  text: string;
  sent: string;
}

const isTo = (mail: Mail, address: string): boolean =>
  (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) => to.toLowerCase().includes(address.toLowerCase()));

export async function mailbox(request: APIRequestContext): Promise<Mail[]> {
  const res = await request.get(`${API}/api/dev/mailbox`);
  expect(res.status(), 'GET /api/dev/mailbox').toBe(200);
  return (await res.json()) as Mail[];
}

/** A marker for "the newest mail to this address right now", to wait for the next one. */
export async function mailMark(request: APIRequestContext, address: string): Promise<string> {
  const newest = (await mailbox(request)).find((m) => isTo(m, address));
  return newest ? `${newest.sent}|${newest.text}` : '';
}

/** Wait for a mail to `address` newer than `mark` and return the first capture of `pattern` in its text. */
export async function nextMailMatch(request: APIRequestContext, address: string, mark: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const newest = (await mailbox(request)).find((m) => isTo(m, address));
        if (!newest || `${newest.sent}|${newest.text}` === mark) return false;
        found = newest.text.match(pattern)?.[1];
        return found !== undefined;
      },
      { message: `a new mail to ${address} matching ${pattern}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export const SECRET_KEY_LINE = /^Secret key: (\S+)\s*$/m;
export const RESET_KEY_LINE = /^Reset key: (\S+)\s*$/m;

// ── Screens ────────────────────────────────────────────────────────────────────────────────────────────

/** The organisation lookup on `/` (or any page with a fiu-authorize). */
export async function lookUp(page: Page, domain: string, scope: Locator | Page = page): Promise<void> {
  const authorize = scope.locator('fiu-authorize');
  await authorize.getByLabel('URL Code').fill(urlCode(domain));
  await authorize.getByRole('button', { name: 'Continue' }).click();
}

export async function enterCredentials(scope: Locator | Page, username: string, password: string): Promise<void> {
  const login = scope.locator('fiu-login');
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password', { exact: false }).fill(password);
  await login.getByRole('button', { name: 'Sign In' }).click();
}

/** Credentials, then the e-mailed key, in a fiu-login on the page. Returns after the key was submitted. */
export async function signInWithKey(page: Page, username: string, domain: string, password = PASSWORD, scope: Locator | Page = page): Promise<void> {
  const address = emailOf(username, domain);
  const mark = await mailMark(page.request, address);
  await enterCredentials(scope, username, password);
  const login = scope.locator('fiu-login');
  // The password check is scrypt (32 MiB) and the key goes through the outbox: on a loaded 2-core CI machine
  // that has taken longer than the default 10 s.
  await expect(login.getByLabel('Secret key')).toBeVisible({ timeout: 30_000 });
  const key = await nextMailMatch(page.request, address, mark, SECRET_KEY_LINE);
  await login.getByLabel('Secret key').fill(key);
  await login.getByRole('button', { name: 'Submit' }).click();
}

/**
 * The whole standalone sign-in: lookup on /, credentials and key on /login, landing on the user's first
 * screen (/dashboard, or the first drawer entry). The user is saved before landing, so the page may be
 * reloaded or another address opened at once.
 */
export async function signIn(page: Page, username: string, domain: string, password = PASSWORD): Promise<void> {
  await page.goto('/');
  await lookUp(page, domain);
  await expect(page).toHaveURL(`${API}/login`);
  await signInWithKey(page, username, domain, password);
  await expect(page).toHaveURL(`${API}${demoCase(username).landing}`);
}

/** The drawer as {GROUP: [labels]} (groups without entries are not shown). */
export async function readDrawer(page: Page): Promise<Record<string, string[]>> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  return nav.evaluate((el) => {
    const out: Record<string, string[]> = {};
    for (const group of Array.from(el.querySelectorAll('.fiu-drawer__group'))) {
      const heading = group.querySelector('.fiu-drawer__heading')?.textContent?.trim() ?? '';
      out[heading] = Array.from(group.querySelectorAll('a')).map((a) => a.textContent?.trim() ?? '');
    }
    return out;
  });
}

/** The alert line of an element (its role=alert region). */
export const alertOf = (element: Locator): Locator => element.getByRole('alert');

/** A minimal valid one-page PDF, built byte by byte with a correct cross-reference table. */
export function minimalPdf(text = 'Suspicious transaction report'): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

// ── Records screens (issue 3) ──────────────────────────────────────────────────────────────────────────

/** The `Token` and `Session` headers of a user signed in through the API (password, then the e-mailed key). */
export async function apiSignIn(request: APIRequestContext, username: string, domain: string, password = PASSWORD): Promise<Record<string, string>> {
  const address = emailOf(username, domain);
  const mark = await mailMark(request, address);
  const started = await request.post(`${API}/api/login/2factor`, { data: { username, domain, password, scope: domain } });
  expect(started.status(), `sign-in of ${username}@${domain}`).toBe(200);
  const { attempt } = (await started.json()) as { attempt: string };
  const key = await nextMailMatch(request, address, mark, SECRET_KEY_LINE);
  const validated = await request.get(`${API}/api/login/2factor/validate/${encodeURIComponent(key)}/${domain}`, { headers: { Attempt: attempt } });
  expect(validated.status(), `key of ${username}@${domain}`).toBe(200);
  const user = (await validated.json()) as { token: string; session: string };
  return { Token: user.token, Session: user.session };
}

/** The signed-in tab's own `Token` and `Session` headers (sessionStorage 'fiu.session'). */
export async function tabSessionHeaders(page: Page): Promise<Record<string, string>> {
  const raw = await page.evaluate(() => window.sessionStorage.getItem('fiu.session'));
  expect(raw, "sessionStorage 'fiu.session'").toBeTruthy();
  const { token, session } = JSON.parse(raw!) as { token: string; session: string };
  return { Token: token, Session: session };
}

/**
 * A valid 10-digit NUBAN for a CBN bank code ('044') and 9 serial digits: the 6-digit institution code and
 * the serial weighted 3,7,3,3,7,3,...; the check digit is 10 - (sum mod 10), 10 becoming 0 (core-records §5).
 * Written out here on purpose, not imported from core, which is what the tests check.
 */
export function nuban(bankCode: string, serial: string): string {
  const digits = bankCode.padStart(6, '0') + serial;
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * [3, 7, 3][i % 3]!, 0);
  return serial + String((10 - (sum % 10)) % 10);
}

/** A list table as {headers, rows}: a cell's text, or a select's chosen option. */
export async function readTable(scope: Locator): Promise<{ headers: string[]; rows: string[][] }> {
  return scope.locator('table.fiu-datatable__table').evaluate((table) => {
    const cellText = (cell: Element): string => {
      const select = cell.querySelector('select');
      if (select) return select.selectedOptions[0]?.textContent?.trim() ?? '';
      return (cell.textContent ?? '').replace(/\s+/g, ' ').trim();
    };
    const headers = Array.from(table.querySelectorAll('thead th')).map(cellText);
    // Record rows only: not the loading placeholders, nor the one wide cell of an empty or error message.
    const rows = Array.from(table.querySelectorAll('tbody.fiu-datatable__body tr:not(.fiu-datatable__skeleton-row)'))
      .map((tr) => Array.from(tr.querySelectorAll('td, th')))
      .filter((cells) => !(cells.length === 1 && (cells[0] as HTMLTableCellElement).colSpan > 1))
      .map((cells) => cells.map(cellText));
    return { headers, rows };
  });
}

/** One column of a list table, by its header text. */
export async function readColumn(scope: Locator, header: string): Promise<string[]> {
  const { headers, rows } = await readTable(scope);
  const i = headers.indexOf(header);
  expect(i, `column '${header}' in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return rows.map((r) => r[i] ?? '');
}
