import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixture';
import { API, INVESTIGATE_HOST, SERVICE_KEY } from './support/demo';

function filesUnder(dir: string): string[] {
  let out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out = out.concat(filesUnder(path));
    else out.push(path);
  }
  return out;
}

// SECURITY.md promise 3; dissemination-feedback §4 "Embedded investigate mode".
test.describe('investigate mode on a host page', () => {
  test('the host embeds fiu-subject-form for one subject: read-only, no add or change, Back reaches the host', async ({ page }) => {
    const tickets: string[] = [];
    page.on('response', (r) => {
      if (r.url() === `${INVESTIGATE_HOST}/ticket`) tickets.push(r.url());
    });
    await page.goto(`${INVESTIGATE_HOST}/`);
    const form = page.locator('fiu-subject-form');
    // The record opens with the ticket from the host's own server: no password form anywhere.
    await expect(form.getByLabel('Surname')).toBeVisible();
    await expect(page.locator('#host-user')).toHaveText('Amina Bello');
    await expect(page.locator('#host-log')).toContainText('fiu-signed-in analyst');
    expect(tickets.length).toBeGreaterThan(0);
    await expect(page.getByLabel('Password')).toHaveCount(0);

    // Investigate mode: subject add and change are never offered, every field is read-only.
    await expect(form.getByRole('button', { name: /^Save/ })).toHaveCount(0);
    await expect(form.getByRole('button', { name: /^Add/ })).toHaveCount(0);
    await expect(form.getByLabel('Surname')).not.toBeEditable();

    // Back dispatches fiu-back and the host returns to its own subject view.
    // The form has Back at its top and its foot.
    await form.getByRole('button', { name: 'Back', exact: true }).first().click();
    await expect(page.locator('#host-subject-view')).toBeVisible();
    await expect(page.locator('fiu-subject-form')).toHaveCount(0);
    await expect(page.locator('#host-log')).toContainText('fiu-back');

    // Embedded elements write nothing to the host's storage.
    expect(await page.evaluate(() => [window.localStorage.length, window.sessionStorage.length])).toEqual([0, 0]);
  });

  test('a ticket works once, and only from the origin it was issued for', async ({ request }) => {
    const { ticket } = (await (await request.get(`${INVESTIGATE_HOST}/ticket`)).json()) as { ticket: string };
    expect(ticket).toBeTruthy();
    const elsewhere = await request.post(`${API}/api/investigate/session`, {
      data: { ticket },
      headers: { Origin: 'http://evil.localhost:9999' },
    });
    expect(elsewhere.status()).toBeGreaterThanOrEqual(400);

    const { ticket: fresh } = (await (await request.get(`${INVESTIGATE_HOST}/ticket`)).json()) as { ticket: string };
    const first = await request.post(`${API}/api/investigate/session`, { data: { ticket: fresh }, headers: { Origin: INVESTIGATE_HOST } });
    expect(first.status()).toBe(200);
    const user = (await first.json()) as { username: string; token: string };
    expect(user.username).toBe('analyst');
    const second = await request.post(`${API}/api/investigate/session`, { data: { ticket: fresh }, headers: { Origin: INVESTIGATE_HOST } });
    expect(second.status()).toBeGreaterThanOrEqual(400);
  });

  test('no service credential in the host page, the examples or any built bundle', async ({ request }) => {
    for (const path of ['/', '/host.js', '/config']) {
      const body = await (await request.get(`${INVESTIGATE_HOST}${path}`)).text();
      expect(body, path).not.toContain(SERVICE_KEY);
    }
    const shipped = [
      ...filesUnder('examples'),
      ...filesUnder('packages/elements/dist'),
      ...filesUnder('standalone/dist'),
    ];
    expect(shipped.length).toBeGreaterThan(5);
    for (const file of shipped) expect(readFileSync(file, 'utf8'), file).not.toContain(SERVICE_KEY);
  });
});
