import { expect, test, type APIRequestContext, type Locator, type Page } from './support/fixture';
import { API, RESET_KEY_LINE, apiSignIn, lookUp, mailMark, nextMailMatch, readTable, signIn, signInWithKey } from './support/demo';

// core-records §2.9 (users list and form, page size 300), §2.10 (groups), §2.11 (messages), §4.5 (Activate /
// Deactivate), §6.4 (who adds, edits, activates, resets; role choices per organisation), §8 (the server's text).

const SHOTS = 'test-results/screens';
const stamp = (): string => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function openUsers(page: Page): Promise<Locator> {
  const list = page.locator('fiu-user-list');
  const listed = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/users');
  await page.goto('/users');
  expect(new URL((await listed).url()).searchParams.get('limit')).toBe('300');
  await expect(list.getByRole('heading', { name: /^Users/ })).toBeVisible();
  return list;
}

const rowOf = (list: Locator, name: string): Locator => list.locator('tbody tr').filter({ has: list.page().getByText(name, { exact: true }) });

test('the central unit adds a user at eca, sees it listed, deactivates and activates it, and sends a reset key', async ({ page, expectRefusals }) => {
  expectRefusals(409);
  await signIn(page, 'analyst', 'fiu');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  const list = await openUsers(page);
  await expect.poll(async () => (await readTable(list)).rows.length).toBeGreaterThan(8);
  expect((await readTable(list)).headers).toEqual(expect.arrayContaining(['Name', 'Email', 'Role', 'Organisation', 'Status']));
  await page.screenshot({ path: `${SHOTS}/users-list-1280.png`, fullPage: true });

  const username = `e2e${stamp()}`;
  const email = `${username}@eca.example`;
  await list.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(list.getByRole('heading', { name: 'New user' })).toBeVisible();
  const role = list.getByLabel('Role');
  await expect(role.locator('option')).toHaveText(['Select a role', 'FIU Staff', 'User Administrator', 'Chief Executive', 'Intelligence Administrator', 'Data Entry', 'Mobile Data Entry', 'Foreign Currency Evacuation User']);
  await list.getByLabel('Username').fill(username);
  await list.getByRole('textbox', { name: 'Name', exact: true }).fill('Kemi Adebayo');
  await list.getByLabel('Email').fill(email);
  await role.selectOption({ label: 'Data Entry' });
  await list.getByLabel('Organisation').selectOption({ label: 'Economic Crimes Agency' });
  await list.getByRole('button', { name: 'Add phone' }).click();
  await list.getByRole('textbox', { name: 'Phone 1' }).fill('0803 123');
  await list.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByText('Phone numbers can only contain digits').first()).toBeVisible();
  await list.getByRole('textbox', { name: 'Phone 1' }).fill('08031234567');
  await page.screenshot({ path: `${SHOTS}/users-form-1280.png`, fullPage: true });
  const welcome = await mailMark(page.request, email);
  await list.getByRole('button', { name: 'Save' }).click();

  // Back on the list, with the new user.
  await expect(rowOf(list, username)).toHaveCount(1, { timeout: 15_000 });
  await expect(rowOf(list, username)).toContainText('Economic Crimes Agency');
  await expect(rowOf(list, username)).toContainText('Active');
  expect(await nextMailMatch(page.request, email, welcome, RESET_KEY_LINE)).toMatch(/^[A-Z0-9]+$/);
  // Registration (public-flows.spec.ts) may have added another Kemi Adebayo to the same store: act within the row.

  await rowOf(list, username).getByRole('button', { name: 'Deactivate Kemi Adebayo' }).click();
  await expect(rowOf(list, username)).toContainText('Inactive');
  await rowOf(list, username).getByRole('button', { name: 'Activate Kemi Adebayo' }).click();
  await expect(rowOf(list, username).getByRole('button', { name: 'Deactivate Kemi Adebayo' })).toBeVisible();
  await expect(rowOf(list, username).getByText('Active', { exact: true })).toBeVisible();

  const reset = await mailMark(page.request, email);
  await rowOf(list, username).getByRole('button', { name: 'Reset password Kemi Adebayo' }).click();
  await expect(list.getByText(`A password reset key was sent to ${email}`)).toBeVisible();
  expect(await nextMailMatch(page.request, email, reset, RESET_KEY_LINE)).toMatch(/^[A-Z0-9]+$/);

  // The server's text when a save is refused (§8): the username is taken at eca.
  await list.getByRole('button', { name: 'Add', exact: true }).click();
  await list.getByLabel('Username').fill(username.toUpperCase());
  await list.getByRole('textbox', { name: 'Name', exact: true }).fill('Someone Else');
  await list.getByLabel('Email').fill(`x${email}`);
  await list.getByLabel('Role').selectOption({ label: 'Data Entry' });
  await list.getByLabel('Organisation').selectOption({ label: 'Economic Crimes Agency' });
  await list.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByText('A user with this username already exists in this organisation').first()).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await list.getByRole('button', { name: 'Back' }).first().click();
  await expect(list.getByRole('heading', { name: /^Users/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/users-list-390.png`, fullPage: true });
});

/** A new eca administrator who may edit, activate and reset (a partner holder of the permissions), with a password. */
async function partnerEditor(request: APIRequestContext): Promise<{ username: string; password: string; name: string }> {
  const analyst = await apiSignIn(request, 'analyst', 'fiu');
  const username = `ecaadmin${stamp()}`;
  const email = `${username}@eca.example`;
  const mark = await mailMark(request, email);
  const created = await request.post(`${API}/api/users`, {
    headers: analyst,
    data: { username, name: 'Bisi Partner', email, role: 'admin', domain: 'eca', permissions: ['can.change.users', 'can.activate.user', 'can.reset.password'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const key = await nextMailMatch(request, email, mark, RESET_KEY_LINE);
  const password = 'Partner#2026x';
  expect((await request.post(`${API}/api/password/validate/${key}`, { data: { password } })).status()).toBe(200);
  return { username, password, name: 'Bisi Partner' };
}

test('a partner administrator with can.change.users sees their organisation only and gives data entry or mobile entry; their messages are listed', async ({ page }) => {
  const me = await partnerEditor(page.request);
  await page.goto('/');
  await lookUp(page, 'eca');
  await expect(page).toHaveURL(`${API}/login`);
  await signInWithKey(page, me.username, 'eca', me.password);
  await expect(page).toHaveURL(`${API}/dashboard`);
  // The drawer's Users entry is the central unit's (§6.3); the screen opens by its address.
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);

  const list = await openUsers(page);
  await expect.poll(async () => (await readTable(list)).rows.length).toBeGreaterThan(3);
  const { headers } = await readTable(list);
  expect(headers).not.toContain('Organisation');
  const usernames = await list.locator('.fiu-users__username').allTextContents();
  expect(usernames).toEqual(expect.arrayContaining(['admin', 'ceo', 'entry', me.username]));
  expect(usernames).not.toContain('analyst');
  expect(usernames).not.toContain('forex');
  await expect(list.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0);
  // Their chief executive is not theirs to change; a data entry clerk is.
  await expect(list.getByRole('button', { name: 'Edit Ngozi Eze' })).toHaveCount(0);
  await list.getByRole('button', { name: 'Edit Funke Akindele' }).click();
  await expect(list.getByRole('heading', { name: 'Funke Akindele' })).toBeVisible();
  await expect(list.getByLabel('Role').locator('option')).toHaveText(['Select a role', 'Data Entry', 'Mobile Data Entry']);
  await expect(list.getByText('Permissions', { exact: true })).toHaveCount(0);
  await list.getByRole('button', { name: 'Back' }).first().click();
  await expect(list.getByRole('heading', { name: /^Users/ })).toBeVisible();

  // Messages (§2.11): the account's own, newest first.
  await page.goto('/messaging');
  const messages = page.locator('fiu-message-list');
  await expect.poll(async () => (await readTable(messages)).rows.length).toBeGreaterThan(0);
  const table = await readTable(messages);
  expect(table.headers).toEqual(['Subject', 'Sent', 'Content']);
  expect(table.rows.map((r) => r[0])).toContain('Welcome');
  expect(table.rows.find((r) => r[0] === 'Welcome')![2]).toContain('Amina Bello created your account');
  await page.screenshot({ path: `${SHOTS}/messages-1280.png`, fullPage: true });
});

test('groups: the central unit adds one and renames it (a name only)', async ({ page }) => {
  await signIn(page, 'analyst', 'fiu');
  await page.goto('/groups');
  const groups = page.locator('fiu-group-list');
  await expect(groups.getByRole('heading', { name: /^Groups/ })).toBeVisible();
  const name = `Leads ${stamp()}`;
  await groups.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = groups.getByRole('dialog', { name: 'New group' });
  await expect(dialog.getByRole('textbox')).toHaveCount(1);
  await dialog.getByLabel('Name').fill(name);
  await page.screenshot({ path: `${SHOTS}/groups-form-1280.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(groups.getByText(name, { exact: true })).toBeVisible();
  await groups.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = groups.getByRole('dialog', { name: 'Edit group' });
  await edit.getByLabel('Name').fill(`${name} renamed`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(groups.getByText(`${name} renamed`, { exact: true })).toBeVisible();

  // The group is a choice of the user form.
  const list = await openUsers(page);
  await list.getByRole('button', { name: 'Edit Funke Akindele' }).click();
  await expect(list.getByLabel(`${name} renamed`)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/users-form-390.png`, fullPage: true });
});
