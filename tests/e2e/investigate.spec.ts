import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { INVESTIGATE_HOST, SERVICE_KEY } from './support/demo';

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
  test('the host server hands a single-use ticket to the page; the element shows the signed-in user', async ({ page }) => {
    const tickets: string[] = [];
    page.on('response', (r) => {
      if (r.url() === `${INVESTIGATE_HOST}/ticket`) tickets.push(r.url());
    });
    await page.goto(`${INVESTIGATE_HOST}/`);
    await expect(page.locator('#host-status')).toHaveText(/loaded|Signed in/);

    const authorize = page.locator('fiu-authorize');
    // One preset organisation, no URL code field (core-records §9).
    await expect(authorize).toContainText('Financial Intelligence Unit');
    await expect(authorize.getByLabel('URL Code')).toHaveCount(0);
    await authorize.getByRole('button', { name: 'Continue' }).click();

    await expect(page.locator('#host-user')).toHaveText('Amina Bello');
    await expect(page.locator('#host-log')).toContainText('fiu-signed-in analyst');
    expect(tickets.length).toBeGreaterThan(0);

    // Embedded elements write nothing to the host's storage.
    expect(await page.evaluate(() => [window.localStorage.length, window.sessionStorage.length])).toEqual([0, 0]);
    // No password form: the host's ticket signed in.
    await expect(page.getByLabel('Password')).toHaveCount(0);
  });

  test('a ticket works once, and only from the origin it was issued for', async ({ request }) => {
    const { ticket } = (await (await request.get(`${INVESTIGATE_HOST}/ticket`)).json()) as { ticket: string };
    expect(ticket).toBeTruthy();
    const elsewhere = await request.post('http://localhost:8090/api/investigate/session', {
      data: { ticket },
      headers: { Origin: 'http://evil.localhost:9999' },
    });
    expect(elsewhere.status()).toBeGreaterThanOrEqual(400);

    const { ticket: fresh } = (await (await request.get(`${INVESTIGATE_HOST}/ticket`)).json()) as { ticket: string };
    const first = await request.post('http://localhost:8090/api/investigate/session', { data: { ticket: fresh }, headers: { Origin: INVESTIGATE_HOST } });
    expect(first.status()).toBe(200);
    const user = (await first.json()) as { username: string; token: string };
    expect(user.username).toBe('analyst');
    const second = await request.post('http://localhost:8090/api/investigate/session', { data: { ticket: fresh }, headers: { Origin: INVESTIGATE_HOST } });
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
