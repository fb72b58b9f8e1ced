import { expect, test } from './support/fixture';
import {
  API,
  PASSWORD,
  RESET_KEY_LINE,
  emailOf,
  lookUp,
  mailMark,
  minimalPdf,
  nextMailMatch,
  signIn,
} from './support/demo';

test.describe('public screens', () => {
  // dissemination-feedback §2 (/reset, /validate), §4 "Password reset".
  test('reset password end to end: mail, reset key, new password, sign in with it', async ({ page }) => {
    const username = 'cbnadmin';
    const domain = 'cbn';
    const address = emailOf(username, domain);
    const newPassword = 'Fresh#2027x';

    await page.goto('/');
    await lookUp(page, domain);
    await page.locator('fiu-login').getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(`${API}/reset`);

    const reset = page.locator('fiu-reset-password');
    const mark = await mailMark(page.request, address);
    await reset.getByLabel('Email address').fill(address);
    await reset.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(reset).toContainText('A reset key has been sent to your registered email.');
    const key = await nextMailMatch(page.request, address, mark, RESET_KEY_LINE);

    await reset.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(`${API}/validate`);
    const validate = page.locator('fiu-validate-reset');
    await validate.getByLabel('Reset key').fill(key);
    await validate.getByLabel('New password').fill(newPassword);
    await validate.getByLabel('Repeat password').fill(newPassword);
    await validate.getByRole('button', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(`${API}/login`);

    try {
      await signIn(page, username, domain, newPassword);
      await expect(page.getByRole('banner')).toContainText('Central Bank');
    } finally {
      // Put the demo password back so the other tests (and a rerun on the same data) still work.
      const again = await mailMark(page.request, address);
      const asked = await page.request.post(`${API}/api/password/reset`, { data: { email: address, domain, scope: 'fiu-web' } });
      expect(asked.status()).toBe(200);
      const back = await nextMailMatch(page.request, address, again, RESET_KEY_LINE);
      const done = await page.request.post(`${API}/api/password/validate/${back}`, { data: { password: PASSWORD } });
      expect(done.status()).toBe(200);
    }
  });

  test("'I have Received Password Key' goes to /validate", async ({ page }) => {
    await page.goto('/reset');
    await page.locator('fiu-reset-password').getByRole('button', { name: 'I have Received Password Key' }).click();
    await expect(page).toHaveURL(`${API}/validate`);
  });

  // dissemination-feedback §2 (/register).
  test('registration shows its success text', async ({ page }) => {
    await page.goto('/');
    await lookUp(page, 'ssa');
    await page.locator('fiu-login').getByRole('button', { name: 'Request Registration' }).click();
    await expect(page).toHaveURL(`${API}/register`);
    const register = page.locator('fiu-register');
    const username = `newcomer${Date.now() % 100000}`;
    await register.getByRole('textbox', { name: 'Name', exact: true }).fill('Kemi Adebayo');
    await register.getByLabel('Username').fill(username);
    await register.getByLabel('Email address').fill(`${username}@ssa.example`);
    await register.getByLabel('Role').selectOption({ index: 1 });
    await register.getByRole('button', { name: 'Register' }).click();
    await expect(register.getByRole('status')).toHaveText(
      'User registered successfully. Please contact the administrator to enable your account.',
    );
  });

  // dissemination-feedback §2 (/reportupload): upload without signing in, then back to /Login after 1.8 s.
  test('public report upload of a real PDF', async ({ page }) => {
    await page.goto('/reportupload');
    const upload = page.locator('fiu-report-upload');
    await upload.getByRole('textbox', { name: 'Name', exact: true }).fill('Bola Ige');
    await upload.getByLabel('Email address').fill('bola.ige@example.com');
    await upload.locator('input[type=file]').setInputFiles({ name: 'str-2026-001.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
    await expect(upload.getByRole('list', { name: 'Selected files' })).toContainText('str-2026-001.pdf');
    const sent = page.waitForResponse((r) => r.url() === `${API}/api/reportupload`);
    await upload.getByRole('button', { name: 'Upload' }).click();
    expect((await sent).status()).toBe(201);
    await expect(upload).toContainText('Report Uploaded Successfully');
    await expect(page).toHaveURL(/\/(L|l)ogin$/, { timeout: 5_000 });
  });
});
